import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, CaseRecord } from '@medivi/domain';
import {
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  memberCaseBody,
} from '../../testing/cases.js';
import { staffRoles } from '../../testing/notifications.js';
import { createUser, type SignedIn, signIn } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';

const planId = 'slc-plan';

/** Access Issue levels as the body of `PUT /api/plans/:planId/service-levels` gives them. */
const accessIssue = (
  levels: { firstResponseDays: number; resolutionDays: number; extensionDays: number } | null,
) => ({
  BalanceBill: { useDefaults: true },
  AccessIssue: levels === null ? { useDefaults: true } : { useDefaults: false, ...levels },
  CallAhead: { useDefaults: true },
});

describe(`service-level changes apply to cases filed afterwards on ${testDialect} (issue 35 item 1; 0117)`, () => {
  let t: CaseTestApp;
  let member: CaseMember;
  let session: SignedIn;
  let staff: SignedIn;
  let before = '';
  let after = '';

  /** Moves the app's clock to `iso`; sessions idle longer than 14 minutes end, so both sign in again. */
  const at = async (iso: string) => {
    t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
    session = await signIn(t.app, member.email);
    staff = await signIn(t.app, 'slc-staff@example.test');
  };
  const file = async (): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/createCase',
      headers: session.headers,
      payload: memberCaseBody(member.selfLinkId, 'AccessIssue', { email: member.email }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: string }>().id;
  };
  const clockOf = async (id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/case/${id}`, headers: staff.headers });
    expect(response.statusCode, response.body).toBe(200);
    const [found] = response.json<{ records: CaseDetail[] }>().records;
    if (found?.clock === undefined) throw new Error('no clock');
    return { ...found.clock, history: found.clockHistory ?? [] };
  };
  const setLevels = async (payload: unknown) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/plans/${planId}/service-levels`,
      headers: staff.headers,
      payload: payload as Record<string, unknown>,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const extend = async (id: string): Promise<CaseRecord> => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${id}/clock/extension`,
      headers: staff.headers,
      payload: { reason: 'The provider has not called us back yet.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CaseRecord>();
  };

  beforeAll(async () => {
    t = await createCaseTestApp();
    member = await createCaseMember(t.db, { email: 'slc-member@example.test', memberId: 'SLC100', planId });
    await createUser(t.db, { email: 'slc-staff@example.test', roles: staffRoles });
    // Monday 2 March 2026, 10:00 in New York (daylight time starts on Sunday the 8th).
    await at('2026-03-02T15:00:00.000Z');
    before = await file();
  });
  afterAll(async () => {
    await t.close();
  });

  it("files a case on the plan's levels of the day: the defaults, 1 / 5 / +3 business days", async () => {
    expect(await clockOf(before)).toMatchObject({
      firstResponseDueAt: '2026-03-04T04:59:59.999Z',
      dueAt: '2026-03-10T03:59:59.999Z',
    });
  });

  it('gives a case filed after a change the new levels', async () => {
    await at('2026-03-02T16:00:00.000Z');
    await setLevels(accessIssue({ firstResponseDays: 2, resolutionDays: 10, extensionDays: 4 }));
    after = await file();
    expect(await clockOf(after)).toMatchObject({
      firstResponseDueAt: '2026-03-05T04:59:59.999Z',
      dueAt: '2026-03-17T03:59:59.999Z',
      source:
        "The plan's service levels for Access Issue, in business days: first response 2, resolution 10, extension 4",
    });
    // Staff read which levels each case runs on.
    expect((await clockOf(before)).source).toBe(
      "The plan's service levels for Access Issue, in business days: first response 1, resolution 5, extension 3",
    );
    const stored = await t.db
      .selectFrom('cases')
      .select(['id', 'first_response_business_days', 'resolution_business_days', 'extension_business_days'])
      .where('id', 'in', [before, after])
      .execute();
    expect(
      Object.fromEntries(
        stored.map((row) => [
          row.id,
          [row.first_response_business_days, row.resolution_business_days, row.extension_business_days],
        ]),
      ),
    ).toEqual({ [before]: [1, 5, 3], [after]: [2, 10, 4] });
  });

  it('keeps the running case on the levels it started with through a status change and its extension', async () => {
    await at('2026-03-03T15:00:00.000Z');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${before}/status`,
      headers: staff.headers,
      payload: { status: 'Opened', statusDetail: null },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const clock = await clockOf(before);
    expect(clock).toMatchObject({
      dueAt: '2026-03-10T03:59:59.999Z',
      firstRespondedAt: '2026-03-03T15:00:00.000Z',
    });
    // No clock event: the due date did not move.
    expect(clock.history).toEqual([]);
    // Its own extension, 3 business days (the new levels would give 4).
    expect((await extend(before)).clock?.dueAt).toBe('2026-03-13T03:59:59.999Z');
    expect((await extend(after)).clock?.dueAt).toBe('2026-03-21T03:59:59.999Z');
  });

  it('files on the defaults again once the plan returns to them; the case filed on its own levels keeps them', async () => {
    await at('2026-03-04T15:00:00.000Z');
    await setLevels(accessIssue(null));
    const again = await file();
    // Wednesday 4 March + 5 business days: Wednesday 11 March.
    expect((await clockOf(again)).dueAt).toBe('2026-03-12T03:59:59.999Z');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${after}/status`,
      headers: staff.headers,
      payload: { status: 'Opened', statusDetail: null },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await clockOf(after)).dueAt).toBe('2026-03-21T03:59:59.999Z');
  });
});
