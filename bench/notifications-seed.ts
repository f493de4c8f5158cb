/**
 * Synthetic population of the notification fan-out benchmark (docs/decisions/0079): one plan, one
 * medivi-admin who moves cases through the real status route, and N members, each with an
 * eligibility record, a 'self' member link (his sixDegPatientID) and one case. Every row is marked
 * synthetic; names and member IDs say so. Members get signed-in sessions written the way the
 * session store writes them, cloned from the admin's real signed-in session, so no member needs a
 * password or an argon2 sign-in.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../apps/server/src/db/database.js';
import type { Database } from '../apps/server/src/db/schema.js';
import { LocalCaseStore } from '../apps/server/src/platform/case-store/local-case-store.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { InProcessNotificationBus } from '../apps/server/src/platform/notifications/notification-bus.js';
import { NotificationWriter } from '../apps/server/src/platform/notifications/notification-writer.js';
import { hashPassword } from '../apps/server/src/platform/passwords.js';
import { sessionCookieName } from '../apps/server/src/platform/session/session-plugin.js';
import { storedSessionId } from '../apps/server/src/platform/session/session-store.js';

/** Plan of every synthetic member of the benchmark. */
export const benchPlanId = 'bench-notifications-plan';
/** The staff account that changes the cases' status. */
export const benchAdminEmail = 'bench-admin@notifications-bench.medivi.test';
/** Its password (synthetic, this benchmark only). */
export const benchAdminPassword = 'Bench-Fan-Out-Synthetic-2026!';

/** One synthetic member of the run. */
export interface BenchMember {
  userId: string;
  /** His sixDegPatientID (the member link's id), sent in the socket's subscribe message. */
  sixDegPatientId: string;
  caseId: string;
}

const memberRoles = ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'];
const chunkSize = 400;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += chunkSize) out.push(items.slice(i, i + chunkSize));
  return out;
}

/**
 * Writes the plan, the admin (one argon2id hash) and `count` members with one case each into the
 * migrated, empty database of `handle`. Cases are created through the portal's case store with the
 * notification writer hooked in, so each has its 'created' event delivered as in production and
 * every member starts with one notification. Returns the members in creation order.
 */
