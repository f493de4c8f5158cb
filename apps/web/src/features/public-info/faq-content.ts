import {
  accessibilityLabels,
  caseRecordTypeNames,
  caseStatusLabels,
  type InfoDocument,
  labelTooltips,
  recommendedLabel,
} from '@medivi/domain';

/** Average time to resolve a balance-bill dispute, as the FAQ states it (cases spec §1). */
export const balanceBillResolutionDays = '60-90';

const badgeItems = accessibilityLabels.map((label) => `${label}: ${labelTooltips[label]}`);

/**
 * The members' questions of /FAQ: plans and dependents (accounts spec §2 screens 12–14, §5), the
 * case types and status labels (cases spec §1, §4), the balance-bill resolution time and the
 * provider badges (cases spec §1 FAQ statements, §9 label texts). Labels come from the rules that
 * the case list and provider search show, so the answers name what the screens show.
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
    {
      heading: 'How long does a balance bill take to resolve?',
      paragraphs: [
        `The average resolution time of a balance-bill dispute is ${balanceBillResolutionDays} days. You can follow its status in My Cases, and notifications about it appear under Notifications.`,
      ],
    },
    {
      heading: 'What do the provider badges mean?',
      paragraphs: [
        'Badges reflect a provider’s willingness to work with a self-funded open-access plan, not the quality of care. Each provider in Provider Search carries one of these badges:',
      ],
      items: [
        ...badgeItems,
        `${recommendedLabel}: shown beside Contracted for a provider contracted with the plan you selected.`,
      ],
    },
    {
      heading: 'Why does Provider Search ask for a zip code?',
      paragraphs: [
        'Providers are listed by distance from a zip code, so a valid 5-digit zip code is needed.',
      ],
    },
  ],
};
