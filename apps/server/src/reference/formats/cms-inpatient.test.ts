import { describe, expect, it } from 'vitest';
import { HeaderIndex } from '../columns.js';
import { detectFormat } from '../detect-format.js';
import {
  drg100Columns,
  drg100LayoutYear,
  mapDrg100Record,
  mapProviderServiceRecord,
  providerServiceColumns,
} from './cms-inpatient.js';
import { geographyColumns, mapGeographyRecord } from './cms-inpatient-geography.js';

// Header and rows of inpatient/inpatient-drg100-by-provider-fy2011.csv.gz (three names keep their spaces).
const drg100Header = [
  'DRG Definition',
  'Provider Id',
  'Provider Name',
  'Provider Street Address',
  'Provider City',
  'Provider State',
  'Provider Zip Code',
  'Hospital Referral Region Description',
  ' Total Discharges ',
  ' Average Covered Charges ',
  ' Average Total Payments ',
  'Average Medicare Payments',
];
const drg100Row = [
  '039 - EXTRACRANIAL PROCEDURES W/O CC/MCC',
  '10001',
  'SOUTHEAST ALABAMA MEDICAL CENTER',
  '1108 ROSS CLARK CIRCLE',
  'DOTHAN',
  'AL',
  '36301',
  'AL - Dothan',
  '91',
  '$32963.07',
  '$5777.24',
  '$4763.73',
];

describe('Inpatient Top 100 DRGs (FY2011) rows', () => {
  const columns = drg100Columns(new HeaderIndex(drg100Header));

  it('is recognized from its header', () => {
    expect(detectFormat(drg100Header)?.kind).toBe('cms-inpatient-drg100');
  });

  it('splits the DRG definition, pads the CCN and reads dollar amounts', () => {
    const result = mapDrg100Record(drg100Row, columns, drg100LayoutYear);
    expect(result.row).toEqual({
      provider: {
        provider_id: '010001',
        provider_kind: 'hospital',
        name: 'SOUTHEAST ALABAMA MEDICAL CENTER',
        address: '1108 ROSS CLARK CIRCLE',
        city: 'DOTHAN',
        state: 'AL',
        zip: '36301',
        specialty: null,
      },
      code: { code_type: 'DRG', code: '039', description: 'EXTRACRANIAL PROCEDURES W/O CC/MCC' },
      fact: {
        provider_id: '010001',
        claim_type: 'inpatient',
        code_type: 'DRG',
        code: '039',
        data_year: 2011,
        place_of_service: '',
        count: 91,
        beneficiaries: null,
        billed_avg: 32963.07,
        allowed_avg: null,
        medicare_avg: 4763.73,
        total_payment_avg: 5777.24,
      },
    });
  });

  it('rejects a malformed row with its reason', () => {
    const bad = [...drg100Row];
    bad[9] = '$32,9x3';
    expect(mapDrg100Record(bad, columns, 2011).rejected).toBe(
      'average covered charges "$32,9x3" is not a number',
    );
    const noCcn = [...drg100Row];
    noCcn[1] = 'ABC';
    expect(mapDrg100Record(noCcn, columns, 2011).rejected).toBe('provider ID "ABC" is not a CCN');
  });
});

// The New York republication drops the Rndrng_ prefix; the national file has it.
const nyHeader =
  'Prvdr_CCN,Prvdr_Org_Name,Prvdr_City,Prvdr_St,Prvdr_State_FIPS,Prvdr_Zip5,Prvdr_State_Abrvtn,Prvdr_RUCA,Prvdr_RUCA_Desc,DRG_Cd,DRG_Desc,Tot_Dschrgs,Avg_Submtd_Cvrd_Chrg,Avg_Tot_Pymt_Amt,Avg_Mdcr_Pymt_Amt,zip_lat,zip_lon'.split(
    ',',
  );
