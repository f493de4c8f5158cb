import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedResetFor } from '../features/passwords/testing/passwords.js';
import { createRbpFormTestApp, solvedToken, validRbpBodies } from '../features/rbp-form/testing/rbp-form.js';
import { uploadGrantCookieName } from '../features/rbp-form/upload-grant.js';
import {
  type CaseTestApp,
  caseMemberRoles,
  createCaseMember,
  createTestCase,
  filesUnder,
  multipartUpload,
  samplePdf,
} from '../testing/cases.js';
import { clientSubmitterRoles } from '../testing/notifications.js';
import { cookieOf, createUser, type SignedIn, signIn } from '../testing/test-app.js';
import { multipartMessages } from '../platform/multipart.js';

/** Broken multipart bodies: [what, content type, body]. */
const brokenBodies: [string, string, string | Buffer][] = [
  ['the outside tester’s cut-off body', 'multipart/form-data; boundary=xx', '--xx\r\nbroken'],
  [
    'a field cut off before its end',
    'multipart/form-data; boundary=xx',
    '--xx\r\nContent-Disposition: form-data; name="caseID"\r\n\r\nabc',
  ],
  [
    'a file cut off mid-content',
    'multipart/form-data; boundary=xx',
    Buffer.concat([
      Buffer.from('--xx\r\nContent-Disposition: form-data; name="caseID"\r\n\r\nCASE\r\n'),
      Buffer.from(
        '--xx\r\nContent-Disposition: form-data; name="f"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
      ),
      samplePdf.subarray(0, 40),
    ]),
  ],
  [
    'a part header without its blank line',
    'multipart/form-data; boundary=xx',
    '--xx\r\nContent-Disposition: form-data; name="password"\r\n',
  ],
  [
    'a body of another boundary',
    'multipart/form-data; boundary=xx',
    '--yy\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--yy--\r\n',
  ],
  [
    'no boundary at all',
    'multipart/form-data',
    '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xx--\r\n',
  ],
];

describe('multipart bodies, one reader for every route (docs/decisions/0088)', () => {
  let t: CaseTestApp;
  let staff: SignedIn;
  let caseId: string;
  let publicCaseId: string;
  let grantCookie: string;
  let reset: { cookie: string; token: string };

  beforeAll(async () => {
    t = await createRbpFormTestApp();
    const member = await createCaseMember(t.db, {
      email: 'multipart-member@example.test',
      memberId: 'MP100',
      roles: [...new Set([...caseMemberRoles, ...clientSubmitterRoles, 'medivi-admin'])],
    });
    caseId = (await createTestCase(t.db, member)).id;
    staff = await signIn(t.app, member.email);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/createRbpFormCase',
      payload: { ...validRbpBodies.BalanceBill, token: await solvedToken(t) },
      remoteAddress: '10.77.0.1',
    });
    publicCaseId = created.json<{ id: string }>().id;
    grantCookie = cookieOf(created, uploadGrantCookieName) ?? '';
    await createUser(t.db, { email: 'multipart-reset@example.test' });
    reset = await verifiedResetFor(t.app, 'multipart-reset@example.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const attachmentCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('case_attachments')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Sends `payload` to a multipart route the way a real caller of it would be signed in. */
  async function send(
    url: string,
    contentType: string,
    payload: string | Buffer,
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (url === '/api/updatePassword') {
      Object.assign(headers, { cookie: reset.cookie, 'x-csrf-token': reset.token });
    } else if (url === '/api/uploadAttachmentRbpForms') {
      headers.cookie = grantCookie;
    } else {
      Object.assign(headers, staff.headers);
    }
    return t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: '10.77.0.2' });
  }

  const multipartRoutes = [
    '/api/createProfile',
    '/api/updatePassword',
    '/api/case/uploadAttachment',
    '/api/case/uploadClientAttachment',
    '/api/uploadAttachmentRbpForms',
  ];

  for (const url of multipartRoutes) {
    it(`${url} answers every broken body with a 4xx and keeps nothing`, async () => {
      const stored = filesUnder(t.attachmentsDir).length;
      const attachments = await attachmentCount();
      for (const [what, contentType, payload] of brokenBodies) {
        const response = await send(url, contentType, payload);
        expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
      }
      const cutOff = await send(url, 'multipart/form-data; boundary=xx', '--xx\r\nbroken');
      expect(cutOff.statusCode).toBe(400);
      expect(cutOff.json()).toMatchObject({
        code: 'MALFORMED_MULTIPART',
        message: multipartMessages.malformed,
      });
      expect(filesUnder(t.attachmentsDir)).toHaveLength(stored);
      expect(await attachmentCount()).toBe(attachments);
      // And the server still answers afterwards.
      expect((await t.app.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(200);
    });
  }

  it('refuses a field longer than its limit instead of keeping it cut short', async () => {
    const { payload, contentType } = multipartUpload({ fullName: 'N'.repeat(5000), password: 'x' }, []);
    const response = await send('/api/createProfile', contentType, payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a file sent to a form that takes none', async () => {
    const { payload, contentType } = multipartUpload({ password: 'x' }, [
      { fileName: 'a.pdf', content: samplePdf },
    ]);
    expect((await send('/api/updatePassword', contentType, payload)).statusCode).toBe(413);
  });

  it('still stores a whole upload, so the refusals above are not refusing everything', async () => {
    const { payload, contentType } = multipartUpload({ caseID: caseId, contentLocation: '', title: 'EOB' }, [
      { fileName: 'eob.pdf', content: samplePdf },
    ]);
    const response = await send('/api/case/uploadAttachment', contentType, payload);
    expect(response.statusCode, response.body).toBe(200);
    const rbp = multipartUpload({ caseID: publicCaseId, contentLocation: '', title: 'bill' }, [
      { fileName: 'bill.pdf', content: samplePdf },
    ]);
    expect((await send('/api/uploadAttachmentRbpForms', rbp.contentType, rbp.payload)).statusCode).toBe(200);
  });

  it('gives no state-changing route of the API a 5xx for a cut-off multipart body', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    let tried = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const url = path.replace(/\{[^}]+\}/g, 'x1');
        const response = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { ...staff.headers, 'content-type': 'multipart/form-data; boundary=xx' },
          payload: '--xx\r\nbroken',
        });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(20);
  });
});
