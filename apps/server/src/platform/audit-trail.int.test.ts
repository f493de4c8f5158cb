import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  createTestCase,
} from '../testing/cases.js';
import { type SignedIn, signIn } from '../testing/test-app.js';
import { testDialect } from '../testing/test-database.js';
import { auditedRoutes } from './audited-routes.js';

/**
 * Paths that name member data (cases, attachments, member detail, dependents, plans, users,
 * invitations, reports, the trail itself): a route under one of them must be audited or listed in
 * `notAudited` with its reason.
 */
const memberDataPath =
  /case|attachment|member|dependent|plan|users|invit|report|analys|audit|access-request/i;

/** Routes whose path looks like member data but that read none, with the reason. */
const notAudited: Record<string, string> = {
  'GET /api/sfCaseStatus': 'status labels only, no case',
  'GET /api/v2/get-LivePlansForProviders': 'plan names for Provider Search, no member',
  'GET /api/v2/get-masterPlans': "the client's plan names, no member",
  'GET /api/v2/masterPlans': "the client's plan names, no member",
  'GET /api/reports/:reportName/plans': "the report reader's plan names, no member",
  'GET /api/audit/actions': 'the names of the actions in the trail, no member',
  'GET /api/member/plan-design': "a plan's benefit design, the terms its ID cards print, no member",
  'POST /api/uploadAttachmentRbpForms': 'public form; the service writes case.public_attachments_added',
  'POST /api/createRbpFormCase': 'public form; the service writes case.public_created',
  'POST /api/v3/members/verify-credentials': 'registration; the service records failed look-ups',
  'GET /api/v3/members/verify-email/:email': 'registration: whether an e-mail is free, no member data',
  'POST /api/v3/members/add': 'registration; the service records the account created',
  'GET /api/cost-comparison/analyses': "an analyst's own saved analyses: plan figures he typed, no member",
  'POST /api/cost-comparison/analyses': "an analyst's own saved analysis, no member",
  'GET /api/cost-comparison/analyses/:analysisId': "an analyst's own saved analysis, no member",
  'PUT /api/cost-comparison/analyses/:analysisId': "an analyst's own saved analysis, no member",
  'DELETE /api/cost-comparison/analyses/:analysisId': "an analyst's own saved analysis, no member",
  'POST /api/comparison-savings-analysis': 'a document of the figures in the request, no member',
  'GET /api/provider-notice/:planID': "a plan's public provider notice, no member",
  'GET /api/plans/service-levels': 'plan names and which set their own service levels, no member',
  'GET /api/plans/:planId/service-levels': "a plan's service levels in business days, no member",
  'GET /api/plans/transparency-identifiers':
    'plan names and whether their file identifiers are complete, no member',
  'GET /api/plans/:planId/transparency-identifiers':
    "a plan's Transparency in Coverage identifiers (the sponsor's EIN or HIOS id, names), no member",
};

describe(`the request rows of audited routes on ${testDialect} (docs/decisions/0097)`, () => {
  let t: CaseTestApp;
  let member: CaseMember;
  let other: CaseMember;
  let session: SignedIn;
  let ownCase: string;
  let foreignCase: string;

  beforeAll(async () => {
    t = await createCaseTestApp();
    member = await createCaseMember(t.db, { email: 'trail-member@example.test', memberId: 'TRAIL1' });
    other = await createCaseMember(t.db, { email: 'trail-other@example.test', memberId: 'TRAIL2' });
    ownCase = (await createTestCase(t.db, member)).id;
    foreignCase = (await createTestCase(t.db, other)).id;
    session = await signIn(t.app, member.email);
  });
  afterAll(async () => {
    await t.close();
  });

  const rowsFor = (subjectId: string) =>
    t.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'action', 'subject_type', 'address', 'outcome', 'detail'])
      .where('subject_id', '=', subjectId)
      .orderBy('at')
      .execute();

  it('records a read of his own case as success, with where it came from', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/case/${ownCase}`,
      headers: session.headers,
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(200);
    expect(await rowsFor(ownCase)).toEqual([
      {
        actor_user_id: member.userId,
        action: 'case.read',
        subject_type: 'case',
        address: '203.0.113.9',
        outcome: 'success',
        detail: JSON.stringify({ method: 'GET', status: 200 }),
      },
    ]);
  });

  it("records a try at another member's case as denied, and a signed-out one with no actor", async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/case/${foreignCase}`, headers: session.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/case/${foreignCase}` })).statusCode).toBe(401);
    const rows = await rowsFor(foreignCase);
    expect(rows.map((row) => [row.actor_user_id, row.action, row.outcome])).toEqual([
      [member.userId, 'case.read', 'denied'],
      [null, 'case.read', 'denied'],
    ]);
  });

  it('records a refused attachment download and a list read', async () => {
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/case/${ownCase}/attachments/no-such-file`,
      headers: session.headers,
    });
    expect(download.statusCode).toBe(404);
    const rows = await rowsFor(ownCase);
    expect(rows.at(-1)).toMatchObject({ action: 'case.attachment_read', outcome: 'denied' });
    expect(JSON.parse(rows.at(-1)?.detail ?? '{}')).toMatchObject({
      attachmentId: 'no-such-file',
      status: 404,
    });

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/getCases', headers: session.headers })).statusCode,
    ).toBe(200);
    const lists = await t.db
      .selectFrom('audit_events')
      .select(['outcome'])
      .where('action', '=', 'case.listed')
      .where('actor_user_id', '=', member.userId)
      .execute();
    expect(lists).toEqual([{ outcome: 'success' }]);
  });

  it('covers every route whose path names member data', () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const routes = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    expect(routes.length).toBeGreaterThan(20);
    const uncovered = routes.filter(
      (route) =>
        memberDataPath.test(route) && auditedRoutes[route] === undefined && notAudited[route] === undefined,
    );
    expect(uncovered).toEqual([]);
    expect(routes).toContain('GET /api/case/:id');
  });
});
