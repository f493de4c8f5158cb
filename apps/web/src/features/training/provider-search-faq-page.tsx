import { InfoSections } from '../../components/info-sections';
import { providerSearchFaqSections } from '../../lib/provider-search-faq';
import { TrainingPageFrame } from './training-page-frame';

const sections = [
  providerSearchFaqSections.badges,
  providerSearchFaqSections.zipCode,
  providerSearchFaqSections.resolutionTime,
];

/**
 * Provider Search FAQ (/documentation/provider-search-faq, mobile-read role): the provider-search
 * FAQ statements of cases spec §1, the same words /FAQ gives.
 */
export default function ProviderSearchFaqPage() {
  return (
    <TrainingPageFrame
      title="Provider Search FAQ"
      intro="Answers to the questions members ask most about Provider Search."
    >
      <InfoSections sections={sections} />
    </TrainingPageFrame>
  );
}
