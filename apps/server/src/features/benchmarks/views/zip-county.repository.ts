import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** A hospital's county from its zip, and the file that placed the zip. */
export interface ProviderCounty {
  providerId: string;
  county: string | null;
  zipSource: string | null;
}

// Keeps each IN list well under SQLite's and PostgreSQL's bound-parameter limits.
const chunkSize = 900;

/**
 * The zip → county reads of the county comparison: a provider's zip (`benchmark_providers`, as the
 * price file wrote it) placed in a county by the zip file (`zip_codes`, GeoNames postal codes).
 */
export class ZipCountyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Each provider's county (null when it has no zip or the zip file has no county for it). */
  async countiesOf(providerIds: readonly string[]): Promise<ProviderCounty[]> {
    const result: ProviderCounty[] = [];
    for (let start = 0; start < providerIds.length; start += chunkSize) {
      const rows = await this.db
        .selectFrom('benchmark_providers as p')
        .leftJoin('zip_codes as z', 'z.zip', 'p.zip')
        .select(['p.provider_id', 'z.county', 'z.source'])
        .where('p.provider_id', 'in', providerIds.slice(start, start + chunkSize))
        .execute();
      for (const row of rows)
        result.push({
          providerId: row.provider_id,
          county: row.county === null || row.county === '' ? null : row.county,
          zipSource: row.source,
        });
    }
    return result;
  }
}
