import { describe, expect, it } from 'vitest';
import { mergeFacts } from '../benchmark-writer.js';
import { HeaderIndex } from '../columns.js';
import { detectFormat } from '../detect-format.js';
import { mapPufRecord, mapStateFileRecord, pufColumns, stateFileColumns } from './cms-professional.js';

// Header and the two rows of NPI 1821142043, HCPCS 99213 in professional/physician-services-2012-AS.csv.
const stateHeader =
  'num_of_services,variation_coefficient_serv_per_bene,service_description,service_billing_code,npi,total_payments,num_of_beneficiaries,nppes_provider_last_org_name,national_stddev_serv_per_bene,national_avg_serv_per_bene,services_per_bene,num_of_providers,nppes_provider_first_name,provider_specialty,nppes_provider_zip,national_rank,nppes_provider_city,nppes_provider_state,nppes_provider_street,stddev_above_avg'.split(
    ',',
  );
const first =
  '64.0,0.423685333971233,Office/outpatient visit est,99213,1821142043,3005.99,59.0,MCMANUS,0.565514113177431,1.33475026826354,1.08475,20118,MARC,Physician Assistant,967990004,14114,PAGO PAGO,AS,96799 TURNER DRIVE,-0.442083579712079'.split(
    ',',
  );
const second =
  '11.0,0.423685333971233,Office/outpatient visit est,99213,1821142043,355.7,11.0,MCMANUS,0.565514113177431,1.33475026826354,1.0,20118,MARC,Physician Assistant,967990004,17680,PAGO PAGO,AS,96799 TURNER DRIVE,-0.591939724338079'.split(
    ',',
  );

describe('Physician services 2012 per-state rows', () => {
  const columns = stateFileColumns(new HeaderIndex(stateHeader));

  it('is recognized from its header', () => {
    expect(detectFormat(stateHeader)?.kind).toBe('cms-physician-services-2012');
  });

  it('derives the Medicare average from total payments and leaves billed not available', () => {
    const result = mapStateFileRecord(first, columns, 2012);
    expect(result.row?.provider).toEqual({
      provider_id: '1821142043',
      provider_kind: 'professional',
      name: 'MCMANUS, MARC',
      address: '96799 TURNER DRIVE',
      city: 'PAGO PAGO',
      state: 'AS',
      zip: '96799',
      specialty: 'Physician Assistant',
    });
    expect(result.row?.code).toEqual({
      code_type: 'HCPCS',
      code: '99213',
      description: 'Office/outpatient visit est',
    });
    expect(result.row?.fact).toMatchObject({
      claim_type: 'professional',
      code_type: 'HCPCS',
      code: '99213',
      data_year: 2012,
      place_of_service: '',
      count: 64,
      beneficiaries: 59,
      billed_avg: null,
      allowed_avg: null,
      total_payment_avg: null,
    });
    expect(result.row?.fact.medicare_avg).toBeCloseTo(3005.99 / 64, 10);
  });

  it('merges the two rows of one NPI and code: counts add up, the Medicare average is weighted', () => {
    const a = mapStateFileRecord(first, columns, 2012).row?.fact;
    const b = mapStateFileRecord(second, columns, 2012).row?.fact;
    if (a === undefined || b === undefined) throw new Error('unmapped');
    const merged = mergeFacts(a, b);
    expect(merged.count).toBe(75);
    expect(merged.beneficiaries).toBe(70);
    expect(merged.medicare_avg).toBeCloseTo((3005.99 + 355.7) / 75, 10);
    expect(merged.billed_avg).toBeNull();
  });

  it('rejects a row with an invalid NPI', () => {
    const bad = [...first];
    bad[4] = '1821142044';
    expect(mapStateFileRecord(bad, columns, 2012).rejected).toBe(
      'NPI "1821142044" fails the NPI check digit',
    );
  });
});

// First row of professional/physician-and-other-supplier-puf-2012-national-first-17028.tsv.gz.
const pufHeader =
  'npi\tnppes_provider_last_org_name\tnppes_provider_first_name\tnppes_provider_mi\tnppes_credentials\tnppes_provider_gender\tnppes_entity_code\tnppes_provider_street1\tnppes_provider_street2\tnppes_provider_city\tnppes_provider_zip\tnppes_provider_state\tnppes_provider_country\tprovider_type\tmedicare_participation_indicator\tplace_of_service\thcpcs_code\thcpcs_description\tline_srvc_cnt\tbene_unique_cnt\tbene_day_srvc_cnt\taverage_Medicare_allowed_amt\tstdev_Medicare_allowed_amt\taverage_submitted_chrg_amt\tstdev_submitted_chrg_amt\taverage_Medicare_payment_amt\tstdev_Medicare_payment_amt'.split(
    '\t',
  );
