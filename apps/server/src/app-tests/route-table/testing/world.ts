import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { analysisStateSchema, roleNames } from '@medivi/domain';
import {
  addDependent,
  type CaseMember,
  type CaseTestApp,
  caseMemberRoles,
  createCaseMember,
  multipartUpload,
  samplePdf,
} from '../../../testing/cases.js';
import { claimRow } from '../../../testing/claims.js';
import {
  clientSubmitterRoles,
  createClientViewer,
  fileMemberCase,
  listNotifications,
  staffRoles,
} from '../../../testing/notifications.js';
import { createUser, type SignedIn, signIn } from '../../../testing/test-app.js';

/** The signed-in users every route-table test sends as (plus signed out). */
export const sessionNames = ['memberA', 'clientA', 'staff', 'providerStaff', 'everyRole'] as const;
export type SessionName = (typeof sessionNames)[number];

/** Records of one side (plan A or plan B): its member, case, file, dependent and notifications. */
export interface Side {
  member: CaseMember;
  dependentLinkId: string;
  caseId: string;
  caseNumber: string;
  attachmentId: string;
  notificationId: string;
  clientNotificationId: string;
  /** A saved cost-comparison analysis of this side's analyst (issue 18). */
  analysisId: string;
  /** A claim of this side's member (issue 32). */
  claimId: string;
  /** Values that identify this side's records; none may appear in a reply to the other side. */
  secrets: string[];
}

/** Two plans with a member and a client each, staff, and every user signed in. */
export interface World {
  sessions: Record<SessionName, SignedIn>;
  /** The records the signed-in A users own. */
  a: Side;
  /** The foreign records: another member's, on another plan, seen by another client. */
  b: Side;
}

/** Roles of staff who keep the provider-experience list. */
const providerStaffRoles = ['medivi-read', 'medivi-updateproviderexperience'];

/** A user who holds every role of the medivi variant (linked to no plan or person). */
const everyRole = roleNames.map((name) => `medivi-${name}`).concat('medivimobile-read');

async function makeSide(
  app: FastifyInstance,
  t: CaseTestApp,
  side: 'a' | 'b',
  names: { first: string; last: string },
): Promise<Side> {
  const planId = `rt-plan-${side}`;
  const clientEmail = `rt-client-${side}@example.test`;
  await createClientViewer(t.db, { email: clientEmail, planIds: [planId], roles: clientSubmitterRoles });
  const member = await createCaseMember(t.db, {
    email: `rt-member-${side}@example.test`,
    memberId: `RT${side.toUpperCase()}7731`,
    planId,
    roles: caseMemberRoles,
    record: { firstName: names.first, lastName: names.last },
  });
  const dependentLinkId = await addDependent(t.db, member, `RT${side.toUpperCase()}7732`);
  const memberSession = await signIn(app, member.email);
  const filed = await fileMemberCase(app, memberSession);
  const { payload, contentType } = multipartUpload({ caseID: filed.id }, [
    { fileName: `rt-${side}-bill.pdf`, content: samplePdf },
  ]);
  const upload = await app.inject({
    method: 'POST',
    url: '/api/case/uploadAttachment',
    headers: { ...memberSession.headers, 'content-type': contentType },
    payload,
  });
  if (upload.statusCode !== 200) throw new Error(`upload refused: ${upload.body}`);
  const attachmentId = upload.json<{ attachments: { id: string }[] }>().attachments[0]?.id ?? '';
  const notifications = await listNotifications(app, memberSession);
  const clientNotifications = await listNotifications(
    app,
    await signIn(app, clientEmail),
    '/api/clientNotifications',
  );
  const analysisId = await saveAnalysis(t, side, `${names.last} plan analysis`);
  const claimId = `RT-CLAIM-${side.toUpperCase()}`;
  await t.db
    .insertInto('claims')
    .values(
      claimRow(claimId, planId, `RT${side.toUpperCase()}7731`, {
        patient_name: `${names.first} ${names.last}`,
      }),
    )
    .execute();
  return {
    member,
    dependentLinkId,
    caseId: filed.id,
    caseNumber: filed.CaseNumber,
    attachmentId,
    notificationId: notifications[0]?.NotificationUID ?? '',
    clientNotificationId: clientNotifications[0]?.NotificationUID ?? '',
    analysisId,
    claimId,
    secrets: [
      names.first,
      names.last,
      member.email,
      `RT${side.toUpperCase()}7731`,
      filed.id,
      filed.CaseNumber,
      attachmentId,
      dependentLinkId,
      analysisId,
      claimId,
    ],
  };
}

/** A saved analysis of the side's own analyst (role analysis), stored directly. */
async function saveAnalysis(t: CaseTestApp, side: 'a' | 'b', planName: string): Promise<string> {
  const userId = await createUser(t.db, {
    email: `rt-analyst-${side}@example.test`,
    roles: ['medivi-analysis'],
  });
  const analysisId = randomUUID();
  const now = new Date().toISOString();
  const state = analysisStateSchema.parse({ planName });
  await t.db
    .insertInto('cost_comparison_analyses')
    .values({
      analysis_id: analysisId,
      user_id: userId,
      plan_name: planName,
      state: JSON.stringify(state),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return analysisId;
}

/**
 * Seeds the two sides and the staff, and signs every user in. Side B's names are unusual on
 * purpose, so finding one in a reply to side A means a leak.
 * @throws Error when a seed step is refused.
 */
export async function createWorld(t: CaseTestApp): Promise<World> {
  // One zip centroid, so a provider search passes its zip check and meets the plan check.
  await t.db
    .insertInto('zip_codes')
    .values({
      zip: '44106',
      city: 'CLEVELAND',
      state: 'OH',
      state_name: 'Ohio',
      county: 'Cuyahoga',
      latitude: 41.5,
      longitude: -81.6,
      source: 'test',
    })
    .execute();
  const a = await makeSide(t.app, t, 'a', { first: 'ALBERTA', last: 'ARKWRIGHT' });
  const b = await makeSide(t.app, t, 'b', { first: 'ZEBEDIAH', last: 'QUOXWORTHY' });
  await createUser(t.db, { email: 'rt-staff@example.test', roles: staffRoles });
  await createUser(t.db, { email: 'rt-provider-staff@example.test', roles: providerStaffRoles });
  await createUser(t.db, { email: 'rt-every-role@example.test', roles: everyRole });
  const sessions: Record<SessionName, SignedIn> = {
    memberA: await signIn(t.app, a.member.email),
    clientA: await signIn(t.app, 'rt-client-a@example.test'),
    staff: await signIn(t.app, 'rt-staff@example.test'),
    providerStaff: await signIn(t.app, 'rt-provider-staff@example.test'),
    everyRole: await signIn(t.app, 'rt-every-role@example.test'),
  };
  return { sessions, a, b };
}
