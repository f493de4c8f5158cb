import { useLingui } from '../../../lib/i18n/i18n';
import { paths } from '../../../lib/paths';
import { BenchmarkTableView } from './benchmark-table-view';

/** /benchappbenchmarkoph: the outpatient (APC) and professional (HCPCS) benchmark table (docs/decisions/0103). */
export default function BenchmarkTableOphPage() {
  const { _ } = useLingui();
  return (
    <BenchmarkTableView
      title={_('shell.title.outpatientAndProfessionalBenchmarkTable')}
      path={paths.benchAppBenchmarkOph}
      claimTypes={['Outpatient', 'Professional']}
    />
  );
}
