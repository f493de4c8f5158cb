import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  createTestCase,
  multipartUpload,
  samplePdf,
} from '../../testing/cases.js';
import { signIn } from '../../testing/test-app.js';
import { runHousekeeping } from '../housekeeping.js';
import { LocalFileStorage, newStorageKey } from './file-storage.js';
import { orphanFileWindowMs } from './orphan-files.js';

describe('housekeeping sweeps orphan attachment files', () => {
  let t: CaseTestApp;

  beforeAll(async () => {
    t = await createCaseTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes old part files and stored files no row names, keeps young ones and every committed file', async () => {
    const member = await createCaseMember(t.db, { email: 'orphans@example.test', memberId: 'ORPH100' });
    const session = await signIn(t.app, member.email);
    const { id } = await createTestCase(t.db, member);
    const { payload, contentType } = multipartUpload({ caseID: id, contentLocation: '', title: '' }, [
      { fileName: 'eob.pdf', content: samplePdf },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/case/uploadAttachment',
      headers: { ...session.headers, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const committed = await t.db
      .selectFrom('case_attachments')
      .select('storage_key')
      .executeTakeFirstOrThrow();

    const storage = new LocalFileStorage(t.attachmentsDir);
    const oldOrphan = newStorageKey();
    const youngOrphan = newStorageKey();
    await storage.put(oldOrphan, samplePdf);
    await storage.put(youngOrphan, samplePdf);
    mkdirSync(storage.tempDirectory, { recursive: true });
    const part = join(storage.tempDirectory, 'interrupted.part');
    writeFileSync(part, 'half a file');
    const pathOf = (key: string) => join(t.attachmentsDir, key.slice(0, 2), key);
    // Files older than the window, judged by the injected clock: the committed one too.
    const old = new Date(t.clock.now().getTime() - orphanFileWindowMs - 60_000);
    for (const path of [pathOf(oldOrphan), part, pathOf(committed.storage_key)]) utimesSync(path, old, old);

    await runHousekeeping(t.database.handle, t.clock, { attachmentFiles: storage });
    expect(existsSync(pathOf(oldOrphan))).toBe(false);
    expect(existsSync(part)).toBe(false);
    expect(existsSync(pathOf(youngOrphan))).toBe(true);
    expect(existsSync(pathOf(committed.storage_key))).toBe(true);

    // Past the window the young orphan goes too; the committed file still stays.
    t.clock.advance(orphanFileWindowMs + 60_000);
    await runHousekeeping(t.database.handle, t.clock, { attachmentFiles: storage });
    expect(existsSync(pathOf(youngOrphan))).toBe(false);
    expect(existsSync(pathOf(committed.storage_key))).toBe(true);
  });
});