const pufRow =
  '1003000126\tENKESHAFI\tARDALAN\t\tM.D.\tM\tI\t900 SETON DR\t\tCUMBERLAND\t215021854\tMD\tUS\tInternal Medicine\tY\tF\t99222\tInitial hospital care\t115\t112\t115\t135.25\t0\t199\t0\t108.11565217\t0.9005883395'.split(
    '\t',
  );

// First row of professional/physician-by-provider-and-service-2023-sample.csv.
const header2023 =
  'Rndrng_NPI,Rndrng_Prvdr_Last_Org_Name,Rndrng_Prvdr_First_Name,Rndrng_Prvdr_MI,Rndrng_Prvdr_Crdntls,Rndrng_Prvdr_Ent_Cd,Rndrng_Prvdr_St1,Rndrng_Prvdr_St2,Rndrng_Prvdr_City,Rndrng_Prvdr_State_Abrvtn,Rndrng_Prvdr_State_FIPS,Rndrng_Prvdr_Zip5,Rndrng_Prvdr_RUCA,Rndrng_Prvdr_RUCA_Desc,Rndrng_Prvdr_Cntry,Rndrng_Prvdr_Type,Rndrng_Prvdr_Mdcr_Prtcptg_Ind,HCPCS_Cd,HCPCS_Desc,HCPCS_Drug_Ind,Place_Of_Srvc,Tot_Benes,Tot_Srvcs,Tot_Bene_Day_Srvcs,Avg_Sbmtd_Chrg,Avg_Mdcr_Alowd_Amt,Avg_Mdcr_Pymt_Amt,Avg_Mdcr_Stdzd_Amt'.split(
    ',',
  );
const row2023 = [
  '1003000126',
  'Enkeshafi',
  'Ardalan',
  '',
  'M.D.',
  'I',
  '6410 Rockledge Dr Ste 304',
  '',
  'Bethesda',
  'MD',
  '24',
  '20817',
  '1',
  'Metropolitan area core: primary flow within an urbanized area of 50000 and greater',
  'US',
  'Internal Medicine',
  'Y',
  '99221',
  'Initial hospital care with straightforward or low level of medical decision making',
  'N',
  'F',
  '36',
  '36',
  '36',
  '284.37888889',
  '79.063888889',
  '60.828888889',
  '62.376388889',
];

describe('Physician and Other Supplier PUF rows (2012 and today)', () => {
  it('recognizes both layouts from their headers', () => {
    expect(detectFormat(pufHeader)?.kind).toBe('cms-physician-puf');
    expect(detectFormat(header2023)?.kind).toBe('cms-physician-provider-service');
  });

  it('keeps the place of service and maps billed, allowed and Medicare averages', () => {
    expect(mapPufRecord(pufRow, pufColumns(new HeaderIndex(pufHeader)), 2012).row).toMatchObject({
      provider: {
        provider_id: '1003000126',
        name: 'ENKESHAFI, ARDALAN',
        zip: '21502',
        specialty: 'Internal Medicine',
      },
      code: { code: '99222', description: 'Initial hospital care' },
      fact: {
        code: '99222',
        data_year: 2012,
        place_of_service: 'F',
        count: 115,
        beneficiaries: 112,
        billed_avg: 199,
        allowed_avg: 135.25,
        medicare_avg: 108.11565217,
      },
    });
    expect(mapPufRecord(row2023, pufColumns(new HeaderIndex(header2023)), 2023).row).toMatchObject({
      provider: {
        name: 'Enkeshafi, Ardalan',
        address: '6410 Rockledge Dr Ste 304',
        city: 'Bethesda',
        zip: '20817',
      },
      fact: {
        code: '99221',
        data_year: 2023,
        place_of_service: 'F',
        count: 36,
        beneficiaries: 36,
        billed_avg: 284.37888889,
        allowed_avg: 79.063888889,
        medicare_avg: 60.828888889,
      },
    });
  });

  it('rejects a row with an unknown place of service', () => {
    const bad = [...pufRow];
    bad[15] = 'H';
    expect(mapPufRecord(bad, pufColumns(new HeaderIndex(pufHeader)), 2012).rejected).toBe(
      'place of service "H" is not F or O',
    );
  });
});
