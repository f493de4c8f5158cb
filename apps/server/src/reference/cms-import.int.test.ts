import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBenchmarkReferenceData, referenceFile } from '../testing/reference-data.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import type { FileImportResult } from './import-file.js';

/**
 * The CMS benchmark importers on the real files (docs/decisions/0102-benchmarks-data.md): the Ohio
 * rows of the FY2011 inpatient file (plus one malformed row), the 2019 inpatient by-geography file,
 * the 2021 cost reports, the FY2024 HVBP scores and the 2012 Alaska physician file. The expected
 * figures are recomputed here from the file text by a plain line split, not by the importer's
 * CSV reader.
 */

/** Splits one CSV line into fields: quoted fields may hold commas and doubled quotes. */
function splitLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line.charAt(i);
    if (quoted) {
      if (char === '"' && line.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

function gzLines(path: string): string[] {
  return gunzipSync(readFileSync(path))
    .toString('utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '');
}

const dollars = (cell: string): number => Number(cell.replace('$', ''));

const clevelandHospitals = ['360180', '360137', '360077'];
const drgs = ['470', '291'];

let database: TestDatabase;
let dir: string;
let inpatientSubset: string;
let malformedLine: number;
let ohioLines: string[];
let results: FileImportResult[];
const logLines: string[] = [];

const files = (): string[] => [
  inpatientSubset,
  'cms/inpatient/inpatient-by-geography-and-drg-2019.csv.gz',
  'cms/cost-reports/hospital-cost-report-2021.csv.gz',
  'cms/quality/hvbp-total-performance-score-fy2024.csv',
  'cms/professional/physician-services-2012-AK.csv.gz',
];

async function countRows(
  table: 'benchmark_facts' | 'benchmark_providers' | 'benchmark_codes',
): Promise<number> {
  const row = await database.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'medivi-cms-test-'));
  const lines = gzLines(referenceFile('cms/inpatient/inpatient-drg100-by-provider-fy2011.csv.gz'));
  // The Ohio rows: the provider state is the sixth field (a quoted name may hold commas).
  ohioLines = lines.slice(1).filter((line) => splitLine(line)[5] === 'OH');
  const malformed =
    '470 - MAJOR JOINT REPLACEMENT,360180,CLEVELAND CLINIC,9500 EUCLID AVENUE,CLEVELAND,OH,44195,OH - Cleveland,12,$4x.00,$1.00,$1.00';
  const subset = [lines[0] ?? '', ...ohioLines.slice(0, 100), malformed, ...ohioLines.slice(100)];
  malformedLine = 102;
  inpatientSubset = join(dir, 'inpatient-drg100-by-provider-fy2011-oh.csv.gz');
  writeFileSync(inpatientSubset, gzipSync(`${subset.join('\n')}\n`));
  results = await importBenchmarkReferenceData(database.handle, files(), (line) => {
    logLines.push(line);
  });
}, 240_000);

