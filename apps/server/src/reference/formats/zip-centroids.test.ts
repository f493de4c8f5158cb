import { describe, expect, it } from 'vitest';
import { HeaderIndex } from '../columns.js';
import { geonamesDumpColumns } from '../csv-source.js';
import { geonamesColumns, mapGeonamesRecord, mapZctaRecord, zctaColumns } from './zip-centroids.js';

describe('zip centroid rows', () => {
  const header = [
    'zip',
    'city',
    'state_name',
    'state',
    'county',
    'county_fips',
    'latitude',
    'longitude',
    'accuracy',
  ];
  const columns = geonamesColumns(new HeaderIndex(header));

  it('maps a GeoNames row with city, state and county', () => {
    expect(
      mapGeonamesRecord(
        ['99553', 'Akutan', 'Alaska', 'AK', 'Aleutians East', '013', '54.143', '-165.7854', '1'],
        columns,
      ).row,
    ).toEqual({
      zip: '99553',
      city: 'Akutan',
      state: 'AK',
      state_name: 'Alaska',
      county: 'Aleutians East',
      latitude: 54.143,
      longitude: -165.7854,
    });
  });

  it('reads the header-less GeoNames dump columns', () => {
    const dump = geonamesColumns(new HeaderIndex(geonamesDumpColumns));
    const fields = [
      'US',
      '99553',
      'Akutan',
      'Alaska',
      'AK',
      'Aleutians East',
      '013',
      '',
      '',
      '54.143',
      '-165.7854',
      '1',
    ];
    expect(mapGeonamesRecord(fields, dump).row).toMatchObject({
      zip: '99553',
      state: 'AK',
      latitude: 54.143,
    });
  });

  it('rejects unparseable coordinates and a zip that is not 5 digits', () => {
    expect(
      mapGeonamesRecord(['99553', 'Akutan', '', 'AK', '', '', 'north', '-165.7', ''], columns).rejected,
    ).toBe('unparseable latitude/longitude "north,-165.7"');
    expect(
      mapGeonamesRecord(['9955', 'Akutan', '', 'AK', '', '', '54.1', '-165.7', ''], columns).rejected,
    ).toBe('zip "9955" is not 5 digits');
  });

  it('maps a ZCTA centroid without city or state', () => {
    const zcta = zctaColumns(new HeaderIndex(['zcta', 'latitude', 'longitude']));
    expect(mapZctaRecord(['10001', '40.75065', '-73.997293'], zcta).row).toEqual({
      zip: '10001',
      city: null,
      state: null,
      state_name: null,
      county: null,
      latitude: 40.75065,
      longitude: -73.997293,
    });
  });
});
