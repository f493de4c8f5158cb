import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../config.js';
import { ManualClock } from '../platform/clock.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { importFiles } from './import-files.js';

const dataDir = resolve(repositoryRoot, process.env.REFERENCE_DATA_DIR ?? '../shared/data');
const nppesDir = join(dataDir, 'providers', 'nppes-format');
const organizations = join(nppesDir, 'npidata-2018-12-ct-ma-ri-organizations.csv');
const practitioners = join(nppesDir, 'npidata-2018-12-ct-ma-ri-practitioners.csv.gz');
const hospitalDir = join(dataDir, 'hospitals');

const directoryHeader =
  'npi,entity_type,organization_name,last_name,first_name,middle_name,credential,address_line1,' +
  'address_line2,city,state,zip,phone,gender,primary_taxonomy,secondary_taxonomies,specialty_text';

let database: TestDatabase;
let folder: string;
let lines: string[];
const clock = new ManualClock('2026-01-05T15:00:00.000Z');
const log = (line: string): void => {
  lines.push(line);
};

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'medivi-import-test-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  database = await createTestDatabase();
  lines = [];
});
afterEach(async () => {
  await database.dispose();
});

async function countProviders(): Promise<number> {
  const row = await database.handle.db
    .selectFrom('providers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

async function providersVersion(): Promise<number> {
  const row = await database.handle.db
    .selectFrom('data_versions')
    .select('version')
    .where('name', '=', 'providers')
    .executeTakeFirstOrThrow();
  return row.version;
}

function writeCsv(name: string, rows: readonly string[]): string {
  const path = join(folder, name);
  writeFileSync(path, `${rows.join('\n')}\n`);
  return path;
}

describe('reference import', () => {
  it('imports the NPPES NPI files into one provider row per NPI', async () => {
    const versionBefore = await providersVersion();
    const results = await importFiles(database.handle, [organizations, practitioners], { log, clock });

    expect(
      results.map((r) => [r.kind, r.status, r.counts?.read, r.counts?.written, r.counts?.rejected]),
    ).toEqual([
      ['nppes', 'imported', 40, 40, 0],
      ['nppes', 'imported', 2000, 2000, 0],
    ]);
    expect(await countProviders()).toBe(2040);
    const soucier = await database.handle.db
      .selectFrom('providers')
      .selectAll()
      .where('npi', '=', '1255334207')
      .executeTakeFirstOrThrow();
    expect(soucier).toMatchObject({
      entity_type: '1',
      last_name: 'SOUCIER',
      first_name: 'RICHARD',
      address_line1: '114 WOODLAND ST',
      zip: '06105',
      zip_plus4: '1208',
      phone: '8607144820',
      gender: 'M',
      primary_taxonomy: '207RC0000X',
      secondary_taxonomies: '207RA0001X',
      source: 'npidata-2018-12-ct-ma-ri-practitioners.csv.gz',
      updated_at: '2026-01-05T15:00:00.000Z',
    });
    expect(await providersVersion()).toBe(versionBefore + 2);
    const runs = await database.handle.db.selectFrom('import_runs').selectAll().orderBy('file').execute();
    expect(runs.map((run) => [run.file, run.status, run.rows_read])).toEqual([
      ['npidata-2018-12-ct-ma-ri-organizations.csv', 'succeeded', 40],
      ['npidata-2018-12-ct-ma-ri-practitioners.csv.gz', 'succeeded', 2000],
    ]);
    expect(runs[0]?.fingerprint).toMatch(/^[0-9a-f]{64}:65944$/);
  });

  it('gives the same rows when the same file is imported twice', async () => {
    await importFiles(database.handle, [practitioners], { log, clock });
    const first = await database.handle.db.selectFrom('providers').selectAll().orderBy('npi').execute();
    clock.advance(60_000);
    const [again] = await importFiles(database.handle, [practitioners], { log, clock });

    expect(again?.counts?.written).toBe(2000);
    const second = await database.handle.db.selectFrom('providers').selectAll().orderBy('npi').execute();
    expect(second).toHaveLength(2000);
    expect(second.map(({ updated_at: _, ...rest }) => rest)).toEqual(
      first.map(({ updated_at: _, ...rest }) => rest),
    );
  });

  it('keeps a known phone when a later file has none', async () => {
    const earlier = writeCsv('earlier.csv', [
      directoryHeader,
      '1255334207,1,,SOUCIER,RICHARD,,MD,114 WOODLAND ST,,HARTFORD,CT,061051208,8607144820,M,207RC0000X,,Cardiology',
    ]);
    const later = writeCsv('later.csv', [
      directoryHeader,
      '1255334207,1,,SOUCIER,RICHARD,,,114 WOODLAND ST,,HARTFORD,CT,06105,,,,,Cardiovascular Disease',
    ]);
    await importFiles(database.handle, [earlier, later], { log, clock });

    const row = await database.handle.db
      .selectFrom('providers')
      .selectAll()
      .where('npi', '=', '1255334207')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      phone: '8607144820',
      gender: 'M',
      credential: 'MD',
      primary_taxonomy: '207RC0000X',
      specialty_text: 'Cardiovascular Disease',
      zip_plus4: null,
      source: 'later.csv',
    });
    expect(await countProviders()).toBe(1);
  });

  it('leaves a field no source states null', async () => {
    const only = writeCsv('no-gender.csv', [
      directoryHeader,
      '1255334207,1,,SOUCIER,RICHARD,,,114 WOODLAND ST,,HARTFORD,CT,06105,,,,,',
    ]);
    await importFiles(database.handle, [only], { log, clock });
    const row = await database.handle.db
      .selectFrom('providers')
      .select(['gender', 'phone', 'primary_taxonomy'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ gender: null, phone: null, primary_taxonomy: null });
  });

  it('reports bad rows with file and line, counts them and imports the rest', async () => {
    const file = writeCsv('bad-rows.csv', [
      directoryHeader,
      '1255334207,1,,SOUCIER,RICHARD,,,114 WOODLAND ST,,HARTFORD,CT,06105,,,,,',
      '1255334208,1,,WRONG,CHECK,,,1 MAIN ST,,HARTFORD,CT,06105,,,,,',
      '1740283779,1,,JAVIER,EMMANUEL,,,1000 ASYLUM AVE,,HARTFORD,CT,N8X 1M7,,,,,',
      '1740283779,1,,TOO,FEW,FIELDS',
      '1538149216,1,,TIDWELL,STEVEN,,,5155 CORPORATE WAY,,JUPITER,FL,334584359,,,,,',
    ]);
    const [result] = await importFiles(database.handle, [file], { log, clock });

    expect(result?.counts).toMatchObject({ read: 5, written: 2, rejected: 3 });
    expect(lines).toContain('  bad-rows.csv:3: rejected: NPI "1255334208" fails the NPI check digit');
    expect(lines).toContain('  bad-rows.csv:4: rejected: invalid zip "N8X 1M7"');
    expect(lines.some((line) => line.startsWith('  bad-rows.csv:5: rejected: Invalid Record Length'))).toBe(
      true,
    );
    expect(await countProviders()).toBe(2);
    const run = await database.handle.db.selectFrom('import_runs').selectAll().executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'succeeded', rows_read: 5, rows_written: 2, rows_rejected: 3 });
  });

  it('rejects an unparseable coordinate in a zip file with its line', async () => {
    const file = writeCsv('zips.csv', [
      'zcta,latitude,longitude',
      '10001,40.75065,-73.997293',
      '10002,north,-73.98',
    ]);
    const [result] = await importFiles(database.handle, [file], { log, clock });
    expect(result?.counts).toMatchObject({ read: 2, written: 1, rejected: 1 });
    expect(lines).toContain('  zips.csv:3: rejected: unparseable latitude/longitude "north,-73.98"');
  });

  it('imports the header-less GeoNames dump and the tab-separated Census Gazetteer as published', async () => {
    const geonames = writeCsv('US.txt', [
      'US\t99553\tAkutan\tAlaska\tAK\tAleutians East\t013\t\t\t54.143\t-165.7854\t1',
      'US\t06105\tHartford\tConnecticut\tCT\tHartford\t003\t\t\t41.7691\t-72.701\t4',
    ]);
    const gazetteer = writeCsv('2021_Gaz_zcta_national.txt', [
      'GEOID\tALAND\tAWATER\tALAND_SQMI\tAWATER_SQMI\tINTPTLAT\tINTPTLONG                                                                                                               ',
      '06105\t6358471\t49567\t2.455\t0.019\t41.769\t-72.7',
      '00601\t166847909\t799292\t64.42\t0.309\t18.180555\t-66.749961         ',
    ]);
    const results = await importFiles(database.handle, [geonames, gazetteer], { log, clock });

    expect(results.map((r) => [r.kind, r.counts?.read, r.counts?.written, r.counts?.rejected])).toEqual([
      ['geonames-zip', 2, 2, 0],
      ['census-zcta', 2, 2, 0],
    ]);
    const zips = await database.handle.db
      .selectFrom('zip_codes')
      .select(['zip', 'city', 'state', 'latitude', 'source'])
      .orderBy('zip')
      .execute();
    expect(zips).toEqual([
      { zip: '00601', city: null, state: null, latitude: 18.180555, source: '2021_Gaz_zcta_national.txt' },
      { zip: '06105', city: 'Hartford', state: 'CT', latitude: 41.7691, source: 'US.txt' },
      { zip: '99553', city: 'Akutan', state: 'AK', latitude: 54.143, source: 'US.txt' },
    ]);
  });

  it('detects the format from the header row, not the file name', async () => {
    const misnamed = join(folder, 'hospital-general-information.csv');
    await copyFile(organizations, misnamed);
    const unknown = writeCsv('providers.csv', [
      'DRG Definition,Provider Id,Total Discharges',
      '039,10001,91',
    ]);
    const results = await importFiles(database.handle, [misnamed, unknown], { log, clock });

    expect(results.map((r) => [r.kind, r.status])).toEqual([
      ['nppes', 'imported'],
      [null, 'unknown-format'],
    ]);
    expect(results[1]?.message).toContain('providers.csv: unknown format, not imported');
    expect(await countProviders()).toBe(40);
  });

  it('reports a file it cannot read and still imports the others', async () => {
    const results = await importFiles(database.handle, [join(folder, 'missing.csv'), organizations], {
      log,
      clock,
    });
    expect(results.map((r) => r.status)).toEqual(['unreadable', 'imported']);
    expect(results[0]?.message).toContain('cannot read missing.csv');
  });

  it('links a hospital to its enrollment NPI as an organization provider', async () => {
    const results = await importFiles(
      database.handle,
      [
        join(hospitalDir, 'hospital-general-information-2025.csv.gz'),
        join(hospitalDir, 'hospital-enrollments-2023-10-02.csv.gz'),
      ],
      { log, clock },
    );
    expect(results.map((r) => [r.kind, r.counts?.read, r.counts?.rejected])).toEqual([
      ['hospital-general-information', 5421, 0],
      ['hospital-enrollments', 9369, 0],
    ]);

    const enrollment = await database.handle.db
      .selectFrom('hospital_enrollments')
      .select('npi')
      .where('ccn', '=', '010001')
      .executeTakeFirstOrThrow();
    const provider = await database.handle.db
      .selectFrom('providers')
      .selectAll()
      .where('npi', '=', enrollment.npi)
      .executeTakeFirstOrThrow();
    expect(provider).toMatchObject({
      entity_type: '2',
      organization_name: 'SOUTHEAST HEALTH MEDICAL CENTER',
      address_line1: '1108 ROSS CLARK CIRCLE',
      city: 'DOTHAN',
      state: 'AL',
      zip: '36301',
      phone: '3347938701',
      primary_taxonomy: '282N00000X',
      source: 'hospital-general-information-2025.csv.gz',
    });
    expect(await countProviders()).toBe(5062);
    expect(lines).toContain(
      '  hospitals: 5,062 linked to their enrollment NPI as providers (entity type 2); 359 without an enrollment, not added',
    );
  });
});
