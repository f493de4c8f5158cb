import { describe, expect, it } from 'vitest';
import { mergeProviderRecords, type ProviderRecord } from './provider-writer.js';

const earlier: ProviderRecord = {
  npi: '1255334207',
  entity_type: '1',
  organization_name: null,
  last_name: 'SOUCIER',
  first_name: 'RICHARD',
  middle_name: 'J',
  credential: 'MD',
  address_line1: '114 WOODLAND ST',
  address_line2: 'STE 2',
  city: 'HARTFORD',
  state: 'CT',
  zip: '06105',
  zip_plus4: '1208',
  phone: '8607144820',
  gender: 'M',
  primary_taxonomy: '207RC0000X',
  secondary_taxonomies: null,
  specialty_text: 'Cardiology',
};

const blank: ProviderRecord = {
  ...earlier,
  organization_name: null,
  last_name: null,
  first_name: null,
  middle_name: null,
  credential: null,
  address_line1: null,
  address_line2: null,
  city: null,
  state: null,
  zip_plus4: null,
  phone: null,
  gender: null,
  primary_taxonomy: null,
  secondary_taxonomies: null,
  specialty_text: null,
};

describe('merging two statements about one NPI', () => {
  it('keeps a known phone, gender and taxonomy when the later row has none', () => {
    const merged = mergeProviderRecords(earlier, { ...blank, zip: '06105' });
    expect(merged).toMatchObject({ phone: '8607144820', gender: 'M', primary_taxonomy: '207RC0000X' });
  });

  it('lets a non-empty later value overwrite', () => {
    const merged = mergeProviderRecords(earlier, {
      ...blank,
      phone: '8605550100',
      specialty_text: 'Internal',
    });
    expect(merged).toMatchObject({ phone: '8605550100', specialty_text: 'Internal', credential: 'MD' });
  });

  it('takes a later address whole, never mixing street lines of two addresses', () => {
    const merged = mergeProviderRecords(earlier, {
      ...blank,
      address_line1: '1000 ASYLUM AVE',
      city: 'HARTFORD',
      state: 'CT',
      zip: '06105',
    });
    expect(merged).toMatchObject({ address_line1: '1000 ASYLUM AVE', address_line2: null, zip_plus4: null });
  });

  it('keeps the known address whole when the later row has no street line', () => {
    const merged = mergeProviderRecords(earlier, { ...blank, city: 'BOSTON', state: 'MA', zip: '02114' });
    expect(merged).toMatchObject({ address_line1: '114 WOODLAND ST', city: 'HARTFORD', zip: '06105' });
  });

  it('takes a later person name whole, never mixing parts of two names', () => {
    const merged = mergeProviderRecords(
      { ...earlier, first_name: 'CODY', middle_name: 'ST', last_name: 'GERMAIN' },
      { ...blank, first_name: 'CODY', last_name: 'ST GERMAIN' },
    );
    expect(merged).toMatchObject({ first_name: 'CODY', middle_name: null, last_name: 'ST GERMAIN' });
  });
});
