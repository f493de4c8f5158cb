import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, CaseRecord } from '@medivi/domain';
import { setMissingClocks } from '../../platform/case-store/case-clock-backfill.js';
import { caseClockSettings } from '../../platform/case-store/case-clock-rows.js';
import {
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  createTestCase,
  multipartUpload,
  samplePdf,
} from '../../testing/cases.js';
import { createUser, type SignedIn, signIn } from '../../testing/test-app.js';
import { outboxFor } from '../../testing/outbox.js';
import { testDialect } from '../../testing/test-database.js';

describe(`case clocks on ${testDialect} (issue 35)`, () => {
  let t: CaseTestApp;
  let member: CaseMember;
  let session: SignedIn;
  let staff: SignedIn;
  let caseId: string;
  let appealId: string;

  /** Moves the app's clock to `iso`; sessions idle longer than 14 minutes end, so both sign in again. */
  const at = async (iso: string) => {
    t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
    session = await signIn(t.app, member.email);
    staff = await signIn(t.app, 'clock-staff@example.test');
  };
  const staffList = async (query: string): Promise<CaseRecord[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/getCases${query}`,
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ records: CaseRecord[] }>().records;
  };
  const detail = async (id: string, s: SignedIn = session): Promise<CaseDetail> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/case/${id}`, headers: s.headers });
    expect(response.statusCode).toBe(200);
    const [found] = response.json<{ records: CaseDetail[] }>().records;
    if (found === undefined) throw new Error('no case');
    return found;
  };
  const setStatus = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/cases/${id}/status`, headers: staff.headers, payload });
  const extend = (id: string, payload: object, s: SignedIn = staff) =>
    t.app.inject({ method: 'POST', url: `/api/cases/${id}/clock/extension`, headers: s.headers, payload });
  const upload = (id: string): Promise<LightMyRequestResponse> => {
    const { payload, contentType } = multipartUpload({ caseID: id, contentLocation: '', title: 'EOB' }, [
      { fileName: 'statement.pdf', content: samplePdf },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/case/uploadAttachment',
      headers: { ...session.headers, 'content-type': contentType },
      payload,
    });
  };
  const messagesOf = async (id: string) =>
    (
      await t.db
        .selectFrom('notifications')
        .select(['message', 'seq'])
        .where('case_id', '=', id)
        .where('user_id', '=', member.userId)
        .orderBy('seq')
        .execute()
    ).map((row) => row.message);

  beforeAll(async () => {
    t = await createCaseTestApp();
    member = await createCaseMember(t.db, { email: 'clock-member@example.test', memberId: 'CLOCK100' });
    await createUser(t.db, { email: 'clock-staff@example.test', roles: ['medivi-read', 'medivi-admin'] });
    // Wednesday before Thanksgiving 2026, 10:00 in New York. The clock only moves forward: the
    // tests sign in again after each move and read the newest code in the outbox.
    await at('2026-11-25T15:00:00.000Z');
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/createCase',
      headers: session.headers,
      payload: {
        recordType: 'AccessIssue',
        sixDegPatientID: member.selfLinkId,
        phone: '2165550100',
        email: member.email,
        preferredMethodOfContact: 'Email',
        zip: '44106',
        newPatient: 'new',
        typeOfAccessIssue: 'Facility',
        patientSeenFor: 'general',
        reasonForAccessIssue: 'Patient tried to make appointment, was denied',
        description: {
          providerOfficeName: 'Synthetic Clinic',
          providerPhone: '2165550111',
          providerStreet: '1 Main St',
          providerCity: 'Cleveland',
          providerState: 'OH',
          providerZip: '44106',
        },
      },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    caseId = filed.json<{ id: string }>().id;
    appealId = (
      await createTestCase(t.db, member, {
        recordType: 'Appeal',
        appealUrgency: 'urgent',
        createdAt: '2026-11-25T20:00:00.000Z',
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts the clock when the case is filed: business days past Thanksgiving, in New York time', async () => {
    const [record] = (await staffList('')).filter((r) => r.id === caseId);
    expect(record?.clock).toMatchObject({
      state: 'on-time',
      receivedAt: '2026-11-25T15:00:00.000Z',
      dueAt: '2026-12-04T04:59:59.999Z',
      firstResponseDueAt: '2026-11-28T04:59:59.999Z',
      pausedSince: null,
      extended: false,
      appealUrgency: null,
      source:
        "The plan's service levels for Access Issue, in business days: first response 1, resolution 5, extension 3",
    });
    const appeal = (await staffList('')).find((r) => r.id === appealId);
    expect(appeal?.clock).toMatchObject({ dueAt: '2026-11-28T20:00:00.000Z', appealUrgency: 'urgent' });
  });

  it('filters running clocks that are due soon or overdue, and sorts by due time', async () => {
    await at('2026-11-27T21:00:00.000Z');
    // The urgent appeal is due soon (24 hours left); the Access Issue is not yet.
    expect((await staffList('?due=due-soon')).map((r) => r.id)).toEqual([appealId]);
    expect((await staffList('?due=overdue')).map((r) => r.id)).toEqual([]);
    await at('2026-11-28T21:00:00.000Z');
    expect((await staffList('?due=overdue')).map((r) => r.id)).toEqual([appealId]);
    expect((await staffList('?due=due-soon')).map((r) => r.id)).toEqual([]);
    expect((await staffList('?sort=due')).map((r) => r.id)).toEqual([appealId, caseId]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/getCases?due=late', headers: staff.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('a request for documents stops the clock and tells the member by when to answer; his upload starts it again', async () => {
    await at('2026-11-30T15:00:00.000Z');
    expect(
      (await setStatus(caseId, { status: 'Processing', statusDetail: 'AwaitingDocuments' })).statusCode,
    ).toBe(200);
    const paused = await detail(caseId);
    expect(paused.clock).toMatchObject({ pausedSince: '2026-11-30T15:00:00.000Z', state: 'on-time' });
    expect(paused.clock?.firstRespondedAt).toBe('2026-11-30T15:00:00.000Z');
    expect(paused.clockHistory).toEqual([
      {
        kind: 'paused',
        at: '2026-11-30T15:00:00.000Z',
        reason: 'We asked you for documents we need to decide your case.',
        dueAt: '2026-12-04T04:59:59.999Z',
        answerBy: '2026-12-15T04:59:59.999Z',
      },
    ]);
    // A paused case is neither due soon nor overdue, though its old due time would say so.
    await at('2026-12-02T10:00:00.000Z');
    expect((await staffList('?due=due-soon')).map((r) => r.id)).not.toContain(caseId);
    expect(await messagesOf(caseId)).toContainEqual(
      `We need documents from you to decide Access Issue case ${paused.CaseNumber}. Please send them by December 14, 2026. Until then the time we have to answer stands still.`,
    );
    const asked = (await outboxFor(t.app, member.email)).find((m) => m.purpose === 'case-clock');
    expect(asked?.subject).toBe(`Case ${paused.CaseNumber}: we need documents from you`);
    expect(asked?.text).toContain('Please send them by December 14, 2026');
    await at('2026-12-02T15:00:00.000Z');
    expect((await upload(caseId)).statusCode).toBe(200);
    const resumed = await detail(caseId);
    expect(resumed.clock).toMatchObject({ pausedSince: null, dueAt: '2026-12-08T04:59:59.999Z' });
    expect(resumed.clockHistory?.map((event) => [event.kind, event.reason, event.dueAt])).toEqual([
      ['paused', 'We asked you for documents we need to decide your case.', '2026-12-04T04:59:59.999Z'],
      ['resumed', 'You sent documents.', '2026-12-08T04:59:59.999Z'],
    ]);
    expect(await messagesOf(caseId)).toContainEqual(
      `Thank you for the documents for Access Issue case ${resumed.CaseNumber}. We will answer by December 7, 2026.`,
    );
  });

  it('takes the one extension with a reason the member is told, and only once', async () => {
    await at('2026-12-03T15:00:00.000Z');
    const short = await extend(caseId, { reason: 'later' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ fieldErrors: Record<string, string> }>().fieldErrors.reason).toMatch(/at least 10/);
    expect((await extend(caseId, { reason: 'The hospital has not answered.' }, session)).statusCode).toBe(
      403,
    );
    const extended = await extend(caseId, { reason: 'The hospital has not answered our call yet.' });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json<CaseRecord>().clock).toMatchObject({
      dueAt: '2026-12-11T04:59:59.999Z',
      extended: true,
      extensionReason: 'The hospital has not answered our call yet.',
    });
    const told = (await outboxFor(t.app, member.email)).find((m) => m.subject.endsWith('we need more time'));
    expect(told?.text).toContain('We will answer by December 10, 2026.');
    expect(told?.text).toContain('Why: The hospital has not answered our call yet.');
    const again = await extend(caseId, { reason: 'The hospital has not answered our call yet.' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('CLOCK_NOT_EXTENDABLE');
    expect(await messagesOf(caseId)).toContainEqual(
      expect.stringContaining(
        'We will answer by December 10, 2026. Why: The hospital has not answered our call yet.',
      ),
    );
    const audit = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('subject_id', '=', caseId)
      .where('action', '=', 'case.clock_extended')
      .execute();
    expect(audit).toHaveLength(1);
    // Due soon once two business days are left: from the end of Tuesday 8 December.
    await at('2026-12-09T05:00:00.000Z');
    expect((await staffList('?due=due-soon')).map((r) => r.id)).toEqual([caseId]);
  });

  it('refuses an extension of a group health plan appeal (29 CFR 2560.503-1(i)(2))', async () => {
    const refused = await extend(appealId, { reason: 'We need more time for the review.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      /appeal of a group health plan has no extension/,
    );
    expect((await extend('no-such-case', { reason: 'We need more time for the review.' })).statusCode).toBe(
      404,
    );
  });

  it('closing decides the case: met by the due time, missed after it', async () => {
    await at('2026-12-09T15:00:00.000Z');
    expect((await setStatus(caseId, { status: 'Closed', statusDetail: 'Resolved' })).statusCode).toBe(200);
    expect((await detail(caseId)).clock?.state).toBe('met');
    expect((await setStatus(appealId, { status: 'Closed', statusDetail: 'Resolved' })).statusCode).toBe(200);
    expect((await detail(appealId)).clock?.state).toBe('missed');
    const extendedClosed = await extend(appealId, { reason: 'We need more time for the review.' });
    expect(extendedClosed.statusCode).toBe(409);
  });

  it('gives a case filed before the clocks its clock at start', async () => {
    const { id } = await createTestCase(t.db, member, { createdAt: '2026-11-02T15:00:00.000Z' });
    await t.db
      .updateTable('cases')
      .set({ due_at: null, due_soon_at: null, received_at: null })
      .where('id', '=', id)
      .execute();
    expect(await setMissingClocks(t.db, new Date('2026-11-03T00:00:00.000Z'), caseClockSettings())).toBe(1);
    const row = await t.db
      .selectFrom('cases')
      .select(['received_at', 'due_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // A Balance Bill: 45 business days after Monday 2 November 2026 (Veterans Day, Thanksgiving,
    // Christmas and New Year's Day skipped): Friday 8 January 2027.
    expect(row).toEqual({ received_at: '2026-11-02T15:00:00.000Z', due_at: '2027-01-09T04:59:59.999Z' });
  });
});
