import type { Kysely } from 'kysely';
import { type CaseRecord, formatClockDay, type Language } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { languageOfAddress, languageOfUser } from '../../platform/i18n/recipient-language.js';
import { intlLocaleOf, serverText } from '../../platform/i18n/server-text.js';
import type { Mailer } from '../../platform/mail/mailer.js';

/** One mail's words: its subject and paragraphs, in the recipient's language. */
type Wording = (language: Language) => { subject: string; paragraphs: string[] };

/**
 * The member's e-mails about his case's clock (issue 35 item 4): when staff ask for documents
 * (with the day he has to answer by) and when they extend the decision (with the new date and
 * why). They go to the contact e-mail given with the case, name only the case number, and follow
 * the notification the member gets too; an e-mail that cannot be sent does not undo the change.
 * They are written in the language of the account with that e-mail, else of the account that
 * filed the case, else English, and end with the Spanish tagline of 29 CFR 2590.715-2719(e) and
 * the plan's phone number (issue 37, docs/decisions/0126).
 */
export class CaseClockMail {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly timeZone: string,
    /** The number the tagline gives, as printed (the claims contact's phone, CLAIMS_PHONE). */
    private readonly helpPhone: string,
  ) {}

  /** Staff asked for documents on case `caseId`; he has until `answerBy` (ISO-8601). */
  async documentsAsked(caseId: string, record: CaseRecord, answerBy: string): Promise<void> {
    const caseNumber = record.CaseNumber;
    await this.send(caseId, (language) => ({
      subject: serverText(language, 'mail.caseClock.documentsAsked.subject', { caseNumber }),
      paragraphs: [
        serverText(language, 'mail.caseClock.documentsAsked.need', { caseNumber }),
        serverText(language, 'mail.caseClock.documentsAsked.sendBy', { day: this.day(answerBy, language) }),
        serverText(language, 'mail.caseClock.documentsAsked.paused'),
      ],
    }));
  }

  /** Staff extended case `caseId`'s decision for `reason` (staff's words, sent as written). */
  async extended(caseId: string, record: CaseRecord, reason: string): Promise<void> {
    const dueAt = record.clock?.dueAt;
    if (dueAt === undefined) return;
    const caseNumber = record.CaseNumber;
    await this.send(caseId, (language) => ({
      subject: serverText(language, 'mail.caseClock.extended.subject', { caseNumber }),
      paragraphs: [
        serverText(language, 'mail.caseClock.extended.body', { caseNumber, day: this.day(dueAt, language) }),
        serverText(language, 'mail.caseClock.extended.why', { reason }),
      ],
    }));
  }

  /** A day as `formatClockDay` writes it in the case clock's time zone, in `language`. */
  private day(iso: string, language: Language): string {
    return formatClockDay(iso, this.timeZone, false, intlLocaleOf(language));
  }

  private async send(caseId: string, wording: Wording): Promise<void> {
    const row = await this.db
      .selectFrom('cases')
      .select(['email', 'submitted_by_user_id'])
      .where('id', '=', caseId)
      .executeTakeFirst();
    const to = row?.email ?? null;
    if (row === undefined || to === null || to === '') return;
    const language =
      (await languageOfAddress(this.db, to)) ?? (await languageOfUser(this.db, row.submitted_by_user_id));
    const { subject, paragraphs } = wording(language);
    const tagline = serverText(language, 'common.tagline', { phone: this.helpPhone });
    try {
      await this.mailer.send({
        purpose: 'case-clock',
        to,
        subject,
        text: [...paragraphs, tagline].join('\n\n'),
      });
    } catch {
      // The member has the notification; the change stands (mail outages answer 503 elsewhere).
    }
  }
}
