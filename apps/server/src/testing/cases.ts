import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { onRouteHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { CaseRecordType, MemberCaseBody } from '@medivi/domain';
import { buildApp } from '../app.js';
import type { Database } from '../db/schema.js';
import type { FileStorage } from '../platform/attachments/file-storage.js';
import type { NewCase } from '../platform/case-store/case-store.js';
import { LocalCaseStore } from '../platform/case-store/local-case-store.js';
import { ManualClock } from '../platform/clock.js';
import { addMemberLink } from '../platform/member-links/link-writes.js';
import type { NotificationBus } from '../platform/notifications/notification-bus.js';
import { NotificationWriter } from '../platform/notifications/notification-writer.js';
import { createEligibility, createPlan, type TestEligibility } from './eligibility.js';
import { createUser, type TestApp, testSessionSecret } from './test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { testScanner } from './malware-scanner.js';

/** Roles of a case member (cases spec §6). */
export const caseMemberRoles = ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'];

/** A test app whose attachments go to a directory of its own (removed on close). */
export interface CaseTestApp extends TestApp {
  attachmentsDir: string;
}

/**
 * Builds the app for `app.inject` tests with its own attachment directory, or `files` (a bucket of
 * the test S3 server) in its place; `notificationBus`
 * replaces the app's in-process bus (the caller closes it); `onRoute` sees every route registered.
 */
export async function createCaseTestApp(
  options: {
    database?: TestDatabase;
    notificationBus?: NotificationBus;
    onRoute?: onRouteHookHandler;
    files?: FileStorage;
  } = {},
): Promise<CaseTestApp> {
  const database = options.database ?? (await createTestDatabase());
  const attachmentsDir = mkdtempSync(join(tmpdir(), 'medivi-attachments-test-'));
  const clock = new ManualClock(new Date());
  const app = await buildApp({
    handle: database.handle,
    sessionSecret: testSessionSecret,
    clock,
    logLevel: 'silent',
    scanner: testScanner(),
    attachmentsDir,
    ...(options.files === undefined ? {} : { files: options.files }),
    ...(options.notificationBus === undefined ? {} : { notificationBus: options.notificationBus }),
    ...(options.onRoute === undefined ? {} : { onRoute: options.onRoute }),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.handle.db,
    clock,
    attachmentsDir,
    close: async () => {
      await app.close();
      await database.dispose();
      rmSync(attachmentsDir, { recursive: true, force: true });
    },
  };
}

/** Every file under `dir` (recursively), as paths relative to it. */
export function filesUnder(dir: string, prefix = ''): string[] {
  let entries: string[];
  try {
    entries = readdirSync(join(dir, prefix));
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const relative = prefix === '' ? name : `${prefix}/${name}`;
    return statSync(join(dir, relative)).isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

/** A case member with his own eligibility record linked as 'self'. */
export interface CaseMember {
  userId: string;
  email: string;
  /** sixDegPatientID of the member himself. */
  selfLinkId: string;
  eligibilityId: string;
  planId: string;
}

/**
 * Creates a case member: a plan (if new), an eligibility record, an account with the case member
 * roles (or `roles`) and the 'self' link.
 */
export async function createCaseMember(
  db: Kysely<Database>,
  options: {
    email: string;
    memberId: string;
    planId?: string;
    roles?: string[];
    record?: Partial<TestEligibility>;
  },
): Promise<CaseMember> {
  const planId = await createPlan(db, options.planId ?? 'case-plan', 'Case Test Plan (synthetic)');
  const eligibilityId = await createEligibility(db, {
    planId,
    memberId: options.memberId,
    ...options.record,
  });
  const userId = await createUser(db, {
    email: options.email,
    roles: options.roles ?? caseMemberRoles,
    planIds: [planId],
  });
  const selfLinkId = await linkPerson(db, userId, eligibilityId, 'self');
  return { userId, email: options.email, selfLinkId, eligibilityId, planId };
}

/** Links an account to an eligibility record; returns the sixDegPatientID. */
export function linkPerson(
  db: Kysely<Database>,
  userId: string,
  eligibilityId: string,
  relationship: 'self' | 'dependent',
): Promise<string> {
  return addMemberLink(db, { userId, eligibilityId: eligibilityId, relationship, at: nextLinkTime() });
}

let lastLinkTime = 0;

/**
 * The wall-clock time of a new test link, a millisecond after the previous one at least: an
 * account's links are ordered by time, so two made in one millisecond would come back in the
 * random order of their ids.
 */
function nextLinkTime(): string {
  lastLinkTime = Math.max(Date.now(), lastLinkTime + 1);
  return new Date(lastLinkTime).toISOString();
}

/** Adds a child record under `member` and links it as his dependent; returns the sixDegPatientID. */
export async function addDependent(
  db: Kysely<Database>,
  member: CaseMember,
  memberId: string,
): Promise<string> {
  const eligibilityId = await createEligibility(db, {
    planId: member.planId,
    memberId,
    firstName: 'KID',
    dateOfBirth: '2015-06-02',
    relationship: 'child',
  });
  return linkPerson(db, member.userId, eligibilityId, 'dependent');
}

/** A valid `POST /api/createCase` body of `recordType` for the patient `sixDegPatientID`. */
export function memberCaseBody(
  sixDegPatientID: string,
  recordType: CaseRecordType = 'BalanceBill',
  overrides: Partial<MemberCaseBody> = {},
): MemberCaseBody {
  const provider = {
    providerOfficeName: 'Synthetic Lakeside Clinic',
    physicianName: 'Dr. Synthetic Example',
    providerPhone: '2165550123',
    providerStreet: '100 Example Ave',
    providerCity: 'Cleveland',
    providerState: 'OH',
    providerZip: '44106',
  };
  return {
    recordType,
    sixDegPatientID,
    preferredMethodOfContact: 'Email',
    phone: '2165550100',
    email: 'member@example.test',
    address: '1 Synthetic St',
    city: 'Cleveland',
    state: 'OH',
    zip: '44106',
    ...(recordType === 'AccessIssue'
      ? {
          newPatient: 'new',
          typeOfAccessIssue: 'Physician',
          patientSeenFor: 'general',
          reasonForAccessIssue: 'Patient tried to make appointment, was denied',
        }
      : {}),
    ...(recordType === 'BalanceBill' ? {} : { description: provider }),
    ...overrides,
  };
}

/**
 * Creates a case straight in the store (no HTTP) for `member`'s patient `linkId` (default: the
 * member himself); returns its id and number. For tests of other features that need cases.
 * Without `notificationBus` its 'created' event stays undelivered (until `deliverPending`); with
 * it, the event becomes notifications at once, announced on that bus, as the app does it.
 */
export async function createTestCase(
  db: Kysely<Database>,
  member: CaseMember,
  options: Partial<NewCase> & { linkId?: string; notificationBus?: NotificationBus } = {},
): Promise<{ id: string; CaseNumber: string }> {
  const link = await db
    .selectFrom('member_links')
    .select(['id', 'eligibility_id'])
    .where('id', '=', options.linkId ?? member.selfLinkId)
    .executeTakeFirstOrThrow();
  const { linkId: _linkId, notificationBus, ...overrides } = options;
  const clock = new ManualClock(new Date());
  const writer = notificationBus === undefined ? null : new NotificationWriter(notificationBus, clock);
  const store = new LocalCaseStore(
    db,
    clock,
    writer === null ? null : (trx, event) => writer.write(trx, event),
  );
  return store.create({
    recordType: 'BalanceBill',
    channel: 'member',
    submittedByUserId: member.userId,
    memberLinkId: link.id,
    eligibilityId: link.eligibility_id,
    planId: member.planId,
    member: {
      firstName: 'TEST',
      lastName: 'MEMBER',
      memberId: null,
      dateOfBirth: null,
      phone: '2165550100',
      email: member.email,
      address: null,
      city: null,
      state: null,
      zip: '44106',
      preferredContact: 'Email',
      newPatient: null,
      groupId: null,
      planName: 'Case Test Plan (synthetic)',
      tpaName: null,
    },
    submitter: null,
    provider: { name: null, street: null, city: null, state: null, zip: null, details: null },
    additionalComment: null,
    isSynthetic: true,
    ...overrides,
  });
}

/** A 1×1 PNG. */
export const samplePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal PDF. */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
/** The start of a Windows executable (MZ header). */
export const sampleExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
/** An OLE2 compound file header, the container of a .doc. */
export const sampleDoc = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504, 0),
]);

/** A zip of stored (uncompressed) entries. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A minimal Word document (.docx). */
export const sampleDocx = zipOf({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="urn:x"><w:body/></w:document>',
});
/** A plain zip that is no Word document. */
export const sampleZip = zipOf({ 'notes.txt': 'synthetic test file' });

/** A file part of a multipart body. */
export interface MultipartFile {
  field?: string;
  fileName: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body and its content type, as a browser sends an upload. */
export function multipartUpload(
  fields: Record<string, string>,
  files: readonly MultipartFile[],
): { payload: Buffer; contentType: string } {
  const boundary = `----medivi${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
