import { paths } from '../../../lib/paths';
import { BenchmarkTableView } from './benchmark-table-view';

/** /benchappbenchmarkoph: the outpatient (APC) and professional (HCPCS) benchmark table (docs/decisions/0103). */
export default function BenchmarkTableOphPage() {
  return (
    <BenchmarkTableView
      title="Outpatient and Professional Benchmark Table"
      path={paths.benchAppBenchmarkOph}
      claimTypes={['Outpatient', 'Professional']}
    />
  );
}
