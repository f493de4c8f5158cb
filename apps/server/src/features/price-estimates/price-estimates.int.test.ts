import type { PriceEstimatesReply, ProviderEstimateCard } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { type CsvRecord, money } from './testing/estimate-fixtures.js';
import { createEstimateWorld, huron } from './testing/estimate-world.js';

/** Whole cents of a dollar amount, half up. */
const cents = (dollars: number) => Math.round(Number((dollars * 100).toPrecision(12)));

describe(`price estimates on ${testDialect} (issue 33)`, () => {
  let t: TestApp;
  let member: SignedIn;
  let client: SignedIn;
  let analyst: SignedIn;
  let reader: SignedIn;
  let rows470: CsvRecord[];

  beforeAll(async () => {
    ({ t, member, client, analyst, reader, rows470 } = await createEstimateWorld());
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (query: Record<string, string>, session: SignedIn | null = member) =>
    t.app.inject({
      method: 'GET',
      url: `/api/price-estimates?${new URLSearchParams(query).toString()}`,
      ...(session === null ? {} : { headers: session.headers }),
    });
  // 15 miles: GeoNames places Cleveland Clinic's own zip 44195 12.7 miles north of 44106.
  const drg470 = { codeType: 'DRG', code: '470', zip: '44106', radius: '15', planID: 'pe-plan' };
  const cardOf = (reply: PriceEstimatesReply, id: string): ProviderEstimateCard => {
    const card = reply.providers.find((candidate) => candidate.providerId === id);
    if (card === undefined) throw new Error(`no card for ${id}`);
    return card;
  };

  it('prices three Cleveland hospitals as an independent recomputation from the CMS rows and the design', async () => {
    const response = await get(drg470);
    expect(response.statusCode).toBe(200);
    const reply = response.json<PriceEstimatesReply>();
    expect(reply.accumulators).toMatchObject({
      applied: true,
      deductible: { limit: 1500, remaining: 1200 },
      outOfPocket: { limit: 5000, remaining: 4600 },
    });
    expect(rows470).toHaveLength(3);
    for (const row of rows470) {
      const ccn = (row['provider id'] ?? '').padStart(6, '0');
      const billed = cents(money(row['average covered charges']));
      const allowed = Math.min(billed, cents(money(row['average total payments']) * 1.4));
      const deductible = Math.min(allowed, 150_000 - 30_000);
      const coinsurance = Math.round(((allowed - deductible) * 20) / 100);
      const member = Math.min(deductible + coinsurance, 500_000 - 40_000);
      const card = cardOf(reply, ccn);
      expect(card).toMatchObject({
        dataYear: 2011,
        sourceFiles: ['inpatient-drg100-by-provider-fy2011.csv.gz'],
        billed: money(row['average covered charges']),
        medicareEquivalent: money(row['average total payments']),
        multiple: 1.4,
        allowed: allowed / 100,
        memberCost: member / 100,
        planPays: (allowed - member) / 100,
        unavailableReason: null,
      });
      expect(card.billedOverAllowed).toBeCloseTo(billed / allowed, 6);
      expect(card.staleWarning).toMatch(/from 2011, over 5 years old/);
    }
    // Sorted by member cost, lowest first; the hospital without a figure last.
    const costs = reply.providers.map((card) => card.memberCost);
    expect(costs.at(-1)).toBeNull();
    expect(costs.slice(0, -1)).toEqual([...costs.slice(0, -1)].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('says unavailable, never $0, for a hospital with no row for the code', async () => {
    const reply = (await get(drg470)).json<PriceEstimatesReply>();
    expect(cardOf(reply, huron)).toMatchObject({
      unavailableReason: 'noFigure',
      allowed: null,
      memberCost: null,
      planPays: null,
      risk: 'unknown',
      dataYear: null,
    });
  });

  it('shows a 2022 New York figure without a stale warning', async () => {
    const reply = (await get({ ...drg470, zip: '14210', radius: '0' })).json<PriceEstimatesReply>();
    const kaleida = cardOf(reply, '330005');
    expect(kaleida).toMatchObject({ dataYear: 2022, count: 19, staleWarning: null, unavailableReason: null });
    expect(kaleida.allowed).toBe(Math.min(cents(56406.894737), cents(18928.789474 * 1.4)) / 100);
  });

  it('prices a professional code by the Medicare allowed amount with the specialist copay', async () => {
    const reply = (
      await get({ codeType: 'HCPCS', code: '99213', zip: '44106', radius: '25', planID: 'pe-plan' })
    ).json<PriceEstimatesReply>();
    const velotta = cardOf(reply, '1003000423');
    // PUF 2012, place O: 27 services, allowed $68.47, submitted $88.518518519.
    const allowed = Math.min(cents(88.518518519), cents(68.47 * 1.5));
    expect(velotta).toMatchObject({
      providerKind: 'professional',
      dataYear: 2012,
      allowed: allowed / 100,
      copay: 50,
    });
    // $50 copay, then the rest of the visit goes to the $1,200 of deductible left: he pays it all.
    expect(velotta).toMatchObject({
      deductible: (allowed - 5000) / 100,
      memberCost: allowed / 100,
      planPays: 0,
    });
    expect(reply.providers.every((card) => card.providerKind === 'professional')).toBe(true);
  });

  it('leaves out professional figures under 11 services and those without a Medicare amount', async () => {
    const reply = (
      await get({ codeType: 'HCPCS', code: '1996', zip: '68901', radius: '0', planID: 'pe-plan' })
    ).json<PriceEstimatesReply>();
    expect(reply.procedure.code).toBe('01996');
    const reasons = new Map(reply.providers.map((card) => [card.providerId, card.unavailableReason]));
    expect(reasons.get('1891796116')).toBe('fewCases');
    expect(
      [...reasons.values()].every((reason) => reason === 'fewCases' || reason === 'noMedicareFigure'),
    ).toBe(true);
    expect(reply.providers.every((card) => card.memberCost === null)).toBe(true);
  });

  it('estimates for staff as at the start of the plan year', async () => {
    for (const session of [client, analyst]) {
      const response = await get(drg470, session);
      expect(response.statusCode, response.body).toBe(200);
      const reply = response.json<PriceEstimatesReply>();
      expect(reply.accumulators).toMatchObject({
        applied: false,
        deductible: { limit: 1500, remaining: 1500 },
      });
      const card = cardOf(reply, '360137');
      expect(card.deductible).toBe(1500);
    }
  });

  it('refuses a plan the caller cannot see with 403, and no role with 403', async () => {
    expect((await get({ ...drg470, planID: 'pe-other' })).statusCode).toBe(403);
    expect((await get({ ...drg470, planID: 'pe-other' }, client)).statusCode).toBe(403);
    expect((await get(drg470, reader)).statusCode).toBe(403);
    expect((await get(drg470, null)).statusCode).toBe(401);
    // Analysts see every live plan.
    expect((await get({ ...drg470, planID: 'pe-other' }, analyst)).statusCode).toBe(200);
  });

  it('answers 400 with field messages for a bad code, zip or radius', async () => {
    const fields = async (query: Record<string, string>) => {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      return Object.keys(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors);
    };
    expect(await fields({ ...drg470, code: '47000' })).toEqual(['code']);
    expect(await fields({ ...drg470, code: '999' })).toEqual(['code']);
    expect(await fields({ ...drg470, zip: '441' })).toEqual(['zip']);
    expect(await fields({ ...drg470, zip: '00000' })).toEqual(['zip']);
    expect(await fields({ ...drg470, radius: '101' })).toEqual(['radius']);
    expect(await fields({ ...drg470, radius: '2.5' })).toEqual(['radius']);
    expect(await fields({ ...drg470, codeType: 'ICD' })).toEqual(['codeType']);
  });

  it('filters by risk and sorts by distance', async () => {
    const all = (await get({ ...drg470, sort: 'distance' })).json<PriceEstimatesReply>();
    const miles = all.providers.map((card) => card.distanceMiles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    const unknown = (await get({ ...drg470, risk: 'unknown' })).json<PriceEstimatesReply>();
    expect(unknown.providers.map((card) => card.providerId)).toEqual([huron]);
    expect(unknown.riskCounts.unknown).toBe(1);
    expect(unknown.total).toBe(1);
  });

  it('lists the catalogue by plain words', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/price-estimates/procedures?search=knee',
      headers: member.headers,
    });
    expect(response.json()).toMatchObject({ procedures: [{ codeType: 'DRG', code: '470' }] });
  });
});
