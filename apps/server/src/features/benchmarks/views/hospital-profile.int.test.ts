import type { HospitalProfileReply } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../../testing/test-app.js';
import { testDialect } from '../../../testing/test-database.js';
import { insertCostReports, insertInpatientRows, insertQuality } from '../testing/cms-fixtures.js';
import {
  type CostReportRow,
  type InpatientRow,
  inpatientFy2011File,
  type QualityRow,
  readCostReports,
  readInpatientFy2011,
  readQuality,
  readShippedRows,
} from '../testing/cms-rows.js';

// The Cleveland Clinic and six other Ohio hospitals (Cleveland, Columbus, Cincinnati, Toledo).
const clinic = '360180';
const ohio = [clinic, '360137', '360059', '360085', '360035', '360003', '360112'];

/** Independent recomputation: the median of the values, written out here. */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe(`benchmark hospital profile on ${testDialect} (issue 17 item 5)`, () => {
  let t: TestApp;
  let analyst: SignedIn;
  let reader: SignedIn;
  let rows: InpatientRow[];
  let report: CostReportRow | undefined;
  let quality: QualityRow | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'analyst@example.test', roles: ['medivi-benchmarks'] });
    await createUser(t.db, { email: 'reader@example.test', roles: ['medivi-read'] });
    analyst = await signIn(t.app, 'analyst@example.test');
    reader = await signIn(t.app, 'reader@example.test');
    // Every DRG the clinic has in the FY2011 file, for all seven hospitals.
    const clinicLines = await readShippedRows(`cms/inpatient/${inpatientFy2011File}`, (line) =>
      line.includes(',360180,'),
    );
    const drgs = [...new Set(clinicLines.map((record) => (record['drg definition'] ?? '').slice(0, 3)))];
    rows = await readInpatientFy2011(ohio, drgs);
    await insertInpatientRows(t.db, rows);
    await insertCostReports(t.db, 2020, await readCostReports(2020, [clinic]));
    const reports2021 = await readCostReports(2021, [clinic]);
    await insertCostReports(t.db, 2021, reports2021);
    report = reports2021[0];
    const scores = await readQuality(2024, [clinic]);
    await insertQuality(t.db, scores);
    quality = scores[0];
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: Record<string, unknown>, session: SignedIn = analyst) =>
    t.app.inject({ method: 'POST', url: '/api/benchmarks/hospital', headers: session.headers, payload });

  it("gives the clinic's address, newest cost report and HVBP scores", async () => {
    const response = await post({ ccn: '360180' });
    expect(response.statusCode).toBe(200);
    const reply = response.json<HospitalProfileReply>();
    const first = rows.find((row) => row.ccn === clinic);
    expect(reply.hospital).toEqual({
      name: first?.name,
      address: first?.street,
      city: first?.city,
      state: 'OH',
      zip: first?.zip,
      sourceFile: inpatientFy2011File,
    });
    expect(report).toBeDefined();
    expect(reply.costReport).toEqual({
      reportYear: 2021,
      fiscalYearEnd: report?.fiscalYearEnd,
      beds: report?.beds,
      totalCharges: report?.totalCharges,
      totalCosts: report?.totalCosts,
      totalPatientRevenue: report?.totalPatientRevenue,
      patientDiscounts: report?.patientDiscounts,
      netPatientRevenue: 6_037_196_525,
      operatingExpenses: report?.operatingExpenses,
      netIncome: report?.netIncome,
      costToChargeRatio: report?.costToChargeRatio,
      sourceFile: 'hospital-cost-report-2021.csv.gz',
    });
    expect(reply.quality).toMatchObject({
      fiscalYear: 2024,
      totalPerformanceScore: quality?.totalPerformanceScore,
      safety: quality?.safety,
      sourceFile: 'hvbp-total-performance-score-fy2024.csv',
    });
  });

  it('lists its top 20 DRGs by discharges with the Ohio medians, recomputed from the file rows', async () => {
    const reply = (await post({ ccn: '360180' })).json<HospitalProfileReply>();
    const own = rows.filter((row) => row.ccn === clinic);
    expect(own.length).toBeGreaterThan(20);
    const expected = [...own]
      .sort((a, b) => b.discharges - a.discharges || a.drg.localeCompare(b.drg))
      .slice(0, 20);
    expect(reply.dataYear).toBe(2011);
    expect(reply.sourceFiles).toEqual([inpatientFy2011File]);
    expect(reply.drgs.map((drg) => drg.code)).toEqual(expected.map((row) => row.drg));
    reply.drgs.forEach((drg, index) => {
      const want = expected[index]!;
      const peers = rows.filter((row) => row.drg === want.drg);
      expect(drg.discharges).toBe(want.discharges);
      expect(drg.billedAvg).toBeCloseTo(want.billed, 6);
      expect(drg.medicareAvg).toBeCloseTo(want.medicare, 6);
      expect(drg.ratio).toBeCloseTo(want.billed / want.medicare, 9);
      expect(drg.stateHospitals).toBe(peers.length);
      expect(drg.stateMedianBilled).toBeCloseTo(median(peers.map((row) => row.billed))!, 6);
      expect(drg.stateMedianMedicare).toBeCloseTo(median(peers.map((row) => row.medicare))!, 6);
      expect(drg.description).toBe(want.description);
    });
  });

  it('pads a CCN that lost its leading zero and answers an unknown one empty', async () => {
    const unknown = (await post({ ccn: '10001' })).json<HospitalProfileReply>();
    expect(unknown).toEqual({
      ccn: '010001',
      hospital: null,
      costReport: null,
      quality: null,
      dataYear: null,
      availableYears: [],
      sourceFiles: [],
      drgs: [],
    });
  });

  it('answers 400 with a field message, and 403 without the benchmarks role', async () => {
    const bad = await post({ ccn: '36-0180' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('ccn must be a CMS Certification Number of 6 characters');
    expect((await post({ ccn: '360180', dataYear: 'new' })).statusCode).toBe(400);
    expect((await post({ ccn: '360180' }, reader)).statusCode).toBe(403);
  });
});
