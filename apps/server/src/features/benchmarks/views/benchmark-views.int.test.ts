import type { BenchmarkTableReply, CountyComparisonReply } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../../testing/test-app.js';
import { testDialect } from '../../../testing/test-database.js';
import { insertAreaRows, insertInpatientRows } from '../testing/cms-fixtures.js';
import { insertProfessional2012 } from '../testing/professional-fixtures.js';
import { type AreaRow, type InpatientRow, readGeography, readInpatientFy2011 } from '../testing/cms-rows.js';
import {
  insertOutpatientRows,
  insertZipRows,
  nebraska2012File,
  type OutpatientRow,
  readNebraskaRows,
} from './testing/view-fixtures.js';

// Seven Ohio hospitals in four counties (Cleveland, Columbus, Cincinnati, Toledo) and two in Florida.
const ohio = ['360180', '360137', '360059', '360085', '360035', '360003', '360112'];
const florida = ['100007', '100001'];
const nebraskaNpis = ['1972597466', '1124042569', '1811941404', '1942361845', '1225040900'];

/** Independent recomputation: type-7 percentile of the values, written out here. */
function expectedPercentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = ((sorted.length - 1) * p) / 100;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

describe(`benchmark views: percentile table and county comparison on ${testDialect} (issue 17 item 5)`, () => {
  let t: TestApp;
  let analyst: SignedIn;
  let reader: SignedIn;
  let inpatient: InpatientRow[];
  let outpatient: OutpatientRow[];
  let areas2019: AreaRow[];
  let counties: Map<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'analyst@example.test', roles: ['medivi-benchmarks'] });
    await createUser(t.db, { email: 'reader@example.test', roles: ['medivi-read'] });
    analyst = await signIn(t.app, 'analyst@example.test');
    reader = await signIn(t.app, 'reader@example.test');
    inpatient = await readInpatientFy2011([...ohio, ...florida], ['470']);
    await insertInpatientRows(t.db, inpatient);
    areas2019 = await readGeography(2019, ['470'], ['US', 'OH']);
    await insertAreaRows(t.db, 2019, areas2019);
    outpatient = await insertOutpatientRows(t.db, ohio, '0089');
    counties = await insertZipRows(t.db, [...new Set(inpatient.map((row) => row.zip))]);
    const nebraska = await readNebraskaRows(nebraskaNpis, '99214');
    await insertProfessional2012(
      t.db,
      nebraska.map((row) => ({
        npi: row.npi,
        name: row.name,
        state: 'NE',
        hcpcs: '99214',
        placeOfService: '',
        services: Math.round(row.services),
        billed: null,
        medicare: row.medicare,
        sourceFile: nebraska2012File,
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: Record<string, unknown>, session: SignedIn = analyst) =>
    t.app.inject({ method: 'POST', url, headers: session.headers, payload });

  it('gives the percentiles of the Ohio hospitals for DRG 470 in FY2011, recomputed from the file rows', async () => {
    const response = await post('/api/benchmarks/table', { claimType: 'Inpatient', code: '470', area: 'oh' });
    expect(response.statusCode).toBe(200);
    const reply = response.json<BenchmarkTableReply>();
    const rows = inpatient.filter((row) => row.state === 'OH');
    expect(rows).toHaveLength(7);
    expect(reply).toMatchObject({
      claimType: 'Inpatient',
      codeType: 'DRG',
      code: '470',
      area: 'OH',
      dataYear: 2011,
      availableYears: [2011],
      sourceFiles: ['inpatient-drg100-by-provider-fy2011.csv.gz'],
      providers: 7,
      count: rows.reduce((sum, row) => sum + row.discharges, 0),
    });
    expect(reply.description).toContain('MAJOR JOINT REPLACEMENT');
    for (const p of [10, 25, 50, 75, 90] as const) {
      expect(reply.billed?.[`p${p}`]).toBeCloseTo(
        expectedPercentile(
          rows.map((row) => row.billed),
          p,
        ),
        6,
      );
      expect(reply.medicare?.[`p${p}`]).toBeCloseTo(
        expectedPercentile(
          rows.map((row) => row.medicare),
          p,
        ),
        6,
      );
    }
    // Seven values: the median is the 4th smallest.
    const billedSorted = rows.map((row) => row.billed).sort((a, b) => a - b);
    const medicareSorted = rows.map((row) => row.medicare).sort((a, b) => a - b);
    expect(reply.billed?.p50).toBeCloseTo(billedSorted[3]!, 6);
    expect(reply.medianRatio).toBeCloseTo(billedSorted[3]! / medicareSorted[3]!, 9);
    const us = areas2019.find((row) => row.area === 'US');
    const oh = areas2019.find((row) => row.area === 'OH');
    expect(reply.areaAverages).toEqual([
      {
        area: 'US',
        dataYear: 2019,
        count: us?.discharges,
        billedAvg: us?.billed,
        medicareAvg: us?.medicare,
        sourceFile: 'inpatient-by-geography-and-drg-2019.csv.gz',
      },
      {
        area: 'OH',
        dataYear: 2019,
        count: oh?.discharges,
        billedAvg: oh?.billed,
        medicareAvg: oh?.medicare,
        sourceFile: 'inpatient-by-geography-and-drg-2019.csv.gz',
      },
    ]);
  });

  it('takes the nation as every hospital with the code', async () => {
    const reply = (
      await post('/api/benchmarks/table', { claimType: 'Inpatient', code: '470', area: 'US' })
    ).json<BenchmarkTableReply>();
    expect(reply.providers).toBe(9);
    expect(inpatient).toHaveLength(9);
    for (const p of [10, 25, 50, 75, 90] as const)
      expect(reply.billed?.[`p${p}`]).toBeCloseTo(
        expectedPercentile(
          inpatient.map((row) => row.billed),
          p,
        ),
        6,
      );
    expect(reply.areaAverages.map((row) => row.area)).toEqual(['US']);
  });

  it('gives outpatient APC 0089 percentiles with billed from the submitted charges', async () => {
    const reply = (
      await post('/api/benchmarks/table', { claimType: 'Outpatient', code: '89', area: 'OH' })
    ).json<BenchmarkTableReply>();
    expect(outpatient.length).toBe(7);
    expect(reply).toMatchObject({
      codeType: 'APC',
      code: '0089',
      dataYear: 2015,
      providers: 7,
      areaAverages: [],
    });
    expect(reply.count).toBe(outpatient.reduce((sum, row) => sum + row.services, 0));
    expect(reply.billed?.p50).toBeCloseTo(
      expectedPercentile(
        outpatient.map((row) => row.billed ?? 0),
        50,
      ),
      6,
    );
    expect(reply.medicare?.p90).toBeCloseTo(
      expectedPercentile(
        outpatient.map((row) => row.medicare ?? 0),
        90,
      ),
      6,
    );
  });

  it('answers billed not available (null) for professional codes of the 2012 per-state files', async () => {
    const nebraska = await readNebraskaRows(nebraskaNpis, '99214');
    const reply = (
      await post('/api/benchmarks/table', { claimType: 'Professional', code: '99214', area: 'NE' })
    ).json<BenchmarkTableReply>();
    expect(reply).toMatchObject({
      codeType: 'HCPCS',
      dataYear: 2012,
      providers: 5,
      billed: null,
      medianRatio: null,
    });
    expect(reply.sourceFiles).toEqual([nebraska2012File]);
    expect(reply.medicare?.p50).toBeCloseTo(
      expectedPercentile(
        nebraska.map((row) => row.medicare),
        50,
      ),
      6,
    );
  });

  it('answers an empty table for a code without facts in the area', async () => {
    const reply = (
      await post('/api/benchmarks/table', { claimType: 'Inpatient', code: '470', area: 'NE' })
    ).json<BenchmarkTableReply>();
    expect(reply).toMatchObject({ dataYear: null, providers: 0, count: 0, billed: null, medicare: null });
  });

  it('groups the Ohio hospitals by the county of their zip, sorted by discharges', async () => {
    const response = await post('/api/benchmarks/counties', {
      claimType: 'Inpatient',
      code: '470',
      state: 'OH',
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json<CountyComparisonReply>();
    const rows = inpatient.filter((row) => row.state === 'OH');
    const byCounty = new Map<string, InpatientRow[]>();
    for (const row of rows) {
      const county = counties.get(row.zip) ?? '';
      byCounty.set(county, [...(byCounty.get(county) ?? []), row]);
    }
    expect(byCounty.size).toBe(4);
    const expected = [...byCounty.entries()]
      .map(([county, members]) => {
        const count = members.reduce((sum, row) => sum + row.discharges, 0);
        const billed = members.reduce((sum, row) => sum + row.discharges * row.billed, 0) / count;
        const medicare = members.reduce((sum, row) => sum + row.discharges * row.medicare, 0) / count;
        return { county, hospitals: members.length, count, billed, medicare };
      })
      .sort((a, b) => b.count - a.count);
    expect(reply.counties.map((row) => row.county)).toEqual(expected.map((row) => row.county));
    reply.counties.forEach((row, index) => {
      const want = expected[index]!;
      expect(row.hospitals).toBe(want.hospitals);
      expect(row.count).toBe(want.count);
      expect(row.billedAvg).toBeCloseTo(want.billed, 6);
      expect(row.medicareAvg).toBeCloseTo(want.medicare, 6);
      expect(row.ratio).toBeCloseTo(want.billed / want.medicare, 9);
    });
    expect(reply.total.hospitals).toBe(7);
    expect(reply.zipSources).toEqual(['us-zip-centroids-geonames.csv.gz']);
    expect(reply.sourceFiles).toEqual(['inpatient-drg100-by-provider-fy2011.csv.gz']);
  });

  it('refuses analysts without the benchmarks role and requests without a session', async () => {
    const body = { claimType: 'Inpatient', code: '470', area: 'OH' };
    expect((await post('/api/benchmarks/table', body, reader)).statusCode).toBe(403);
    expect(
      (await post('/api/benchmarks/counties', { claimType: 'Inpatient', code: '470', state: 'OH' }, reader))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/benchmarks/table', payload: body })).statusCode,
    ).toBe(401);
  });

  it('answers 400 with field messages for bad bodies', async () => {
    const bad = await post('/api/benchmarks/table', {
      claimType: 'Dental',
      code: '47;0',
      area: 'XX',
      dataYear: 1,
    });
    expect(bad.statusCode).toBe(400);
    const text = bad.body;
    expect(text).toContain('code must be letters and digits only');
    expect(text).toContain("area must be US (the nation) or a state's two-letter code");
    const county = await post('/api/benchmarks/counties', {
      claimType: 'Professional',
      code: '99214',
      state: 'US',
    });
    expect(county.statusCode).toBe(400);
    expect(county.body).toContain('claimType must be Inpatient or Outpatient');
    expect(county.body).toContain("state must be a state's two-letter code");
  });
});
