import { describe, expect, it } from 'vitest';
import { HeaderIndex } from '../columns.js';
import { mapNppesRecord, nppesColumns } from './nppes.js';

const practice = 'Provider Business Practice Location Address';
const mailing = 'Provider Business Mailing Address';
const header = [
  'NPI',
  'Entity Type Code',
  'Provider Organization Name (Legal Business Name)',
  'Provider Last Name (Legal Name)',
  'Provider First Name',
  'Provider Middle Name',
  'Provider Credential Text',
  'Provider First Line Business Mailing Address',
  `${mailing} City Name`,
  `${mailing} State Name`,
  `${mailing} Postal Code`,
  `${mailing} Telephone Number`,
  'Provider First Line Business Practice Location Address',
  'Provider Second Line Business Practice Location Address',
  `${practice} City Name`,
  `${practice} State Name`,
  `${practice} Postal Code`,
  `${practice} Country Code (If outside U.S.)`,
  `${practice} Telephone Number`,
  'NPI Deactivation Date',
  'NPI Reactivation Date',
  'Provider Gender Code',
  ...[1, 2, 3].flatMap((slot) => [
    `Healthcare Provider Taxonomy Code_${String(slot)}`,
    `Healthcare Provider Primary Taxonomy Switch_${String(slot)}`,
  ]),
];
const columns = nppesColumns(new HeaderIndex(header));

function map(values: Record<string, string>) {
  return mapNppesRecord(
    header.map((name) => values[name] ?? ''),
    columns,
  );
}

const javier: Record<string, string> = {
  NPI: '1740283779',
  'Entity Type Code': '1',
  'Provider Last Name (Legal Name)': 'JAVIER',
  'Provider First Name': 'EMMANUEL',
  'Provider Credential Text': 'MD',
  'Provider First Line Business Mailing Address': '30 JORDAN LN',
  [`${mailing} City Name`]: 'WETHERSFIELD',
  [`${mailing} State Name`]: 'CT',
  [`${mailing} Postal Code`]: '061091278',
  [`${mailing} Telephone Number`]: '8602630253',
  'Provider First Line Business Practice Location Address': '1000 ASYLUM AVE',
  'Provider Second Line Business Practice Location Address': 'SUITE 4310',
  [`${practice} City Name`]: 'HARTFORD',
  [`${practice} State Name`]: 'CT',
  [`${practice} Postal Code`]: '061051770',
  [`${practice} Country Code (If outside U.S.)`]: 'US',
  [`${practice} Telephone Number`]: '(860) 247-2137',
  'Provider Gender Code': 'M',
  'Healthcare Provider Taxonomy Code_1': '207RA0001X',
  'Healthcare Provider Primary Taxonomy Switch_1': 'N',
  'Healthcare Provider Taxonomy Code_2': '207RE0101X',
  'Healthcare Provider Primary Taxonomy Switch_2': 'Y',
};

describe('NPPES rows', () => {
  it('uses the practice location address and phone, not the mailing address', () => {
    expect(map(javier).row).toMatchObject({
      address_line1: '1000 ASYLUM AVE',
      address_line2: 'SUITE 4310',
      city: 'HARTFORD',
      state: 'CT',
      zip: '06105',
      zip_plus4: '1770',
      phone: '8602472137',
    });
  });

  it('takes the taxonomy switched Y as primary and the others as secondary', () => {
    expect(map(javier).row).toMatchObject({
      primary_taxonomy: '207RE0101X',
      secondary_taxonomies: '207RA0001X',
      gender: 'M',
      first_name: 'EMMANUEL',
      last_name: 'JAVIER',
      credential: 'MD',
    });
  });

  it('assumes no primary taxonomy when no switch says Y', () => {
    const row = map({
      ...javier,
      'Healthcare Provider Primary Taxonomy Switch_1': 'X',
      'Healthcare Provider Primary Taxonomy Switch_2': 'X',
    }).row;
    expect(row?.primary_taxonomy).toBeNull();
    expect(row?.secondary_taxonomies).toBe('207RA0001X|207RE0101X');
  });

  it('keeps only the organization name of an organization', () => {
    const row = map({
      ...javier,
      'Entity Type Code': '2',
      'Provider Organization Name (Legal Business Name)': 'HARTFORD HOSPITAL',
      'Provider Gender Code': '',
    }).row;
    expect(row).toMatchObject({
      entity_type: '2',
      organization_name: 'HARTFORD HOSPITAL',
      last_name: null,
      first_name: null,
      gender: null,
    });
  });

  it('skips a deactivated NPI published without a name', () => {
    expect(map({ NPI: '1740283779', 'NPI Deactivation Date': '05/23/2010' }).skipped).toBe('deactivated NPI');
  });

  it('rejects a practice location outside the US', () => {
    const result = map({
      ...javier,
      [`${practice} State Name`]: '',
      [`${practice} Postal Code`]: 'M4K 2M6',
      [`${practice} Country Code (If outside U.S.)`]: 'CA',
    });
    expect(result.rejected).toBe('practice location outside the US (CA)');
  });
});
