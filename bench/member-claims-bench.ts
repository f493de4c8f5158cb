/**
 * Member claims benchmark (issue 32; docs/decisions/0114-member-claims.md): My Claims
 * (`GET /api/member/claims`, first page of 10 with its total) at 20 concurrent clients on a database
 * of 1,000,000 synthetic claims (the reports benchmark's database: the demo data plus 50 synthetic
 * plans), as a p95 ratio to the minimal session-checked endpoint of the same server, measured in
 * alternating rounds (target ≤ 2×): for `member@` (his own and his children's claims on his two
 * demo plans) and for `client@` reading a synthetic plan of 20,000 claims whole; and one claim's EOB
 * as a PDF at 5 concurrent clients against one-page PDFs of the same printer (target ≤ 1.5×).
 * After the rounds, the portal's CPU time per request of each list scenario (Linux /proc), which
 * stays comparable between runs when other work loads the machine (docs/decisions/0124).
 *
 * Scale as the reports benchmark (`--claims=N --cases=N --plans=N`, BENCH_REUSE=1 reuses the
 * databases in bench/.cache). Run alone: `npx tsx bench/member-claims-bench.ts`;
 * `npm run bench -- member-claims` writes bench/results/member-claims.md.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoEmail, demoPassword } from '../apps/server/src/seed/demo-accounts.js';
import { reportsBenchSettings } from './reports-bench.js';
import { grantPlan, planVolume, prepareDatabases } from './reports-databases.js';
import { onePagePdfBaseline } from './pdf-baseline.js';
import { benchPlan } from './reports-data.js';
import { type LoadResult, loadTable, measure, root, signInHeaders, startPortal, median } from './support.js';

const benchFile = fileURLToPath(import.meta.url);
const cacheDir = join(root, 'bench/.cache');
const baselinePath = '/api/keep-session-alive';
const connections = 20;
const roundCount = 3;
/** Concurrent EOB PDFs and one-page PDFs, and how long each is measured (seconds). */
const pdfConnections = 5;
const pdfSeconds = 15;

/** Requests per scenario of the CPU pass. */
const cpuPassRequests = 5000;

/**
 * CPU seconds (user + system) the process `pid` has used, from /proc (Linux); undefined where
 * there is none.
 */
