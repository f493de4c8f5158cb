import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettingsMessages } from '@medivi/domain';
import { createEligibility, createPlan } from '../../testing/eligibility.js';
import { createTestApp, createUser, signIn, type SignedIn, type TestApp } from '../../testing/test-app.js';
import {
  auditEventsOf,
  createLinkedMember,
  linkRecord,
  type TestMember,
} from './testing/account-settings.js';

describe('member detail, settings and account deletion', () => {
  let t: TestApp;
  let member: TestMember;
  let session: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await createPlan(t.db, 'acc-plan', 'Account Plan (synthetic)');
    await t.db
      .insertInto('zip_codes')
      .values({
        zip: '44106',
        city: 'Cleveland',
        state: 'OH',
        state_name: 'Ohio',
        county: null,
        latitude: 41.5,
        longitude: -81.6,
        source: 'test',
      })
      .execute();
    member = await createLinkedMember(t.db, {
      email: 'detail@example.test',
      record: {
        planId: 'acc-plan',
        memberId: 'ACC100',
        groupId: 'GRPA',
        firstName: 'ROBIN',
        lastName: 'DETAIL',
        dateOfBirth: '1984-06-30',
      },
    });
    await createLinkedMember(t.db, {
      email: 'limited-detail@example.test',
      accessLevel: 'Limited Access',
      record: { planId: 'acc-plan', memberId: 'ACC300', groupId: 'GRPA' },
    });
    await createUser(t.db, { email: 'reader-detail@example.test', roles: ['medivi-read'] });
    session = await signIn(t.app, member.email);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/memberDetail', () => {
    it('answers the member info fields held, nulls for the rest, and audits the read', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/memberDetail',
        headers: session.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        accountid: member.userId,
        firstName: 'ROBIN',
        lastName: 'DETAIL',
        email: 'detail@example.test',
        dateOfBirth: '1984-06-30',
        memberId: 'ACC100',
        groupid: 'GRPA',
        zip: '44106',
        city: 'Cleveland',
        state: 'OH',
        planname: 'Account Plan (synthetic)',
        sixDegPatientID: member.linkId,
        phone: null,
        policyNumber: null,
        submitterContactInfo: null,
      });
      const reads = await auditEventsOf(t.db, 'accounts.member_detail_read');
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatchObject({ actor_user_id: member.userId, subject_id: member.userId });
      expect(reads[0]?.detail).not.toMatch(/ROBIN|DETAIL|1984/);
    });

    it("refuses 'Limited Access' and non-case members with 403", async () => {
      const limited = await signIn(t.app, 'limited-detail@example.test');
      const reader = await signIn(t.app, 'reader-detail@example.test');
      const limitedReply = await t.app.inject({
        method: 'GET',
        url: '/api/memberDetail',
        headers: limited.headers,
      });
      const readerReply = await t.app.inject({
        method: 'GET',
        url: '/api/memberDetail',
        headers: reader.headers,
      });
      expect(limitedReply.statusCode).toBe(403);
      expect(limitedReply.json()).toMatchObject({ code: 'LIMITED_ACCESS' });
      expect(readerReply.statusCode).toBe(403);
    });
  });

  describe('POST /api/user/updateUserSettings', () => {
    const update = (payload: object): Promise<LightMyRequestResponse> =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/updateUserSettings',
        headers: session.headers,
        payload,
      });

    it('turns notifications off and on again, as the user fetch shows', async () => {
      const off = await update({ enableNotification: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({
        message: accountSettingsMessages.notificationsDisabled,
        enableNotification: false,
      });
      const auth = await t.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: { cookie: session.cookie },
      });
      expect(auth.json()).toMatchObject({ user: { enableNotification: false } });
      const on = await update({ enableNotification: true });
      expect(on.json()).toMatchObject({ enableNotification: true });
      const row = await t.db
        .selectFrom('users')
        .select('enable_notification')
        .where('id', '=', member.userId)
        .executeTakeFirst();
      expect(row?.enable_notification).toBe(1);
      expect(await auditEventsOf(t.db, 'accounts.settings_updated')).toHaveLength(2);
    });

    it('rejects a value that is not a boolean', async () => {
      const response = await update({ enableNotification: 'yes' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('enableNotification');
      expect((await update({})).statusCode).toBe(400);
    });
  });

  describe('POST /api/v3/users/delete', () => {
    it("refuses another account's id or e-mail with 403 and keeps both accounts", async () => {
      const otherId = await createUser(t.db, { email: 'bystander@example.test' });
      const responses = [
        await t.app.inject({
          method: 'POST',
          url: '/api/v3/users/delete',
          headers: session.headers,
          payload: { id: otherId, email: 'bystander@example.test' },
        }),
        await t.app.inject({
          method: 'POST',
          url: '/api/v3/users/delete',
          headers: session.headers,
          payload: { id: member.userId, email: 'bystander@example.test' },
        }),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'NOT_OWN_ACCOUNT' });
      }
      const users = await t.db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', [otherId, member.userId])
        .execute();
      expect(users).toHaveLength(2);
    });

    it('rejects a body without id or e-mail with 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v3/users/delete',
        headers: session.headers,
        payload: { id: member.userId },
      });
      expect(response.statusCode).toBe(400);
    });

    it('deletes the account with its links and every session, and keeps the audit record', async () => {
      const child = await createEligibility(t.db, {
        planId: 'acc-plan',
        memberId: 'ACC100-01',
        groupId: 'GRPA',
        firstName: 'KIT',
        dateOfBirth: '2019-01-01',
        relationship: 'child',
        subscriberMemberId: 'ACC100',
      });
      await linkRecord(t.db, member.userId, child, 'dependent');
      const secondDevice = await signIn(t.app, member.email);

      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v3/users/delete',
        headers: session.headers,
        payload: { id: member.userId, email: 'DETAIL@example.test' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: accountSettingsMessages.accountDeleted });
      expect(response.cookies.find((cookie) => cookie.name === 'medivi.sid')?.value).toBe('');

      for (const signedIn of [session, secondDevice]) {
        const after = await t.app.inject({
          method: 'GET',
          url: '/api/v2/get-plans',
          headers: signedIn.headers,
        });
        expect(after.statusCode).toBe(401);
      }
      const count = async (table: 'users' | 'member_links' | 'user_plans' | 'user_roles' | 'sessions') => {
        const column = table === 'users' ? 'id' : 'user_id';
        const rows = await t.db.selectFrom(table).select(column).where(column, '=', member.userId).execute();
        return rows.length;
      };
      expect(await count('users')).toBe(0);
      expect(await count('member_links')).toBe(0);
      expect(await count('user_plans')).toBe(0);
      expect(await count('user_roles')).toBe(0);
      expect(await count('sessions')).toBe(0);
      const records = await t.db
        .selectFrom('eligibility_records')
        .select('id')
        .where('id', '=', child)
        .execute();
      expect(records).toHaveLength(1);
      const [event] = await auditEventsOf(t.db, 'accounts.account_deleted');
      expect(event).toMatchObject({ actor_user_id: member.userId, subject_id: member.userId });
      expect(JSON.parse(event?.detail ?? '{}')).toEqual({ address: '127.0.0.1' });
    });
  });
});
