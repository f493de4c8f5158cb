import { describe, expect, it } from 'vitest';
import { HeaderIndex } from '../columns.js';
import { directoryColumns, mapDirectoryRecord } from './provider-directory.js';

const header = [
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
];

function map(values: Record<string, string>, names: readonly string[] = header) {
  const fields = names.map((name) => values[name] ?? '');
  return mapDirectoryRecord(fields, directoryColumns(new HeaderIndex(names)));
}

const soucier = {
  npi: '1255334207',
  entity_type: '1',
  last_name: 'SOUCIER',
  first_name: 'RICHARD',
  credential: 'MD',
  address_line1: '114 WOODLAND ST',
  city: 'HARTFORD',
  state: 'CT',
  zip: '061051208',
  phone: '8607144820',
  gender: 'M',
  primary_taxonomy: '207RC0000X',
  secondary_taxonomies: '207RA0001X|207RC0000X',
  specialty_text: 'Cardiovascular Disease Physician',
};

describe('provider directory rows', () => {
  it('maps names, zip+4, phone, gender and taxonomies', () => {
    expect(map(soucier).row).toEqual({
      npi: '1255334207',
      entity_type: '1',
      organization_name: null,
      last_name: 'SOUCIER',
      first_name: 'RICHARD',
      middle_name: null,
      credential: 'MD',
      address_line1: '114 WOODLAND ST',
      address_line2: null,
      city: 'HARTFORD',
      state: 'CT',
      zip: '06105',
      zip_plus4: '1208',
      phone: '8607144820',
      gender: 'M',
      primary_taxonomy: '207RC0000X',
      secondary_taxonomies: '207RA0001X',
      specialty_text: 'Cardiovascular Disease Physician',
    });
  });

  it('leaves gender, phone and taxonomy null when the file has none', () => {
    const row = map({
      ...soucier,
      phone: '',
      gender: '',
      primary_taxonomy: '',
      secondary_taxonomies: '',
    }).row;
    expect(row).toMatchObject({
      phone: null,
      gender: null,
      primary_taxonomy: null,
      secondary_taxonomies: null,
    });
  });

  it('left-pads a 4-digit zip that lost its leading zero', () => {
    expect(map({ ...soucier, zip: '2135', state: 'MA' }).row).toMatchObject({
      zip: '02135',
      zip_plus4: null,
    });
  });

  it('reads the 2025 sample layout without specialty_text', () => {
    const names = [...header.slice(0, 16), 'enumeration_date', 'last_update_date'];
    const result = map({ ...soucier, enumeration_date: '05/23/2005' }, names);
    expect(result.row?.specialty_text).toBeNull();
    expect(result.row?.primary_taxonomy).toBe('207RC0000X');
  });

  it('rejects a bad NPI, a foreign state and an invalid zip with a reason', () => {
    expect(map({ ...soucier, npi: '125533420' }).rejected).toBe('NPI "125533420" is not 10 digits');
    expect(map({ ...soucier, state: 'ZZ' }).rejected).toBe(
      'state "ZZ" is not a US state, territory or military code',
    );
    expect(map({ ...soucier, zip: 'N8X 1M7' }).rejected).toBe('invalid zip "N8X 1M7"');
    expect(map({ ...soucier, entity_type: '' }).rejected).toBe('entity type "" is not 1 or 2');
  });
});
