import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import {
  type AllowedAmountRow,
  allowedAmountsJsonChunks,
  allowedAmountsWindow,
  completeTransparencyIdentifiersOf,
  publicationDateOf,
  tableOfContentsText,
  type TransparencyFileHeader,
  transparencyIdentifierProblemsOf,
  transparencyRunFailures,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { newStorageKey, type StreamingFileStorage } from '../../platform/attachments/file-storage.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AllowedAmountsRepository } from './allowed-amounts.repository.js';
import { PublicationsRepository, type StoredFile, type TransparencyPlan } from './publications.repository.js';

/** What publishing needs besides the month: where files go and whom they name as publisher. */
export interface TransparencyPublisher {
  db: Kysely<Database>;
  clock: Clock;
  storage: StreamingFileStorage;
  /** `reporting_entity_name`: the administrator publishing for the plans (TRANSPARENCY_ENTITY_NAME). */
  reportingEntityName: string;
  /** The origin files are downloaded from (PUBLIC_BASE_URL); the table of contents needs https. */
  publicBaseUrl: string;
  /** A running run without a heartbeat for this long was killed and is taken over (ms). */
  staleAfterMs?: number;
  /** A test's hook between the rows: throws to break a run half-way. */
  onRow?: (index: number) => void;
}

/** `reporting_entity_type` of every file: the portal publishes as the plans' administrator. */
export const reportingEntityType = 'third-party administrator';

/** How one plan's run ended. */
export interface PlanPublicationResult {
  planId: string;
  month: string;
  outcome: 'published' | 'already published' | 'running elsewhere' | 'failed';
  publicationId: string | null;
  failure: string | null;
}

const defaultStaleAfterMs = 10 * 60_000;

/** The URL of a stored file, as the table of contents and the public page give it. */
export function transparencyFileUrl(publicBaseUrl: string, publicationId: string, kind: string): string {
  return `${publicBaseUrl}/api/transparency/files/${publicationId}/${kind}.json`;
}

/**
 * The plan's header, or why it cannot be published: the first of its identifiers' problems, in the
 * words the plan-identifiers screen shows them (`transparencyIdentifierProblemsOf`).
 */
function headerOf(
  plan: TransparencyPlan,
  publisher: TransparencyPublisher,
  lastUpdatedOn: string,
): TransparencyFileHeader | string {
  const stored = {
    planIdType: plan.planIdType,
    planId: plan.planId,
    planSponsorName: plan.sponsorName,
    issuerName: plan.issuerName,
    planMarketType: plan.marketType,
  };
  const identifiers = completeTransparencyIdentifiersOf(stored);
  if (identifiers === null)
    return transparencyIdentifierProblemsOf(stored)[0] ?? 'the plan has no identifiers';
  return {
    reportingEntityName: publisher.reportingEntityName,
    reportingEntityType,
    planName: plan.name,
    issuerName: identifiers.issuerName,
    sponsorName: identifiers.planSponsorName,
    planIdType: identifiers.planIdType,
    planId: identifiers.planId,
    marketType: identifiers.planMarketType,
    lastUpdatedOn,
  };
}

/**
 * Streams `chunks` through gzip into `storage` under a new key: the SHA-256 and size are of the
 * stored gzip bytes. Nothing is held but the chunk in flight (backpressure from the file down to
 * the database cursor).
 */
async function storeGzipped(
  storage: StreamingFileStorage,
  kind: string,
  chunks: AsyncIterable<string> | Iterable<string>,
): Promise<StoredFile> {
  const storageKey = newStorageKey();
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await storage.putStream(storageKey, (sink) => pipeline(Readable.from(chunks), createGzip(), measure, sink));
  return { kind, storageKey, bytes, sha256: hash.digest('hex') };
}

/** The rows, with a heartbeat written every `everyMs` and the test hook called. */
async function* withHeartbeat(
  rows: AsyncIterable<AllowedAmountRow>,
  beat: () => Promise<void>,
  clock: Clock,
  everyMs: number,
  onRow: ((index: number) => void) | undefined,
): AsyncGenerator<AllowedAmountRow> {
  let last = clock.now().getTime();
  let index = 0;
  for await (const row of rows) {
    onRow?.(index);
    index += 1;
    const now = clock.now().getTime();
    if (now - last >= everyMs) {
      last = now;
      await beat();
    }
    yield row;
  }
}

/**
 * Publishes `month` ('YYYY-MM') for one plan (issue 34; docs/decisions/0116): the allowed-amounts
 * file of the 90 days that begin 180 days before the month's first day, and the table of contents
 * naming the plan and the file, each streamed through gzip into the storage under a new key and
 * made current together with the publication row in one transaction. A month published before is
 * left as it is; a live run elsewhere is left to finish. A failure marks the run failed, removes
 * its stored files and leaves the previous files served. Writes one audit row either way.
 */
export async function publishPlanMonth(
  publisher: TransparencyPublisher,
  plan: TransparencyPlan,
  month: string,
): Promise<PlanPublicationResult> {
  const { db, clock } = publisher;
  const log = new PublicationsRepository(db);
  const publicationDate = publicationDateOf(month);
  const window = allowedAmountsWindow(publicationDate);
  const staleAfterMs = publisher.staleAfterMs ?? defaultStaleAfterMs;
  const now = () => clock.now().toISOString();
  await log.failAbandoned(new Date(clock.now().getTime() - staleAfterMs).toISOString(), now());
  const live = await log.live(plan.id, month);
  if (live !== undefined) {
    const outcome = live.status === 'published' ? 'already published' : 'running elsewhere';
    return { planId: plan.id, month, outcome, publicationId: live.id, failure: null };
  }
  // A plan still missing its identifiers is logged once per month and reason, not at every
  // hourly try nor by every server copy: the row's id names the plan, month and reason.
  const refusal = headerOf(plan, publisher, publicationDate);
  if (typeof refusal === 'string') {
    const refusedId = `refused-${createHash('sha256').update(`${plan.id}\n${month}\n${refusal}`).digest('hex').slice(0, 32)}`;
    const at = now();
    const isLogged = await log.logRefusal({
      id: refusedId,
      plan_id: plan.id,
      month,
      status: 'failed',
      publication_date: publicationDate,
      window_from: window.from,
      window_to: window.to,
      started_at: at,
      heartbeat_at: at,
      finished_at: at,
      codes: null,
      providers: null,
      claims: null,
      left_out_pairs: null,
      left_out_claims: null,
      unreportable_claims: null,
      failure: refusal,
    });
    if (isLogged) {
      await recordAuditEvent(db, clock, {
        actorUserId: null,
        action: 'transparency.publish',
        subjectType: 'plan',
        subjectId: plan.id,
        detail: { month, publicationId: refusedId, failure: refusal },
        outcome: 'failed',
      });
    }
    return { planId: plan.id, month, outcome: 'failed', publicationId: refusedId, failure: refusal };
  }
  const id = randomUUID();
  const started = now();
  const isStarted = await log.start({
    id,
    plan_id: plan.id,
    month,
    status: 'running',
    publication_date: publicationDate,
    window_from: window.from,
    window_to: window.to,
    started_at: started,
    heartbeat_at: started,
    finished_at: null,
    codes: null,
    providers: null,
    claims: null,
    left_out_pairs: null,
    left_out_claims: null,
    unreportable_claims: null,
    failure: null,
  });
  if (!isStarted)
    return { planId: plan.id, month, outcome: 'running elsewhere', publicationId: null, failure: null };

  const stored: StoredFile[] = [];
  try {
    const header = headerOf(plan, publisher, publicationDate);
    if (typeof header === 'string') throw new PublicationRefused(header);
    const scope = { planId: plan.id, planYearStartMonth: plan.planYearStartMonth, window };
    const amounts = new AllowedAmountsRepository(db);
    const counts = await amounts.counts(scope);
    const rows = withHeartbeat(
      amounts.streamRows(scope),
      () => log.heartbeat(id, now()),
      clock,
      Math.max(1000, Math.floor(staleAfterMs / 5)),
      publisher.onRow,
    );
    stored.push(
      await storeGzipped(publisher.storage, 'allowed-amounts', allowedAmountsJsonChunks(header, rows)),
    );
    const toc = tableOfContentsText(header, {
      inNetwork: null,
      allowedAmounts: transparencyFileUrl(publisher.publicBaseUrl, id, 'allowed-amounts'),
    });
    stored.push(await storeGzipped(publisher.storage, 'table-of-contents', [toc]));
    await db.transaction().execute(async (trx) => {
      await log.finish(trx, id, stored, counts, now());
      await recordAuditEvent(trx, clock, {
        actorUserId: null,
        action: 'transparency.publish',
        subjectType: 'plan',
        subjectId: plan.id,
        detail: {
          month,
          publicationId: id,
          codes: counts.codes,
          providers: counts.providers,
          claims: counts.claims,
          leftOutPairs: counts.leftOutPairs,
          leftOutClaims: counts.leftOutClaims,
        },
      });
    });
    return { planId: plan.id, month, outcome: 'published', publicationId: id, failure: null };
  } catch (error) {
    for (const file of stored) await publisher.storage.remove(file.storageKey).catch(() => undefined);
    // The log shows the client administrator why; an unexpected error's text stays in the server log.
    const failure = error instanceof PublicationRefused ? error.message : transparencyRunFailures.notWritten;
    await log.fail(id, failure, now());
    await recordAuditEvent(db, clock, {
      actorUserId: null,
      action: 'transparency.publish',
      subjectType: 'plan',
      subjectId: plan.id,
      detail: { month, publicationId: id, failure },
      outcome: 'failed',
    });
    if (error instanceof PublicationRefused) {
      return { planId: plan.id, month, outcome: 'failed', publicationId: id, failure };
    }
    throw error;
  }
}

/** A plan that cannot be published as it stands (missing identifiers): a failure shown, not thrown. */
class PublicationRefused extends Error {}

/** Publishes `month` for every live plan, or only `planId`; one plan's unexpected failure does not stop the others. */
export async function publishTransparencyMonth(
  publisher: TransparencyPublisher,
  month: string,
  planId?: string,
): Promise<PlanPublicationResult[]> {
  const plans = await new PublicationsRepository(publisher.db).plans(planId);
  const results: PlanPublicationResult[] = [];
  for (const plan of plans) {
    try {
      results.push(await publishPlanMonth(publisher, plan, month));
    } catch (error) {
      results.push({
        planId: plan.id,
        month,
        outcome: 'failed',
        publicationId: null,
        failure: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}
