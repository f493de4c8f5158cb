import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PortalProcess, startPortal } from '../../../../tools/portal-process.js';
import {
  type CaseMember,
  createCaseMember,
  filesUnder,
  memberCaseBody,
  samplePdf,
} from '../testing/cases.js';
import {
  call,
  type PortalSession,
  sha256,
  signInOverHttp,
  uploadOne,
  visibleCases,
} from '../testing/portal-client.js';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.js';
import { testSessionSecret } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database.js';

/** A distinct PDF of about `kib` KiB. */
const pdf = (kib: number) =>
  Buffer.concat([samplePdf, Buffer.from(`%${randomBytes(kib * 512).toString('hex')}\n`)]);

/**
 * Two portal processes (issue 36), each with folders of its own, on one database and one bucket
 * (STORAGE=s3 and the S3_* settings, credentials from the SDK's chain in the environment): a case
 * filed through one gets files through both, and each serves every file.
 */
describe(`two portal processes sharing one database and one bucket (${testDialect})`, () => {
  let s3: TestS3Server;
  let database: TestDatabase;
  let member: CaseMember;
  let work: string;
  const portals: PortalProcess[] = [];

  beforeAll(async () => {
    s3 = await startTestS3Server();
    database = await createTestDatabase();
    member = await createCaseMember(database.handle.db, {
      email: 'two-hosts@example.test',
      memberId: 'TWO100',
    });
    work = mkdtempSync(join(tmpdir(), 'medivi-two-portals-'));
    const shared = {
      DATABASE_URL: database.url,
      SESSION_SECRET: testSessionSecret,
      IMPORT_ON_START: 'false',
      DEMO_DATA: 'false',
      MAIL_TRANSPORT: 'outbox',
      LOG_LEVEL: 'fatal',
      CLAMD_SOCKET: inject('clamdSocket'),
      ...s3.portalEnvironment(),
    };
    const started = await Promise.all(
      ['first', 'second'].map((name) =>
        startPortal(
          {
            ...shared,
            ATTACHMENTS_DIR: join(work, name, 'attachments'),
            TRANSPARENCY_DIR: join(work, name, 'transparency'),
            VAR_DIR: join(work, name, 'var'),
          },
          { fromSource: true, timeoutMs: 180_000 },
        ),
      ),
    );
    portals.push(...started);
  });
  afterAll(async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
    await database.dispose();
    await s3.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('files a case with attachments through both, and each serves every file', async () => {
    const [first, second] = portals;
    if (first === undefined || second === undefined) throw new Error('the portals did not start');
    const onFirst: PortalSession = await signInOverHttp(first.url, member.email);
    // Sessions live in the database: the same cookie is signed in on the other host.
    const onSecond: PortalSession = { ...onFirst, baseUrl: second.url };
    const created = await call(onFirst, 'POST', '/api/createCase', memberCaseBody(member.selfLinkId));
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const sent = new Map([
      ['eob-from-first.pdf', pdf(300)],
      ['bill-from-second.pdf', pdf(200)],
    ]);
    expect(
      (await uploadOne(onFirst, id, 'eob-from-first.pdf', sent.get('eob-from-first.pdf') ?? samplePdf))
        .status,
    ).toBe(200);
    expect(
      (await uploadOne(onSecond, id, 'bill-from-second.pdf', sent.get('bill-from-second.pdf') ?? samplePdf))
        .status,
    ).toBe(200);
    const expected = [...sent].map(([fileName, content]) => ({ fileName, sha256: sha256(content) }));
    for (const session of [onFirst, onSecond]) {
      const seen = (await visibleCases(session)).find((visible) => visible.id === id);
      expect(seen?.files.sort((a, b) => a.fileName.localeCompare(b.fileName))).toEqual(
        expected.sort((a, b) => a.fileName.localeCompare(b.fileName)),
      );
    }
    // Neither host kept a file on its own disk.
    for (const name of ['first', 'second']) expect(filesUnder(join(work, name, 'attachments'))).toEqual([]);
  });
});
