import { transparencyRunFailures } from '@medivi/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, TransparencyFilesTable, TransparencyPublicationsTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../platform/errors.js';
import type { AllowedAmountsCounts } from './allowed-amounts.repository.js';

/** A plan as the files name it; the identifiers are null until entered. */
export interface TransparencyPlan {
  id: string;
  name: string;
  planYearStartMonth: number;
  planIdType: string | null;
  planId: string | null;
  sponsorName: string | null;
  issuerName: string | null;
  marketType: string | null;
}

export type PublicationRow = Selectable<TransparencyPublicationsTable>;
export type FileRow = Selectable<TransparencyFilesTable>;

/** A stored file before it is recorded. */
export interface StoredFile {
  kind: string;
  storageKey: string;
  bytes: number;
  sha256: string;
}

/** The publication log and its files (migration 0016). Kysely only. */
export class PublicationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Live plans, or the one named, with their identifiers. */
  async plans(planId?: string): Promise<TransparencyPlan[]> {
    let query = this.db
      .selectFrom('plans')
      .select([
        'id',
        'name',
        'plan_year_start_month',
        'transparency_plan_id_type',
        'transparency_plan_id',
        'plan_sponsor_name',
        'issuer_name',
        'plan_market_type',
      ])
      .orderBy('id');
    query = planId === undefined ? query.where('is_live', '=', 1) : query.where('id', '=', planId);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      planYearStartMonth: row.plan_year_start_month,
      planIdType: row.transparency_plan_id_type,
      planId: row.transparency_plan_id,
      sponsorName: row.plan_sponsor_name,
      issuerName: row.issuer_name,
      marketType: row.plan_market_type,
    }));
  }

  /** Marks runs whose heartbeat is older than `before` as failed: their process is gone. */
  async failAbandoned(before: string, now: string): Promise<number> {
    const result = await this.db
      .updateTable('transparency_publications')
      .set({
        status: 'failed',
        finished_at: now,
        failure: transparencyRunFailures.abandoned,
      })
      .where('status', '=', 'running')
      .where('heartbeat_at', '<', before)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The plan's live run of `month` (running or published), if any. */
  live(planId: string, month: string): Promise<PublicationRow | undefined> {
    return this.db
      .selectFrom('transparency_publications')
      .selectAll()
      .where('plan_id', '=', planId)
      .where('month', '=', month)
      .where('status', 'in', ['running', 'published'])
      .executeTakeFirst();
  }

  /**
   * Starts a run: false when another process holds a live run of the plan and month (the unique
   * index on live rows), so copies of the server starting together publish once.
   */
  async start(row: PublicationRow): Promise<boolean> {
    try {
      await this.db.insertInto('transparency_publications').values(row).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /**
   * Logs a refused run (`row`, status 'failed') unless a row of the same id is logged already: the
   * id names the plan, month and reason, so server copies refusing the same plan at once log it
   * once (the primary key decides). True when this call logged it.
   */
  async logRefusal(row: PublicationRow): Promise<boolean> {
    const result = await this.db
      .insertInto('transparency_publications')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows !== undefined && result.numInsertedOrUpdatedRows > 0n;
  }

  async heartbeat(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('transparency_publications')
      .set({ heartbeat_at: at })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Records the stored files and marks the run published, in `trx`: the files become current
   * together. The run must still be 'running' (a run taken over as abandoned stays failed).
   * @throws Error when the run is no longer running.
   */
  async finish(
    trx: Kysely<Database>,
    id: string,
    files: readonly StoredFile[],
    counts: AllowedAmountsCounts,
    at: string,
  ): Promise<void> {
    const result = await trx
      .updateTable('transparency_publications')
      .set({
        status: 'published',
        finished_at: at,
        heartbeat_at: at,
        codes: counts.codes,
        providers: counts.providers,
        claims: counts.claims,
        left_out_pairs: counts.leftOutPairs,
        left_out_claims: counts.leftOutClaims,
        unreportable_claims: counts.unreportableClaims,
      })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new Error('the run was given up before it ended');
    await trx
      .insertInto('transparency_files')
      .values(
        files.map((file) => ({
          publication_id: id,
          kind: file.kind,
          storage_key: file.storageKey,
          bytes: file.bytes,
          sha256: file.sha256,
          created_at: at,
        })),
      )
      .execute();
  }

  async fail(id: string, failure: string, at: string): Promise<void> {
    await this.db
      .updateTable('transparency_publications')
      .set({ status: 'failed', failure, finished_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Each plan's newest published run (the one whose files are served), by plan id. */
  async currentPublications(planIds?: readonly string[]): Promise<PublicationRow[]> {
    let query = this.db
      .selectFrom('transparency_publications as p')
      .selectAll('p')
      .where('p.status', '=', 'published')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('transparency_publications as n')
              .select('n.id')
              .where('n.status', '=', 'published')
              .whereRef('n.plan_id', '=', 'p.plan_id')
              .whereRef('n.finished_at', '>', 'p.finished_at'),
          ),
        ),
      )
      .orderBy('p.plan_id');
    if (planIds !== undefined) {
      if (planIds.length === 0) return [];
      query = query.where('p.plan_id', 'in', planIds);
    }
    return query.execute();
  }

  /** Each plan's newest run of any status. */
  async lastRuns(planIds: readonly string[]): Promise<PublicationRow[]> {
    if (planIds.length === 0) return [];
    return this.db
      .selectFrom('transparency_publications as p')
      .selectAll('p')
      .where('p.plan_id', 'in', planIds)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('transparency_publications as n')
              .select('n.id')
              .whereRef('n.plan_id', '=', 'p.plan_id')
              .whereRef('n.started_at', '>', 'p.started_at'),
          ),
        ),
      )
      .orderBy('p.plan_id')
      .execute();
  }

  /** The files of the publications named. */
  async filesOf(publicationIds: readonly string[]): Promise<FileRow[]> {
    if (publicationIds.length === 0) return [];
    return this.db
      .selectFrom('transparency_files')
      .selectAll()
      .where('publication_id', 'in', publicationIds)
      .orderBy('publication_id')
      .orderBy('kind')
      .execute();
  }

  /** One file of a published run, or undefined. */
  file(publicationId: string, kind: string): Promise<FileRow | undefined> {
    return this.db
      .selectFrom('transparency_files as f')
      .innerJoin('transparency_publications as p', 'p.id', 'f.publication_id')
      .selectAll('f')
      .where('f.publication_id', '=', publicationId)
      .where('f.kind', '=', kind)
      .where('p.status', '=', 'published')
      .executeTakeFirst();
  }
}
