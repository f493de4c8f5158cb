import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClaimsContact } from '../../platform/claims-contact.js';
import {
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  createTestCase,
} from '../../testing/cases.js';
import { outboxFor } from '../../testing/outbox.js';
import { englishWords, withoutNames } from '../../testing/english-words.js';
import { createUser, type SignedIn, signIn } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';

/** The Spanish tagline of 29 CFR 2590.715-2719(e) with the number the test app prints. */
const tagline = `Si necesita ayuda en español, llame al ${demoClaimsContact.phone}.`;

/** `text` without the tagline and what is not language: the case number, the sign-in code. */
function wordsOf(text: string, ...names: string[]): string {
  return withoutNames(text.replace(tagline, ''), ...names);
}

describe(`member mails and notifications in the account's language on ${testDialect} (issue 37, docs/decisions/0126)`, () => {
  let t: CaseTestApp;
  let english: CaseMember;
  let spanish: CaseMember;
  let staff: SignedIn;

  beforeAll(async () => {
    t = await createCaseTestApp();
    english = await createCaseMember(t.db, { email: 'mail-en@example.test', memberId: 'LANG100' });
    spanish = await createCaseMember(t.db, { email: 'mail-es@example.test', memberId: 'LANG200' });
    await t.db.updateTable('users').set({ language: 'es' }).where('id', '=', spanish.userId).execute();
    await createUser(t.db, { email: 'mail-staff@example.test', roles: ['medivi-read', 'medivi-admin'] });
    // A Wednesday, 10:00 in New York: the documents are due ten business days later (Veterans Day is not one).
    t.clock.advance(new Date('2026-11-04T15:00:00.000Z').getTime() - t.clock.now().getTime());
    staff = await signIn(t.app, 'mail-staff@example.test');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Files a Balance Bill case for `member` and has staff ask for documents: the mail it sends. */
  async function documentsAskedMail(member: CaseMember) {
    const filed = await createTestCase(t.db, member, {
      recordType: 'BalanceBill',
      createdAt: t.clock.now().toISOString(),
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${filed.id}/status`,
      headers: staff.headers,
      payload: { status: 'Processing', statusDetail: 'AwaitingDocuments' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = (await outboxFor(t.app, member.email)).find((m) => m.purpose === 'case-clock');
    if (mail === undefined) throw new Error(`no case mail to ${member.email}`);
    return { mail, caseNumber: filed.CaseNumber };
  }

  it('writes a balance-bill mail in English with the Spanish tagline and the plan phone number', async () => {
    const { mail, caseNumber } = await documentsAskedMail(english);
    expect(mail.subject).toBe(`Case ${caseNumber}: we need documents from you`);
    expect(mail.text).toContain(`To decide case ${caseNumber}, we need documents from you.`);
    expect(mail.text).toContain('Please send them by November 19, 2026');
    expect(mail.text).toContain(tagline);
  });

  it('writes the same mail in Spanish to a Spanish account, dates in Spanish, no English left', async () => {
    const { mail, caseNumber } = await documentsAskedMail(spanish);
    expect(mail.subject).toBe(`Caso ${caseNumber}: necesitamos documentos suyos`);
    expect(mail.text).toContain(`Para decidir el caso ${caseNumber}, necesitamos documentos suyos.`);
    expect(mail.text).toContain('Envíelos a más tardar el 19 de noviembre de 2026');
    expect(mail.text).toContain(tagline);
    expect(wordsOf(`${mail.subject}\n${mail.text}`, caseNumber)).not.toMatch(englishWords);
  });

  it("sends the sign-in code in each account's language", async () => {
    await signIn(t.app, english.email);
    await signIn(t.app, spanish.email);
    const [englishCode] = (await outboxFor(t.app, english.email)).filter((m) => m.purpose === 'sign-in-code');
    const [spanishCode] = (await outboxFor(t.app, spanish.email)).filter((m) => m.purpose === 'sign-in-code');
    expect(englishCode?.subject).toBe('Your MediVI sign-in code');
    expect(englishCode?.text).toContain('It works once and expires in 10 minutes.');
    expect(spanishCode?.subject).toBe('Su código de inicio de sesión de MediVI');
    expect(spanishCode?.text).toMatch(/Su código de inicio de sesión de MediVI es \d{6}/);
    expect(spanishCode?.text).toContain('vence en 10 minutos');
    expect(wordsOf(`${spanishCode?.subject ?? ''}\n${spanishCode?.text ?? ''}`, 'MediVI')).not.toMatch(
      englishWords,
    );
  });

  it("stores each reader's notification in his language: English and Spanish for the same kind of event", async () => {
    const notificationsOf = (member: CaseMember) =>
      t.db
        .selectFrom('notifications')
        .select(['subject', 'message', 'case_status', 'status_info', 'type_of_case'])
        .where('user_id', '=', member.userId)
        .where('subject', 'like', '%documen%')
        .execute();
    const [englishNote] = await notificationsOf(english);
    const [spanishNote] = await notificationsOf(spanish);
    expect(englishNote).toMatchObject({
      case_status: 'Processing',
      status_info: 'Waiting for documents from the member',
      type_of_case: 'Balance Bill',
    });
    expect(englishNote?.message).toMatch(
      /^We need documents from you to decide Balance Bill case CS-\d+\. Please send them by November 19, 2026\./,
    );
    expect(spanishNote).toMatchObject({
      case_status: 'En proceso',
      status_info: 'En espera de documentos del miembro',
      type_of_case: 'Balance Bill',
    });
    expect(spanishNote?.subject).toMatch(/^Caso CS-\d+: necesitamos documentos$/);
    expect(spanishNote?.message).toMatch(
      /^Necesitamos documentos suyos para decidir el caso de facturación de saldo CS-\d+\. Envíelos a más tardar el 19 de noviembre de 2026\./,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: (await signIn(t.app, spanish.email)).headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('necesitamos documentos');
  });
});