const nyRow = [
  '330005',
  'Kaleida Health',
  'Buffalo',
  '100 High Street',
  '36',
  '14210',
  'NY',
  '1.0',
  'Metropolitan area core: primary flow within an urbanized area of 50,000 and greater',
  '3',
  'ECMO OR TRACHEOSTOMY WITH MV >96 HOURS OR PRINCIPAL DIAGNOSIS EXCEPT FACE, MOUTH AND NEC',
  '13',
  '727352.46154',
  '211403.92308',
  '194140.46154',
  '42.86351',
  '-78.82739',
];

describe('Inpatient by Provider and Service rows', () => {
  it('reads the columns with and without the Rndrng_ prefix', () => {
    const prefixed = nyHeader.map((name) => (name.startsWith('Prvdr_') ? `Rndrng_${name}` : name));
    expect(detectFormat(nyHeader)?.kind).toBe('cms-inpatient-provider-service');
    expect(detectFormat(prefixed)?.kind).toBe('cms-inpatient-provider-service');
    for (const header of [nyHeader, prefixed]) {
      const result = mapProviderServiceRecord(nyRow, providerServiceColumns(new HeaderIndex(header)), 2022);
      expect(result.row?.provider).toMatchObject({
        provider_id: '330005',
        name: 'Kaleida Health',
        address: '100 High Street',
        state: 'NY',
        zip: '14210',
      });
      expect(result.row?.fact).toMatchObject({
        code: '003',
        data_year: 2022,
        count: 13,
        billed_avg: 727352.46154,
        total_payment_avg: 211403.92308,
        medicare_avg: 194140.46154,
      });
    }
  });

  it('rejects a row whose DRG is not a code', () => {
    const bad = [...nyRow];
    bad[9] = 'ECMO';
    expect(
      mapProviderServiceRecord(bad, providerServiceColumns(new HeaderIndex(nyHeader)), 2022).rejected,
    ).toBe('DRG "ECMO" is not a DRG code');
  });
});

describe('Inpatient by Geography and Service rows', () => {
  const header =
    'Rndrng_Prvdr_Geo_Lvl,Rndrng_Prvdr_Geo_Cd,Rndrng_Prvdr_Geo_Desc,DRG_Cd,DRG_Desc,Tot_Dschrgs,Avg_Submtd_Cvrd_Chrg,Avg_Tot_Pymt_Amt,Avg_Mdcr_Pymt_Amt'.split(
      ',',
    );
  const columns = geographyColumns(new HeaderIndex(header));
  const description = 'MAJOR HIP AND KNEE JOINT REPLACEMENT OR REATTACHMENT OF LOWER EXTREMITY WITHOUT MCC';

  it('maps National rows to US and State rows to the state code', () => {
    expect(detectFormat(header)?.kind).toBe('cms-inpatient-geography');
    const national = [
      'National',
      '',
      'National',
      '470',
      description,
      '415280',
      '65482.607867',
      '15109.866247',
      '11849.460706',
    ];
    expect(mapGeographyRecord(national, columns, 2019).row).toEqual({
      area: 'US',
      claim_type: 'inpatient',
      code_type: 'DRG',
      code: '470',
      data_year: 2019,
      count: 415280,
      billed_avg: 65482.607867,
      medicare_avg: 11849.460706,
      total_payment_avg: 15109.866247,
    });
    const ohio = [
      'State',
      '39',
      'Ohio',
      '470',
      description,
      '15767',
      '53410.334433',
      '13888.055813',
      '10702.921418',
    ];
    expect(mapGeographyRecord(ohio, columns, 2019).row).toMatchObject({ area: 'OH', count: 15767 });
  });

  it('rejects an unknown state and skips other levels', () => {
    expect(
      mapGeographyRecord(['State', '99', 'Nowhere', '470', '', '1', '1', '1', '1'], columns, 2019).rejected,
    ).toBe('state FIPS code "99" is not a US state');
    expect(
      mapGeographyRecord(['County', '39035', 'Cuyahoga', '470', '', '1', '1', '1', '1'], columns, 2019)
        .skipped,
    ).toBe('geography level county');
  });
});
