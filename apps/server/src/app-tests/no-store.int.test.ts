import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CaseTestApp,
  caseMemberRoles,
  createCaseMember,
  createCaseTestApp,
  createTestCase,
} from '../testing/cases.js';
import { clientSubmitterRoles } from '../testing/notifications.js';
import { type SignedIn, signIn } from '../testing/test-app.js';

type OpenApiPaths = Record<string, Record<string, unknown>>;

describe('authenticated replies are never cached (docs/decisions/0093)', () => {
  let t: CaseTestApp;
  let session: SignedIn;
  let caseId: string;

  beforeAll(async () => {
    t = await createCaseTestApp();
    const member = await createCaseMember(t.db, {
      email: 'cache-member@example.test',
      memberId: 'CACHE100',
      roles: [...new Set([...caseMemberRoles, ...clientSubmitterRoles])],
    });
    caseId = (await createTestCase(t.db, member)).id;
    session = await signIn(t.app, member.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('says no-store on member detail, cases, case detail and notifications', async () => {
    for (const url of [
      '/api/memberDetail',
      '/api/getCases?sixDegPatientID=all',
      `/api/case/${caseId}`,
      '/api/notifications',
      '/api/auth',
      '/api/v2/get-plans',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: session.headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('says no-store on every reply of every read route, errors included, but the shared public data', async () => {
    const paths = (t.app.swagger() as { paths: OpenApiPaths }).paths;
    let tried = 0;
    for (const [path, methods] of Object.entries(paths)) {
      // Shared public data, the same for every caller and without member data, may be cached: the
      // breach ranges, and the published Transparency in Coverage files and their list (0116).
      if (
        methods.get === undefined ||
        path.startsWith('/ws/') ||
        path.startsWith('/api/password-range/') ||
        path.startsWith('/api/transparency/files')
      )
        continue;
      const url = path.replace(/\{[^}]+\}/g, 'x1');
      const response = await t.app.inject({ method: 'GET', url, headers: session.headers });
      expect(response.headers['cache-control'], `${url} (${String(response.statusCode)})`).toBe('no-store');
      tried += 1;
    }
    expect(tried).toBeGreaterThan(15);
    const range = await t.app.inject({ method: 'GET', url: '/api/password-range/5BAA6' });
    expect(range.headers['cache-control']).toMatch(/max-age/);
    const published = await t.app.inject({ method: 'GET', url: '/api/transparency/files' });
    expect(published.headers['cache-control']).toBe('public, max-age=300');
  });
});
