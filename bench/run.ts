import { cpus, totalmem } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBenchmarksBench } from './benchmarks-bench.js';
import { runCaptchaBench } from './captcha-bench.js';
import { measureChartReplySizes, replySizeTable } from './chart-reply-size.js';
import { runCostComparisonBench } from './cost-comparison-bench.js';
import { runImportBench } from './import-bench.js';
import { runCaseClocksBench } from './case-clocks-bench.js';
import { runMemberClaimsBench } from './member-claims-bench.js';
import { runNotificationsBench } from './notifications-bench.js';
import { runPriceEstimatesBench } from './price-estimates-bench.js';
import { runProviderSearchBench } from './provider-search-bench.js';
import { runReportsBench } from './reports-bench.js';
import { runSoakBench } from './soak-bench.js';
import { runStorageBench } from './storage-bench.js';
import { runTransparencyBench } from './transparency-bench.js';
import { runUsersAdminBench } from './users-admin-bench.js';
import { root } from './support.js';
import { runWebBench } from './web-bench.js';

/**
 * `npm run bench [-- import|search|web|notifications|users|benchmarks|cost-comparison|reports|member-claims|case-clocks|price-estimates|captcha|transparency|soak]`: runs the benchmarks and writes
 * Markdown to bench/results/ (soak: `-- soak --minutes=N`, default 5; web: `-- web --pages=/my-cases,/benchmarks`, Lighthouse on those pages only; cost-comparison: `-- cost-comparison --documents=N`, a memory reading after N documents too; reports: `-- reports --claims=N --cases=N
 * --plans=N --import-rows=N,N`, default the 1000000, 100000, 50, 100000,400000; transparency: `-- transparency --claims=N,N`, default 1000000,10000000). Each figure is a ratio to a baseline measured in the same run.
 */
const parts = process.argv.slice(2).filter((part) => !part.startsWith('--'));
const wanted = (name: string) => parts.length === 0 || parts.includes(name);
const resultsDir = join(root, 'bench/results');
mkdirSync(resultsDir, { recursive: true });

function header(title: string, rerun: string): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return [
    `# ${title}`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${String(cpus().length)} × ${cpu}, ${String(Math.round(totalmem() / 2 ** 30))} GiB, Node ${process.version}.`,
    `Rerun: \`${rerun}\``,
    '',
    '',
  ].join('\n');
}

if (wanted('import')) {
  const section = await runImportBench();
  writeFileSync(
    join(resultsDir, 'import-bench.md'),
    `${header('Reference importer benchmark', 'npm run bench -- import')}${section}\n`,
  );
}
if (wanted('search')) {
  const section = await runProviderSearchBench();
  writeFileSync(
    join(resultsDir, 'provider-search.md'),
    `${header('Provider search benchmark', 'npm run bench -- search')}${section}\n`,
  );
}
if (wanted('web')) {
  const section = await runWebBench(
    process.argv
      .find((part) => part.startsWith('--pages='))
      ?.slice('--pages='.length)
      .split(',')
      .filter((page) => page !== '') ?? [],
  );
  writeFileSync(
    join(resultsDir, 'web.md'),
    `${header('Web app: JavaScript per page and Lighthouse', 'npm run bench -- web')}${section}\n`,
  );
}
if (wanted('notifications')) {
  const section = await runNotificationsBench();
  writeFileSync(
    join(resultsDir, 'notifications.md'),
    `${header('Live notification socket fan-out', 'npm run bench -- notifications')}${section}\n`,
  );
}
if (wanted('users')) {
  const section = await runUsersAdminBench();
  writeFileSync(
    join(resultsDir, 'users-admin.md'),
    `${header('Users list at 100,000 users', 'npm run bench -- users')}${section}\n`,
  );
}
if (wanted('benchmarks')) {
  const section = await runBenchmarksBench();
  const sizes = replySizeTable(await measureChartReplySizes());
  writeFileSync(
    join(resultsDir, 'benchmarks.md'),
    `${header('Benchmarks: CMS import and the chart under load', 'npm run bench -- benchmarks')}${section}\n\n## POST /api/chart reply size\n\n${sizes}\n`,
  );
}
if (wanted('cost-comparison')) {
  const section = await runCostComparisonBench();
  writeFileSync(
    join(resultsDir, 'cost-comparison.md'),
    `${header('Cost comparison: savings-analysis PDF under load', 'npm run bench -- cost-comparison [--documents=N]')}${section}\n`,
  );
}
if (wanted('reports')) {
  const section = await runReportsBench();
  writeFileSync(
    join(resultsDir, 'reports.md'),
    `${header('Reports and the claims import', 'npm run bench -- reports [--claims=N --cases=N --plans=N --import-rows=N,N]')}${section}\n`,
  );
}
if (wanted('member-claims')) {
  const section = await runMemberClaimsBench();
  writeFileSync(
    join(resultsDir, 'member-claims.md'),
    `${header('My Claims at 1,000,000 claims', 'npm run bench -- member-claims [--claims=N --cases=N --plans=N]')}${section}\n`,
  );
}
if (wanted('case-clocks')) {
  const section = await runCaseClocksBench();
  writeFileSync(
    join(resultsDir, 'case-clocks.md'),
    `${header('Case clocks: the due-soon list at 100,000 cases', 'npm run bench -- case-clocks [--claims=N --cases=N --plans=N]')}${section}\n`,
  );
}
if (wanted('price-estimates')) {
  const section = await runPriceEstimatesBench();
  writeFileSync(
    join(resultsDir, 'price-estimates.md'),
    `${header('Price estimates against Provider Search', 'npm run bench -- price-estimates')}${section}\n`,
  );
}
if (wanted('captcha')) {
  const section = await runCaptchaBench();
  writeFileSync(
    join(resultsDir, 'captcha.md'),
    `${header("Sign-in captcha work at a phone's pace", 'npm run bench -- captcha')}${section}\n`,
  );
}
if (wanted('transparency')) {
  const claims = process.argv.find((part) => part.startsWith('--claims='))?.slice('--claims='.length);
  const section = await runTransparencyBench(
    claims === undefined ? undefined : claims.split(',').map(Number),
  );
  writeFileSync(
    join(resultsDir, 'transparency.md'),
    `${header('Transparency in Coverage files at 1,000,000 and 10,000,000 claims', 'npm run bench -- transparency [--claims=N,N]')}${section}
`,
  );
}
if (wanted('soak')) {
  const section = await runSoakBench();
  writeFileSync(
    join(resultsDir, 'soak.md'),
    `${header('Soak: 50 mixed users, two portals, one PostgreSQL', 'npm run bench -- soak [--minutes=N]')}${section}\n`,
  );
}
// `npm run bench -- storage`: attachments on the local folder and an S3-compatible bucket (0120).
if (wanted('storage')) {
  const section = await runStorageBench();
  writeFileSync(
    join(resultsDir, 'storage.md'),
    `${header('File storage: local folder and S3-compatible bucket', 'npm run bench -- storage')}${section}\n`,
  );
}
console.log(`results written to ${resultsDir}`);
