import type { Kysely } from 'kysely';
import { type CaseRecord, formatClockDay } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../platform/mail/mailer.js';

/**
 * The member's e-mails about his case's clock (issue 35 item 4): when staff ask for documents
 * (with the day he has to answer by) and when they extend the decision (with the new date and
 * why). They go to the contact e-mail given with the case, name only the case number, and follow
 * the notification the member gets too; an e-mail that cannot be sent does not undo the change.
 */
export class CaseClockMail {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly timeZone: string,
  ) {}

  /** Staff asked for documents on case `caseId`; he has until `answerBy` (ISO-8601). */
  async documentsAsked(caseId: string, record: CaseRecord, answerBy: string): Promise<void> {
    await this.send(caseId, `Case ${record.CaseNumber}: we need documents from you`, [
      `To decide case ${record.CaseNumber}, we need documents from you.`,
      `Please send them by ${formatClockDay(answerBy, this.timeZone)}: sign in to the portal, open My Cases, and add them to the case.`,
      'Until they arrive, the time we have to answer stands still.',
    ]);
  }

  /** Staff extended case `caseId`'s decision for `reason`. */
  async extended(caseId: string, record: CaseRecord, reason: string): Promise<void> {
    const dueAt = record.clock?.dueAt;
    if (dueAt === undefined) return;
    await this.send(caseId, `Case ${record.CaseNumber}: we need more time`, [
      `We need more time for case ${record.CaseNumber}. We will answer by ${formatClockDay(dueAt, this.timeZone)}.`,
      `Why: ${reason}`,
    ]);
  }

  private async send(caseId: string, subject: string, lines: readonly string[]): Promise<void> {
    const row = await this.db.selectFrom('cases').select('email').where('id', '=', caseId).executeTakeFirst();
    const to = row?.email ?? null;
    if (to === null || to === '') return;
    try {
      await this.mailer.send({ purpose: 'case-clock', to, subject, text: lines.join('\n\n') });
    } catch {
      // The member has the notification; the change stands (mail outages answer 503 elsewhere).
    }
  }
}
