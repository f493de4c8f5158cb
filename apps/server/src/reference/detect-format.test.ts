import { describe, expect, it } from 'vitest';
import { geonamesDumpColumns } from './csv-source.js';
import { detectFormat } from './detect-format.js';

describe('format detection by header', () => {
  it.each([
    [
      [
        'NPI',
        'Entity Type Code',
        'Replacement NPI',
        'Provider Business Practice Location Address Postal Code',
        'Healthcare Provider Taxonomy Code_1',
      ],
      'nppes',
    ],
    [
      ['npi', 'entity_type', 'organization_name', 'zip', 'primary_taxonomy', 'secondary_taxonomies'],
      'provider-directory',
    ],
    [
      ['NPI', 'PAC ID', 'Last Name', 'First Name', 'Gender', 'Primary specialty', 'Zip Code', 'Phone Number'],
      'dac-clinicians',
    ],
    [
      ['NPI', 'Ind_PAC_ID', 'Provider Last Name', 'gndr', 'pri_spec', 'ZIP Code', 'Telephone Number'],
      'dac-clinicians',
    ],
    [
      ['NPI', 'Provider Name', 'Primary Specialty', 'Address', 'City/Town', 'State', 'ZIP Code'],
      'dac-provider-name',
    ],
    [['Facility ID', 'Facility Name', 'Address', 'Hospital Type'], 'hospital-general-information'],
    [['ENROLLMENT ID', 'ENROLLMENT STATE', 'NPI', 'CCN', 'ORGANIZATION NAME'], 'hospital-enrollments'],
    [['Code', 'Grouping', 'Classification', 'Specialization', 'Definition'], 'nucc-taxonomy'],
    [['zip', 'city', 'state_name', 'state', 'latitude', 'longitude'], 'geonames-zip'],
    [geonamesDumpColumns, 'geonames-zip'],
    [['zcta', 'latitude', 'longitude'], 'census-zcta'],
    [['GEOID', 'ALAND', 'AWATER', 'INTPTLAT', 'INTPTLONG '], 'census-zcta'],
  ])('recognizes %j as %s', (header, kind) => {
    expect(detectFormat(header)?.kind).toBe(kind);
  });

  it('recognizes no format in an unrelated header', () => {
    expect(detectFormat(['DRG Definition', 'Provider Id', 'Total Discharges'])).toBeNull();
  });
});
