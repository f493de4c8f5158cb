import type { Kysely } from 'kysely';
import { formatClockDay, type Language, languageOr, localDateOf, role, variants } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { intlLocaleOf, serverText } from '../../platform/i18n/server-text.js';
import type { Mailer } from '../../platform/mail/mailer.js';

/** The most cases one digest lists; the rest are counted. */
export const digestCaseLimit = 200;

/** What one day's digest did, or null when it had gone out already (or was not due yet). */
export interface DigestOutcome {
  day: string;
  dueSoon: number;
  overdue: number;
  recipients: number;
}

/** Staff roles that receive the digest: the internal case staff of every variant. */
const digestRoles = variants.map((variant) => role(variant, 'admin'));

/**
 * The daily e-mail digest of case clocks (issue 35 item 3): running clocks that are due soon (two
 * business days or less left) and those overdue, soonest first, to every active internal staff
 * account, once a day from `fromHour` local time on (nothing is sent on a day with none). The first server to insert the day's
 * `case_clock_digests` row sends it, in that row's transaction (an outbox message is kept only if
 * it commits; an SMTP refusal rolls the row back, and the next run tries again). Case numbers,
 * types and dates only: no member names. Each recipient reads it in his account's language.
 * @returns what it sent, or null when it was not time yet or another run sent it.
 */
export async function sendDueDigest(
  db: Kysely<Database>,
  clock: Clock,
  mailer: Mailer,
  timeZone: string,
  fromHour = 7,
): Promise<DigestOutcome | null> {
  const now = clock.now();
  const at = now.toISOString();
  const localHour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now),
  );
  if (localHour < fromHour) return null;
  const day = localDateOf(now, timeZone);
  const sent = await db
    .selectFrom('case_clock_digests')
    .select('day')
    .where('day', '=', day)
    .executeTakeFirst();
  if (sent !== undefined) return null;
  // Running clocks from the time they turn due soon: the partial index of migration 0017.
  const cases = await db
    .selectFrom('cases')
    .select(['case_number', 'record_type', 'due_at'])
    .where('decided_at', 'is', null)
    .where('paused_since', 'is', null)
    .where('due_soon_at', '<=', at)
    .orderBy('due_soon_at')
    .orderBy('case_number')
    .execute();
  const staff = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', 'r.user_id', 'u.id')
    .select(['u.email', 'u.language'])
    .distinct()
    .where('r.role', 'in', digestRoles)
    .where('u.is_deactivated', '=', 0)
    .orderBy('u.email')
    .execute();
  const overdue = cases.filter((c) => c.due_at !== null && c.due_at < at);
  const dueSoon = cases.filter((c) => c.due_at !== null && c.due_at >= at);
  // A day with nothing due sends nothing; its row still says the day was looked at.
  const recipients = cases.length === 0 ? [] : staff;
  const outcome: DigestOutcome = {
    day,
    dueSoon: dueSoon.length,
    overdue: overdue.length,
    recipients: recipients.length,
  };
  /** The digest's subject and text in `language` (issue 37, docs/decisions/0126). */
  const digestIn = (language: Language): { subject: string; text: string } => {
    const day = (iso: string) => formatClockDay(iso, timeZone, false, intlLocaleOf(language));
    const line = (c: (typeof cases)[number]) =>
      serverText(language, 'mail.caseDigest.line', {
        caseNumber: c.case_number,
        type: serverText(language, 'mail.caseType', { type: c.record_type }),
        day: day(c.due_at ?? at),
      });
    const section = (title: string, rows: typeof cases) =>
      rows.length === 0
        ? [serverText(language, 'mail.caseDigest.none', { title })]
        : [
            serverText(language, 'mail.caseDigest.count', { title, count: String(rows.length) }),
            ...rows.slice(0, digestCaseLimit).map(line),
            ...(rows.length > digestCaseLimit
              ? [
                  serverText(language, 'mail.caseDigest.more', {
                    count: String(rows.length - digestCaseLimit),
                  }),
                ]
              : []),
          ];
    return {
      subject: serverText(language, 'mail.caseDigest.subject', {
        overdue: outcome.overdue,
        dueSoon: outcome.dueSoon,
      }),
      text: [
        serverText(language, 'mail.caseDigest.heading', { day: day(at) }),
        '',
        ...section(serverText(language, 'mail.caseDigest.overdue'), overdue),
        '',
        ...section(serverText(language, 'mail.caseDigest.dueSoon'), dueSoon),
        '',
        serverText(language, 'mail.caseDigest.open'),
      ].join('\n'),
    };
  };
  const inserted = await db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('case_clock_digests')
      .values({
        day,
        sent_at: at,
        due_soon: outcome.dueSoon,
        overdue: outcome.overdue,
        recipients: outcome.recipients,
      })
      .onConflict((oc) => oc.column('day').doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    for (const { email, language } of recipients) {
      const { subject, text } = digestIn(languageOr(language));
      await mailer.send({ purpose: 'case-digest', to: email, subject, text }, trx);
    }
    return true;
  });
  return inserted ? outcome : null;
}
