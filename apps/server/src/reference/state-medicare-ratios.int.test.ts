import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { specStateRatioExamples, usStates } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateMedicareRatiosTable } from '../db/schema.js';
import { ManualClock } from '../platform/clock.js';
import { importBenchmarkReferenceData, referenceFile } from '../testing/reference-data.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { importMissingReferenceData } from './reference-manifest.js';
import { rebuildStateMedicareRatios } from './state-medicare-ratio-writer.js';
import { professionalRatioMinimums } from './state-medicare-ratios.js';

/**
 * The per-state Medicare ratios the benchmark import derives (issue 18; docs/decisions/0104), on
 * the shipped CMS files. The expected figures are recomputed here from the file rows with
 * csv-parse, not through the importers.
 */

const files = {
  geography2019: 'cms/inpatient/inpatient-by-geography-and-drg-2019.csv.gz',
  geography2021: 'cms/inpatient/inpatient-by-geography-and-drg-2021.csv.gz',
  apc2016: 'cms/outpatient/outpatient-comprehensive-apc-by-provider-cy2016.csv.gz',
  puf2012: 'cms/professional/physician-and-other-supplier-puf-2012-national-first-17028.tsv.gz',
};

function readRows(path: string, delimiter = ','): Record<string, string>[] {
  return parse<Record<string, string>>(gunzipSync(readFileSync(referenceFile(path))), {
    columns: true,
    delimiter,
    relax_quotes: true,
  });
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Σ count × billed ÷ Σ count × Medicare over the rows of one state. */
function ratioOf(
  rows: readonly Record<string, string>[],
  columns: { count: string; billed: string; medicare: string },
): { ratio: number; services: number; rows: number } {
  let billed = 0;
  let medicare = 0;
  let services = 0;
  for (const row of rows) {
    const count = Number(row[columns.count]);
    billed += count * Number(row[columns.billed]);
    medicare += count * Number(row[columns.medicare]);
    services += count;
  }
  return { ratio: billed / medicare, services, rows: rows.length };
}

let database: TestDatabase;
let ratios: StateMedicareRatiosTable[];
const clock = new ManualClock('2026-03-02T09:00:00.000Z');
const logLines: string[] = [];

async function readRatios(): Promise<StateMedicareRatiosTable[]> {
  return database.handle.db
    .selectFrom('state_medicare_ratios')
    .selectAll()
    .orderBy('state')
    .orderBy('category')
    .execute();
}

const figure = (state: string, category: string): StateMedicareRatiosTable | undefined =>
  ratios.find((row) => row.state === state && row.category === category);

beforeAll(async () => {
  database = await createTestDatabase();
  await importBenchmarkReferenceData(
    database.handle,
    [files.geography2019, files.geography2021, files.apc2016, files.puf2012],
    (line) => {
      logLines.push(line);
    },
  );
  ratios = await readRatios();
}, 300_000);

afterAll(async () => {
  await database.dispose();
});

describe('per-state Medicare ratios derived at import', () => {
  it('writes the 50 states and DC, three categories each, and says so in the import log', () => {
    expect(ratios).toHaveLength(51 * 3);
    expect(new Set(ratios.map((row) => row.state)).size).toBe(51);
    expect(ratios.some((row) => row.state === 'PR' || row.state === 'GU')).toBe(false);
    expect(
      logLines.some((line) =>
        /^state Medicare ratios: \d+ of 153 figures derived from CMS files$/.test(line),
      ),
    ).toBe(true);
  });

  it('recomputes the Ohio and Alabama inpatient ratios from the 2021 by-geography rows (the newest year)', () => {
    const rows = readRows(files.geography2021).filter((row) => row.Rndrng_Prvdr_Geo_Lvl === 'State');
    for (const code of ['OH', 'AL']) {
      const name = usStates.find((state) => state.code === code)?.name;
      const stateRows = rows.filter((row) => row.Rndrng_Prvdr_Geo_Desc === name);
      const expected = ratioOf(stateRows, {
        count: 'Tot_Dschrgs',
        billed: 'Avg_Submtd_Cvrd_Chrg',
        medicare: 'Avg_Mdcr_Pymt_Amt',
      });
      expect(expected.rows).toBeGreaterThan(300);
      expect(figure(code, 'inpatient')).toMatchObject({
        ratio: round2(expected.ratio),
        source: 'cms',
        data_year: 2021,
        source_file: 'inpatient-by-geography-and-drg-2021.csv.gz',
      });
    }
    // Every state and DC is in the by-geography file, Maryland included.
    expect(ratios.filter((row) => row.category === 'inpatient' && row.source === 'cms')).toHaveLength(51);
  });

  it('recomputes the Ohio outpatient ratio from the CY2016 comprehensive APC rows, with the caveat; Maryland takes the spec example', () => {
    const rows = readRows(files.apc2016).filter((row) => row['Provider State'] === 'OH');
    const expected = ratioOf(rows, {
      count: 'Comprehensive APC Services',
      billed: 'Average Estimated Total Submitted Charges',
      medicare: 'Average Medicare Payment Amount',
    });
    const ohio = figure('OH', 'outpatient');
    expect(ohio).toMatchObject({ ratio: round2(expected.ratio), source: 'cms', data_year: 2016 });
    expect(ohio?.note).toContain('Comprehensive APCs only');
    expect(figure('MD', 'outpatient')).toMatchObject({
      ratio: specStateRatioExamples.MD.outpatient,
      source: 'spec-example',
      data_year: null,
      source_file: null,
    });
  });

  it('computes a professional ratio where the physician PUF covers the state enough, else the spec default', () => {
    const rows = readRows(files.puf2012, '\t');
    const byState = (code: string) => rows.filter((row) => row.nppes_provider_state === code);
    const providers = (code: string) => new Set(byState(code).map((row) => row.npi)).size;
    const columns = {
      count: 'line_srvc_cnt',
      billed: 'average_submitted_chrg_amt',
      medicare: 'average_Medicare_payment_amt',
    };
    const ohio = ratioOf(byState('OH'), columns);
    expect(providers('OH')).toBeGreaterThanOrEqual(professionalRatioMinimums.providers);
    expect(figure('OH', 'professional')).toMatchObject({
      ratio: round2(ohio.ratio),
      source: 'cms',
      data_year: 2012,
      source_file: 'physician-and-other-supplier-puf-2012-national-first-17028.tsv.gz',
    });
    // Alaska has one physician in the sample: too few, so the spec's overall default.
    expect(providers('AK')).toBeLessThan(professionalRatioMinimums.providers);
    expect(figure('AK', 'professional')).toMatchObject({ ratio: 3, source: 'spec-default', data_year: null });
  });

  it('writes the same figures when rebuilt again', async () => {
    clock.advance(60_000);
    const again = await rebuildStateMedicareRatios(database.handle, clock);
    expect(again.written).toBe(153);
    const rebuilt = await readRatios();
    const strip = (rows: StateMedicareRatiosTable[]) => rows.map(({ updated_at: _at, ...rest }) => rest);
    expect(strip(rebuilt)).toEqual(strip(ratios));
    expect(rebuilt.every((row) => row.updated_at === clock.now().toISOString())).toBe(true);
  });
});

describe('per-state Medicare ratios at start', () => {
  it('fills an empty table once, with the spec examples and defaults when no CMS file is there', async () => {
    const fresh = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'medivi-ratios-'));
    try {
      const lines: string[] = [];
      const options = { dataDir, log: (line: string) => lines.push(line), clock };
      await importMissingReferenceData(fresh.handle, options);
      await importMissingReferenceData(fresh.handle, options);
      expect(lines.filter((line) => line.startsWith('state Medicare ratios'))).toEqual([
        'state Medicare ratios: 0 of 153 figures derived from CMS files',
      ]);
      const rows = await fresh.handle.db.selectFrom('state_medicare_ratios').selectAll().execute();
      expect(rows).toHaveLength(153);
      const alabama = rows.filter((row) => row.state === 'AL');
      expect(Object.fromEntries(alabama.map((row) => [row.category, row.ratio]))).toEqual(
        specStateRatioExamples.AL,
      );
      expect(alabama.every((row) => row.source === 'spec-example')).toBe(true);
      expect(rows.find((row) => row.state === 'TX' && row.category === 'outpatient')).toMatchObject({
        ratio: 5,
        source: 'spec-default',
      });
    } finally {
      await fresh.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
