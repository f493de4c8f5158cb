import { useLingui } from '../../lib/i18n/i18n';
import { TrainingPageFrame } from './training-page-frame';
import { TrainingTopic } from './training-topic';

/**
 * Benchmarks Training Videos (/documentation/benchmarks-training, read role;
 * analysis-reports-admin spec §2): Highlights, Inpatient Module, Outpatient and Professional
 * Modules, each a video or its written steps.
 */
export default function BenchmarksTrainingPage() {
  const { _ } = useLingui();
  return (
    <TrainingPageFrame
      title={_('training.page.benchmarks.title')}
      intro={_('training.page.benchmarks.intro')}
    >
      <TrainingTopic id="highlights" />
      <TrainingTopic id="inpatient" />
      <TrainingTopic id="outpatientProfessional" />
    </TrainingPageFrame>
  );
}
