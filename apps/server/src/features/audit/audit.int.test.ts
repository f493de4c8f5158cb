import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditPage, auditCsvColumns } from '@medivi/domain';
import { recordAuditEvent } from '../../platform/audit.js';
import { ManualClock } from '../../platform/clock.js';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';

describe(`GET /api/audit on ${testDialect} (docs/decisions/0097)`, () => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'audit-admin@example.test', roles: ['medivi-read', 'medivi-admin'] });
    await createUser(t.db, {
      email: 'audit-member@example.test',
      roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'],
    });
    // Whose rows are searched; never signs in here, so no other row names him.
    memberId = await createUser(t.db, { email: 'audit-reader@example.test', roles: ['medivi-read'] });
    // 30 reads by him over three days of March 2026, one a formula-like record id.
    for (let i = 0; i < 30; i += 1) {
      const clock = new ManualClock(new Date(Date.UTC(2026, 2, 1 + (i % 3), 10, i)));
      await recordAuditEvent(t.db, clock, {
        actorUserId: memberId,
        action: i % 2 === 0 ? 'case.read' : 'case.listed',
        subjectType: 'case',
        subjectId: i === 4 ? '=cmd|calc' : `case-${String(i)}`,
        address: '198.51.100.20',
        outcome: i === 5 ? 'denied' : 'success',
        detail: { method: 'GET', status: i === 5 ? 404 : 200 },
      });
    }
    admin = await signIn(t.app, 'audit-admin@example.test');
    member = await signIn(t.app, 'audit-member@example.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string, session: SignedIn | null = admin) =>
    t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers: session?.headers ?? {} });
  const page = async (query: string) => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditPage>();
  };

  it('answers 401 signed out and 403 to anyone but medivi-admin, with no row in either', async () => {
    const signedOut = await search('', null);
    expect(signedOut.statusCode).toBe(401);
    const asMember = await search('', member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.body).not.toContain('case-1');
    const csv = await search('?format=csv', member);
    expect(csv.statusCode).toBe(403);
  });

  it('pages newest first on the server', async () => {
    const first = await page(`?actor=${memberId}&pageSize=25`);
    expect(first.total).toBe(30);
    expect(first.events).toHaveLength(25);
    const second = await page(`?actor=${memberId}&pageSize=25&page=2`);
    expect(second.events).toHaveLength(5);
    const all = [...first.events, ...second.events];
    expect(new Set(all.map((e) => e.id)).size).toBe(30);
    const times = all.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.events[0]).toMatchObject({
      actorEmail: 'audit-reader@example.test',
      address: '198.51.100.20',
    });
  });

  it('filters by actor (id or e-mail), action, record, outcome and days', async () => {
    expect((await page('?actor=AUDIT-READER@example.test')).total).toBe(30);
    expect((await page('?actor=nobody@example.test')).total).toBe(0);
    // Part of an address is enough (issue 31 item 11).
    expect((await page('?actor=audit-read')).total).toBe(30);
    expect((await page(`?actor=${memberId}&action=case.listed`)).total).toBe(15);
    const record = await page('?record=case-7');
    expect(record.events.map((e) => e.subjectId)).toEqual(['case-7']);
    expect((await page(`?actor=${memberId}&outcome=denied`)).events.map((e) => e.subjectId)).toEqual([
      'case-5',
    ]);
    expect((await page(`?actor=${memberId}&from=2026-03-02&to=2026-03-02`)).total).toBe(10);
    expect((await page(`?actor=${memberId}&from=2026-03-02`)).total).toBe(20);
    expect((await page(`?actor=${memberId}&to=2026-03-01`)).total).toBe(10);
  });

  it('lists every action the trail holds for the Action picker, to admins only (issue 31)', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/audit/actions', headers: admin.headers });
    expect(listed.statusCode).toBe(200);
    const { actions } = listed.json<{ actions: string[] }>();
    expect(actions).toEqual(expect.arrayContaining(['case.listed', 'case.read']));
    expect(actions).toEqual([...actions].sort());
    expect(new Set(actions).size).toBe(actions.length);
    const refused = await t.app.inject({ method: 'GET', url: '/api/audit/actions', headers: member.headers });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses bad filters with 400 and field messages', async () => {
    for (const [query, field] of [
      ['?from=March', 'from'],
      ['?from=2026-03-03&to=2026-03-01', 'to'],
      ['?pageSize=7', 'pageSize'],
      ['?page=0', 'page'],
      ['?outcome=maybe', 'outcome'],
      [`?actor=${'x'.repeat(300)}`, 'actor'],
    ] as const) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors, query).toHaveProperty(
        field,
      );
    }
  });

  it('exports every match as CSV, with a header row and no formula cells', async () => {
    const response = await search(`?actor=${memberId}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(response.body);
    expect(rows[0]).toEqual([...auditCsvColumns]);
    expect(rows).toHaveLength(31);
    const subjects = rows.slice(1).map((row) => row[auditCsvColumns.indexOf('subjectId')]);
    expect(subjects).toContain("'=cmd|calc");
    expect(rows[1]?.[auditCsvColumns.indexOf('actorEmail')]).toBe('audit-reader@example.test');
  });

  it('records each search of the trail as an audit row of its own', async () => {
    const reads = await page('?action=audit.read');
    expect(reads.total).toBeGreaterThan(0);
    expect(
      reads.events.some((e) => e.outcome === 'denied' && e.actorEmail === 'audit-member@example.test'),
    ).toBe(true);
  });
});
