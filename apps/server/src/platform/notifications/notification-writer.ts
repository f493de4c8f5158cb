import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import {
  defaultClockTimeZone,
  languageOr,
  isNotificationVisibleTo,
  type Language,
  role,
  variants,
} from '@medivi/domain';
import type { Database, NotificationsTable } from '../../db/schema.js';
import type { CaseEventKind } from '../case-store/local-case-store.js';
import type { Clock } from '../clock.js';
import { accountLinksToRecord } from '../member-links/record-holders.js';
import type { NotificationBus } from './notification-bus.js';
import { type CaseEventFacts, type NotificationTexts, notificationTexts } from './notification-texts.js';

/** A stored event kind as the writer knows it; an unknown one is read as a status change. */
function caseEventKindOf(kind: string): CaseEventKind {
  return kind === 'created' ||
    kind === 'clock_extended' ||
    kind === 'clock_resumed' ||
    kind === 'clock_due_soon'
    ? kind
    : 'status_changed';
}

/** A case event as the case store records it (docs/decisions/0054). */
export interface RecordedCaseEvent {
  id: string;
  caseId: string;
  kind: CaseEventKind;
  /** ISO 8601. */
  at: string;
}

/** Client roles that may view a plan's cases, in every variant (docs/decisions/0065). */
const clientViewerRoles = variants.flatMap((variant) => [
  role(variant, 'caseviewclient'),
  role(variant, 'casesubmissionclient'),
]);

interface Recipient {
  userId: string;
  audience: 'member' | 'client';
  sixDegPatientId: string | null;
  planId: string | null;
}

/**
 * Turns case events into notifications (issue 5 item 1, docs/decisions/0070), inside the
 * transaction that records the event, so an event and its notifications commit together or not at
 * all. Recipients: every account linked to the case's eligibility record (the member himself, or
 * the guardian for a dependent; no Appeal ones, accounts spec §4) and every client viewer of the
 * case's plan. The event is marked delivered in the same transaction.
 */
export class NotificationWriter {
  constructor(
    private readonly bus: NotificationBus,
    private readonly clock: Clock,
    private readonly timeZone: string = defaultClockTimeZone,
  ) {}

  /**
   * Writes the notifications of `event` in `trx` and returns what to run after commit (announce
   * them to the sockets). Safe to call twice for one event: a second call writes nothing.
   */
  async write(trx: Transaction<Database>, event: RecordedCaseEvent): Promise<() => void> {
    return (await this.claimAndWrite(trx, event)).announce;
  }