export async function seedBenchPopulation(handle: DatabaseHandle, count: number): Promise<BenchMember[]> {
  const db = handle.db;
  const now = new Date().toISOString();
  await db
    .insertInto('plans')
    .values({
      id: benchPlanId,
      name: 'Notification Benchmark Plan (synthetic)',
      display_medivi_message: 0,
      medivi_message: null,
      is_live: 1,
      is_synthetic: 1,
      created_at: now,
    })
    .execute();
  const adminId = randomUUID();
  await db
    .insertInto('users')
    .values({
      ...userRow(adminId, benchAdminEmail, 'Synthetic Benchmark Admin', now),
      password_hash: await hashPassword(benchAdminPassword),
    })
    .execute();
  await db.insertInto('user_roles').values({ user_id: adminId, role: 'medivi-admin' }).execute();

  const people = Array.from({ length: count }, (_, i) => ({
    index: i,
    userId: randomUUID(),
    eligibilityId: randomUUID(),
    linkId: randomUUID(),
  }));
  for (const part of chunks(people)) {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          part.map((p) =>
            userRow(p.userId, memberEmail(p.index), `Synthetic Bench Member ${String(p.index)}`, now),
          ),
        )
        .execute();
      await trx
        .insertInto('user_roles')
        .values(part.flatMap((p) => memberRoles.map((role) => ({ user_id: p.userId, role }))))
        .execute();
      await trx
        .insertInto('user_plans')
        .values(part.map((p) => ({ user_id: p.userId, plan_id: benchPlanId })))
        .execute();
      await trx
        .insertInto('eligibility_records')
        .values(
          part.map((p) => ({
            id: p.eligibilityId,
            member_id: `BENCH${String(p.index).padStart(7, '0')}`,
            group_id: 'BENCHGRP',
            first_name: 'SYNTHETIC',
            last_name: `BENCHMEMBER${String(p.index)}`,
            date_of_birth: '1980-04-12',
            zip: '44106',
            plan_id: benchPlanId,
            relationship: 'subscriber',
            subscriber_member_id: null,
            is_synthetic: 1 as const,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('member_links')
        .values(
          part.map((p) => ({
            id: p.linkId,
            user_id: p.userId,
            eligibility_id: p.eligibilityId,
            relationship: 'self',
            created_at: now,
          })),
        )
        .execute();
    });
  }

  const writer = new NotificationWriter(new InProcessNotificationBus(), systemClock);
  const store = new LocalCaseStore(db, systemClock, (trx, event) => writer.write(trx, event));
  const members: BenchMember[] = [];
  for (const p of people) {
    const created = await store.create({
      recordType: 'BalanceBill',
      channel: 'member',
      submittedByUserId: p.userId,
      memberLinkId: p.linkId,
      eligibilityId: p.eligibilityId,
      planId: benchPlanId,
      member: {
        firstName: 'SYNTHETIC',
        lastName: `BENCHMEMBER${String(p.index)}`,
        memberId: null,
        dateOfBirth: null,
        phone: '2165550100',
        email: memberEmail(p.index),
        address: null,
        city: null,
        state: null,
        zip: '44106',
        preferredContact: 'Email',
        newPatient: null,
        groupId: null,
        planName: 'Notification Benchmark Plan (synthetic)',
        tpaName: null,
      },
      submitter: null,
      provider: { name: null, street: null, city: null, state: null, zip: null, details: null },
      additionalComment: 'Synthetic case of the notification fan-out benchmark.',
      isSynthetic: true,
    });
    members.push({ userId: p.userId, sixDegPatientId: p.linkId, caseId: created.id });
  }
  return members;
}

function memberEmail(index: number): string {
  return `bench-member-${String(index)}@notifications-bench.medivi.test`;
}

function userRow(id: string, email: string, fullName: string, now: string) {
  return {
    id,
    email,
    full_name: fullName,
    password_hash: null,
    is_onboarding_complete: 1 as const,
    is_password_expired: 0 as const,
    is_deactivated: 0 as const,
    enable_notification: 1 as const,
    access_level: null,
    member_id: null,
    is_synthetic: 1 as const,
    created_at: now,
    updated_at: now,
    email_verified_at: now,
    terms_accepted_at: now,
    password_changed_at: now,
  };
}

/**
 * Gives every member a signed-in session: the admin's stored session row (written by the portal
 * after a real password and sign-in code) copied with the member's `userId`, under a fresh id made
 * like @fastify/session's (24 random bytes, base64url), stored as its SHA-256 like the session
 * store does. Returns each member's `Cookie` header value, signed with `sessionSecret` as the
 * portal signs its session cookie.
 * @throws Error when the admin has no stored session (sign in first).
 */
export async function writeMemberSessions(
  db: Kysely<Database>,
  members: readonly BenchMember[],
  sessionSecret: string,
): Promise<string[]> {
  const template = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.data', 's.expires_at', 's.created_at', 's.last_seen_at'])
    .where('u.email', '=', benchAdminEmail)
    .orderBy('s.created_at', 'desc')
    .executeTakeFirst();
  if (template === undefined) throw new Error('the benchmark admin has no stored session');
  const data = JSON.parse(template.data) as Record<string, unknown>;
  if (data.mfaPending === true) throw new Error('the admin session still awaits its sign-in code');
  const signer = new Signer(sessionSecret, 'sha256');
  const cookies: string[] = [];
  const rows = members.map((m) => {
    const sessionId = randomBytes(24).toString('base64url');
    cookies.push(`${sessionCookieName}=${encodeURIComponent(signer.sign(sessionId))}`);
    return {
      id: storedSessionId(sessionId),
      user_id: m.userId,
      data: JSON.stringify({ ...data, userId: m.userId }),
      expires_at: template.expires_at,
      created_at: template.created_at,
      last_seen_at: template.last_seen_at,
    };
  });
  for (const part of chunks(rows)) await db.insertInto('sessions').values(part).execute();
  return cookies;
}
