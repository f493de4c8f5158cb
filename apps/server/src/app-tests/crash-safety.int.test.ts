import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PortalProcess, startPortal } from '../../../../tools/portal-process.js';
import { LocalFileStorage } from '../platform/attachments/file-storage.js';
import { orphanFileWindowMs, sweepOrphanFiles } from '../platform/attachments/orphan-files.js';
import { ManualClock } from '../platform/clock.js';
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
  startPartialUpload,
  uploadOne,
  visibleCases,
} from '../testing/portal-client.js';
import { testSessionSecret } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A distinct PDF of about `kib` KiB, so each file has its own checksum. */
const pdf = (kib: number) =>
  Buffer.concat([samplePdf, Buffer.from(`%${randomBytes(kib * 512).toString('hex')}\n`)]);

/**
 * Crash safety (issue 15 item 2, docs/decisions/0101): the portal, run from source as its own
 * process, is killed with SIGKILL at four points of a member's submission (a case, then one upload
 * a file, 0094) and started again on the same database and folder. Each time the member's
 * session still holds, every case he sees is whole as committed (its event and notification, and
 * each listed file downloads with the checksum he sent) and a file that never arrived can be sent
 * again; files stored without a committed row are gone after housekeeping's window.
 */
describe(`a portal killed mid-submission (${testDialect})`, () => {
  let database: TestDatabase;
  let member: CaseMember;
  let portal: PortalProcess;
  let session: PortalSession;
  let work: string;
  let env: Record<string, string>;
  /** What the member sent per case id: file name → SHA-256. */
  const sent = new Map<string, Map<string, string>>();
  const outcomes: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    member = await createCaseMember(database.handle.db, { email: 'crash@example.test', memberId: 'CRSH100' });
    work = mkdtempSync(join(tmpdir(), 'medivi-crash-'));
    env = {
      DATABASE_URL: database.url,
      ATTACHMENTS_DIR: join(work, 'attachments'),
      VAR_DIR: join(work, 'var'),
      SESSION_SECRET: testSessionSecret,
      IMPORT_ON_START: 'false',
      DEMO_DATA: 'false',
      MAIL_TRANSPORT: 'outbox',
      LOG_LEVEL: 'fatal',
      CLAMD_SOCKET: inject('clamdSocket'),
    };
    portal = await startPortal(env, { fromSource: true, timeoutMs: 180_000 });
    session = await signInOverHttp(portal.url, member.email);
  });
  afterAll(async () => {
    if (portal.child.exitCode === null) portal.child.kill('SIGKILL');
    await database.dispose();
    rmSync(work, { recursive: true, force: true });
  });

  const killAndRestart = async (): Promise<void> => {
    const exited = once(portal.child, 'exit');
    portal.child.kill('SIGKILL');
    await exited;
    portal = await startPortal(env, { fromSource: true, port: portal.port, timeoutMs: 180_000 });
  };

  const createCase = async (): Promise<string> => {
    const response = await call(session, 'POST', '/api/createCase', memberCaseBody(member.selfLinkId));
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    sent.set(id, new Map());
    return id;
  };

  const upload = async (caseId: string, fileName: string, content: Buffer): Promise<void> => {
    sent.get(caseId)?.set(fileName, sha256(content));
    const response = await uploadOne(session, caseId, fileName, content);
    expect(response.status).toBe(200);
  };

  /** The invariant after a restart; returns the member's cases. */
  const checkWhole = async () => {
    const auth = await call(session, 'GET', '/api/auth');
    expect(auth.status).toBe(200);
    expect(((await auth.json()) as { user?: { email?: string } }).user?.email).toBe(member.email);
    const cases = await visibleCases(session);
    const db = database.handle.db;
    for (const visible of cases) {
      const expected = sent.get(visible.id);
      for (const file of visible.files) expect(expected?.get(file.fileName)).toBe(file.sha256);
      const notified = await db
        .selectFrom('notifications')
        .select('id')
        .where('case_id', '=', visible.id)
        .where('user_id', '=', member.userId)
        .execute();
      expect(notified.length).toBeGreaterThan(0);
    }
    for (const row of await db.selectFrom('case_attachments').select(['storage_key', 'sha256']).execute()) {
      const bytes = readFileSync(
        join(env.ATTACHMENTS_DIR ?? '', row.storage_key.slice(0, 2), row.storage_key),
      );
      expect(sha256(bytes)).toBe(row.sha256);
    }
    return cases;
  };

  const filesOf = async (caseId: string) =>
    (await checkWhole()).find((c) => c.id === caseId)?.files.map((f) => f.fileName) ?? null;

  it('keeps every case whole through SIGKILL at four points of a submission', async () => {
    // 1. While the case itself is being created: it is there with its notification, or not at all.
    const before = (await checkWhole()).length;
    void call(session, 'POST', '/api/createCase', memberCaseBody(member.selfLinkId)).catch(() => null);
    await sleep(5);
    await killAndRestart();
    const after = await checkWhole();
    expect(after.length - before).toBeGreaterThanOrEqual(0);
    expect(after.length - before).toBeLessThanOrEqual(1);
    for (const c of after) expect(c.files).toEqual([]);
    outcomes.push(after.length > before ? 'create: committed' : 'create: nothing');

    // 2. After the case, before its files: the case is listed without files; sending them works.
    const second = await createCase();
    await killAndRestart();
    expect(await filesOf(second)).toEqual([]);
    await upload(second, 'bill.pdf', pdf(4));
    await upload(second, 'eob.pdf', pdf(4));
    expect((await filesOf(second))?.sort()).toEqual(['bill.pdf', 'eob.pdf']);
    outcomes.push('between case and files: case without files, both sent after restart');

    // 3. While the second file's body is arriving: the first is there, the second not at all.
    const third = await createCase();
    await upload(third, 'bill.pdf', pdf(4));
    startPartialUpload(session, third, 'eob.pdf', pdf(512));
    await sleep(300);
    await killAndRestart();
    expect(await filesOf(third)).toEqual(['bill.pdf']);
    await upload(third, 'eob.pdf', pdf(8));
    expect((await filesOf(third))?.sort()).toEqual(['bill.pdf', 'eob.pdf']);
    outcomes.push('mid-body: first file kept, second absent, sent again');

    // 4. As a whole file arrives (scan, store, commit): it is listed with its bytes, or not at all.
    const fourth = await createCase();
    const content = pdf(64);
    sent.get(fourth)?.set('bill.pdf', sha256(content));
    void uploadOne(session, fourth, 'bill.pdf', content).catch(() => null);
    await sleep(40);
    await killAndRestart();
    const arrived = await filesOf(fourth);
    expect(arrived === null ? null : arrived.length <= 1).toBe(true);
    if (arrived?.length === 0) await upload(fourth, 'bill.pdf', content);
    expect(await filesOf(fourth)).toEqual(['bill.pdf']);
    outcomes.push(`as the file arrives: ${arrived?.length === 1 ? 'committed' : 'nothing, sent again'}`);

    // Files stored without a committed row are swept once housekeeping's window has passed.
    const dir = env.ATTACHMENTS_DIR ?? '';
    const keys = new Set(
      (await database.handle.db.selectFrom('case_attachments').select('storage_key').execute()).map(
        (r) => r.storage_key,
      ),
    );
    const stray = filesUnder(dir).filter((path) => !keys.has(path.split('/').pop() ?? ''));
    const later = new ManualClock(new Date(Date.now() + orphanFileWindowMs + 60_000));
    const removed = await sweepOrphanFiles(database.handle.db, new LocalFileStorage(dir), later);
    expect(removed).toBe(stray.length);
    expect(filesUnder(dir).filter((path) => !keys.has(path.split('/').pop() ?? ''))).toEqual([]);
    console.log(
      `crash trials: ${String(outcomes.length)} SIGKILLs; ${outcomes.join('; ')}; ${String(removed)} stray file(s) swept`,
    );
  }, 600_000);
});
