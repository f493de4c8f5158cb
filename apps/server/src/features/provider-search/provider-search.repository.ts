import type { Kysely } from 'kysely';
import type { Database, ProvidersTable } from '../../db/schema.js';
import {
  type ZipCentroid,
  type ZipCentroidReads,
  ZipCentroids,
  type ZipPoint,
} from '../../platform/zip-centroids.js';

/** The provider columns a search area needs. */
const providerAreaColumns = [
  'npi',
  'entity_type',
  'organization_name',
  'last_name',
  'first_name',
  'middle_name',
  'credential',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'zip',
  'phone',
  'gender',
  'primary_taxonomy',
  'secondary_taxonomies',
  'specialty_text',
] as const satisfies readonly (keyof ProvidersTable)[];

/** A provider as a search area reads it. */
export type ProviderRow = Pick<ProvidersTable, (typeof providerAreaColumns)[number]>;

// Keeps each IN list well under SQLite's and PostgreSQL's bound-parameter limits.
const chunkSize = 900;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += chunkSize) {
    result.push(items.slice(start, start + chunkSize));
  }
  return result;
}

/**
 * The reads Provider Search needs, the zip centroids among them; the service depends on this,
 * tests give a fake.
 */
export interface ProviderSearchReads extends ZipCentroidReads {
  providersVersion(): Promise<number>;
  providersInZips(zips: readonly string[]): Promise<ProviderRow[]>;
  partnerPlansInZips(zips: readonly string[]): Promise<{ npi: string; plan_id: string }[]>;
  recommendationsInZips(zips: readonly string[]): Promise<{ npi: string; recommendation: string }[]>;
  taxonomies(): Promise<
    {
      code: string;
      classification: string | null;
      specialization: string | null;
      display_name: string | null;
    }[]
  >;
  visiblePlanIds(userId: string, allPlans: boolean): Promise<string[]>;
}

/** Provider Search reads. Every query goes through an index (zip, npi, plan, primary keys). */
export class ProviderSearchRepository implements ProviderSearchReads {
  private readonly zips: ZipCentroids;

  constructor(private readonly db: Kysely<Database>) {
    this.zips = new ZipCentroids(db);
  }

  /** The version of the provider data set; importers and provider-experience edits bump it. */
  async providersVersion(): Promise<number> {
    const row = await this.db
      .selectFrom('data_versions')
      .select('version')
      .where('name', '=', 'providers')
      .executeTakeFirst();
    return row?.version ?? 0;
  }

  /** The centroid of `zip` (platform/zip-centroids.ts). */
  findZip(zip: string): Promise<ZipCentroid | undefined> {
    return this.zips.findZip(zip);
  }

  /** Zip centroids inside a latitude/longitude box (platform/zip-centroids.ts). */
  zipsInBox(minLat: number, maxLat: number, minLon: number, maxLon: number): Promise<ZipPoint[]> {
    return this.zips.zipsInBox(minLat, maxLat, minLon, maxLon);
  }

  /** Providers practising in any of `zips`. */
  async providersInZips(zips: readonly string[]): Promise<ProviderRow[]> {
    const rows: ProviderRow[] = [];
    for (const part of chunks(zips)) {
      rows.push(
        ...(await this.db
          .selectFrom('providers')
          .select(providerAreaColumns)
          .where('zip', 'in', part)
          .execute()),
      );
    }
    return rows;
  }

  /** Partner-plan contracts of providers practising in any of `zips`. */
  async partnerPlansInZips(zips: readonly string[]): Promise<{ npi: string; plan_id: string }[]> {
    const rows: { npi: string; plan_id: string }[] = [];
    for (const part of chunks(zips)) {
      rows.push(
        ...(await this.db
          .selectFrom('provider_partner_plans as pp')
          .innerJoin('providers as p', 'p.npi', 'pp.npi')
          .select(['pp.npi', 'pp.plan_id'])
          .where('p.zip', 'in', part)
          .execute()),
      );
    }
    return rows;
  }

  /** Active provider-experience recommendations of providers practising in any of `zips`. */
  async recommendationsInZips(zips: readonly string[]): Promise<{ npi: string; recommendation: string }[]> {
    const rows: { npi: string; recommendation: string }[] = [];
    for (const part of chunks(zips)) {
      rows.push(
        ...(await this.db
          .selectFrom('provider_experience as pe')
          .innerJoin('providers as p', 'p.npi', 'pe.npi')
          .select(['pe.npi', 'pe.recommendation'])
          .where('pe.active', '=', 1)
          .where('p.zip', 'in', part)
          .execute()),
      );
    }
    return rows;
  }

  /** NUCC classification, specialization and display name of every taxonomy code. */
  taxonomies() {
    return this.db
      .selectFrom('taxonomies')
      .select(['code', 'classification', 'specialization', 'display_name'])
      .execute();
  }

  /** Ids of the plans a user may select: his own, or every live plan with `allPlans`. */
  async visiblePlanIds(userId: string, allPlans: boolean): Promise<string[]> {
    const rows = allPlans
      ? await this.db.selectFrom('plans').select('id').where('is_live', '=', 1).execute()
      : await this.db
          .selectFrom('user_plans as up')
          .innerJoin('plans as p', 'p.id', 'up.plan_id')
          .select('p.id')
          .where('up.user_id', '=', userId)
          .execute();
    return rows.map((row) => row.id);
  }
}
