import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../config.js';
import type { Clock } from '../platform/clock.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { importMissingReferenceData } from './reference-manifest.js';

const sharedData = resolve(repositoryRoot, process.env.REFERENCE_DATA_DIR ?? '../shared/data');

let database: TestDatabase;
let dataDir: string;
let lines: string[];
// Each reading is a millisecond later, so runs order by start time on every engine.
let tick = Date.parse('2026-01-05T15:00:00.000Z');
const clock: Clock = { now: () => new Date((tick += 1)) };
const log = (line: string): void => {
  lines.push(line);
};

/** Links a shipped file into the test's data directory (the files themselves are never copied). */
function link(relative: string): void {
  const target = join(dataDir, relative);
  mkdirSync(join(target, '..'), { recursive: true });
  symlinkSync(join(sharedData, relative), target);
}

async function runs(): Promise<{ file: string; status: string }[]> {
  return database.handle.db
    .selectFrom('import_runs')
    .select(['file', 'status'])
    .orderBy('started_at')
    .execute();
}

beforeEach(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'medivi-data-test-'));
  lines = [];
  link('taxonomy/nucc-taxonomy-25.1.csv');
  link('providers/directory/nppes-2025-sample.csv');
  link('providers/nppes-format/npidata-2018-12-ct-ma-ri-organizations.csv');
  link('providers/dac-format/doctors-clinicians-maine-partial.csv');
});
afterEach(async () => {
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('first-start reference import', () => {
  it('imports the default files in the fixed order and skips them on the next start', async () => {
    await importMissingReferenceData(database.handle, { dataDir, log, clock });
    expect(await runs()).toEqual([
      { file: 'nucc-taxonomy-25.1.csv', status: 'succeeded' },
      { file: 'doctors-clinicians-maine-partial.csv', status: 'succeeded' },
      { file: 'nppes-2025-sample.csv', status: 'succeeded' },
      { file: 'npidata-2018-12-ct-ma-ri-organizations.csv', status: 'succeeded' },
    ]);

    lines = [];
    await importMissingReferenceData(database.handle, { dataDir, log, clock });
    expect(await runs()).toHaveLength(4);
    expect(lines).toEqual(['reference data: all 4 files already imported']);
  });

  it('re-applies the more authoritative files after a changed provider file', async () => {
    await importMissingReferenceData(database.handle, { dataDir, log, clock });
    const changed = join(dataDir, 'providers', 'directory', 'nppes-2025-sample.csv');
    rmSync(changed);
    writeFileSync(
      changed,
      'npi,entity_type,organization_name,last_name,first_name,middle_name,credential,address_line1,' +
        'address_line2,city,state,zip,phone,gender,primary_taxonomy,secondary_taxonomies\n' +
        '1679576722,1,,WIEBE,DAVID,A,M.D.,3500 CENTRAL AVE,,KEARNEY,NE,688472944,3088652512,M,207X00000X,\n',
    );
    lines = [];
    await importMissingReferenceData(database.handle, { dataDir, log, clock });

    expect((await runs()).slice(4).map((run) => run.file)).toEqual([
      'nppes-2025-sample.csv',
      'npidata-2018-12-ct-ma-ri-organizations.csv',
    ]);
    expect(lines).toContain(
      're-applying npidata-2018-12-ct-ma-ri-organizations.csv to keep the import order',
    );
  });

  it('throws a clear error when the data directory is missing', async () => {
    const missing = join(dataDir, 'nowhere');
    await expect(
      importMissingReferenceData(database.handle, { dataDir: missing, log, clock }),
    ).rejects.toThrow(`Reference data directory not found: ${missing}`);
    expect(lines[0]).toContain('Reference data directory not found');
  });
});
