/** Markdown of the soak benchmark (bench/soak-bench.ts). */
import type { Action, Failure, Sample } from './soak-users.js';
import { percentile } from './support.js';

/**
 * One portal's memory at one moment, MiB: resident set size as it stands, then resident set size
 * and JS heap used after two full garbage collections (NaN when the probe did not answer).
 */
export interface SoakMemory {
  rss: number;
  rssAfterGc: number;
  heapAfterGc: number;
}

/** What one soak run measured. `memory[m]` holds each portal's memory at minute m (0: start, idle). */
export interface SoakFigures {
  minutes: number;
  users: number;
  samples: readonly Sample[];
  failures: readonly Failure[];
  memory: readonly (readonly SoakMemory[])[];
}

/** Most the heap retained after a full GC may grow from minute 1 (warm) to the end and count as flat. */
export const flatHeapRatio = 1.1;

const actions: readonly Action[] = ['sign-in', 'search', 'file-case', 'notifications'];

function p95(samples: readonly Sample[]): number {
  return percentile(
    samples.map((s) => s.durationMs).sort((a, b) => a - b),
    95,
  );
}

/** Renders the soak figures with the three targets of issue 15 and whether each was met. */
export function renderSoak(f: SoakFigures): string {
  const minuteCount = Math.ceil(f.minutes);
  const perMinute = Array.from({ length: minuteCount }, (_, m) =>
    f.samples.filter((s) => Math.min(minuteCount - 1, Math.floor(s.startedMs / 60_000)) === m),
  );
  const minuteRows = perMinute.map((samples, m) => {
    const cells = actions.map((a) => p95(samples.filter((s) => s.action === a)).toFixed(1));
    const failed = samples.filter((s) => s.failed).length;
    return `| ${String(m + 1)} | ${String(samples.length)} | ${String(failed)} | ${p95(samples).toFixed(1)} | ${cells.join(' | ')} |`;
  });
  const first = p95(perMinute[0] ?? []);
  const last = p95(perMinute[perMinute.length - 1] ?? []);
  const ratio = last / first;
  const memoryRows = f.memory.map(
    (portals, m) =>
      `| ${String(m)} | ${portals.map((r) => `${r.rss.toFixed(0)} | ${r.rssAfterGc.toFixed(0)} | ${r.heapAfterGc.toFixed(1)}`).join(' | ')} |`,
  );
  const warm = f.memory[1] ?? [];
  const end = f.memory[f.memory.length - 1] ?? [];
  const heapRatios = end.map((r, i) => r.heapAfterGc / (warm[i]?.heapAfterGc ?? Number.NaN));
  const rssRatios = end.map((r, i) => r.rssAfterGc / (warm[i]?.rssAfterGc ?? Number.NaN));
  const heapFlat = heapRatios.length > 0 && heapRatios.every((r) => r <= flatHeapRatio);
  const failures = f.failures.length;
  const failureKinds = new Map<string, number>();
  for (const failure of f.failures) {
    const key = `${failure.action} ${String(failure.status)}: ${failure.detail.slice(0, 100)}`;
    failureKinds.set(key, (failureKinds.get(key) ?? 0) + 1);
  }
  return [
    '## Soak: mixed users on two portal processes, one PostgreSQL',
    '',
    `${String(f.users)} concurrent virtual users for ${String(f.minutes)} min, each signing in (password, then the sign-in code from the outbox, NODE_ENV=test), then repeating provider search (half of the actions), reading notifications (a quarter) and filing a Balance Bill case with a one-page PDF attachment (a quarter: two requests, timed together), signing in again on the other portal every 10 actions. Two built portals on one throwaway PostgreSQL, clamd with the test signatures scanning the uploads. All 50 users sign in at once at the start, so the first minute holds a burst of password checks. Times in ms. Memory of each portal process at start (minute 0, idle) and after each minute, in MiB: resident set size as it stands, then, read by a preloaded probe (bench/notifications-probe.ts) after two full garbage collections, resident set size and the JS heap used. The heap after a collection is what the portal keeps; the resident set also holds what the allocator has not handed back.`,
    '',
    '| minute | requests | failed | p95 all | p95 sign-in | p95 search | p95 file case | p95 notifications |',
    '|---|---|---|---|---|---|---|---|',
    ...minuteRows,
    '',
    '| minute | A: RSS | A: RSS after GC | A: heap after GC | B: RSS | B: RSS after GC | B: heap after GC |',
    '|---|---|---|---|---|---|---|',
    ...memoryRows,
    '',
    `- failed requests: ${String(failures)} of ${String(f.samples.length)} (target 0: ${failures === 0 ? 'met' : 'missed'})`,
    minuteCount < 2
      ? '- p95 of the last minute / the first: not measured (a run of one minute; run at least 2)'
      : `- p95 of the last minute / the first: ${ratio.toFixed(2)}× (target ≤ 1.5×: ${ratio <= 1.5 ? 'met' : 'missed'})`,
    f.memory.length < 3
      ? '- memory: not judged (a run of one minute; run at least 2)'
      : `- JS heap after a full GC, end ÷ minute 1 (warm), portal A, B: ${heapRatios.map((r) => `${r.toFixed(2)}×`).join(', ')} (target flat, ≤ ${flatHeapRatio.toFixed(1)}×: ${heapFlat ? 'met' : 'missed'}); RSS after a full GC, the same: ${rssRatios.map((r) => `${r.toFixed(2)}×`).join(', ')}`,
    ...[...failureKinds].slice(0, 10).map(([kind, n]) => `  - ${String(n)} × ${kind}`),
  ].join('\n');
}