afterAll(async () => {
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('CMS benchmark import', () => {
  it('imports every file, counting and reporting the malformed row', () => {
    expect(results.map((result) => [result.file, result.status, result.kind])).toEqual([
      ['inpatient-drg100-by-provider-fy2011-oh.csv.gz', 'imported', 'cms-inpatient-drg100'],
      ['inpatient-by-geography-and-drg-2019.csv.gz', 'imported', 'cms-inpatient-geography'],
      ['hospital-cost-report-2021.csv.gz', 'imported', 'cms-hospital-cost-report'],
      ['hvbp-total-performance-score-fy2024.csv', 'imported', 'cms-hvbp-total-performance-score'],
      ['physician-services-2012-AK.csv.gz', 'imported', 'cms-physician-services-2012'],
    ]);
    expect(results[0]?.counts).toMatchObject({
      read: ohioLines.length + 1,
      written: ohioLines.length,
      rejected: 1,
    });
    expect(logLines).toContain(
      `  inpatient-drg100-by-provider-fy2011-oh.csv.gz:${String(malformedLine)}: rejected: average covered charges "$4x.00" is not a number`,
    );
  });

  it('stores the billed and Medicare averages and discharges of three Cleveland hospitals as the file states them', async () => {
    const expected = new Map<string, { count: number; billed: number; total: number; medicare: number }>();
    for (const line of ohioLines) {
      const fields = splitLine(line);
      const drg = (fields[0] ?? '').split(' - ')[0] ?? '';
      const ccn = (fields[1] ?? '').padStart(6, '0');
      if (!clevelandHospitals.includes(ccn) || !drgs.includes(drg)) continue;
      expected.set(`${ccn} ${drg}`, {
        count: Number(fields[8]),
        billed: dollars(fields[9] ?? ''),
        total: dollars(fields[10] ?? ''),
        medicare: dollars(fields[11] ?? ''),
      });
    }
    expect(expected.size).toBe(6);
    const facts = await database.handle.db
      .selectFrom('benchmark_facts')
      .selectAll()
      .where('provider_id', 'in', clevelandHospitals)
      .where('code', 'in', drgs)
      .where('claim_type', '=', 'inpatient')
      .execute();
    expect(facts).toHaveLength(6);
    for (const fact of facts) {
      const want = expected.get(`${fact.provider_id} ${fact.code}`);
      expect(fact.data_year).toBe(2011);
      expect(fact.count).toBe(want?.count);
      expect(fact.billed_avg).toBeCloseTo(want?.billed ?? Number.NaN, 6);
      expect(fact.total_payment_avg).toBeCloseTo(want?.total ?? Number.NaN, 6);
      expect(fact.medicare_avg).toBeCloseTo(want?.medicare ?? Number.NaN, 6);
    }
    // Weighted (by discharges) averages of each hospital over the two DRGs, from the file and the table.
    for (const ccn of clevelandHospitals) {
      const rows = drgs.map((drg) => expected.get(`${ccn} ${drg}`));
      const discharges = rows.reduce((sum, row) => sum + (row?.count ?? 0), 0);
      const weightedBilled =
        rows.reduce((sum, row) => sum + (row?.billed ?? 0) * (row?.count ?? 0), 0) / discharges;
      const stored = facts.filter((fact) => fact.provider_id === ccn);
      const storedDischarges = stored.reduce((sum, fact) => sum + fact.count, 0);
      const storedBilled =
        stored.reduce((sum, fact) => sum + (fact.billed_avg ?? 0) * fact.count, 0) / storedDischarges;
      expect(storedDischarges).toBe(discharges);
      expect(storedBilled).toBeCloseTo(weightedBilled, 6);
    }
    const clinic = await database.handle.db
      .selectFrom('benchmark_providers')
      .selectAll()
      .where('provider_id', '=', '360180')
      .executeTakeFirstOrThrow();
    expect(clinic).toMatchObject({
      provider_kind: 'hospital',
      name: 'CLEVELAND CLINIC',
      city: 'CLEVELAND',
      state: 'OH',
    });
  });

  it('stores the Ohio and national DRG 470 figures of 2019, the cost report and the quality scores', async () => {
    const lines = gzLines(referenceFile('cms/inpatient/inpatient-by-geography-and-drg-2019.csv.gz')).map(
      splitLine,
    );
    const ohio = lines.find((fields) => fields[0] === 'State' && fields[1] === '39' && fields[3] === '470');
    const area = await database.handle.db
      .selectFrom('benchmark_area_facts')
      .selectAll()
      .where('area', '=', 'OH')
      .where('code', '=', '470')
      .where('data_year', '=', 2019)
      .executeTakeFirstOrThrow();
    expect(area.count).toBe(Number(ohio?.[5]));
    expect(area.billed_avg).toBeCloseTo(Number(ohio?.[6]), 6);
    expect(area.medicare_avg).toBeCloseTo(Number(ohio?.[8]), 6);

    const report = await database.handle.db
      .selectFrom('hospital_cost_reports')
      .selectAll()
      .where('ccn', '=', '360180')
      .executeTakeFirstOrThrow();
    expect(report).toMatchObject({
      report_year: 2021,
      fiscal_year_begin: '2021-01-01',
      fiscal_year_end: '2021-12-31',
      beds: 1326,
      cost_to_charge_ratio: 0.235467,
    });
    // A hospital with two reports in the 2021 file keeps the one whose fiscal year ends later.
    const costLines = gzLines(referenceFile('cms/cost-reports/hospital-cost-report-2021.csv.gz')).map(
      splitLine,
    );
    const ends = new Map<string, string[]>();
    for (const fields of costLines.slice(1)) {
      const [month, day, year] = (fields[14] ?? '').split('/');
      const iso = `${year ?? ''}-${(month ?? '').padStart(2, '0')}-${(day ?? '').padStart(2, '0')}`;
      const ccn = (fields[1] ?? '').padStart(6, '0');
      ends.set(ccn, [...(ends.get(ccn) ?? []), iso]);
    }
    const [twice, twiceEnds] = [...ends].find(([, list]) => list.length === 2) ?? ['', []];
    const kept = await database.handle.db
      .selectFrom('hospital_cost_reports')
      .select('fiscal_year_end')
      .where('ccn', '=', twice)
      .executeTakeFirstOrThrow();
    expect(kept.fiscal_year_end).toBe([...twiceEnds].sort().at(-1));
    const quality = await database.handle.db
      .selectFrom('hospital_quality')
      .selectAll()
      .where('ccn', '=', '360180')
      .executeTakeFirstOrThrow();
    expect(quality).toMatchObject({ fiscal_year: 2024, total_performance_score: 35, clinical_outcomes: 65 });
  });

  it('merges the repeated NPI and HCPCS rows of the Alaska file across batches: counts add up, Medicare is weighted', async () => {
    const lines = gzLines(referenceFile('cms/professional/physician-services-2012-AK.csv.gz')).map(splitLine);
    const header = lines[0] ?? [];
    const at = (name: string): number => header.indexOf(name);
    const sums = new Map<string, { services: number; payments: number }>();
    for (const fields of lines.slice(1)) {
      const key = `${fields[at('npi')] ?? ''} ${fields[at('service_billing_code')] ?? ''}`;
      const sum = sums.get(key) ?? { services: 0, payments: 0 };
      sum.services += Number(fields[at('num_of_services')]);
      sum.payments += Number(fields[at('total_payments')]);
      sums.set(key, sum);
    }
    const facts = await database.handle.db
      .selectFrom('benchmark_facts')
      .select(['provider_id', 'code', 'count', 'medicare_avg', 'billed_avg'])
      .where('source_file', '=', 'physician-services-2012-AK.csv.gz')
      .execute();
    expect(facts).toHaveLength(sums.size);
    let mismatches = 0;
    for (const fact of facts) {
      const sum = sums.get(`${fact.provider_id} ${fact.code}`);
      if (sum === undefined || fact.count !== Math.round(sum.services) || fact.billed_avg !== null)
        mismatches += 1;
      else if (Math.abs((fact.medicare_avg ?? 0) - sum.payments / sum.services) > 0.01) mismatches += 1;
    }
    expect(mismatches).toBe(0);
  });

  it('writes the same rows when the files are imported again', async () => {
    const before = await Promise.all([
      countRows('benchmark_facts'),
      countRows('benchmark_providers'),
      countRows('benchmark_codes'),
    ]);
    const snapshot = await database.handle.db
      .selectFrom('benchmark_facts')
      .select(['provider_id', 'code', 'count', 'medicare_avg'])
      .where('source_file', '=', 'physician-services-2012-AK.csv.gz')
      .orderBy('provider_id')
      .orderBy('code')
      .execute();
    const again = await importBenchmarkReferenceData(database.handle, files());
    expect(again.map((result) => result.status)).toEqual(Array(5).fill('imported'));
    expect(
      await Promise.all([
        countRows('benchmark_facts'),
        countRows('benchmark_providers'),
        countRows('benchmark_codes'),
      ]),
    ).toEqual(before);
    const after = await database.handle.db
      .selectFrom('benchmark_facts')
      .select(['provider_id', 'code', 'count', 'medicare_avg'])
      .where('source_file', '=', 'physician-services-2012-AK.csv.gz')
      .orderBy('provider_id')
      .orderBy('code')
      .execute();
    expect(after).toEqual(snapshot);
  }, 240_000);
});
