import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { CaseRecord, CaseStatus, NotificationAudience, NotificationWire } from '@medivi/domain';
import type { Database, NotificationsTable } from '../db/schema.js';
import { type CaseMember, createCaseMember, memberCaseBody } from './cases.js';
import { createPlan } from './eligibility.js';
import { createUser, type SignedIn, signIn } from './test-app.js';

/** Roles of internal staff who move cases (docs/decisions/0053). */
export const staffRoles = ['medivi-read', 'medivi-admin'];
/** Roles of a client viewer who may only view cases (docs/decisions/0065). */
export const clientViewerRoles = ['medivi-read', 'medivi-caseviewclient'];
/** Roles of a client who views and submits cases. */
export const clientSubmitterRoles = ['medivi-read', 'medivi-caseviewclient', 'medivi-casesubmissionclient'];

/** Creates a staff account (medivi-admin) and signs it in. */
export async function createSignedInStaff(
  app: FastifyInstance,
  db: Kysely<Database>,
  email: string,
): Promise<SignedIn> {
  await createUser(db, { email, roles: staffRoles });
  return signIn(app, email);
}

/**
 * Creates a client viewer linked to `planIds` (each plan created if new) with `roles` (default:
 * view only); returns the user id.
 */
export async function createClientViewer(
  db: Kysely<Database>,
  options: { email: string; planIds: string[]; roles?: string[] },
): Promise<string> {
  for (const planId of options.planIds) await createPlan(db, planId, `Plan ${planId} (synthetic)`);
  return createUser(db, {
    email: options.email,
    roles: options.roles ?? clientViewerRoles,
    planIds: options.planIds,
  });
}

/**
 * Moves case `caseId` through `PUT /api/cases/:id/status` as `staff` (the way staff do it, which
 * makes a 'status_changed' notification); answers the updated case.
 * @throws Error when the server refuses.
 */
export async function changeCaseStatus(
  app: FastifyInstance,
  staff: SignedIn,
  caseId: string,
  status: CaseStatus,
  statusDetail: string | null = null,
): Promise<CaseRecord> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/cases/${caseId}/status`,
    headers: staff.headers,
    payload: { status, statusDetail },
  });
  if (response.statusCode !== 200)
    throw new Error(`status change refused: ${String(response.statusCode)} ${response.body}`);
  return response.json<CaseRecord>();
}

/**
 * Files a Balance Bill through `POST /api/createCase` as the signed-in `member` for his patient
 * `sixDegPatientID` (default: himself), which makes a 'created' notification; answers the case id
 * and number.
 * @throws Error when the server refuses.
 */
export async function fileMemberCase(
  app: FastifyInstance,
  session: SignedIn,
  sixDegPatientID = '',
): Promise<{ id: string; CaseNumber: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/createCase',
    headers: session.headers,
    payload: memberCaseBody(sixDegPatientID),
  });
  if (response.statusCode !== 200)
    throw new Error(`case refused: ${String(response.statusCode)} ${response.body}`);
  return response.json<{ id: string; CaseNumber: string }>();
}

/** A case member, signed in. */
export interface SignedInCaseMember extends CaseMember {
  session: SignedIn;
}

/** Creates a case member (see `createCaseMember`) and signs him in. */
export async function createSignedInCaseMember(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: Parameters<typeof createCaseMember>[1],
): Promise<SignedInCaseMember> {
  const member = await createCaseMember(db, options);
  return { ...member, session: await signIn(app, member.email) };
}

/** Every stored notification of `userId` (of `audience` when given), by `seq` then id; deleted ones too. */
export function notificationsOf(
  db: Kysely<Database>,
  userId: string,
  audience?: NotificationAudience,
): Promise<NotificationsTable[]> {
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (audience !== undefined) query = query.where('audience', '=', audience);
  return query.orderBy('seq').orderBy('id').execute();
}

/** `GET` of a notification list (`/api/notifications` or `/api/clientNotifications`) as `session`. */
export function getNotificationList(
  app: FastifyInstance,
  session: SignedIn,
  url = '/api/notifications',
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: session.headers });
}

/**
 * The notifications a list call answers for `session`.
 * @throws Error unless the call answers 200.
 */
export async function listNotifications(
  app: FastifyInstance,
  session: SignedIn,
  url = '/api/notifications',
): Promise<NotificationWire[]> {
  const response = await getNotificationList(app, session, url);
  if (response.statusCode !== 200)
    throw new Error(`notification list refused: ${String(response.statusCode)} ${response.body}`);
  return response.json<NotificationWire[]>();
}
