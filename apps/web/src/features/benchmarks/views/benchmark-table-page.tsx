import { useLingui } from '../../../lib/i18n/i18n';
import { paths } from '../../../lib/paths';
import { BenchmarkTableView } from './benchmark-table-view';

/** /benchappbenchmark: the inpatient (DRG) benchmark table (docs/decisions/0103). */
export default function BenchmarkTablePage() {
  const { _ } = useLingui();
  return (
    <BenchmarkTableView
      title={_('shell.title.inpatientBenchmarkTable')}
      path={paths.benchAppBenchmark}
      claimTypes={['Inpatient']}
    />
  );
}