  /**
   * `write`, telling also whether this call claimed the event (false: another transaction had
   * delivered it already).
   */
  private async claimAndWrite(
    trx: Transaction<Database>,
    event: RecordedCaseEvent,
  ): Promise<{ claimed: boolean; announce: () => void }> {
    const nothing = () => undefined;
    // Claiming the event first makes a second writer (another process delivering the backlog)
    // wait for this transaction and then find nothing to do.
    const claimed = await trx
      .updateTable('case_events')
      .set({ delivered_at: this.clock.now().toISOString() })
      .where('id', '=', event.id)
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return { claimed: false, announce: nothing };
    const stored = await trx
      .selectFrom('case_events as ev')
      .innerJoin('cases as c', 'c.id', 'ev.case_id')
      .select([
        'ev.payload',
        'c.case_number',
        'c.record_type',
        'c.eligibility_id',
        'c.plan_id',
        'c.extension_reason',
        'c.status',
        'c.status_detail',
      ])
      .where('ev.id', '=', event.id)
      .executeTakeFirstOrThrow();
    const payload = JSON.parse(stored.payload) as {
      status?: string | null;
      statusDetail?: string | null;
      clock?: 'paused' | 'resumed';
      answerBy?: string;
      dueAt?: string;
    };
    const facts: CaseEventFacts = {
      kind: event.kind,
      caseNumber: stored.case_number,
      recordType: stored.record_type,
      // Clock events carry no status: the case's own is what the member sees.
      status: payload.status ?? stored.status,
      statusDetail: payload.status === undefined ? stored.status_detail : (payload.statusDetail ?? null),
      clock: payload.clock ?? null,
      answerBy: payload.answerBy ?? null,
      dueAt: payload.dueAt ?? null,
      extensionReason: stored.extension_reason,
      timeZone: this.timeZone,
    };
    const texts = notificationTexts(facts);
    // A clock turning due soon is for the plan's staff, not the member (issue 35 item 3).
    const recipients = (await this.recipients(trx, stored.eligibility_id, stored.plan_id)).filter(
      (r) =>
        isNotificationVisibleTo(r.audience, texts.typeOfCase) &&
        (event.kind !== 'clock_due_soon' || r.audience === 'client'),
    );
    if (recipients.length === 0) return { claimed: true, announce: nothing };
    const counter = await trx
      .updateTable('case_number_sequence')
      .set({ value: sql<number>`value + 1` })
      .where('name', '=', 'notification')
      .returning('value')
      .executeTakeFirstOrThrow();
    // Each reader's words in his account's language (issue 37, docs/decisions/0126).
    const languages = await this.languagesOf(
      trx,
      recipients.map((r) => r.userId),
    );
    const wordings = new Map<Language, NotificationTexts>([['en', texts]]);
    const textsIn = (language: Language): NotificationTexts => {
      let worded = wordings.get(language);
      if (worded === undefined) {
        worded = notificationTexts(facts, language);
        wordings.set(language, worded);
      }
      return worded;
    };
    const rows: NotificationsTable[] = recipients.map((r) => {
      const worded = textsIn(languages.get(r.userId) ?? 'en');
      return {
        id: randomUUID(),
        seq: counter.value,
        user_id: r.userId,
        audience: r.audience,
        case_id: event.caseId,
        case_event_id: event.id,
        six_deg_patient_id: r.sixDegPatientId,
        plan_id: r.planId,
        subject: worded.subject,
        message: worded.message,
        case_number: stored.case_number,
        case_status: worded.caseStatus,
        status_info: worded.statusInfo,
        type_of_case: texts.typeOfCase,
        published_at: event.at,
        read_at: null,
        deleted_at: null,
      };
    });
    await trx.insertInto('notifications').values(rows).execute();
    const userIds = [...new Set(recipients.map((r) => r.userId))];
    const announce = await this.bus.announceInTransaction(trx, {
      kind: 'notifications',
      seq: counter.value,
      userIds,
    });
    return { claimed: true, announce };
  }

  /**
   * Delivers every case event still marked undelivered (recorded before notifications existed, or
   * by a process that wrote events without a writer), oldest first. Run at start. Several
   * processes may run it at once: each event is claimed by exactly one of them.
   * @returns How many events this call delivered (claimed), not counting those another process
   * delivered meanwhile.
   */
  async deliverPending(db: Kysely<Database>): Promise<number> {
    const pending = await db
      .selectFrom('case_events')
      .select(['id', 'case_id', 'kind', 'created_at'])
      .where('delivered_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    let delivered = 0;
    for (const row of pending) {
      const { claimed, announce } = await db.transaction().execute((trx) =>
        this.claimAndWrite(trx, {
          id: row.id,
          caseId: row.case_id,
          kind: caseEventKindOf(row.kind),
          at: row.created_at,
        }),
      );
      if (claimed) delivered += 1;
      announce();
    }
    return delivered;
  }

  /** The language of each of `userIds` (`users.language`; English for a value outside `languages`). */
  private async languagesOf(
    trx: Transaction<Database>,
    userIds: readonly string[],
  ): Promise<Map<string, Language>> {
    const rows = await trx
      .selectFrom('users')
      .select(['id', 'language'])
      .where('id', 'in', [...new Set(userIds)])
      .execute();
    return new Map(rows.map((row) => [row.id, languageOr(row.language)]));
  }

  private async recipients(
    trx: Transaction<Database>,
    eligibilityId: string | null,
    planId: string | null,
  ): Promise<Recipient[]> {
    const members = eligibilityId === null ? [] : await accountLinksToRecord(trx, eligibilityId);
    const clients =
      planId === null
        ? []
        : // From the few holders of a client role to their plan rows (index user_roles_role_user,
          // then the user_plans key), never through every member on the plan.
          await trx
            .selectFrom('user_roles as ur')
            .innerJoin('user_plans as up', (join) =>
              join.onRef('up.user_id', '=', 'ur.user_id').on('up.plan_id', '=', planId),
            )
            .select('up.user_id')
            .distinct()
            .where('ur.role', 'in', clientViewerRoles)
            .orderBy('up.user_id')
            .execute();
    return [
      ...members.map((m) => ({
        userId: m.user_id,
        audience: 'member' as const,
        sixDegPatientId: m.id,
        planId,
      })),
      ...clients.map((c) => ({
        userId: c.user_id,
        audience: 'client' as const,
        sixDegPatientId: null,
        planId,
      })),
    ];
  }
}
