import { describe, expect, it } from 'vitest';
import { HeaderIndex } from '../columns.js';
import { dacColumns, mapDacRecord, mapProviderNameRecord, providerNameColumns } from './dac-clinicians.js';

describe('Doctors and Clinicians rows (full layout)', () => {
  const header = [
    'NPI',
    'PAC ID',
    'Last Name',
    'First Name',
    'Middle Name',
    'Gender',
    'Credential',
    'Primary specialty',
    'Line 1 Street Address',
    'Line 2 Street Address',
    'City',
    'State',
    'Zip Code',
    'Phone Number',
  ];
  const columns = dacColumns(new HeaderIndex(header));
  const map = (values: Record<string, string>) =>
    mapDacRecord(
      header.map((name) => values[name] ?? ''),
      columns,
    );
  const tidwell = {
    NPI: '1538149216',
    'Last Name': 'TIDWELL',
    'First Name': 'STEVEN',
    'Middle Name': 'M',
    Gender: 'M',
    Credential: 'MD',
    'Primary specialty': 'DIAGNOSTIC RADIOLOGY',
    'Line 1 Street Address': '5155 CORPORATE WAY',
    'Line 2 Street Address': 'UNIT A',
    City: 'JUPITER',
    State: 'FL',
    'Zip Code': '334584359',
    'Phone Number': '5616240123',
  };

  it('maps an individual with gender, credential, specialty and phone', () => {
    expect(map(tidwell).row).toEqual({
      npi: '1538149216',
      entity_type: '1',
      organization_name: null,
      last_name: 'TIDWELL',
      first_name: 'STEVEN',
      middle_name: 'M',
      credential: 'MD',
      address_line1: '5155 CORPORATE WAY',
      address_line2: 'UNIT A',
      city: 'JUPITER',
      state: 'FL',
      zip: '33458',
      zip_plus4: '4359',
      phone: '5616240123',
      gender: 'M',
      primary_taxonomy: null,
      secondary_taxonomies: null,
      specialty_text: 'DIAGNOSTIC RADIOLOGY',
    });
  });

  it('drops a phone extension', () => {
    expect(map({ ...tidwell, 'Phone Number': '7878783000233' }).row?.phone).toBe('7878783000');
  });

  it('reads the current national file column names', () => {
    const current = [
      'NPI',
      'Provider Last Name',
      'Provider First Name',
      'gndr',
      'Cred',
      'pri_spec',
      'adr_ln_1',
    ];
    const names = [...current, 'City/Town', 'State', 'ZIP Code', 'Telephone Number'];
    const fields = ['1538149216', 'TIDWELL', 'STEVEN', 'F', 'MD', 'RADIOLOGY', '1 MAIN ST', 'JUPITER', 'FL'];
    const row = mapDacRecord([...fields, '33458', '5616240123'], dacColumns(new HeaderIndex(names))).row;
    expect(row).toMatchObject({ last_name: 'TIDWELL', gender: 'F', zip: '33458', phone: '5616240123' });
  });
});

describe('Doctors and Clinicians rows (Provider Name extract)', () => {
  const header = ['NPI', 'Provider Name', 'Primary Specialty', 'Address', 'City/Town', 'State', 'ZIP Code'];
  const columns = providerNameColumns(new HeaderIndex(header));
  const map = (fields: string[]) => mapProviderNameRecord(fields, columns);

  it('splits the provider name into first and last name', () => {
    const row = map([
      '1003005174',
      'DAVID GILMAN',
      'PHYSICIAN ASSISTANT',
      '22 BRAMHALL ST',
      'PORTLAND',
      'ME',
      '41023134',
    ]).row;
    expect(row).toMatchObject({
      first_name: 'DAVID',
      middle_name: null,
      last_name: 'GILMAN',
      specialty_text: 'PHYSICIAN ASSISTANT',
      gender: null,
      phone: null,
    });
  });

  it('left-pads zips without leading zeros to 9 or 5 digits', () => {
    expect(
      map(['1003005174', 'DAVID GILMAN', '', '22 BRAMHALL ST', 'PORTLAND', 'ME', '41023134']).row,
    ).toMatchObject({ zip: '04102', zip_plus4: '3134' });
    expect(
      map(['1003012253', 'KIMBERLY MILLS', '', '110 BROADWAY', 'BUCKSPORT', 'ME', '4416']).row,
    ).toMatchObject({
      zip: '04416',
      zip_plus4: null,
    });
  });
});
