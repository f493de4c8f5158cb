import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { BuildStats } from '../../apps/web/build-stats.js';
import type { PageJavaScript, ScriptFile } from './page-javascript.js';

/** A kilobyte as the budget counts it: 1,024 bytes. */
const kilobyte = 1024;

/**
 * The JavaScript budget of a page, gzip bytes (issue 39): 170 KB for the sign-in page, which every
 * visitor opens first, 250 KB for any other page.
 */
export function budgetOf(path: string): number {
  return (path === '/login' ? 170 : 250) * kilobyte;
}

/** Bytes as the reports show them: `61.5 KB`. */
export function kilobytes(bytes: number): string {
  return `${(bytes / kilobyte).toFixed(1)} KB`;
}

/** The statistics a build wrote beside its output folder (`apps/web/dist-stats/chunks.json`). */
export function readBuildStats(distDir: string): BuildStats {
  const file = join(dirname(distDir), `${basename(distDir)}-stats`, 'chunks.json');
  return JSON.parse(readFileSync(file, 'utf8')) as BuildStats;
}

/** A module's estimated part of a page's gzip bytes. */
export interface ModuleShare {
  id: string;
  gzipBytes: number;
}

/**
 * The modules of the files a page loaded, each with its part of its file's gzip size: the file's
 * gzip bytes shared among its modules in proportion to their rendered length. An estimate (gzip
 * compresses across module boundaries), but the parts of a file add up to its size, so a page's
 * parts add up to its total. A file the statistics do not know counts as one module of its name.
 */
export function moduleShares(files: readonly ScriptFile[], stats: BuildStats): ModuleShare[] {
  return files.flatMap(({ file, gzipBytes }) => {
    const modules = stats.chunks[file.replace(/^\//, '')]?.modules ?? [];
    const rendered = modules.reduce((sum, module) => sum + module.renderedLength, 0);
    if (rendered === 0) return [{ id: file, gzipBytes }];
    return modules.map((module) => ({
      id: module.id,
      gzipBytes: (gzipBytes * module.renderedLength) / rendered,
    }));
  });
}

/**
 * What a module belongs to, for comparing pages between builds: its npm package
 * (`@mui/material`, `chart.js`), or the folder of a source file (`apps/web/src/features/rbp-form`),
 * or the bundler's own module (`vite`, `rolldown`).
 */
export function moduleGroup(id: string): string {
  const packages = [...id.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  const last = packages.at(-1)?.[1];
  if (last !== undefined) return last;
  const slash = id.lastIndexOf('/');
  return slash === -1 ? id : id.slice(0, slash);
}

/** The figures of one page that the bench commits and the check compares with: bytes. */
export interface PageRecord {
  files: number;
  gzipBytes: number;
  /** Gzip bytes by module group (`moduleGroup`), largest first. */
  groups: Record<string, number>;
}

/** bench/results/js-budget.json: the figures of every journey page, by label (`pageLabel`). */
export interface BudgetRecord {
  pages: Record<string, PageRecord>;
}

function groupTotals(shares: readonly ModuleShare[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const share of shares) {
    const group = moduleGroup(share.id);
    totals.set(group, (totals.get(group) ?? 0) + share.gzipBytes);
  }
  return totals;
}

/** The record of `measured` pages, as the bench commits it. */
export function budgetRecord(measured: readonly PageJavaScript[], stats: BuildStats): BudgetRecord {
  const pages: Record<string, PageRecord> = {};
  for (const page of measured) {
    const groups = [...groupTotals(moduleShares(page.files, stats))]
      .map(([group, bytes]) => [group, Math.round(bytes)] as const)
      .filter(([, bytes]) => bytes > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    pages[page.label] = {
      files: page.files.length,
      gzipBytes: page.gzipBytes,
      groups: Object.fromEntries(groups),
    };
  }
  return { pages };
}

/** The committed record at `file`, or null when there is none yet. */
export function readBudgetRecord(file: string): BudgetRecord | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BudgetRecord) : null;
}

/** A page over its budget, with the message that names it, its largest modules and what grew. */
export interface BudgetFailure {
  label: string;
  gzipBytes: number;
  budget: number;
  message: string;
}

/** Growth of at least this much in a group is named (smaller changes are rounding). */
const namedGrowth = 100;

function describeGrowth(shares: readonly ModuleShare[], previous: PageRecord | undefined): string {
  if (previous === undefined) return '  not in the committed figures (a new page): nothing to compare with';
  const grown = [...groupTotals(shares)]
    .map(([group, bytes]) => ({ group, bytes, before: previous.groups[group] }))
    .filter(({ bytes, before }) => bytes - (before ?? 0) >= namedGrowth)
    .sort((a, b) => b.bytes - (b.before ?? 0) - (a.bytes - (a.before ?? 0)));
  if (grown.length === 0) return '  no module group grew against the committed figures';
  return grown
    .slice(0, 5)
    .map(({ group, bytes, before }) => {
      const largest = shares
        .filter((share) => moduleGroup(share.id) === group)
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .slice(0, 2)
        .map((share) => `${share.id} ${kilobytes(share.gzipBytes)}`)
        .join(', ');
      const change = before === undefined ? 'new on this page' : `was ${kilobytes(before)}`;
      return `  grew: ${group} +${kilobytes(bytes - (before ?? 0))} (${change}; ${largest})`;
    })
    .join('\n');
}

/**
 * How much a page over its budget in the committed figures may still grow (gzip bytes) before the
 * check fails: the budget is not met on every page yet (docs/decisions/0118), so such a page is held
 * where it stands, with room for small changes, until it is trimmed; an added library fails.
 */
export const heldPageAllowance = 2 * kilobyte;

/**
 * What a page may load: its budget (`budgetOf`), or, for a page the committed figures (`previous`)
 * show over its budget, those figures plus `heldPageAllowance`.
 */
export function limitOf(path: string, previous: PageRecord | undefined): number {
  const budget = budgetOf(path);
  return previous !== undefined && previous.gzipBytes > budget
    ? previous.gzipBytes + heldPageAllowance
    : budget;
}

/**
 * The pages of `measured` over their limit (`limitOf`: the budget, or the committed figure of a page
 * still over it), each with a message naming the page, its total, its largest modules, and the module
 * groups that grew against `previous` (the committed figures; null when there are none).
 */
export function overBudget(
  measured: readonly PageJavaScript[],
  stats: BuildStats,
  previous: BudgetRecord | null,
): BudgetFailure[] {
  return measured.flatMap((page) => {
    const budget = budgetOf(page.page.path);
    const held = previous?.pages[page.label];
    const limit = limitOf(page.page.path, held);
    if (page.gzipBytes <= limit) return [];
    const shares = moduleShares(page.files, stats);
    const largest = [...shares]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 5)
      .map((share) => `  ${kilobytes(share.gzipBytes)} ${share.id}`)
      .join('\n');
    const message = [
      `${page.label}: ${kilobytes(page.gzipBytes)} of JavaScript (gzip) in ${String(page.files.length)} files, ` +
        `over its budget of ${kilobytes(budget)} by ${kilobytes(page.gzipBytes - budget)}` +
        (limit > budget ? ` (held at its committed ${kilobytes(held?.gzipBytes ?? 0)} until trimmed)` : ''),
      describeGrowth(shares, previous?.pages[page.label]),
      '  largest modules:',
      largest,
    ].join('\n');
    return [{ label: page.label, gzipBytes: page.gzipBytes, budget, message }];
  });
}
