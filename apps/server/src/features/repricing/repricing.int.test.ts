import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepricedClaimsPage } from '@medivi/domain';
import { createPlan } from '../../testing/eligibility.js';
import { createTestApp, createUser, signIn, type SignedIn, type TestApp } from '../../testing/test-app.js';

const url = '/api/repricing/claims';
const claimsHost = 'claims.localhost:3000';

/** A stored claim of `planId`; amounts in dollars. */
function claim(claimId: string, planId: string, changes: Record<string, unknown> = {}) {
  return {
    claim_id: claimId,
    plan_id: planId,
    member_id: 'RP100',
    patient_name: 'DANA SYNTHETIC',
    provider_npi: '1234567893',
    provider_ccn: null,
    provider_name: 'Test Provider',
    provider_state: 'OH',
    claim_type: 'professional' as const,
    code_type: 'HCPCS',
    code: '99213',
    service_date_from: '2024-03-04',
    service_date_to: '2024-03-04',
    received_on: '2024-03-20',
    billed: 180,
    allowed: 110.5,
    paid: 110.5,
    medicare_equivalent: 73.67,
    balance_billed: 0,
    case_id: null,
    is_synthetic: 1 as const,
    source_file: 'test.csv',
    imported_at: new Date().toISOString(),
    ...changes,
  };
}

describe('repriced-claims work list', () => {
  let t: TestApp;
  const sessions: Record<string, SignedIn> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await createPlan(t.db, 'rp-a', 'Repricing Plan A (synthetic)');
    await createPlan(t.db, 'rp-b', 'Repricing Plan B (synthetic)');
    await createPlan(t.db, 'rp-empty', 'Repricing Plan Without Claims (synthetic)');
    await t.db
      .insertInto('claims')
      .values([
        claim('SYN-RP-1', 'rp-a'),
        claim('SYN-RP-2', 'rp-a', {
          member_id: 'RP200',
          patient_name: 'ROBIN SYNTHETIC',
          provider_npi: null,
          provider_ccn: '360180',
          provider_name: 'Cleveland Test Hospital',
          claim_type: 'inpatient',
          code_type: 'DRG',
          code: '470',
          received_on: '2024-05-02',
          billed: 50000,
          allowed: 19600.25,
          paid: 19600.25,
          medicare_equivalent: 14000.18,
        }),
        claim('SYN-RP_3', 'rp-b', { received_on: '2024-04-01' }),
      ])
      .execute();
    for (const [name, roles] of Object.entries({
      admin: ['claims-read', 'claims-admin'],
      superadmin: ['claims-contractsuperadmin'],
      reader: ['claims-read'],
      mediviAdmin: ['medivi-admin'],
    })) {
      await createUser(t.db, { email: `${name}@repricing.test`, roles });
      sessions[name] = await signIn(t.app, `${name}@repricing.test`);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  async function get(session: string, query = '', host = claimsHost) {
    return t.app.inject({
      method: 'GET',
      url: `${url}${query}`,
      headers: { ...sessions[session]?.headers, host },
    });
  }

  it('lists every plan’s claims for claims-admin, newest received first, with savings', async () => {
    const response = await get('admin');
    expect(response.statusCode).toBe(200);
    const body = response.json<RepricedClaimsPage>();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(body.claims.map((row) => row.claimId)).toEqual(['SYN-RP-2', 'SYN-RP_3', 'SYN-RP-1']);
    expect(body.claims[0]).toMatchObject({
      planName: 'Repricing Plan A (synthetic)',
      providerCcn: '360180',
      billed: 50000,
      medicareEquivalent: 14000.18,
      allowed: 19600.25,
      savings: 30399.75,
      isSynthetic: true,
    });
    expect(body.plans.map((plan) => plan.id)).toEqual(['rp-a', 'rp-b']);
  });

  it('searches by claim id, member, provider and plan, and pages on the server', async () => {
    const ids = async (query: string) =>
      (await get('superadmin', query)).json<RepricedClaimsPage>().claims.map((row) => row.claimId);
    expect(await ids('?claimId=syn-rp_')).toEqual(['SYN-RP_3']);
    expect(await ids('?member=robin')).toEqual(['SYN-RP-2']);
    expect(await ids('?member=RP100')).toEqual(['SYN-RP_3', 'SYN-RP-1']);
    expect(await ids('?provider=360180')).toEqual(['SYN-RP-2']);
    expect(await ids('?provider=test%20provider&planId=rp-a')).toEqual(['SYN-RP-1']);
    expect(await ids('?planId=rp-b')).toEqual(['SYN-RP_3']);
    const second = (await get('admin', '?pageSize=25&page=2')).json<RepricedClaimsPage>();
    expect(second).toMatchObject({ total: 3, page: 2, claims: [] });
    // Part of an id, its end too (issue 31 item 17).
    expect(await ids('?claimId=rp-2')).toEqual(['SYN-RP-2']);
    expect(await ids('?claimId=_3')).toEqual(['SYN-RP_3']);
  });

  it('sorts by the column asked, ties by claim id, and exports every match as CSV in that order (issue 31)', async () => {
    const ids = async (query: string) =>
      (await get('admin', query)).json<RepricedClaimsPage>().claims.map((row) => row.claimId);
    const bySavings = (await get('admin', '?sort=savings&direction=desc')).json<RepricedClaimsPage>().claims;
    expect(bySavings.map((row) => row.savings)).toEqual(
      [...bySavings.map((row) => row.savings)].sort((a, b) => b - a),
    );
    expect(await ids('?sort=claimId&direction=asc')).toEqual(['SYN-RP-1', 'SYN-RP-2', 'SYN-RP_3']);
    expect(await ids('?sort=claimId&direction=desc')).toEqual(['SYN-RP_3', 'SYN-RP-2', 'SYN-RP-1']);
    const badSort = await get('admin', '?sort=patientName');
    expect(badSort.statusCode).toBe(400);
    const exported = await get('admin', '?sort=claimId&direction=asc&format=csv&planId=rp-a');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="repriced-claims-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = exported.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'claimId,planName,memberId,patientName,providerName,providerNpi,providerCcn,claimType,codeType,code,serviceDateFrom,serviceDateTo,receivedOn,billed,medicareEquivalent,allowed,savings',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['SYN-RP-1', 'SYN-RP-2']);
    expect(lines[2]).toContain(',50000,14000.18,19600.25,30399.75');
    // A plain link: the session cookie alone, no CSRF header.
    const byLink = await t.app.inject({
      method: 'GET',
      url: `${url}?format=csv`,
      headers: { cookie: sessions.admin?.cookie ?? '', host: claimsHost },
    });
    expect(byLink.statusCode).toBe(200);
  });

  it('refuses other roles, the MediVI site and bad parameters', async () => {
    expect((await get('reader')).statusCode).toBe(403);
    expect((await get('mediviAdmin', '', 'localhost:3000')).statusCode).toBe(403);
    expect((await get('admin', '', 'localhost:3000')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url, headers: { host: claimsHost } });
    expect(anonymous.statusCode).toBe(401);
    const badSize = await get('admin', '?pageSize=7');
    expect(badSize.statusCode).toBe(400);
    expect(badSize.body).toContain('Choose 25, 50, 100 rows a page.');
    expect((await get('admin', '?page=0')).statusCode).toBe(400);
    expect((await get('admin', `?member=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('records each read on the audit trail', async () => {
    const rows = await t.db
      .selectFrom('audit_events')
      .select(['action', 'outcome'])
      .where('action', '=', 'repricing.claims_listed')
      .execute();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.some((row) => row.outcome === 'denied')).toBe(true);
  });
});
