import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  type IdCardsReply,
  isoDateOf,
  limitedAccessLevel,
  planYearOf,
  type ProviderNotice,
  providerNoticeText,
} from '@medivi/domain';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClaimsContact } from '../../platform/claims-contact.js';
import { type CaseMember, createCaseMember, linkPerson } from '../../testing/cases.js';
import { createEligibility, createPlan } from '../../testing/eligibility.js';
import { clientViewerRoles, staffRoles } from '../../testing/notifications.js';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';

const run = promisify(execFile);
const memberRoles = ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'];

describe(`member ID cards and the provider notice on ${testDialect} (issue 32 item 5)`, () => {
  let t: TestApp;
  let workDir: string;
  let member: CaseMember;
  let other: CaseMember;
  let session: SignedIn;
  /** Values of the other member; none may reach the first member or the public notice. */
  const otherSecrets = ['ZEBEDIAH', 'QUOXWORTHY', 'IDCZ900', 'IDCZ901', 'GRPZ77'];

  beforeAll(async () => {
    t = await createTestApp();
    workDir = await mkdtemp(join(tmpdir(), 'id-card-'));
    await createPlan(t.db, 'idc-plan-a', 'Acme Retail Plan (synthetic)');
    await createPlan(t.db, 'idc-plan-b', 'Beta Works Plan (synthetic)');
    await createPlan(t.db, 'idc-plan-z', 'Zed Plan (synthetic)');
    member = await createCaseMember(t.db, {
      email: 'idc-member@example.test',
      memberId: 'IDCA100',
      planId: 'idc-plan-a',
      roles: memberRoles,
      record: { firstName: 'ALBERTA', lastName: 'ARKWRIGHT', groupId: 'GRPA12' },
    });
    for (const [memberId, firstName, relationship] of [
      ['IDCA102', 'CASPER', 'child'],
      ['IDCA101', 'BERNARD', 'spouse'],
    ] as const) {
      const record = await createEligibility(t.db, {
        planId: 'idc-plan-a',
        memberId,
        firstName,
        lastName: 'ARKWRIGHT',
        relationship,
        dateOfBirth: relationship === 'child' ? '2016-03-04' : '1979-01-02',
        subscriberMemberId: 'IDCA100',
      });
      await linkPerson(t.db, member.userId, record, 'dependent');
    }
    const ownOnB = await createEligibility(t.db, {
      planId: 'idc-plan-b',
      memberId: 'IDCB200',
      firstName: 'ALBERTA',
      lastName: 'ARKWRIGHT',
      groupId: 'GRPB34',
    });
    await linkPerson(t.db, member.userId, ownOnB, 'self');
    // Another member on the same plan A (and on plan Z), with a dependent of his own.
    other = await createCaseMember(t.db, {
      email: 'idc-other@example.test',
      memberId: 'IDCZ900',
      planId: 'idc-plan-a',
      roles: memberRoles,
      record: { firstName: 'ZEBEDIAH', lastName: 'QUOXWORTHY', groupId: 'GRPZ77' },
    });
    const otherKid = await createEligibility(t.db, {
      planId: 'idc-plan-a',
      memberId: 'IDCZ901',
      firstName: 'ZEBEDIAH',
      lastName: 'QUOXWORTHY',
      relationship: 'child',
    });
    await linkPerson(t.db, other.userId, otherKid, 'dependent');
    const otherOnZ = await createEligibility(t.db, { planId: 'idc-plan-z', memberId: 'IDCZ902' });
    await linkPerson(t.db, other.userId, otherOnZ, 'self');
    // Plan A's design for the plan year of today (plans start in January unless told otherwise).
    await t.db
      .insertInto('plan_designs')
      .values({
        plan_id: 'idc-plan-a',
        plan_year: planYearOf(isoDateOf(t.clock.now()), 1),
        multiple_inpatient: 1.5,
        multiple_outpatient: 1.6,
        multiple_professional: 1.4,
        deductible_individual: 1500,
        deductible_family: 3000,
        oop_max_individual: 5000,
        oop_max_family: 10000,
        coinsurance_percent: 20,
        copay_primary_care: null,
        copay_specialist: null,
        copay_urgent_care: null,
        copay_emergency: null,
        is_synthetic: 1,
        source_file: 'test',
        imported_at: new Date().toISOString(),
      })
      .execute();
    await createUser(t.db, {
      email: 'idc-client@example.test',
      roles: clientViewerRoles,
      planIds: ['idc-plan-a'],
    });
    await createUser(t.db, { email: 'idc-staff@example.test', roles: staffRoles });
    await createUser(t.db, { email: 'idc-nobody@example.test', roles: memberRoles });
    session = await signIn(t.app, member.email);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(workDir, { recursive: true, force: true });
  });

  async function pdfFacts(body: Buffer, name: string): Promise<{ info: string; text: string }> {
    const file = join(workDir, name);
    await writeFile(file, body);
    const info = (await run('pdfinfo', [file])).stdout;
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
    return { info, text };
  }

  it("gives a member one card per plan he holds, with his own dependents on that plan and nobody else's", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/member/id-card',
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { cards } = response.json<IdCardsReply>();
    expect(cards.map((card) => [card.planID, card.memberId, card.groupId])).toEqual([
      ['idc-plan-a', 'IDCA100', 'GRPA12'],
      ['idc-plan-b', 'IDCB200', 'GRPB34'],
    ]);
    const [planA, planB] = cards;
    expect(planA?.subscriberName).toBe('ALBERTA ARKWRIGHT');
    expect(planA?.dependents).toEqual([
      { name: 'BERNARD ARKWRIGHT', memberId: 'IDCA101', relationship: 'spouse' },
      { name: 'CASPER ARKWRIGHT', memberId: 'IDCA102', relationship: 'child' },
    ]);
    expect(planB?.dependents).toEqual([]);
    expect(planA?.medicareMultiples).toEqual({ inpatient: 1.5, outpatient: 1.6, professional: 1.4 });
    expect(planB?.medicareMultiples).toBeNull();
    expect(planA?.isSynthetic).toBe(true);
    for (const secret of otherSecrets) expect(response.body).not.toContain(secret);
  });

  it("leaves the dependents off a 'Limited Access' member's cards, on screen and printed", async () => {
    const setAccess = (level: string | null) =>
      t.db.updateTable('users').set({ access_level: level }).where('id', '=', member.userId).execute();
    await setAccess(limitedAccessLevel);
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/member/id-card',
        headers: session.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { cards } = response.json<IdCardsReply>();
      expect(cards.map((card) => [card.planID, card.memberId, card.dependents])).toEqual([
        ['idc-plan-a', 'IDCA100', []],
        ['idc-plan-b', 'IDCB200', []],
      ]);
      const printed = await t.app.inject({
        method: 'GET',
        url: '/api/member/id-card.pdf?size=letter&planID=idc-plan-a',
        headers: { cookie: session.cookie },
      });
      expect(printed.statusCode).toBe(200);
      const { text } = await pdfFacts(printed.rawPayload, 'limited-access.pdf');
      expect(text).toContain('IDCA100');
      for (const dependent of ['BERNARD', 'CASPER', 'IDCA101', 'IDCA102'])
        expect(text).not.toContain(dependent);
    } finally {
      await setAccess(null);
    }
  });

  it('prints on the card the notice of the plan, the configured contact and a QR code of the public page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/member/id-card',
      headers: session.headers,
    });
    const card = response.json<IdCardsReply>().cards[0];
    const url = 'http://localhost:3000/provider-notice?plan=idc-plan-a';
    expect(card?.providerNotice).toMatchObject({
      text: providerNoticeText({ inpatient: 1.5, outpatient: 1.6, professional: 1.4 }),
      phone: demoClaimsContact.phone,
      claimsAddress: demoClaimsContact.address,
      noticeUrl: url,
    });
    expect(card?.providerNotice.text[0]).toContain('150 % of Medicare for inpatient');
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    expect(card?.providerNotice.qrCodeDataUrl).toBe(
      `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    );
    const rows = await t.db
      .selectFrom('audit_events')
      .select(['action', 'subject_id', 'outcome'])
      .where('actor_user_id', '=', member.userId)
      .where('action', '=', 'claims.id_card_read')
      .execute();
    expect(rows[0]).toEqual({ action: 'claims.id_card_read', subject_id: member.userId, outcome: 'success' });
  });

  it('answers 401 signed out and 403 to client and staff users without the member role', async () => {
    for (const url of ['/api/member/id-card', '/api/member/id-card.pdf?size=card']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const email of ['idc-client@example.test', 'idc-staff@example.test']) {
        const signedIn = await signIn(t.app, email);
        const response = await t.app.inject({ method: 'GET', url, headers: signedIn.headers });
        expect(response.statusCode, `${email} ${url}`).toBe(403);
        expect(response.json<{ code: string }>().code).toBe('FORBIDDEN_ROLE');
      }
    }
  });

  it('gives a member without a record of his own no card, and 404 for the PDF', async () => {
    const nobody = await signIn(t.app, 'idc-nobody@example.test');
    const cards = await t.app.inject({ method: 'GET', url: '/api/member/id-card', headers: nobody.headers });
    expect(cards.json<IdCardsReply>()).toEqual({ cards: [] });
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/member/id-card.pdf?size=card',
      headers: nobody.headers,
    });
    expect(pdf.statusCode).toBe(404);
  });

  it("answers 400 without a size and 404 for another member's plan, printing nothing", async () => {
    const noSize = await t.app.inject({
      method: 'GET',
      url: '/api/member/id-card.pdf',
      headers: session.headers,
    });
    expect(noSize.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/member/id-card.pdf?size=card&planID=idc-plan-z',
      headers: session.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ code: string }>().code).toBe('PLAN_NOT_HELD');
    for (const secret of otherSecrets) expect(foreign.body).not.toContain(secret);
  });

  it('prints the cards at card size, front and back, from a plain link without the CSRF header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/member/id-card.pdf?size=card',
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="id-card.pdf"');
    const { info, text } = await pdfFacts(response.rawPayload, 'cards.pdf');
    expect(info).toMatch(/Pages:\s+4/);
    expect(info).toMatch(/Tagged:\s+yes/);
    // CR80, 3.375 × 2.125 in = 243 × 153 pt (Chromium rounds to its pixel grid).
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    expect(Number(size?.[1])).toBeCloseTo(243, 0);
    expect(Number(size?.[2])).toBeCloseTo(153, 0);
    const flat = text.replace(/\s+/g, ' ');
    for (const fact of ['IDCA100', 'GRPA12', 'IDCB200', 'GRPB34', 'CASPER ARKWRIGHT', 'For providers'])
      expect(flat).toContain(fact);
    expect(flat).toContain('this plan pays 150 % of Medicare for inpatient');
    expect(text).not.toMatch(/Page \d of \d/);
    for (const secret of otherSecrets) expect(text).not.toContain(secret);
  }, 60_000);

  it('prints a letter page per card with both sides and the notice in full', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/member/id-card.pdf?size=letter&planID=idc-plan-a',
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { info, text } = await pdfFacts(response.rawPayload, 'letter.pdf');
    expect(info).toMatch(/Pages:\s+1/);
    expect(info).toMatch(/Page size:\s+612 x 792 pts/);
    expect(info).toMatch(/Title:\s+Member ID card: Acme Retail Plan \(synthetic\)/);
    const flat = text.replace(/\s+/g, ' ');
    for (const fact of [
      'IDCA100',
      'GRPA12',
      'Notice to providers',
      'no network contract',
      demoClaimsContact.phone,
    ])
      expect(flat).toContain(fact);
    expect(flat).not.toContain('IDCB200');
  }, 60_000);

  it("prints the letter page in the member's account language, Spanish page numbers too (issue 37)", async () => {
    const setLanguage = (language: string) =>
      t.db.updateTable('users').set({ language }).where('id', '=', member.userId).execute();
    await setLanguage('es');
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/member/id-card.pdf?size=letter&planID=idc-plan-a',
        headers: { cookie: session.cookie },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const { info, text } = await pdfFacts(response.rawPayload, 'letter-es.pdf');
      expect(info).toMatch(/Title:\s+Tarjeta de identificación de miembro: Acme Retail Plan \(synthetic\)/);
      const flat = text.replace(/\s+/g, ' ');
      for (const fact of [
        'Aviso a los proveedores',
        'Todas las personas de esta tarjeta',
        'BERNARD ARKWRIGHT (cónyuge)',
        'no tiene contrato de red',
        'Página 1 de 1',
        demoClaimsContact.phone,
      ])
        expect(flat, fact).toContain(fact);
      expect(flat).not.toMatch(/\b(Notice to providers|Everyone on this card|spouse|Page 1 of)\b/);
    } finally {
      await setLanguage('en');
    }
  }, 60_000);

  it('serves the public provider notice of a plan signed out, with no member data, and 404 for an unknown plan', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/provider-notice/idc-plan-a' });
    expect(response.statusCode, response.body).toBe(200);
    const notice = response.json<ProviderNotice>();
    expect(notice).toMatchObject({
      planID: 'idc-plan-a',
      planName: 'Acme Retail Plan (synthetic)',
      medicareMultiples: { inpatient: 1.5, outpatient: 1.6, professional: 1.4 },
      phone: demoClaimsContact.phone,
      claimsAddress: demoClaimsContact.address,
      noticeUrl: 'http://localhost:3000/provider-notice?plan=idc-plan-a',
      isSynthetic: true,
    });
    expect(Object.keys(notice).sort()).toEqual([
      'claimsAddress',
      'isSynthetic',
      'medicareMultiples',
      'noticeUrl',
      'phone',
      'planID',
      'planName',
      'planYear',
      'text',
    ]);
    for (const secret of ['IDCA', 'ARKWRIGHT', 'ALBERTA', 'GRPA12', ...otherSecrets])
      expect(response.body).not.toContain(secret);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/provider-notice/no-such-plan' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('PLAN_NOT_FOUND');
  });
});
