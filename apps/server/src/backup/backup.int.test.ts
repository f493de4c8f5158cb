import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { LocalFileStorage } from '../platform/attachments/file-storage.js';
import {
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  memberCaseBody,
  multipartUpload,
  samplePdf,
} from '../testing/cases.js';
import { type SignedIn, signIn } from '../testing/test-app.js';
import { testDialect } from '../testing/test-database.js';
import { attachmentPath, readManifest } from './backup-manifest.js';
import { createBackup, restoreBackup } from './backup.js';

/** A fresh, empty restore target: an SQLite path, or a new PostgreSQL database (dropped at the end). */
async function emptyDatabase(dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (server === undefined) return { url: join(dir, 'restored.sqlite'), drop: () => Promise.resolve() };
  const name = `medivi_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: server });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

describe(`backup and restore under write load (${testDialect})`, () => {
  let t: CaseTestApp;
  let member: CaseMember;
  let session: SignedIn;
  let work: string;

  beforeAll(async () => {
    t = await createCaseTestApp();
    member = await createCaseMember(t.db, { email: 'backup-member@example.test', memberId: 'BACK100' });
    session = await signIn(t.app, member.email);
    work = mkdtempSync(join(tmpdir(), 'medivi-backup-test-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** Files one case with one unique PDF, as the browser does: create, then upload. */
  const fileCase = async (n: number): Promise<void> => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/createCase',
      headers: session.headers,
      payload: memberCaseBody(member.selfLinkId),
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: string }>();
    const content = Buffer.concat([
      samplePdf,
      Buffer.from(`%case ${String(n)} ${randomBytes(8).toString('hex')}\n`),
    ]);
    const { payload, contentType } = multipartUpload({ caseID: id, contentLocation: '', title: 'EOB' }, [
      { fileName: `bill-${String(n)}.pdf`, content },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/case/uploadAttachment',
      headers: { ...session.headers, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
  };

  it('restores every case, file (by checksum) and notification committed before the backup began', async () => {
    for (let n = 0; n < 6; n += 1) await fileCase(n);
    let writing = true;
    let filedDuring = 0;
    const writers = [0, 1, 2].map(async (w) => {
      for (let n = 100 * (w + 1); writing; n += 1) {
        await fileCase(n);
        filedDuring += 1;
      }
    });
    // Let the writers get going, then take what was committed when the backup begins.
    await new Promise((r) => setTimeout(r, 150));
    const committed = {
      cases: (await t.db.selectFrom('cases').select('id').execute()).map((r) => r.id),
      files: await t.db.selectFrom('case_attachments').select(['storage_key', 'sha256']).execute(),
      notifications: (await t.db.selectFrom('notifications').select('id').execute()).map((r) => r.id),
    };
    const backupDir = join(work, 'backup');
    const manifest = await createBackup(
      { databaseUrl: t.database.url, attachments: new LocalFileStorage(t.attachmentsDir) },
      backupDir,
    );
    writing = false;
    await Promise.all(writers);
    expect(filedDuring).toBeGreaterThan(0);
    expect(committed.notifications.length).toBeGreaterThanOrEqual(6);
    expect(manifest.database.kind).toBe(testDialect);
    expect(manifest.database.migration).toMatch(/^\d{4}-/);
    expect((await readManifest(backupDir)).attachments).toEqual(manifest.attachments);

    const restoredFiles = join(work, 'restored-files');
    const target = await emptyDatabase(work);
    try {
      const { checksumsMatched } = await restoreBackup(backupDir, {
        databaseUrl: target.url,
        attachments: new LocalFileStorage(restoredFiles),
      });
      expect(checksumsMatched).toBe(manifest.attachments.length + 1);
      const restored = openDatabase(target.url);
      try {
        const cases = new Set(
          (await restored.db.selectFrom('cases').select('id').execute()).map((r) => r.id),
        );
        expect(committed.cases.filter((id) => !cases.has(id))).toEqual([]);
        const notifications = new Set(
          (await restored.db.selectFrom('notifications').select('id').execute()).map((r) => r.id),
        );
        expect(committed.notifications.filter((id) => !notifications.has(id))).toEqual([]);
        // Every file committed before, and every file the restored rows name, is back with its bytes.
        const rows = await restored.db
          .selectFrom('case_attachments')
          .select(['storage_key', 'sha256'])
          .execute();
        expect(rows.length).toBeGreaterThanOrEqual(committed.files.length);
        const byKey = new Map(rows.map((r) => [r.storage_key, r.sha256]));
        for (const file of committed.files) expect(byKey.get(file.storage_key)).toBe(file.sha256);
        for (const row of rows) {
          const bytes = readFileSync(attachmentPath(restoredFiles, row.storage_key));
          expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
        }
      } finally {
        await restored.close();
      }
      console.log(
        `backup under load (${testDialect}): ${String(committed.cases.length)} cases, ${String(committed.files.length)} files, ${String(committed.notifications.length)} notifications committed before it began, ${String(filedDuring)} cases filed during it; ${String(checksumsMatched)} checksums matched on restore, every committed record found`,
      );
      // A second restore into the same, now used, targets is refused without --force.
      await expect(
        restoreBackup(backupDir, {
          databaseUrl: target.url,
          attachments: new LocalFileStorage(restoredFiles),
        }),
      ).rejects.toThrow(/not empty/);
    } finally {
      await target.drop();
    }
  });

  it('refuses a damaged backup before touching the target, and a used backup folder', async () => {
    const backupDir = join(work, 'damaged');
    const manifest = await createBackup(
      { databaseUrl: t.database.url, attachments: new LocalFileStorage(t.attachmentsDir) },
      backupDir,
    );
    const first = manifest.attachments[0];
    if (first === undefined) throw new Error('the backup holds no attachment');
    writeFileSync(attachmentPath(join(backupDir, 'attachments'), first.storageKey), 'tampered');
    const target = await emptyDatabase(join(work, 'damaged'));
    try {
      await expect(
        restoreBackup(backupDir, {
          databaseUrl: target.url,
          attachments: new LocalFileStorage(join(work, 'damaged-files')),
        }),
      ).rejects.toThrow(/damaged[\s\S]*checksum differs/);
      await expect(
        createBackup(
          { databaseUrl: t.database.url, attachments: new LocalFileStorage(t.attachmentsDir) },
          backupDir,
        ),
      ).rejects.toThrow(/not empty/);
    } finally {
      await target.drop();
    }
  });
});
