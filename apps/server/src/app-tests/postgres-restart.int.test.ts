import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@medivi/domain';
import { type PortalProcess, startPortal } from '../../../../tools/portal-process.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { type CaseMember, createCaseMember, memberCaseBody } from '../testing/cases.js';
import { connectNotificationSocket, type NotificationSocket } from '../testing/notification-socket.js';
import { call, type PortalSession, signInOverHttp } from '../testing/portal-client.js';
import { type PostgresCluster, startPostgresCluster } from '../testing/postgres-cluster.js';
import { testSessionSecret } from '../testing/test-app.js';
import { testDialect } from '../testing/test-database.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One answered request during the trial. */
interface Answer {
  status: number;
  retryAfter: string | null;
  code: string | undefined;
  message: string | undefined;
}

/**
 * A PostgreSQL restart while the portal serves (issue 15 item 2, docs/decisions/0101): the
 * portal's own PostgreSQL is stopped like a crash (`pg_ctl stop -m immediate`) under steady
 * requests and started again. Requests during the gap get 503 with Retry-After and a clear
 * message, never 500; afterwards the same portal process serves the same session, and a case
 * filed then reaches the member's open notifications socket through the re-established LISTEN.
 * Runs in the PostgreSQL run (it makes a server of its own to stop).
 */
describe.skipIf(testDialect !== 'postgres')('a PostgreSQL restart while the portal serves', () => {
  let cluster: PostgresCluster;
  let member: CaseMember;
  let portal: PortalProcess;
  let session: PortalSession;
  let socket: NotificationSocket;
  let work: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const handle = openDatabase(cluster.url);
    try {
      await migrateToLatest(handle);
      member = await createCaseMember(handle.db, { email: 'restart@example.test', memberId: 'RSTR100' });
    } finally {
      await handle.close();
    }
    work = mkdtempSync(join(tmpdir(), 'medivi-pg-restart-portal-'));
    portal = await startPortal(
      {
        DATABASE_URL: cluster.url,
        ATTACHMENTS_DIR: join(work, 'attachments'),
        VAR_DIR: join(work, 'var'),
        SESSION_SECRET: testSessionSecret,
        IMPORT_ON_START: 'false',
        DEMO_DATA: 'false',
        MAIL_TRANSPORT: 'outbox',
        LOG_LEVEL: 'fatal',
        CLAMD_SOCKET: inject('clamdSocket'),
      },
      { fromSource: true, timeoutMs: 180_000 },
    );
    session = await signInOverHttp(portal.url, member.email);
    socket = await connectNotificationSocket(portal.url.replace(/^http/, 'ws'), { cookie: session.cookie });
    await socket.subscribe({ userType: 'member', sixDegPatientIDs: [member.selfLinkId], after: 0 });
  });
  afterAll(async () => {
    socket.close();
    await portal.stop();
    cluster.dispose();
    rmSync(work, { recursive: true, force: true });
  });

  it('answers 503 with a retry hint during the gap, then serves the same session and delivers again', async () => {
    const answers: Answer[] = [];
    let running = true;
    // One browser keeps filing cases, two keep reading the list.
    const loops = [0, 1, 2].map(async (n) => {
      while (running) {
        try {
          const response =
            n === 0
              ? await call(session, 'POST', '/api/createCase', memberCaseBody(member.selfLinkId))
              : await call(session, 'GET', '/api/getCases');
          const body = (await response.json()) as { code?: string; message?: string };
          answers.push({
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            code: body.code,
            message: body.message,
          });
        } catch {
          answers.push({ status: 0, retryAfter: null, code: undefined, message: undefined });
        }
        await sleep(25);
      }
    });
    await sleep(500);
    const stoppedAt = answers.length;
    cluster.stop('immediate');
    await sleep(1_500);
    cluster.start();
    // The portal's pool reconnects on the next request; allow it a few seconds.
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && answers.at(-1)?.status !== 200) await sleep(100);
    await sleep(300);
    running = false;
    await Promise.all(loops);

    const during = answers.slice(stoppedAt);
    const refused = during.filter((a) => a.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer).toEqual({
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/) as unknown,
        code: 'DATABASE_UNAVAILABLE',
        message: messages.databaseUnavailable,
      });
    }
    expect(answers.at(-1)?.status).toBe(200);

    // The same session, in the same process, still signed in; a new case reaches the open socket.
    const auth = await call(session, 'GET', '/api/auth');
    expect(((await auth.json()) as { user?: { email?: string } }).user?.email).toBe(member.email);
    const created = await call(session, 'POST', '/api/createCase', memberCaseBody(member.selfLinkId));
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const delivered = await socket.next((m) => m.type === 'notification' && m.payload.CaseID === id, 15_000);
    expect(delivered.type).toBe('notification');
    console.log(
      `PostgreSQL restart: ${String(answers.length)} requests, ${String(refused.length)} answered 503 with Retry-After during the gap, 0 other failures; session and notifications recovered`,
    );
  }, 300_000);
});
