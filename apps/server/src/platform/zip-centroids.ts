import type { Kysely } from 'kysely';
import { greatCircleMiles } from '@medivi/domain';
import type { Database } from '../db/schema.js';

/** A zip code's place and centroid (`zip_codes`, from GeoNames or the Census ZCTA file). */
export interface ZipCentroid {
  zip: string;
  city: string | null;
  county: string | null;
  state: string | null;
  /** Degrees. */
  latitude: number;
  /** Degrees. */
  longitude: number;
}

/** A zip code's centroid alone, as a distance search reads it. */
export type ZipPoint = Pick<ZipCentroid, 'zip' | 'latitude' | 'longitude'>;

/** The zip centroid reads a distance search needs; tests give a fake. */
export interface ZipCentroidReads {
  /** The centroid of `zip`, or undefined for a zip the reference data does not know. */
  findZip(zip: string): Promise<ZipCentroid | undefined>;
  /** The centroids inside a latitude/longitude box (degrees, bounds included). */
  zipsInBox(minLat: number, maxLat: number, minLon: number, maxLon: number): Promise<ZipPoint[]>;
}

/**
 * The one reader of `zip_codes` for the features: Provider Search, ADD PLAN's nearby providers
 * and the member detail's city and state. Every query goes through an index (the zip key, the
 * latitude index).
 */
export class ZipCentroids implements ZipCentroidReads {
  constructor(private readonly db: Kysely<Database>) {}

  findZip(zip: string): Promise<ZipCentroid | undefined> {
    return this.db
      .selectFrom('zip_codes')
      .select(['zip', 'city', 'county', 'state', 'latitude', 'longitude'])
      .where('zip', '=', zip)
      .executeTakeFirst();
  }

  zipsInBox(minLat: number, maxLat: number, minLon: number, maxLon: number): Promise<ZipPoint[]> {
    return this.db
      .selectFrom('zip_codes')
      .select(['zip', 'latitude', 'longitude'])
      .where('latitude', '>=', minLat)
      .where('latitude', '<=', maxLat)
      .where('longitude', '>=', minLon)
      .where('longitude', '<=', maxLon)
      .execute();
  }
}

const milesPerDegreeLatitude = 69.0;

/**
 * The zips whose centroid lies within `radiusMiles` of `center`, each with its great-circle
 * distance in miles (the center itself 0), in the order `reads` gives them: a latitude/longitude
 * box on the zip index, then the exact distance. Radius 0 is the zip itself, without a read
 * (cases and provider search spec §9: "0 means within the zip code").
 */
export async function zipDistancesWithin(
  reads: Pick<ZipCentroidReads, 'zipsInBox'>,
  center: ZipPoint,
  radiusMiles: number,
): Promise<Map<string, number>> {
  const distances = new Map<string, number>();
  if (radiusMiles === 0) {
    distances.set(center.zip, 0);
    return distances;
  }
  const latDelta = radiusMiles / milesPerDegreeLatitude;
  const lonDelta =
    radiusMiles / (milesPerDegreeLatitude * Math.max(0.01, Math.cos((center.latitude * Math.PI) / 180)));
  const zips = await reads.zipsInBox(
    center.latitude - latDelta,
    center.latitude + latDelta,
    center.longitude - lonDelta,
    center.longitude + lonDelta,
  );
  for (const zip of zips) {
    const miles =
      zip.zip === center.zip
        ? 0
        : greatCircleMiles(center.latitude, center.longitude, zip.latitude, zip.longitude);
    if (miles <= radiusMiles) distances.set(zip.zip, miles);
  }
  return distances;
}
