import { caseRecordTypeNames, caseStatusLabels, type InfoDocument } from '@medivi/domain';
import { providerSearchFaqSections } from '../../lib/provider-search-faq';

/**
 * The members' questions of /FAQ: plans and dependents (accounts spec §2 screens 12–14, §5), the
 * case types and status labels (cases spec §1, §4), the balance-bill resolution time and the
 * provider badges (cases spec §1 FAQ statements, §9 label texts; lib/provider-search-faq.ts, shared
 * with /documentation/provider-search-faq). Labels come from the rules that the case list and
 * provider search show, so the answers name what the screens show.
 */
export const faqDocument: InfoDocument = {
  title: 'Frequently Asked Questions',
  intro: ['Answers to the questions members ask most about the MediVI portal.'],
  sections: [
    {
      heading: 'How do I add a health plan?',
      paragraphs: [
        'Open Account Settings and choose ADD PLAN. Enter the member ID, group ID, first name, last name, date of birth and zip code exactly as your plan holds them. Once the plan is added you can pick it from the plan list in My Plan.',
      ],
    },
    {
      heading: 'How do I add a dependent member?',
      paragraphs: [
        'Open Account Settings and choose ADD DEPENDENT. Enter the dependent’s member ID, group ID, first name, last name, date of birth and zip code. A dependent must be under 18. You can remove a dependent later with Delete Member.',
      ],
    },
    {
      heading: 'Which cases can I file?',
      paragraphs: ['Members file three kinds of case:'],
      items: [
        `${caseRecordTypeNames.AccessIssue}: a provider declined your insurance or denied you access.`,
        `${caseRecordTypeNames.BalanceBill}: a provider claims you owe more money beyond what your plan paid.`,
        `${caseRecordTypeNames.CallAhead}: our team phones a physician group before your first appointment to explain your coverage. Hospitals, surgical centres, imaging centres and other facilities are not called. You should already have an appointment within 30 days, or need to book one within two weeks.`,
      ],
    },
    {
      heading: 'What do the case statuses mean?',
      paragraphs: ['Each case in My Cases shows one status:'],
      items: [
        `${caseStatusLabels.opened}: we have received your case.`,
        `${caseStatusLabels.processing}: we are working on your case, for example negotiating with or contacting the provider.`,
        `${caseStatusLabels.closed}: the work on your case has ended.`,
        `${caseStatusLabels.missing}: the case has no status yet.`,
      ],
    },
    providerSearchFaqSections.resolutionTime,
    providerSearchFaqSections.badges,
    providerSearchFaqSections.zipCode,
  ],
};
