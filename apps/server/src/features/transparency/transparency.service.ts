import type { Kysely } from 'kysely';
import {
  hasAnyRole,
  pathFor,
  transparencyAllPlansRoles,
  transparencyFileKinds,
  type TransparencyFile,
  type TransparencyFilesReply,
  type TransparencyPublicationsReply,
  transparencyRoutes,
  type TransparencyRun,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { type FileRow, type PublicationRow, PublicationsRepository } from './publications.repository.js';

/** A stored file to download: where it is and what its headers say. */
export interface DownloadableFile {
  storageKey: string;
  bytes: number;
  sha256: string;
  createdAt: string;
  fileName: string;
}

function fileOf(row: FileRow): TransparencyFile | null {
  const kind = transparencyFileKinds.find((known) => known === row.kind);
  if (kind === undefined) return null;
  const fileName = `${kind}.json`;
  return {
    kind,
    fileName,
    url: pathFor(transparencyRoutes.downloadTransparencyFile.path, {
      publicationId: row.publication_id,
      fileName,
    }),
    bytes: row.bytes,
    publishedAt: row.created_at,
  };
}

/** A run of the log as replied. */
export function runOf(row: PublicationRow): TransparencyRun {
  return {
    publicationId: row.id,
    month: row.month,
    status: row.status,
    windowFrom: row.window_from,
    windowTo: row.window_to,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    codes: row.codes,
    providers: row.providers,
    claims: row.claims,
    leftOutPairs: row.left_out_pairs,
    leftOutClaims: row.left_out_claims,
    unreportableClaims: row.unreportable_claims,
    failure: row.failure,
  };
}

/**
 * The read side of the Transparency in Coverage files (issue 34; docs/decisions/0116): the public
 * list, the downloads and the publication log of client staff.
 */
export class TransparencyService {
  private readonly log: PublicationsRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.log = new PublicationsRepository(db);
  }

  private async filesByPublication(
    runs: readonly PublicationRow[],
  ): Promise<Map<string, TransparencyFile[]>> {
    const byPublication = new Map<string, TransparencyFile[]>();
    for (const row of await this.log.filesOf(runs.map((run) => run.id))) {
      const file = fileOf(row);
      if (file === null) continue;
      byPublication.set(row.publication_id, [...(byPublication.get(row.publication_id) ?? []), file]);
    }
    for (const files of byPublication.values()) {
      files.sort((a, b) => transparencyFileKinds.indexOf(a.kind) - transparencyFileKinds.indexOf(b.kind));
    }
    return byPublication;
  }

  /** Every plan with published files: its newest publication's files, by plan name. No member data. */
  async listFiles(): Promise<TransparencyFilesReply> {
    const current = await this.log.currentPublications();
    const plans = await this.plansNamed(current.map((run) => run.plan_id));
    const files = await this.filesByPublication(current);
    return {
      plans: current
        .map((run) => ({
          planId: run.plan_id,
          planName: plans.get(run.plan_id)?.name ?? run.plan_id,
          sponsorName: plans.get(run.plan_id)?.plan_sponsor_name ?? null,
          month: run.month,
          lastUpdatedOn: run.publication_date,
          files: files.get(run.id) ?? [],
        }))
        .sort((a, b) => a.planName.localeCompare(b.planName) || a.planId.localeCompare(b.planId)),
    };
  }

  /** The published file `fileName` of `publicationId`, or null (a 404) for anything else. */
  async downloadable(publicationId: string, fileName: string): Promise<DownloadableFile | null> {
    const kind = transparencyFileKinds.find((known) => `${known}.json` === fileName);
    if (kind === undefined) return null;
    const row = await this.log.file(publicationId, kind);
    if (row === undefined) return null;
    return {
      storageKey: row.storage_key,
      bytes: row.bytes,
      sha256: row.sha256,
      createdAt: row.created_at,
      fileName,
    };
  }

  /**
   * The publication log of the plans `userId` may see: every plan for `transparencyAllPlansRoles`,
   * else the plans he holds (`user_plans`), by plan name.
   */
  async publicationLog(
    userId: string,
    roles: readonly string[],
    variant: Variant,
  ): Promise<TransparencyPublicationsReply> {
    const seesAll = hasAnyRole(roles, variant, transparencyAllPlansRoles);
    let query = this.db.selectFrom('plans as p').select(['p.id', 'p.name']).orderBy('p.name').orderBy('p.id');
    if (!seesAll) {
      query = query.innerJoin('user_plans as up', 'up.plan_id', 'p.id').where('up.user_id', '=', userId);
    }
    const plans = await query.execute();
    const ids = plans.map((plan) => plan.id);
    const last = new Map((await this.log.lastRuns(ids)).map((run) => [run.plan_id, run]));
    const current = await this.log.currentPublications(ids);
    const currentByPlan = new Map(current.map((run) => [run.plan_id, run]));
    const files = await this.filesByPublication(current);
    return {
      plans: plans.map((plan) => {
        const lastRun = last.get(plan.id);
        const served = currentByPlan.get(plan.id);
        return {
          planId: plan.id,
          planName: plan.name,
          lastRun: lastRun === undefined ? null : runOf(lastRun),
          current: served === undefined ? null : runOf(served),
          files: served === undefined ? [] : (files.get(served.id) ?? []),
        };
      }),
    };
  }

  private async plansNamed(ids: readonly string[]) {
    if (ids.length === 0) return new Map<string, { name: string; plan_sponsor_name: string | null }>();
    const rows = await this.db
      .selectFrom('plans')
      .select(['id', 'name', 'plan_sponsor_name'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }
}
