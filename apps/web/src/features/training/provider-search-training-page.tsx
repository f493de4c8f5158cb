import { useLingui } from '../../lib/i18n/i18n';
import { TrainingPageFrame } from './training-page-frame';
import { TrainingTopic } from './training-topic';

/** Provider Search Training (/documentation/provider-search-training, mobile-read role; spec §2). */
export default function ProviderSearchTrainingPage() {
  const { _ } = useLingui();
  return (
    <TrainingPageFrame
      title={_('training.page.providerSearch.title')}
      intro={_('training.page.providerSearch.intro')}
    >
      <TrainingTopic id="providerSearch" />
    </TrainingPageFrame>
  );
}

/** The same tutorial at /instructional-video (read or mobile-read; analysis-reports-admin spec §2). */
export function InstructionalVideoPage() {
  const { _ } = useLingui();
  return (
    <TrainingPageFrame
      title={_('training.page.instructionalVideo.title')}
      intro={_('training.page.providerSearch.intro')}
    >
      <TrainingTopic id="providerSearch" />
    </TrainingPageFrame>
  );
}
