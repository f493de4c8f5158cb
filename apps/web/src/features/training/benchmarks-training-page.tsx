import { TrainingPageFrame } from './training-page-frame';
import { TrainingTopic } from './training-topic';

/**
 * Benchmarks Training Videos (/documentation/benchmarks-training, read role;
 * analysis-reports-admin spec §2): Highlights, Inpatient Module, Outpatient and Professional
 * Modules, each a video or its written steps.
 */
export default function BenchmarksTrainingPage() {
  return (
    <TrainingPageFrame
      title="Benchmarks Training Videos"
      intro="Learn the Benchmarks page and its inpatient, outpatient and professional views."
    >
      <TrainingTopic id="highlights" />
      <TrainingTopic id="inpatient" />
      <TrainingTopic id="outpatientProfessional" />
    </TrainingPageFrame>
  );
}
