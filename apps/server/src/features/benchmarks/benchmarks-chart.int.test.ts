import type { ChartReply } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import {
  insertAreaRows,
  insertCostReports,
  insertInpatientRows,
  insertQuality,
} from './testing/cms-fixtures.js';
import { insertProfessionalSample } from './testing/professional-fixtures.js';
import {
  type AreaRow,
  type CostReportRow,
  type InpatientRow,
  type QualityRow,
  readCostReports,
  readGeography,
  readInpatientFy2011,
  readQuality,
} from './testing/cms-rows.js';
import { expectCents, expectShown } from './testing/chart-figures.js';

/** Three Cleveland hospitals of the FY2011 file: MetroHealth, University Hospitals, Cleveland Clinic. */
const ohio = ['360059', '360137', '360180'];
/** DRG 470 (joint replacement), and 203 and 249, which only one of them each has in FY2011. */
const drgs = ['470', '203', '249'];
/** A professional of the 2023 sample: charted among hospitals, it is left out as of another kind. */
const professionalNpi = '1003000126';

const provider = (id: string, name = id) => ({ id, name, type: 'provider', matches: 1 });
const drg = (code: string) => ({ id: code, name: code, type: 'DRG', matches: 3 });

describe(`POST /api/chart on ${testDialect} (issue 17; docs/decisions/0102)`, () => {
  let t: TestApp;
  let analyst: SignedIn;
  let reader: SignedIn;
  let rows: InpatientRow[];
  let reports: CostReportRow[];
  let quality: QualityRow[];
  let areas2019: AreaRow[];

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'analyst@example.test', roles: ['medivi-read', 'medivi-benchmarks'] });
    await createUser(t.db, { email: 'reader@example.test', roles: ['medivi-read'] });
    analyst = await signIn(t.app, 'analyst@example.test');
    reader = await signIn(t.app, 'reader@example.test');
    rows = await readInpatientFy2011(ohio, drgs);
    await insertInpatientRows(t.db, rows);
    await insertCostReports(t.db, 2020, await readCostReports(2020, ohio));
    reports = await readCostReports(2021, ohio);
    await insertCostReports(t.db, 2021, reports);
    await insertQuality(t.db, await readQuality(2021, ohio));
    quality = await readQuality(2024, ohio);
    await insertQuality(t.db, quality);
    areas2019 = await readGeography(2019, ['470'], ['US', 'OH']);
    await insertAreaRows(t.db, 2019, areas2019);
    await insertAreaRows(t.db, 2021, await readGeography(2021, ['470'], ['US', 'OH']));
    await insertProfessionalSample(t.db, professionalNpi);
  });
  afterAll(async () => {
    await t.close();
  });

  const chart = (payload: Record<string, unknown>, session: SignedIn | null = analyst) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chart',
      ...(session === null ? {} : { headers: session.headers }),
      payload,
    });
  const inpatient = (providers: unknown[], codes: unknown[], extra: Record<string, unknown> = {}) => ({
    providerSelections: providers,
    procedureSelections: codes,
    claimType: 'Inpatient',
    outpatientCodeType: 'APC',
    professionalCodeType: 'HCPCS',
    ...extra,
  });
  const row = (ccn: string, code: string) => {
    const found = rows.find((candidate) => candidate.ccn === ccn && candidate.drg === code);
    if (found === undefined) throw new Error(`no FY2011 row for ${ccn} DRG ${code}`);
    return found;
  };
  const ratioOf = (ccn: string) => reports.find((report) => report.ccn === ccn)?.costToChargeRatio ?? null;

  it('reads the real rows it inserted', () => {
    expect(
      rows
        .filter((candidate) => candidate.drg === '470')
        .map((candidate) => candidate.ccn)
        .sort(),
    ).toEqual(ohio);
    expect(reports.map((report) => report.ccn).sort()).toEqual(ohio);
    expect(reports.every((report) => report.costToChargeRatio !== null)).toBe(true);
  });

  it('refuses signed-out callers, callers without the role and calls without the CSRF token', async () => {
    const body = inpatient([provider('360180')], [drg('470')]);
    expect((await chart(body, null)).statusCode).toBe(401);
    const forbidden = await chart(body, reader);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<{ code: string }>().code).toBe('FORBIDDEN_ROLE');
    const tokenless = await t.app.inject({
      method: 'POST',
      url: '/api/chart',
      headers: { cookie: analyst.cookie },
      payload: body,
    });
    expect(tokenless.statusCode).toBe(403);
  });

  it('answers bad bodies and empty selections with 400 and field messages', async () => {
    const empty = await chart(inpatient([], []));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      providerSelections: 'Select at least one provider or procedure',
    });
    const wrong = await chart({
      ...inpatient([provider('360180')], [{ ...drg('470'), type: 'APC' }]),
      claimType: 'Dental',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toMatchObject({
      claimType: 'claimType must be Inpatient, Outpatient or Professional',
    });
    const mismatch = await chart(inpatient([provider('360180')], [{ ...drg('5123'), type: 'APC' }]));
    expect(mismatch.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      'procedureSelections.0.type': 'Procedures of this chart must be DRG codes',
    });
    const notBoolean = await chart(
      inpatient([provider('360180')], [drg('470')], { includeProcedures: 'no' }),
    );
    expect(notBoolean.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      includeProcedures: 'includeProcedures must be true or false',
    });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/chart',
      headers: { ...analyst.headers, 'content-type': 'application/json' },
      payload: '{"providerSelections": [',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('charts DRG 470 at three Ohio hospitals with the figures of the CMS file', async () => {
    const response = await chart(
      inpatient(
        ohio.map((ccn) => provider(ccn)),
        [drg('470')],
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<ChartReply>();
    expect(reply.meta).toMatchObject({
      claimType: 'Inpatient',
      codeType: 'DRG',
      dataYear: 2011,
      availableYears: [2011],
      costReportYear: 2021,
      qualityFiscalYear: 2024,
      noDataSource: null,
    });
    expect(reply.meta.sources).toEqual(
      expect.arrayContaining([
        'inpatient-drg100-by-provider-fy2011.csv.gz',
        'hospital-cost-report-2021.csv.gz',
        'hvbp-total-performance-score-fy2024.csv',
        'inpatient-by-geography-and-drg-2019.csv.gz',
      ]),
    );
    expect(reply.bars.map((bar) => bar.providerID)).toEqual(ohio);
    expect(reply.meta.procedures).toEqual([{ code: '470', description: row('360180', '470').description }]);
    expect(reply.providerData.excludedProviders).toEqual([]);
    for (const ccn of ohio) {
      const fact = row(ccn, '470');
      const ratio = ratioOf(ccn) ?? Number.NaN;
      const bar = reply.bars.find((candidate) => candidate.providerID === ccn);
      const charted = reply.providerData.providers.find((candidate) => candidate.id === ccn);
      const score = quality.find((candidate) => candidate.ccn === ccn)?.totalPerformanceScore;
      expect(bar?.name).toBe(fact.name);
      // The bars as the page shows them: whole dollars, ratios and the score to 2 places.
      expectShown(bar?.values.billedAvg, fact.billed, 0);
      expectShown(bar?.values.medicareAvg, fact.medicare, 0);
      expect(bar?.values.numClaims).toBe(fact.discharges);
      expectShown(bar?.values.costAvg, fact.billed * ratio, 0);
      expectShown(bar?.values.costRatio, 1 / ratio, 2);
      expectShown(bar?.values.medicareRatio, fact.billed / fact.medicare, 2);
      expectShown(bar?.values.quality, score ?? Number.NaN, 2);
      // One code: the plain mean is the weighted one.
      expect(bar?.simple).toEqual(bar?.values);
      // Per provider the code without its description (once in meta.procedures), dollars to the cent.
      expect(charted?.procedures).toEqual([
        {
          code: '470',
          numClaims: fact.discharges,
          billedAvg: fact.billed,
          medicareAvg: fact.medicare,
          costAvg: expect.any(Number) as number,
        },
      ]);
      expectCents(charted?.procedures?.[0]?.costAvg, fact.billed * ratio);
      expect(charted?.weightedAggregate).toMatchObject({ lengthOfStayAvg: null, billedStdDev: null });
      expectCents(charted?.weightedAggregate.costAvg, fact.billed * ratio);
      expectCents(charted?.weightedAggregate.billedAvg, fact.billed);
      expect(charted?.weightedAggregate.costRatio).toBeCloseTo(1 / ratio, 4);
      expect(charted?.weightedAggregate.medicareRatio).toBeCloseTo(fact.billed / fact.medicare, 4);
      expect(String(charted?.weightedAggregate.medicareRatio).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(
        4,
      );
      expect(charted?.quality).toBe(score);
      // Each score names its HVBP year (issue 31 item 14).
      expect(charted?.qualityFiscalYear).toBe(score === undefined ? null : 2024);
      expect(charted?.costReportYear).toBe(2021);
    }
    const us = areas2019.find((area) => area.area === 'US');
    const oh = areas2019.find((area) => area.area === 'OH');
    expect(reply.lines).toEqual([
      expect.objectContaining({
        key: 'OH:medicareAvg',
        value: expect.closeTo(oh?.medicare ?? 0, 6) as number,
        dataYear: 2019,
      }),
      expect.objectContaining({ key: 'OH:billedAvg', value: expect.closeTo(oh?.billed ?? 0, 6) as number }),
      expect.objectContaining({
        key: 'US:medicareAvg',
        value: expect.closeTo(us?.medicare ?? 0, 6) as number,
      }),
      expect.objectContaining({ key: 'US:billedAvg', label: 'National average billed charges (2019)' }),
    ]);
    expect(reply.meta.linesNote).toContain('2019');
  });

  it("leaves out each provider's per-code figures when asked without them, and nothing else", async () => {
    const selection = inpatient(
      ohio.map((ccn) => provider(ccn)),
      [drg('469'), drg('470')],
    );
    const full = (await chart(selection)).json<ChartReply>();
    const lean = await chart({ ...selection, includeProcedures: false });
    expect(lean.statusCode, lean.body).toBe(200);
    const reply = lean.json<ChartReply>();
    expect(full.providerData.providers.every((charted) => (charted.procedures ?? []).length > 0)).toBe(true);
    expect(reply.providerData.providers.some((charted) => 'procedures' in charted)).toBe(false);
    const withoutProcedures = full.providerData.providers.map(({ procedures: _, ...rest }) => rest);
    expect(reply).toEqual({ ...full, providerData: { ...full.providerData, providers: withoutProcedures } });
    expect(lean.body.length).toBeLessThan(JSON.stringify(full).length);
  });

  it('computes the weighted and the simple average over several DRGs as a hand computation from the rows', async () => {
    const response = await chart(inpatient([provider('360137'), provider('360180')], drgs.map(drg)));
    const reply = response.json<ChartReply>();
    for (const [ccn, codes] of [
      ['360137', ['470', '203']],
      ['360180', ['470', '249']],
    ] as const) {
      const facts = codes.map((code) => row(ccn, code));
      const claims = facts.reduce((sum, fact) => sum + fact.discharges, 0);
      const weightedBilled = facts.reduce((sum, fact) => sum + fact.discharges * fact.billed, 0) / claims;
      const weightedMedicare = facts.reduce((sum, fact) => sum + fact.discharges * fact.medicare, 0) / claims;
      const simpleBilled = facts.reduce((sum, fact) => sum + fact.billed, 0) / facts.length;
      const simpleMedicare = facts.reduce((sum, fact) => sum + fact.medicare, 0) / facts.length;
      const ratio = ratioOf(ccn) ?? Number.NaN;
      const charted = reply.providerData.providers.find((candidate) => candidate.id === ccn);
      const bar = reply.bars.find((candidate) => candidate.providerID === ccn);
      // The bars as the page shows them, the providers' aggregates to the cent.
      expectShown(bar?.values.billedAvg, weightedBilled, 0);
      expectShown(bar?.values.medicareAvg, weightedMedicare, 0);
      expectShown(bar?.values.costAvg, weightedBilled * ratio, 0);
      expectShown(bar?.values.medicareRatio, weightedBilled / weightedMedicare, 2);
      expectShown(bar?.simple.billedAvg, simpleBilled, 0);
      expectShown(bar?.simple.medicareAvg, simpleMedicare, 0);
      expectShown(bar?.simple.medicareRatio, simpleBilled / simpleMedicare, 2);
      expect(charted?.weightedAggregate.numClaims).toBe(claims);
      expectCents(charted?.weightedAggregate.billedAvg, weightedBilled);
      expectCents(charted?.weightedAggregate.medicareAvg, weightedMedicare);
      expectCents(charted?.weightedAggregate.costAvg, weightedBilled * ratio);
      expectCents(charted?.simpleAggregate.billedAvg, simpleBilled);
      expectCents(charted?.simpleAggregate.medicareAvg, simpleMedicare);
      expectCents(
        charted?.simpleAggregate.billedStdDev,
        Math.abs((facts[0]?.billed ?? 0) - (facts[1]?.billed ?? 0)) / 2,
      );
      // Only the selected codes the hospital has claims for, in selection order.
      expect(charted?.procedures?.map((stat) => stat.code)).toEqual(
        drgs.filter((code) => (codes as readonly string[]).includes(code)),
      );
    }
    expect(reply.meta.procedures).toEqual(
      drgs.map((code) => ({ code, description: rows.find((fact) => fact.drg === code)?.description })),
    );
    // Two of three DRGs, and no state line: Ohio's geography rows were inserted for DRG 470 only.
    expect(reply.lines).toEqual([]);
  });

  it('leaves out providers with low data, no data, or of another kind, as "type - name"', async () => {
    const metro = row('360059', '470');
    const lowData = await chart(
      inpatient(
        ohio.map((ccn) => provider(ccn)),
        drgs.map(drg),
      ),
    );
    expect(lowData.json<ChartReply>().providerData.excludedProviders).toEqual([`lowData - ${metro.name}`]);
    expect(lowData.json<ChartReply>().bars.map((bar) => bar.providerID)).toEqual(['360137', '360180']);

    const noData = await chart(
      inpatient(
        [provider('360059'), provider('360137'), provider(professionalNpi, 'ENKESHAFI, ARDALAN')],
        [drg('203')],
      ),
    );
    const reply = noData.json<ChartReply>();
    expect(reply.providerData.excludedProviders).toEqual([
      `noData - ${metro.name}`,
      'excluded - ENKESHAFI, ARDALAN',
    ]);
    expect(reply.bars.map((bar) => bar.providerID)).toEqual(['360137']);
  });

  it('brings in every hospital of a selected state, and falls back to the newest year with data', async () => {
    const response = await chart(
      inpatient([{ id: 'OH', name: 'Ohio', type: 'state', matches: 3 }], [drg('470')], { dataYear: 2022 }),
    );
    const reply = response.json<ChartReply>();
    expect(reply.meta.dataYear).toBe(2011);
    expect(reply.bars.map((bar) => bar.providerID).sort()).toEqual(ohio);
    const nation = await chart(inpatient([], [drg('470')]));
    expect(nation.json<ChartReply>().bars).toHaveLength(3);
  });

  it('answers a code type without a public file with an empty chart that says so', async () => {
    const response = await chart({
      providerSelections: [provider('360180')],
      procedureSelections: [],
      claimType: 'Outpatient',
      outpatientCodeType: 'Diagnosis',
      professionalCodeType: 'HCPCS',
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json<ChartReply>();
    expect(reply.bars).toEqual([]);
    expect(reply.meta.noDataSource).toMatch(/^No data source/);
    expect(reply.meta.codeType).toBe('Diagnosis');
  });
});
