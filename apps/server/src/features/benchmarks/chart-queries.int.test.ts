import { randomUUID } from 'node:crypto';
import { type ChartRequest, chartBodySchema } from '@medivi/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../../testing/test-database.js';
import { AreaFactsRepository } from './area-facts.repository.js';
import { BenchmarkSnapshots } from './benchmark-snapshot.js';
import { BenchmarkSnapshotRepository } from './benchmark-snapshot.repository.js';
import { ChartReplyCache } from './chart-cache.js';
import { ChartRepository } from './chart.repository.js';
import { ChartService } from './chart.service.js';
import {
  insertAreaRows,
  insertCostReports,
  insertInpatientRows,
  insertQuality,
} from './testing/cms-fixtures.js';
import { readCostReports, readGeography, readInpatientFy2011, readQuality } from './testing/cms-rows.js';

/** Three Cleveland hospitals of the FY2011 file and DRG 470, with cost reports, HVBP and geography. */
const ohio = ['360059', '360137', '360180'];

const chartOf = (body: Record<string, unknown>): ChartRequest =>
  chartBodySchema.parse({
    claimType: 'Inpatient',
    procedureSelections: [{ id: '470', name: '470', type: 'DRG', matches: 3 }],
    ...body,
  });
const ohioChart = chartOf({ providerSelections: [{ id: 'OH', name: 'Ohio', type: 'state', matches: 0 }] });
const listedChart = chartOf({
  providerSelections: ohio.map((id) => ({ id, name: id, type: 'provider', matches: 1 })),
});

/**
 * How many queries a chart costs (docs/decisions/0102, "Chart speed"): the import stamp is read
 * once per chart, kept or not, and the whole-table figures of the benchmark data snapshot once
 * per import; everything else a chart reads is handed from step to step, never read twice.
 */
describe(`the queries of POST /api/chart on ${testDialect}`, () => {
  let database: TestDatabase;
  const counts = { queries: 0, stamps: 0, hospitalFigures: 0, areaYears: 0 };
  let cache: ChartReplyCache;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await insertInpatientRows(db, await readInpatientFy2011(ohio, ['470']));
    await insertCostReports(db, 2021, await readCostReports(2021, ohio));
    await insertQuality(db, await readQuality(2024, ohio));
    await insertAreaRows(db, 2019, await readGeography(2019, ['470'], ['US', 'OH']));

    // Every query the chart path runs passes this plugin's result step once.
    const counted: Kysely<Database> = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: (args) => {
        counts.queries += 1;
        return Promise.resolve(args.result);
      },
    });
    const reads = new BenchmarkSnapshotRepository(counted);
    const snapshots = new BenchmarkSnapshots({
      importStamp: () => {
        counts.stamps += 1;
        return reads.importStamp();
      },
      newestHospitalFigures: () => {
        counts.hospitalFigures += 1;
        return reads.newestHospitalFigures();
      },
      areaYearsByCode: () => {
        counts.areaYears += 1;
        return reads.areaYearsByCode();
      },
    });
    const charts = new ChartService(new ChartRepository(counted), new AreaFactsRepository(counted));
    cache = new ChartReplyCache(snapshots, (request, snapshot) => charts.chart(request, snapshot), 1_000_000);
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(() => {
    Object.assign(counts, { queries: 0, stamps: 0, hospitalFigures: 0, areaYears: 0 });
  });

  it('reads the stamp once and the snapshot figures once for the first chart after an import', async () => {
    const reply = JSON.parse((await cache.reply(ohioChart)).json) as { bars: unknown[]; lines: unknown[] };
    expect(reply.bars).toHaveLength(3);
    expect(reply.lines).not.toHaveLength(0);
    // Stamp; the states' read path; years; figures (with their files); providers; cost reports
    // and HVBP scores; descriptions; geography years; geography figures.
    expect(counts).toEqual({ queries: 10, stamps: 1, hospitalFigures: 1, areaYears: 1 });
  });

  it('reads neither again for another chart of the same import, and only the stamp for a kept one', async () => {
    await cache.reply(listedChart);
    // Stamp; years; figures; providers; descriptions; geography figures.
    expect(counts).toEqual({ queries: 6, stamps: 1, hospitalFigures: 0, areaYears: 0 });
    await cache.reply(ohioChart);
    expect(counts).toEqual({ queries: 7, stamps: 2, hospitalFigures: 0, areaYears: 0 });
  });

  it('reads the snapshot figures again, once, after an import', async () => {
    const at = new Date().toISOString();
    await database.handle.db
      .insertInto('import_runs')
      .values({
        id: randomUUID(),
        kind: 'cms',
        file: 'queries-test.csv',
        fingerprint: 'q:1',
        started_at: at,
        finished_at: at,
        rows_read: 0,
        rows_written: 0,
        rows_rejected: 0,
        status: 'succeeded',
      })
      .execute();
    await Promise.all([cache.reply(ohioChart), cache.reply(listedChart)]);
    expect(counts).toMatchObject({ stamps: 2, hospitalFigures: 1, areaYears: 1 });
  });
});