function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${String(pid)}/stat`)) return undefined;
  // Fields after the command name: state is the 3rd field, utime and stime the 14th and 15th.
  const fields =
    readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The portal's CPU time per request of `path` (µs), over `cpuPassRequests` requests at
 * `connections` clients: unlike a latency percentile, it hardly moves with other work on the
 * machine, so runs on a loaded machine stay comparable. Undefined without /proc.
 */
async function cpuPerRequest(
  url: string,
  pid: number | undefined,
  path: string,
  headers: Record<string, string>,
): Promise<number | undefined> {
  const before = cpuSecondsOf(pid);
  await autocannon({ url: `${url}${path}`, connections, amount: cpuPassRequests, headers });
  const after = cpuSecondsOf(pid);
  return before === undefined || after === undefined ? undefined : ((after - before) * 1e6) / cpuPassRequests;
}

/** Runs the benchmark and returns its Markdown section. */
export async function runMemberClaimsBench(argv: readonly string[] = process.argv): Promise<string> {
  const { scale } = reportsBenchSettings(argv);
  const { large } = await prepareDatabases(scale);
  const bigPlan = benchPlan(0).id;
  await grantPlan(large, 'client', bigPlan);
  const volume = await planVolume(large, bigPlan);
  const varDir = join(cacheDir, 'var-member-claims');
  mkdirSync(varDir, { recursive: true });
  const portal = await startPortal(large, varDir);
  try {
    const member = await signInHeaders(portal.url, demoEmail('member'), demoPassword);
    const client = await signInHeaders(portal.url, demoEmail('client'), demoPassword);
    const memberList = '/api/member/claims?pageSize=10';
    const clientList = `/api/member/claims?pageSize=10&planID=${bigPlan}`;
    const totals: Record<string, number> = {};
    for (const [name, path, headers] of [
      ['member', memberList, member],
      ['client', clientList, client],
    ] as const) {
      const probe = await fetch(`${portal.url}${path}`, { headers });
      if (!probe.ok) throw new Error(`${path} answered ${String(probe.status)}`);
      totals[name] = ((await probe.json()) as { total: number }).total;
    }
    // The EOB of member@'s newest claim as a PDF, against one-page PDFs of the same printer.
    const newest = await fetch(`${portal.url}${memberList}`, { headers: member });
    const claimID = ((await newest.json()) as { claims: { claimID: string }[] }).claims[0]?.claimID ?? '';
    const eobPath = `/api/member/claims/${encodeURIComponent(claimID)}/eob.pdf`;
    const onePage = await onePagePdfBaseline(pdfConnections, pdfSeconds);
    const eob = await measure(
      `EOB PDF of member@ (${String(pdfConnections)} concurrent)`,
      portal.url,
      [eobPath],
      member,
      {
        connections: pdfConnections,
        durationSeconds: pdfSeconds,
      },
    );
    const results: LoadResult[] = [];
    const ratios = { member: [] as number[], client: [] as number[] };
    for (let round = 1; round <= roundCount; round += 1) {
      const options = { connections };
      const suffix = `round ${String(round)}`;
      const baseline = await measure(
        `minimal session-checked endpoint, ${suffix}`,
        portal.url,
        [baselinePath],
        member,
        options,
      );
      const ownList = await measure(
        `My Claims of member@, ${suffix}`,
        portal.url,
        [memberList],
        member,
        options,
      );
      const planList = await measure(
        `Claims of a 20,000-claim plan for client@, ${suffix}`,
        portal.url,
        [clientList],
        client,
        options,
      );
      results.push(baseline, ownList, planList);
      ratios.member.push(ownList.p95 / baseline.p95);
      ratios.client.push(planList.p95 / baseline.p95);
    }
    const cpu: string[] = [];
    for (const [name, path, headers] of [
      ['minimal session-checked endpoint', baselinePath, member],
      ['My Claims of member@', memberList, member],
      ['Claims of a 20,000-claim plan for client@', clientList, client],
    ] as const) {
      const perRequest = await cpuPerRequest(portal.url, portal.child.pid, path, headers);
      if (perRequest !== undefined) cpu.push(`| ${name} | ${perRequest.toFixed(0)} |`);
    }
    const cpuSection =
      cpu.length === 0
        ? []
        : [
            '',
            `Server CPU per request (user + system time of the portal process over ${cpuPassRequests.toLocaleString('en-US')} requests at ${String(connections)} clients, after the rounds; steadier than p95 when other work shares the machine):`,
            '',
            '| scenario | CPU µs per request |',
            '|---|---|',
            ...cpu,
          ];
    return [
      `## GET /api/member/claims at ${String(connections)} concurrent clients, ${volume.allClaims.toLocaleString('en-US')} claims in the database`,
      '',
      `member@ sees ${String(totals.member)} claims on his two demo plans; client@ reads the synthetic plan ${bigPlan}, ${String(totals.client)} claims (${String(volume.claims)} in the plan). Each request is the page's: the first 10, newest service first, with the total.`,
      '',
      loadTable(results),
      '',
      `- member@, p95 ratio to the baseline (median of ${String(roundCount)} rounds): **${median(ratios.member).toFixed(2)}×** (target ≤ 2×); rounds ${ratios.member.map((r) => r.toFixed(2)).join(', ')}`,
      `- client@ on a 20,000-claim plan, p95 ratio to the baseline: **${median(ratios.client).toFixed(2)}×** (target ≤ 2×); rounds ${ratios.client.map((r) => r.toFixed(2)).join(', ')}`,
      ...cpuSection,
      '',
      `## GET /api/member/claims/{claimID}/eob.pdf at ${String(pdfConnections)} concurrent clients`,
      '',
      loadTable([onePage, eob]),
      '',
      `- EOB PDF, p95 ratio to the one-page PDF of the same printer: **${(eob.p95 / onePage.p95).toFixed(2)}×** (target ≤ 1.5×)`,
    ].join('\n');
  } finally {
    await portal.stop();
  }
}

if (existsSync(process.argv[1] ?? '') && resolve(process.argv[1] ?? '') === benchFile) {
  runMemberClaimsBench()
    .then((section) => {
      process.stdout.write(`${section}\n`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
