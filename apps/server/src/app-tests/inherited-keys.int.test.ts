import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CaseTestApp,
  caseMemberRoles,
  createCaseMember,
  createCaseTestApp,
  createTestCase,
  multipartUpload,
  samplePdf,
} from '../testing/cases.js';
import { clientSubmitterRoles } from '../testing/notifications.js';
import { type SignedIn, signIn } from '../testing/test-app.js';

/** Names every plain object inherits: looked up as keys of a constant table they must find nothing. */
const inheritedNames = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
}
type OpenApiPaths = Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;

describe('user-given keys never reach inherited members (docs/decisions/0092)', () => {
  let t: CaseTestApp;
  let session: SignedIn;
  let caseId: string;

  beforeAll(async () => {
    t = await createCaseTestApp();
    const member = await createCaseMember(t.db, {
      email: 'keys-member@example.test',
      memberId: 'KEYS100',
      roles: [
        ...new Set([
          ...caseMemberRoles,
          ...clientSubmitterRoles,
          'medivi-admin',
          'medivi-updateproviderexperience',
        ]),
      ],
    });
    caseId = (await createTestCase(t.db, member)).id;
    session = await signIn(t.app, member.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('labels sfCaseStatus with null for inherited status and detail names, never a 500', async () => {
    for (const [status, detail] of [
      ['Processing', 'toString'],
      ['__proto__', 'constructor'],
      ['constructor', 'name'],
      ['Closed', 'hasOwnProperty'],
      ['toString', 'toString'],
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/sfCaseStatus?status=${status}&statusdetail=${detail}`,
        headers: session.headers,
      });
      expect(response.statusCode, `${status}/${detail}: ${response.body}`).toBe(200);
      expect(response.json<{ statusdetaillabel: string | null }>().statusdetaillabel).toBeNull();
    }
  });

  it('refuses an upload named with an inherited extension as a file type it does not accept', async () => {
    for (const name of inheritedNames) {
      const { payload, contentType } = multipartUpload({ caseID: caseId }, [
        { fileName: `bill.${name}`, content: samplePdf },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/case/uploadAttachment',
        headers: { ...session.headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `bill.${name}: ${response.body}`).toBe(415);
    }
  });

  it('answers every read route below 500 with inherited names in its path and query', async () => {
    const paths = (t.app.swagger() as { paths: OpenApiPaths }).paths;
    let tried = 0;
    for (const [path, methods] of Object.entries(paths)) {
      const read = methods.get;
      if (read === undefined || path.startsWith('/ws/')) continue;
      const queryNames = (read.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const name of inheritedNames) {
        const url = new URL(path.replace(/\{[^}]+\}/g, encodeURIComponent(name)), 'http://localhost');
        for (const query of queryNames) url.searchParams.set(query, name);
        const response = await t.app.inject({
          method: 'GET',
          url: `${url.pathname}${url.search}`,
          headers: session.headers,
        });
        expect(response.statusCode, `GET ${url.pathname}${url.search}: ${response.body}`).toBeLessThan(500);
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(60);
  });

  it('answers every state-changing route below 500 with inherited names as JSON keys and values', async () => {
    const paths = (t.app.swagger() as { paths: OpenApiPaths }).paths;
    for (const [path, methods] of Object.entries(paths)) {
      for (const method of Object.keys(methods)) {
        if (!['post', 'put', 'delete'].includes(method)) continue;
        for (const name of inheritedNames) {
          const response = await t.app.inject({
            method: method.toUpperCase() as 'POST',
            url: path.replace(/\{[^}]+\}/g, encodeURIComponent(name)),
            headers: { ...session.headers, 'content-type': 'application/json' },
            payload: `{"${name}": {"${name}": "${name}"}, "status": "${name}", "recordType": "${name}", "role": "${name}"}`,
          });
          expect(response.statusCode, `${method} ${path} ${name}: ${response.body}`).toBeLessThan(500);
        }
      }
    }
  });
});
