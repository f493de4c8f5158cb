import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DatabaseHandle } from '../db/database.js';
import { type Clock, systemClock } from '../platform/clock.js';
import { type FileImportResult, importFile } from './import-file.js';
import { formatImportSummary } from './import-files.js';
import { fingerprintFile, importKey, succeededImports } from './import-runs.js';
import { refreshStateMedicareRatios } from './state-medicare-ratio-writer.js';

export { importFiles } from './import-files.js';

/**
 * One step of the first-start import: the files of a folder of the reference data directory
 * (optionally only those whose name `matches`), imported in name order.
 */
interface ManifestStep {
  folder: string;
  matches?: (name: string) => boolean;
  /** True when the step writes providers, so the order among such steps decides who wins. */
  writesProviders: boolean;
}

const isNppesDerived = (name: string): boolean => name.startsWith('nppes-');
const isMedicare2012 = (name: string): boolean => name.startsWith('medicare-');
const isDrg100 = (name: string): boolean => name.includes('drg100');

/**
 * The fixed import order (docs/decisions/0005-reference-import.md). Zip centroids and taxonomy
 * first; then hospitals (linked to providers under their enrollment NPI); then provider sources
 * from the least to the most authoritative, because a later file's non-empty values overwrite:
 * other derived directory files, Medicare 2012 clinicians, CMS Doctors and Clinicians, the
 * NPPES-derived directory files, and last the NPPES NPI files themselves.
 */
export const referenceManifest: readonly ManifestStep[] = [
  { folder: 'zip', writesProviders: false },
  { folder: 'taxonomy', writesProviders: false },
  { folder: 'hospitals', writesProviders: true },
  // Benchmarks (docs/decisions/0102-benchmarks-data.md): CMS price, quality and cost-report files.
  // They write their own tables (benchmark_providers, not providers), so their order among
  // themselves only decides which file's hospital names and addresses win: older data years
  // first (inpatient FY2011, outpatient CY2015/2016), the current layouts (2019–2022) last.
  { folder: 'cms/cost-reports', writesProviders: false },
  { folder: 'cms/quality', writesProviders: false },
  { folder: 'cms/inpatient', matches: isDrg100, writesProviders: false },
  { folder: 'cms/outpatient', writesProviders: false },
  { folder: 'cms/inpatient', matches: (name) => !isDrg100(name), writesProviders: false },
  { folder: 'cms/professional', writesProviders: false },
  {
    folder: 'providers/directory',
    matches: (name) => !isNppesDerived(name) && !isMedicare2012(name),
    writesProviders: true,
  },
  { folder: 'providers/directory', matches: isMedicare2012, writesProviders: true },
  { folder: 'providers/dac-format', writesProviders: true },
  { folder: 'providers/directory', matches: isNppesDerived, writesProviders: true },
  { folder: 'providers/nppes-format', writesProviders: true },
];

const dataFile = /\.(csv|tsv|txt)(\.gz)?$/i;

/** A file of the manifest, in import order. */
export interface ManifestFile {
  path: string;
  name: string;
  writesProviders: boolean;
}

/** The files of `dataDir` the manifest names, in the fixed import order. */
export function listManifestFiles(dataDir: string): ManifestFile[] {
  const files: ManifestFile[] = [];
  for (const step of referenceManifest) {
    const folder = join(dataDir, step.folder);
    if (!existsSync(folder)) continue;
    const names = readdirSync(folder)
      .filter((name) => dataFile.test(name) && (step.matches?.(name) ?? true))
      .filter((name) => statSync(join(folder, name)).isFile())
      .sort();
    for (const name of names) {
      files.push({ path: join(folder, name), name, writesProviders: step.writesProviders });
    }
  }
  return files;
}

/**
 * The files to import: those with no successful import run of the same name and fingerprint, and
 * every provider-writing file after the first such one that writes providers, so a re-imported
 * source never ends up over a more authoritative one.
 */
export function planImports(
  files: readonly (ManifestFile & { fingerprint: string })[],
  succeeded: ReadonlySet<string>,
): { file: ManifestFile & { fingerprint: string }; reason: 'new' | 'reapplied' }[] {
  const plan: { file: ManifestFile & { fingerprint: string }; reason: 'new' | 'reapplied' }[] = [];
  let providersChanged = false;
  for (const file of files) {
    const isNew = !succeeded.has(importKey(file.name, file.fingerprint));
    if (isNew) plan.push({ file, reason: 'new' });
    else if (providersChanged && file.writesProviders) plan.push({ file, reason: 'reapplied' });
    if (isNew && file.writesProviders) providersChanged = true;
  }
  return plan;
}

/**
 * Imports the default reference files (zip/, taxonomy/, hospitals/, cms/…, providers/directory,
 * providers/dac-format, providers/nppes-format under `dataDir`) that have no successful import
 * run of the same fingerprint, in the fixed order of {@link referenceManifest}. Runs at every
 * start: when nothing changed it only reads each file's first MiB. A file that fails is reported
 * and the others are still imported. Then rebuilds the per-state Medicare ratios when a CMS price
 * file was imported or the ratio table is empty (docs/decisions/0104).
 * @param options.dataDir the reference data directory (REFERENCE_DATA_DIR).
 * @throws Error when `dataDir` does not exist or is not a directory.
 */
export async function importMissingReferenceData(
  handle: DatabaseHandle,
  options: { dataDir: string; log: (line: string) => void; clock?: Clock },
): Promise<void> {
  const { dataDir, log } = options;
  if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) {
    const message =
      `Reference data directory not found: ${dataDir}. Set REFERENCE_DATA_DIR to the folder of ` +
      'the reference files (zip/, taxonomy/, providers/, hospitals/), or IMPORT_ON_START=false to start without it.';
    log(message);
    throw new Error(message);
  }
  const files = listManifestFiles(dataDir);
  const fingerprinted = await Promise.all(
    files.map(async (file) => ({ ...file, fingerprint: await fingerprintFile(file.path) })),
  );
  const plan = planImports(fingerprinted, await succeededImports(handle.db));
  const clock = options.clock ?? systemClock;
  if (plan.length === 0) {
    log(`reference data: all ${String(files.length)} files already imported`);
    await refreshStateMedicareRatios(handle, [], { log, clock });
    return;
  }
  log(`reference data: importing ${String(plan.length)} of ${String(files.length)} files`);
  const startedAt = performance.now();
  const results: FileImportResult[] = [];
  for (const { file, reason } of plan) {
    if (reason === 'reapplied') log(`re-applying ${file.name} to keep the import order`);
    results.push(await importFile(handle, file.path, { log, clock, fingerprint: file.fingerprint }));
  }
  for (const line of formatImportSummary(results)) log(line);
  await refreshStateMedicareRatios(handle, results, { log, clock });
  log(`reference data: done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}
