import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentLimits, captchaMessages, type RbpFormCaseBody } from '@medivi/domain';
import {
  type CaseTestApp,
  filesUnder,
  multipartUpload,
  samplePdf,
  samplePng,
  sampleExe,
} from '../../testing/cases.js';
import { cookieOf } from '../../testing/test-app.js';
import { uploadNotAllowedMessage } from './rbp-form.routes.js';
import { createRbpFormTestApp, solvedToken, validRbpBodies } from './testing/rbp-form.js';
import { uploadGrantCookieName } from './upload-grant.js';

interface ErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}

describe('POST /api/createRbpFormCase and /api/uploadAttachmentRbpForms (public case form)', () => {
  let t: CaseTestApp;
  let addressCounter = 0;
  const nextAddress = () =>
    `10.50.${String(Math.floor((addressCounter += 1) / 200))}.${String(addressCounter % 200)}`;

  beforeAll(async () => {
    t = await createRbpFormTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (body: RbpFormCaseBody, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/createRbpFormCase', payload: body, remoteAddress });

  const caseCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('cases')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const upload = (
    caseId: string,
    cookie: string | undefined,
    files = [{ fileName: 'bill.pdf', content: samplePdf }],
  ) => {
    const { payload, contentType } = multipartUpload(
      { caseID: caseId, contentLocation: '', title: caseId },
      files,
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/uploadAttachmentRbpForms',
      payload,
      headers: { 'content-type': contentType, ...(cookie === undefined ? {} : { cookie }) },
      remoteAddress: nextAddress(),
    });
  };

  it('files each of the four types with no session: channel public, no submitter account, groupid upper-cased', async () => {
    for (const body of Object.values(validRbpBodies)) {
      const response = await create({ ...body, token: await solvedToken(t) });
      expect(response.statusCode, `${body.recordType}: ${response.body}`).toBe(200);
      const reply = response.json<{ id: string; CaseNumber: string }>();
      expect(reply.CaseNumber).not.toBe('');
      const row = await t.db
        .selectFrom('cases')
        .selectAll()
        .where('id', '=', reply.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        record_type: body.recordType,
        channel: 'public',
        submitted_by_user_id: null,
        group_id: 'GRP100',
        date_of_birth: '1980-04-12',
        member_id: 'SYN100200',
      });
      expect(JSON.parse(row.submitter_json ?? '{}')).toMatchObject({ companyName: 'Synthetic Benefits LLC' });
      expect(cookieOf(response, uploadGrantCookieName)).toBeDefined();
    }
    const accessIssue = await t.db
      .selectFrom('cases')
      .select(['provider_name', 'provider_json', 'new_patient'])
      .where('record_type', '=', 'AccessIssue')
      .executeTakeFirstOrThrow();
    expect(accessIssue.provider_name).toBe('Synthetic Hospital');
    expect(Number(accessIssue.new_patient)).toBe(1);
    expect(JSON.parse(accessIssue.provider_json ?? '{}')).toMatchObject({
      scheduledDateOfService: '2026-03-02T00:00:00.000Z',
      reasonForAccessIssue: 'Patient tried to make appointment, was denied',
    });
  });

  it("refuses a missing captcha with 'Please complete the reCAPTCHA.' and writes nothing", async () => {
    const before = await caseCount();
    for (const token of [undefined, '', '   ']) {
      const response = await create({
        ...validRbpBodies.BalanceBill,
        ...(token === undefined ? {} : { token }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>()).toMatchObject({
        message: captchaMessages.missing,
        code: 'CAPTCHA_MISSING',
        fieldErrors: { token: captchaMessages.missing },
      });
    }
    expect(await caseCount()).toBe(before);
  });

  it('refuses an invalid captcha and a replayed one; the first use files exactly one case', async () => {
    const before = await caseCount();
    const junk = await create({
      ...validRbpBodies.CallAhead,
      token: Buffer.from('{"x":1}').toString('base64'),
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json<ErrorBody>().code).toBe('CAPTCHA_INVALID');

    const token = await solvedToken(t);
    const first = await create({ ...validRbpBodies.CallAhead, token });
    expect(first.statusCode).toBe(200);
    const replay = await create({ ...validRbpBodies.CallAhead, token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json<ErrorBody>()).toMatchObject({
      code: 'CAPTCHA_REPLAYED',
      message: captchaMessages.replayed,
    });
    expect(await caseCount()).toBe(before + 1);
  });

  it('a broken rule does not spend the captcha: the same token files the corrected form', async () => {
    const token = await solvedToken(t);
    const broken = await create({ ...validRbpBodies.Appeal, memberId: '', token });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ErrorBody>().fieldErrors).toEqual({ memberId: 'This field is required' });
    const fixed = await create({ ...validRbpBodies.Appeal, token });
    expect(fixed.statusCode).toBe(200);
  });

  type Body = Record<string, unknown> & { description?: Record<string, unknown> };
  const withDescription = (body: Body, description: Record<string, unknown>): Body => ({
    ...body,
    description: { ...body.description, ...description },
  });

  it('enforces every public-form rule per type with the field message (cases spec §5)', async () => {
    const bb = validRbpBodies.BalanceBill as Body;
    const ai = validRbpBodies.AccessIssue as Body;
    const ca = validRbpBodies.CallAhead as Body;
    const cases: [string, Body, string, string][] = [
      // Submitter and member rules: every type, Call Ahead included (docs/decisions/0062).
      [
        'submitter first name',
        {
          ...bb,
          submitterContactInfo: { ...validRbpBodies.BalanceBill.submitterContactInfo, firstName: ' ' },
        },
        'submitterContactInfo.firstName',
        'This field is required',
      ],
      [
        'submitter company',
        {
          ...ca,
          submitterContactInfo: { ...validRbpBodies.CallAhead.submitterContactInfo, companyName: '' },
        },
        'submitterContactInfo.companyName',
        'This field is required',
      ],
      [
        'submitter phone',
        {
          ...bb,
          submitterContactInfo: { ...validRbpBodies.BalanceBill.submitterContactInfo, phoneNumber: '555010' },
        },
        'submitterContactInfo.phoneNumber',
        'Must be a valid phone number',
      ],
      [
        'submitter email',
        {
          ...bb,
          submitterContactInfo: {
            ...validRbpBodies.BalanceBill.submitterContactInfo,
            emailAddress: 'sam#x@example.com',
          },
        },
        'submitterContactInfo.emailAddress',
        'Must be a valid email',
      ],
      ['member id', { ...ca, memberId: '' }, 'memberId', 'This field is required'],
      ['member last name', { ...bb, lastName: '' }, 'lastName', 'This field is required'],
      ['dob missing', { ...bb, dateOfBirth: '' }, 'dateOfBirth', 'Date of birth is required'],
      [
        'dob in the future',
        { ...bb, dateOfBirth: '2999-01-01T00:00:00Z' },
        'dateOfBirth',
        'Must be a valid date',
      ],
      [
        'dob over 200 years ago',
        { ...bb, dateOfBirth: '1800-01-01T00:00:00Z' },
        'dateOfBirth',
        'Must be a valid date',
      ],
      [
        'dob not a date',
        { ...bb, dateOfBirth: '2001-02-30T00:00:00Z' },
        'dateOfBirth',
        'Must be a valid date',
      ],
      ['member phone', { ...bb, phone: '' }, 'phone', 'This field is required'],
      ['member phone format', { ...bb, phone: '55501002001' }, 'phone', 'Must be a valid phone number'],
      ['member email', { ...ai, email: 'pat synthetic@example.com' }, 'email', 'Must be a valid email'],
      ['member address', { ...bb, address: '' }, 'address', 'This field is required'],
      ['member city', { ...bb, city: '' }, 'city', 'This field is required'],
      ['member state', { ...bb, state: '' }, 'state', 'This field is required'],
      ['member zip', { ...bb, zip: '4410' }, 'zip', 'Must be a valid Zip Code'],
      ['group', { ...bb, groupid: '' }, 'groupid', 'This field is required'],
      ['plan name', { ...ca, planname: '' }, 'planname', 'This field is required'],
      ['tpa name', { ...bb, tpaName: '' }, 'tpaName', 'This field is required'],
      // Access Issue.
      ['new patient', { ...ai, newPatient: null }, 'newPatient', 'This field is required'],
      [
        'type of access issue',
        { ...ai, typeOfAccessIssue: '' },
        'typeOfAccessIssue',
        'This field is required',
      ],
      ['patient seen for', { ...ai, patientSeenFor: '' }, 'patientSeenFor', 'This field is required'],
      [
        'no reason',
        { ...ai, reasonForAccessIssue: '' },
        'reasonForAccessIssue',
        'Please select at least one reason',
      ],
      [
        'other without text',
        {
          ...ai,
          reasonForAccessIssue: 'Patient tried to make appointment, was denied',
          isReasonForAccessIssueOthers: true,
        },
        'reasonForAccessIssue',
        'Please describe the other reason',
      ],
      [
        'ai date of service',
        { ...ai, scheduledDateOfService: '' },
        'scheduledDateOfService',
        'Date of Service is required',
      ],
      [
        'ai date of service year',
        { ...ai, scheduledDateOfService: '2101-01-01T00:00:00Z' },
        'scheduledDateOfService',
        'Must be a valid date',
      ],
      [
        'ai provider address',
        withDescription(ai, { providerAddress: '' }),
        'description.providerAddress',
        'This field is required',
      ],
      [
        'ai provider city',
        withDescription(ai, { providerCity: '' }),
        'description.providerCity',
        'This field is required',
      ],
      [
        'ai provider state',
        withDescription(ai, { providerState: '' }),
        'description.providerState',
        'This field is required',
      ],
      [
        'ai provider zip',
        withDescription(ai, { providerZip: '443' }),
        'description.providerZip',
        'Must be a valid Zip Code',
      ],
      [
        'ai provider phone',
        withDescription(ai, { providerPhone: '' }),
        'description.providerPhone',
        'This field is required',
      ],
      [
        'facility name',
        withDescription(ai, { FacilityName: '' }),
        'description.FacilityName',
        'This field is required',
      ],
      [
        'billing contact',
        withDescription(ai, { BillingContact: '' }),
        'description.BillingContact',
        'This field is required',
      ],
      [
        'physician name (Physician)',
        { ...ai, typeOfAccessIssue: 'Physician' },
        'description.physicianName',
        'This field is required',
      ],
      [
        'physician type (Both)',
        withDescription(
          { ...ai, typeOfAccessIssue: 'Professional - Physician Unknown' },
          { physicianName: 'Dr. X' },
        ),
        'description.physicianType',
        'This field is required',
      ],
      // Call Ahead.
      [
        'ca date of service',
        { ...ca, scheduledDateOfService: '' },
        'scheduledDateOfService',
        'Date of Service is required',
      ],
      [
        'ca date of service year',
        { ...ca, scheduledDateOfService: '1899-12-31T00:00:00Z' },
        'scheduledDateOfService',
        'Must be a valid date',
      ],
      [
        'ca physician name',
        withDescription(ca, { physicianName: '' }),
        'description.physicianName',
        'This field is required',
      ],
      [
        'ca office name',
        withDescription(ca, { providerOfficeName: '' }),
        'description.providerOfficeName',
        'This field is required',
      ],
      [
        'ca provider phone',
        withDescription(ca, { providerPhone: '555' }),
        'description.providerPhone',
        'Must be a valid phone number',
      ],
      [
        'ca provider city',
        withDescription(ca, { providerCity: '' }),
        'description.providerCity',
        'This field is required',
      ],
      [
        'ca provider state',
        withDescription(ca, { providerState: '' }),
        'description.providerState',
        'This field is required',
      ],
      [
        'ca provider zip',
        withDescription(ca, { providerZip: '' }),
        'description.providerZip',
        'This field is required',
      ],
    ];
    const before = await caseCount();
    for (const [name, body, path, message] of cases) {
      const response = await create({ ...(body as RbpFormCaseBody), token: 'not-checked-before-the-rules' });
      expect(response.statusCode, name).toBe(400);
      expect(response.json<ErrorBody>().fieldErrors?.[path], `${name}: ${response.body}`).toBe(message);
    }
    expect(await caseCount()).toBe(before);
  });

  it('accepts Other with its free text as the only reason, and Facility fields are not needed for Physician', async () => {
    const ai = validRbpBodies.AccessIssue as Body;
    const otherOnly = await create({
      ...(ai as RbpFormCaseBody),
      reasonForAccessIssue: 'Front desk refused the plan card',
      isReasonForAccessIssueOthers: true,
      token: await solvedToken(t),
    });
    expect(otherOnly.statusCode, otherOnly.body).toBe(200);
    const physician = await create({
      ...(withDescription(
        { ...ai, typeOfAccessIssue: 'Physician' },
        {
          FacilityName: '',
          BillingContact: '',
          physicianName: 'Dr. Synthetic',
          physicianType: 'Cardiology',
        },
      ) as RbpFormCaseBody),
      token: await solvedToken(t),
    });
    expect(physician.statusCode, physician.body).toBe(200);
  });

  it('uploads files to the case this browser just created, all or nothing, and only then', async () => {
    const created = await create({ ...validRbpBodies.BalanceBill, token: await solvedToken(t) });
    const { id } = created.json<{ id: string }>();
    const cookie = cookieOf(created, uploadGrantCookieName);
    const other = await create({ ...validRbpBodies.Appeal, token: await solvedToken(t) });
    const otherId = other.json<{ id: string }>().id;

    // No cookie, a cookie for another case, a forged cookie: refused, nothing stored.
    for (const [caseId, sent] of [
      [id, undefined],
      [otherId, cookie],
      [id, `${uploadGrantCookieName}=${id}.${String(Date.now() + 60_000)}.${'A'.repeat(43)}`],
    ] as const) {
      const refused = await upload(caseId, sent);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().message).toBe(uploadNotAllowedMessage);
    }
    // A renamed executable is refused by content; nothing of the request is kept.
    const renamed = await upload(id, cookie, [
      { fileName: 'bill.pdf', content: samplePdf },
      { fileName: 'scan.pdf', content: sampleExe },
    ]);
    expect(renamed.statusCode).toBe(415);
    expect(filesUnder(t.attachmentsDir)).toEqual([]);
    // A file over the limit: 413.
    const oversized = await upload(id, cookie, [
      {
        fileName: 'big.pdf',
        content: Buffer.concat([samplePdf, Buffer.alloc(attachmentLimits.maxFileBytes)]),
      },
    ]);
    expect(oversized.statusCode).toBe(413);
    expect(filesUnder(t.attachmentsDir)).toEqual([]);
    // No files at all.
    const empty = await upload(id, cookie, []);
    expect(empty.statusCode).toBe(400);

    const accepted = await upload(id, cookie, [
      { fileName: 'bill.pdf', content: samplePdf },
      { fileName: 'eob.png', content: samplePng },
    ]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ success: true, caseID: id });
    const stored = await t.db.selectFrom('case_attachments').selectAll().where('case_id', '=', id).execute();
    expect(stored.map((a) => a.file_name).sort()).toEqual(['bill.pdf', 'eob.png']);
    expect(filesUnder(t.attachmentsDir)).toHaveLength(2);
    expect(
      await t.db.selectFrom('case_attachments').selectAll().where('case_id', '=', otherId).execute(),
    ).toEqual([]);
  });

  it('refuses an upload once the 30-minute window has passed', async () => {
    const created = await create({ ...validRbpBodies.Appeal, token: await solvedToken(t) });
    const { id } = created.json<{ id: string }>();
    t.clock.advance(31 * 60 * 1000);
    try {
      const late = await upload(id, cookieOf(created, uploadGrantCookieName));
      expect(late.statusCode).toBe(403);
    } finally {
      t.clock.advance(-31 * 60 * 1000);
    }
  });

  it('limits case submissions per client address: the 21st within an hour is 429', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 21; request += 1) {
      statuses.push((await create({ ...validRbpBodies.BalanceBill }, '10.99.0.1')).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    const elsewhere = await create({ ...validRbpBodies.BalanceBill }, '10.99.0.2');
    expect(elsewhere.statusCode).toBe(400);
  });
});
