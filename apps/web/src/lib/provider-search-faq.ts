import { accessibilityLabels, type InfoSection, labelTooltips, recommendedLabel } from '@medivi/domain';

/** Average time to resolve a balance-bill dispute, as the FAQ states it (cases spec §1). */
export const balanceBillResolutionDays = '60-90';

const badgeItems = accessibilityLabels.map((label) => `${label}: ${labelTooltips[label]}`);

/**
 * The provider-search FAQ statements of cases spec §1, as questions and answers: what the
 * provider badges mean (willingness to work with a self-funded open-access plan, not quality of
 * care; the badge texts of spec §9), why a valid 5-digit zip is needed, and the balance-bill
 * resolution time (60-90 days). Shown on /FAQ and on /documentation/provider-search-faq; the badge
 * names come from the rules the provider cards show.
 */
export const providerSearchFaqSections: {
  resolutionTime: InfoSection;
  badges: InfoSection;
  zipCode: InfoSection;
} = {
  resolutionTime: {
    heading: 'How long does a balance bill take to resolve?',
    paragraphs: [
      `The average resolution time of a balance-bill dispute is ${balanceBillResolutionDays} days. You can follow its status in My Cases, and notifications about it appear under Notifications.`,
    ],
  },
  badges: {
    heading: 'What do the provider badges mean?',
    paragraphs: [
      'Badges reflect a provider’s willingness to work with a self-funded open-access plan, not the quality of care. Each provider in Provider Search carries one of these badges:',
    ],
    items: [
      ...badgeItems,
      `${recommendedLabel}: shown beside Contracted for a provider contracted with the plan you selected.`,
    ],
  },
  zipCode: {
    heading: 'Why does Provider Search ask for a zip code?',
    paragraphs: ['Providers are listed by distance from a zip code, so a valid 5-digit zip code is needed.'],
  },
};
