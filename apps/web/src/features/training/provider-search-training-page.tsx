import { TrainingPageFrame } from './training-page-frame';
import { TrainingTopic } from './training-topic';

const intro = 'A desktop tutorial of Provider Search: find in-network providers near a zip code.';

/** Provider Search Training (/documentation/provider-search-training, mobile-read role; spec §2). */
export default function ProviderSearchTrainingPage() {
  return (
    <TrainingPageFrame title="Provider Search Training" intro={intro}>
      <TrainingTopic id="providerSearch" />
    </TrainingPageFrame>
  );
}

/** The same tutorial at /instructional-video (read or mobile-read; analysis-reports-admin spec §2). */
export function InstructionalVideoPage() {
  return (
    <TrainingPageFrame title="Instructional Video" intro={intro}>
      <TrainingTopic id="providerSearch" />
    </TrainingPageFrame>
  );
}
