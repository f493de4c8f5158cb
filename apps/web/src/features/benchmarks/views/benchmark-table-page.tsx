import { paths } from '../../../lib/paths';
import { BenchmarkTableView } from './benchmark-table-view';

/** /benchappbenchmark: the inpatient (DRG) benchmark table (docs/decisions/0103). */
export default function BenchmarkTablePage() {
  return (
    <BenchmarkTableView
      title="Inpatient Benchmark Table"
      path={paths.benchAppBenchmark}
      claimTypes={['Inpatient']}
    />
  );
}
