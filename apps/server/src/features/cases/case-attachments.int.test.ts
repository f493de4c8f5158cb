import { rmSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentLimits, invalidFileTypeMessage } from '@medivi/domain';
import { buildApp } from '../../app.js';
import { LocalFileStorage } from '../../platform/attachments/file-storage.js';
import {
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  createTestCase,
  filesUnder,
  type MultipartFile,
  multipartUpload,
  sampleDoc,
  sampleDocx,
  sampleExe,
  samplePdf,
  samplePng,
  sampleZip,
} from '../../testing/cases.js';
import { testScanner } from '../../testing/malware-scanner.js';
import { type SignedIn, signIn, testSessionSecret } from '../../testing/test-app.js';

describe('case attachments', () => {
  let t: CaseTestApp;
  let member: CaseMember;
  let other: CaseMember;
  let session: SignedIn;
  let otherSession: SignedIn;

  const upload = (
    caseID: string,
    files: readonly MultipartFile[],
    s: SignedIn = session,
  ): Promise<LightMyRequestResponse> => {
    const { payload, contentType } = multipartUpload({ caseID, contentLocation: '', title: 'EOB' }, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/case/uploadAttachment',
      headers: { ...s.headers, 'content-type': contentType },
      payload,
    });
  };
  const attachmentRows = (caseId: string) =>
    t.db.selectFrom('case_attachments').selectAll().where('case_id', '=', caseId).execute();

  beforeAll(async () => {
    t = await createCaseTestApp();
    member = await createCaseMember(t.db, { email: 'files-member@example.test', memberId: 'FILE100' });
    other = await createCaseMember(t.db, { email: 'files-other@example.test', memberId: 'FILE200' });
    session = await signIn(t.app, member.email);
    otherSession = await signIn(t.app, other.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores png, pdf, doc and docx judged by content and lists them on the case', async () => {
    const { id } = await createTestCase(t.db, member);
    const response = await upload(id, [
      { fileName: 'statement.png', content: samplePng },
      { fileName: 'eob.PDF', content: samplePdf },
      { fileName: 'letter.doc', content: sampleDoc },
      { fileName: 'appeal.docx', content: sampleDocx },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      success: boolean;
      attachments: { contentType: string; fileName: string }[];
    }>();
    expect(body.success).toBe(true);
    expect(body.attachments.map((a) => a.contentType)).toEqual([
      'image/png',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    const rows = await attachmentRows(id);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.uploaded_by_user_id === member.userId && row.sha256.length === 64)).toBe(
      true,
    );
    const stored = filesUnder(t.attachmentsDir).filter((path) => !path.startsWith('tmp/'));
    expect(stored.sort()).toEqual(
      rows.map((row) => `${row.storage_key.slice(0, 2)}/${row.storage_key}`).sort(),
    );
    const detail = await t.app.inject({ method: 'GET', url: `/api/case/${id}`, headers: session.headers });
    expect(detail.json<{ records: [{ attachments: unknown[] }] }>().records[0].attachments).toHaveLength(4);
  });

  it.each([
    ['a renamed executable as .pdf', 'bill.pdf', sampleExe],
    ['a zip as .docx', 'letter.docx', sampleZip],
    ['a PDF as .png', 'scan.png', samplePdf],
    ['a compound file as .docx', 'old.docx', sampleDoc],
    ['a text file as .jpg', 'photo.jpg', Buffer.from('plain text, not an image')],
    ['an accepted content under an .exe name', 'setup.exe', samplePdf],
    ['an empty file', 'empty.pdf', Buffer.alloc(0)],
  ])('refuses %s with 415 and stores nothing', async (_name, fileName, content) => {
    const { id } = await createTestCase(t.db, member);
    const before = filesUnder(t.attachmentsDir).length;
    const response = await upload(id, [{ fileName, content }]);
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toBe(invalidFileTypeMessage);
    expect(await attachmentRows(id)).toHaveLength(0);
    expect(filesUnder(t.attachmentsDir)).toHaveLength(before);
  });

  it('is all or nothing: one bad file among good ones stores none of them', async () => {
    const { id } = await createTestCase(t.db, member);
    const before = filesUnder(t.attachmentsDir).length;
    const response = await upload(id, [
      { fileName: 'good.pdf', content: samplePdf },
      { fileName: 'bad.pdf', content: sampleExe },
    ]);
    expect(response.statusCode).toBe(415);
    expect(await attachmentRows(id)).toHaveLength(0);
    expect(filesUnder(t.attachmentsDir)).toHaveLength(before);
  });

  it('accepts files of several MiB up to the limit, beyond the 1 MiB JSON body limit', async () => {
    const { id } = await createTestCase(t.db, member);
    const large = Buffer.concat([
      samplePdf,
      Buffer.alloc(attachmentLimits.maxFileBytes - samplePdf.length, 0x20),
    ]);
    const response = await upload(id, [{ fileName: 'long-statement.pdf', content: large }]);
    expect(response.statusCode).toBe(200);
    const [row] = await attachmentRows(id);
    expect(row?.size_bytes).toBe(attachmentLimits.maxFileBytes);
  });

  it('answers 413 for a file over 10 MiB', async () => {
    const { id } = await createTestCase(t.db, member);
    const big = Buffer.concat([samplePdf, Buffer.alloc(attachmentLimits.maxFileBytes, 0x20)]);
    const response = await upload(id, [{ fileName: 'huge.pdf', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(await attachmentRows(id)).toHaveLength(0);
  });

  it('answers 413 beyond 10 files per case, counting what the case holds', async () => {
    const { id } = await createTestCase(t.db, member);
    const nine = Array.from({ length: 9 }, (_, i) => ({
      fileName: `page-${String(i)}.png`,
      content: samplePng,
    }));
    expect((await upload(id, nine)).statusCode).toBe(200);
    const response = await upload(id, [
      { fileName: 'a.png', content: samplePng },
      { fileName: 'b.png', content: samplePng },
    ]);
    expect(response.statusCode).toBe(413);
    expect(await attachmentRows(id)).toHaveLength(9);
    expect((await upload(id, [{ fileName: 'last.png', content: samplePng }])).statusCode).toBe(200);
  });

  it('answers 413 beyond 25 MiB per case, counting what the case holds', async () => {
    const { id } = await createTestCase(t.db, member);
    const nineMiB = Buffer.concat([samplePdf, Buffer.alloc(9 * 1024 * 1024, 0x20)]);
    expect(
      (
        await upload(id, [
          { fileName: 'a.pdf', content: nineMiB },
          { fileName: 'b.pdf', content: nineMiB },
        ])
      ).statusCode,
    ).toBe(200);
    const third = await upload(id, [{ fileName: 'c.pdf', content: nineMiB }]);
    expect(third.statusCode).toBe(413);
    expect(await attachmentRows(id)).toHaveLength(2);
    const atOnce = await createTestCase(t.db, member);
    const tooMuch = await upload(atOnce.id, [
      { fileName: 'a.pdf', content: nineMiB },
      { fileName: 'b.pdf', content: nineMiB },
      { fileName: 'c.pdf', content: nineMiB },
    ]);
    expect(tooMuch.statusCode).toBe(413);
    expect(await attachmentRows(atOnce.id)).toHaveLength(0);
  });

  it("refuses an upload to another member's case as if it did not exist", async () => {
    const { id } = await createTestCase(t.db, other);
    const response = await upload(id, [{ fileName: 'eob.pdf', content: samplePdf }]);
    expect(response.statusCode).toBe(404);
    expect(await attachmentRows(id)).toHaveLength(0);
    const unknown = await upload('no-such-case', [{ fileName: 'eob.pdf', content: samplePdf }]);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 without caseID or without files, and 415 for a JSON body', async () => {
    const { id } = await createTestCase(t.db, member);
    expect((await upload('', [{ fileName: 'eob.pdf', content: samplePdf }])).statusCode).toBe(400);
    expect((await upload(id, [])).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/case/uploadAttachment',
      headers: session.headers,
      payload: { caseID: id },
    });
    expect(json.statusCode).toBe(415);
  });

  it('serves a download only to those who may read the case, as an attachment with nosniff', async () => {
    const { id } = await createTestCase(t.db, member);
    const stored = await upload(id, [{ fileName: '../../etc/<bill>.pdf', content: samplePdf }]);
    const [attachment] = stored.json<{ attachments: { id: string; fileName: string }[] }>().attachments;
    expect(attachment?.fileName).toBe('bill.pdf');
    const url = `/api/case/${id}/attachments/${attachment?.id ?? ''}`;
    const download = await t.app.inject({ method: 'GET', url, headers: session.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="bill\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(samplePdf)).toBe(true);
    // The detail's link is followed by the browser itself: the cookie, and no X-CSRF-Token.
    const followed = await t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
    expect(followed.statusCode).toBe(200);
    expect(followed.rawPayload.equals(samplePdf)).toBe(true);
    const signedOut = await t.app.inject({ method: 'GET', url });
    expect(signedOut.statusCode).toBe(401);
    const foreign = await t.app.inject({ method: 'GET', url, headers: otherSession.headers });
    expect(foreign.statusCode).toBe(404);
    const wrongCase = await createTestCase(t.db, member);
    const mismatched = await t.app.inject({
      method: 'GET',
      url: `/api/case/${wrongCase.id}/attachments/${attachment?.id ?? ''}`,
      headers: session.headers,
    });
    expect(mismatched.statusCode).toBe(404);
  });

  it('removes the files it stored when storing fails midway, leaving no row and no file', async () => {
    const dir = `${t.attachmentsDir}-failing`;
    const local = new LocalFileStorage(dir);
    let puts = 0;
    const failing = {
      put: async (key: string, content: Buffer) => {
        puts += 1;
        if (puts === 2) throw new Error('disk full');
        await local.put(key, content);
      },
      open: (key: string) => local.open(key),
      remove: (key: string) => local.remove(key),
    };
    const app = await buildApp({
      handle: t.database.handle,
      sessionSecret: testSessionSecret,
      clock: t.clock,
      logLevel: 'silent',
      files: failing,
      scanner: testScanner(),
    });
    await app.ready();
    try {
      // Sessions live in the database, so the member's session is valid on this second app too.
      const s = session;
      const { id } = await createTestCase(t.db, member);
      const { payload, contentType } = multipartUpload({ caseID: id }, [
        { fileName: 'one.pdf', content: samplePdf },
        { fileName: 'two.pdf', content: samplePdf },
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/case/uploadAttachment',
        headers: { ...s.headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(500);
      expect(puts).toBe(2);
      expect(await attachmentRows(id)).toHaveLength(0);
      expect(filesUnder(dir)).toEqual([]);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
