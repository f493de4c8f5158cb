import { InfoSections } from '../../components/info-sections';
import { useLingui } from '../../lib/i18n/i18n';
import { providerSearchFaqSections } from '../../lib/provider-search-faq';
import { TrainingPageFrame } from './training-page-frame';
import { type FaqSectionKey, wordedFaqSection } from './training-texts';

/** The sections shown, in order. */
const sectionKeys: readonly FaqSectionKey[] = ['badges', 'zipCode', 'resolutionTime'];

/**
 * Provider Search FAQ (/documentation/provider-search-faq, mobile-read role): the provider-search
 * FAQ statements of cases spec §1, the same words /FAQ gives, in the portal's language.
 */
export default function ProviderSearchFaqPage() {
  const { _ } = useLingui();
  const sections = sectionKeys.map((key) => wordedFaqSection(key, providerSearchFaqSections[key], _));
  return (
    <TrainingPageFrame title={_('training.page.faq.title')} intro={_('training.page.faq.intro')}>
      <InfoSections sections={sections} />
    </TrainingPageFrame>
  );
}
