import { isAbsolute, join, resolve } from 'node:path';
import { repositoryRoot } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { FileImportResult } from '../reference/import-file.js';
import { importFiles } from '../reference/import-files.js';

/** The folder of the shipped public reference files (REFERENCE_DATA_DIR, as the portal reads it). */
export const referenceDataDir = resolve(repositoryRoot, process.env.REFERENCE_DATA_DIR ?? '../shared/data');

/** A shipped reference file by its path inside the data folder. */
export function referenceFile(path: string): string {
  return join(referenceDataDir, path);
}

/**
 * Imports the real files a Cleveland search needs: GeoNames zip centroids, NUCC taxonomy, the
 * Cleveland physicians directory and the CMS hospital files (hospitals become facilities).
 */
export async function importClevelandReferenceData(handle: DatabaseHandle): Promise<void> {
  await importFiles(
    handle,
    [
      'zip/us-zip-centroids-geonames.csv.gz',
      'taxonomy/nucc-taxonomy-25.1.csv',
      'hospitals/hospital-enrollments-2023-10-02.csv.gz',
      'hospitals/hospital-general-information-2025.csv.gz',
      'providers/directory/cleveland-oh-physicians.csv.gz',
    ].map(referenceFile),
    { log: () => undefined },
  );
}

/**
 * Imports only the given CMS benchmark files (price, quality, cost report), each a path inside the
 * data folder (`cms/inpatient/…`) or an absolute path (a subset a test wrote), in the given order.
 * Tests name the files they need instead of importing every CMS file.
 * @returns one import result per file, in order.
 */
export async function importBenchmarkReferenceData(
  handle: DatabaseHandle,
  files: readonly string[],
  log: (line: string) => void = () => undefined,
): Promise<FileImportResult[]> {
  return importFiles(
    handle,
    files.map((file) => (isAbsolute(file) ? file : referenceFile(file))),
    { log },
  );
}
