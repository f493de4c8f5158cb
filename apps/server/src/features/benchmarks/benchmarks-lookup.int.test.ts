import type { AutocompleteReply, ProviderDetailReply, SavedSelections } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { insertCostReports, insertInpatientRows, insertQuality } from './testing/cms-fixtures.js';
import { insertProfessionalSample } from './testing/professional-fixtures.js';
import {
  type CostReportRow,
  type InpatientRow,
  type QualityRow,
  readCostReports,
  readInpatientFy2011,
  readQuality,
} from './testing/cms-rows.js';

const ohio = ['360059', '360137', '360180'];
const drgs = ['470', '203'];
const professionalNpi = '1003000126';

describe(`benchmarks autocomplete, provider details and saved selections on ${testDialect} (issue 17)`, () => {
  let t: TestApp;
  let analyst: SignedIn;
  let colleague: SignedIn;
  let reader: SignedIn;
  let admin: SignedIn;
  let rows: InpatientRow[];
  let reports: CostReportRow[];
  let quality: QualityRow[];

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'analyst@example.test', roles: ['medivi-benchmarks'] });
    await createUser(t.db, { email: 'colleague@example.test', roles: ['medivi-benchmarks'] });
    await createUser(t.db, { email: 'reader@example.test', roles: ['medivi-read'] });
    await createUser(t.db, { email: 'admin@example.test', roles: ['medivi-benchmarks', 'medivi-admin'] });
    analyst = await signIn(t.app, 'analyst@example.test');
    admin = await signIn(t.app, 'admin@example.test');
    colleague = await signIn(t.app, 'colleague@example.test');
    reader = await signIn(t.app, 'reader@example.test');
    rows = await readInpatientFy2011(ohio, drgs);
    await insertInpatientRows(t.db, rows);
    await insertCostReports(t.db, 2020, await readCostReports(2020, ohio));
    reports = await readCostReports(2021, ohio);
    await insertCostReports(t.db, 2021, reports);
    quality = await readQuality(2024, ohio);
    await insertQuality(t.db, quality);
    await insertProfessionalSample(t.db, professionalNpi);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: Record<string, unknown>, session: SignedIn | null = analyst) =>
    t.app.inject({ method: 'POST', url, ...(session === null ? {} : { headers: session.headers }), payload });
  const autocomplete = (query: string, body: Record<string, unknown>) =>
    post(`/api/autocomplete/${encodeURIComponent(query)}`, {
      providerIDs: [],
      codes: [],
      codeType: 'DRG',
      claimType: 'Inpatient',
      autocompleteType: 'provider',
      ...body,
    });

  it('answers nothing below 2 characters', async () => {
    const response = await autocomplete('c', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('finds states and hospitals by name with the count of selected codes they have', async () => {
    const response = await autocomplete('cleveland', { codes: ['470', '203'] });
    const options = response.json<AutocompleteReply>();
    const clinic = rows.find((row) => row.ccn === '360180');
    const university = rows.find((row) => row.ccn === '360137');
    // By name: CLEVELAND CLINIC, METRO HEALTH (a Cleveland hospital by its city), UNIVERSITY HOSPITALS.
    expect(options.map((option) => [option.id, option.matches])).toEqual([
      ['360180', 1],
      ['360059', 1],
      ['360137', 2],
    ]);
    expect(options[0]).toEqual({
      id: '360180',
      name: `${clinic?.name ?? ''} - ${clinic?.city ?? ''}, OH`,
      type: 'provider',
      matches: 1,
    });
    expect(options[2]?.name.startsWith(university?.name ?? '-')).toBe(true);
    const states = await autocomplete('oh', {});
    expect(states.json<AutocompleteReply>()[0]).toEqual({
      id: 'OH',
      name: 'Ohio',
      type: 'state',
      matches: 3,
    });
    const byCcn = await autocomplete('36005', {});
    expect(byCcn.json<AutocompleteReply>().map((option) => option.id)).toEqual(['360059']);
  });

  it('finds DRGs by code or description with the count of selected providers that have them', async () => {
    const byCode = await autocomplete('47', {
      autocompleteType: 'procedure',
      providerIDs: ['360059', '360137'],
    });
    const description = rows.find((row) => row.drg === '470')?.description ?? '';
    expect(byCode.json()).toEqual([{ id: '470', name: `470 - ${description}`, type: 'DRG', matches: 2 }]);
    const byWords = await autocomplete(description.slice(0, 12).toLowerCase(), {
      autocompleteType: 'procedure',
    });
    expect(byWords.json<AutocompleteReply>()[0]).toMatchObject({ id: '470', matches: 3 });
    const wildcard = await autocomplete('%_', { autocompleteType: 'procedure' });
    expect(wildcard.json()).toEqual([]);
    const diagnosis = await autocomplete('47', {
      autocompleteType: 'procedure',
      claimType: 'Outpatient',
      codeType: 'Diagnosis',
    });
    expect(diagnosis.json()).toEqual([]);
  });

  it('refuses autocomplete without the role and with a bad body', async () => {
    expect((await post('/api/autocomplete/cleveland', {}, reader)).statusCode).toBe(403);
    expect((await post('/api/autocomplete/cleveland', {}, null)).statusCode).toBe(401);
    const bad = await autocomplete('cleveland', { autocompleteType: 'nurse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      autocompleteType: "autocompleteType must be 'provider' or 'procedure'",
    });
  });

  it('lets only an administrator choose the professional code type (spec §5, §6)', async () => {
    const chart = {
      providerSelections: [{ id: professionalNpi, name: 'NPI', type: 'provider', matches: 0 }],
      procedureSelections: [],
      claimType: 'Professional',
      professionalCodeType: 'Diagnosis',
    };
    const refused = await post('/api/chart', chart);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('FORBIDDEN_CODE_TYPE');
    expect((await post('/api/chart', chart, admin)).statusCode).toBe(200);
    expect((await post('/api/chart', { ...chart, professionalCodeType: 'HCPCS' })).statusCode).toBe(200);
    const lookup = {
      providerIDs: [],
      codes: [],
      codeType: 'Diagnosis',
      claimType: 'Professional',
      autocompleteType: 'procedure',
    };
    expect((await post('/api/autocomplete/99', lookup)).statusCode).toBe(403);
    expect((await post('/api/autocomplete/99', lookup, admin)).statusCode).toBe(200);
    expect((await post('/api/autocomplete/99', { ...lookup, codeType: 'HCPCS' })).statusCode).toBe(200);
  });

  it("gives a hospital's details from its newest cost report and HVBP scores", async () => {
    const response = await post('/api/providerDetail', { providerID: '360180', claimType: 'Inpatient' });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<ProviderDetailReply>();
    const report = reports.find((candidate) => candidate.ccn === '360180');
    const score = quality.find((candidate) => candidate.ccn === '360180');
    const facts = rows.filter((row) => row.ccn === '360180');
    expect(detail.info).toMatchObject({
      providerID: '360180',
      type: 'hospital',
      state: 'OH',
      numBeds: report?.beds,
      costReportFY: 2021,
      inpatientFYEndDate: report?.fiscalYearEnd,
      outpatientFYEndDate: null,
      professionalFYEndDate: null,
      primaryTaxonomy: null,
    });
    expect(detail.costreport).toMatchObject({
      providerNumber: '360180',
      reportYear: 2021,
      totalCharge: report?.totalCharges,
      totalCost: report?.totalCosts,
      netIncome: report?.netIncome,
      patientRevenue: report?.totalPatientRevenue,
      patientDiscounts: report?.patientDiscounts,
      netPatientRevenue: report?.netPatientRevenue,
      operatingExpenses: report?.operatingExpenses,
      laboratory: null,
      transplants: [],
    });
    // The 2021 file's row for 360180 (issue 31 item 4): gross revenue above total charges, net
    // revenue below; the hospital profile reads the same figure.
    expect(report?.totalPatientRevenue).toBe(19_559_905_281);
    expect(detail.costreport?.netPatientRevenue).toBe(6_037_196_525);
    expect(detail.costreport?.netPatientRevenue ?? Infinity).toBeLessThan(
      detail.costreport?.totalCharge ?? 0,
    );
    expect(detail.quality).toEqual({
      totalPerformanceScore: score?.totalPerformanceScore,
      clinicalCare: score?.clinicalOutcomes,
      careCoordination: null,
      safety: score?.safety,
      efficiency: score?.efficiencyAndCostReduction,
      personAndCommunityEngagement: score?.personAndCommunityEngagement,
      fiscalYear: 2024,
      sourceFile: 'hvbp-total-performance-score-fy2024.csv',
    });
    const billed = facts.reduce((sum, row) => sum + row.discharges * row.billed, 0);
    const medicare = facts.reduce((sum, row) => sum + row.discharges * row.medicare, 0);
    expect(detail.inpatientBilledToMedicare).toBeCloseTo(billed / medicare, 9);
    expect(detail.outpatientBilledToMedicare).toBeNull();
  });

  it('gives a professional his calendar year and answers 404 for an unknown provider', async () => {
    const professional = await post('/api/providerDetail', {
      providerID: professionalNpi,
      claimType: 'Professional',
    });
    expect(professional.json<ProviderDetailReply>()).toMatchObject({
      info: { type: 'professional', professionalFYEndDate: '2023-12-31', numBeds: null },
      costreport: null,
      quality: null,
    });
    const unknown = await post('/api/providerDetail', { providerID: '999999', claimType: 'Inpatient' });
    expect(unknown.statusCode).toBe(404);
    const bad = await post('/api/providerDetail', { providerID: '', claimType: 'Inpatient' });
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      providerID: 'providerID is required',
    });
  });

  it('saves selections per user and claim type', async () => {
    const url = '/api/benchmarks/selections/Inpatient';
    const empty = await t.app.inject({ method: 'GET', url, headers: analyst.headers });
    expect(empty.json()).toEqual({ providerSelections: [], procedureSelections: [] });
    const saved: SavedSelections = {
      providerSelections: [{ id: '360180', name: 'CLEVELAND CLINIC', type: 'provider', matches: 1 }],
      procedureSelections: [{ id: '470', name: '470', type: 'DRG', matches: 3 }],
    };
    const put = await t.app.inject({ method: 'PUT', url, headers: analyst.headers, payload: saved });
    expect(put.statusCode, put.body).toBe(200);
    // Read back under the names the chart and the options give now (issue 31 item 14), not the
    // names saved with them.
    const read = (
      await t.app.inject({ method: 'GET', url, headers: analyst.headers })
    ).json<SavedSelections>();
    const provider = await t.db
      .selectFrom('benchmark_providers')
      .select(['name', 'city', 'state'])
      .where('provider_id', '=', '360180')
      .executeTakeFirstOrThrow();
    const code = await t.db
      .selectFrom('benchmark_codes')
      .select('description')
      .where('code_type', '=', 'DRG')
      .where('code', '=', '470')
      .executeTakeFirstOrThrow();
    expect(read.providerSelections[0]?.name).toBe(
      `${provider.name} - ${String(provider.city)}, ${String(provider.state)}`,
    );
    expect(read.procedureSelections[0]?.name).toBe(`470 - ${code.description}`);
    expect(read.providerSelections[0]?.name).not.toBe('CLEVELAND CLINIC');
    const again = { ...saved, procedureSelections: [] };
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: analyst.headers, payload: again })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: analyst.headers })).json<SavedSelections>()
        .procedureSelections,
    ).toEqual([]);
    const otherType = await t.app.inject({
      method: 'GET',
      url: '/api/benchmarks/selections/professional',
      headers: analyst.headers,
    });
    expect(otherType.json()).toEqual({ providerSelections: [], procedureSelections: [] });
    expect((await t.app.inject({ method: 'GET', url, headers: colleague.headers })).json()).toEqual({
      providerSelections: [],
      procedureSelections: [],
    });
    const tokenless = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: analyst.cookie },
      payload: saved,
    });
    expect(tokenless.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: reader.headers })).statusCode).toBe(403);
    const badType = await t.app.inject({
      method: 'GET',
      url: '/api/benchmarks/selections/Dental',
      headers: analyst.headers,
    });
    expect(badType.statusCode).toBe(400);
    const badItem = await t.app.inject({
      method: 'PUT',
      url,
      headers: analyst.headers,
      payload: {
        providerSelections: [{ id: '360180', name: 'x', type: 'DRG', matches: 1 }],
        procedureSelections: [],
      },
    });
    expect(badItem.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      'providerSelections.0.type': "A provider selection's type must be 'provider' or 'state'",
    });
  });
});
