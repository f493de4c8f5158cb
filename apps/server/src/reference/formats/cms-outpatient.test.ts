import { describe, expect, it } from 'vitest';
import { HeaderIndex } from '../columns.js';
import { detectFormat } from '../detect-format.js';
import { apcColumns, mapApcRecord } from './cms-outpatient.js';

// Header and rows of outpatient/outpatient-comprehensive-apc-by-provider-cy2015.csv.gz and cy2016.
const header =
  'Provider ID,Provider Name,Provider Street Address,Provider City,Provider State,Provider Zip Code,Provider Hospital Referral Region (HRR),APC,APC Description,Comprehensive APC Services,Average Estimated Total Submitted Charges,Average Medicare Allowed Amount,Average Medicare Payment Amount,Outlier Comprehensive APC Services,Average Medicare Outlier Amount'.split(
    ',',
  );
const columns = apcColumns(new HeaderIndex(header));
const cy2015 = [
  '10001',
  'Southeast Alabama Medical Center',
  '1108 Ross Clark Circle',
  'Dothan',
  'AL',
  '36301',
  'AL - Dothan',
  '61',
  'Level II Neurostimulator & Related Procedures',
  '11',
  '14376.875454545399',
  '4391.8218181818102',
  '3499.09',
  '0',
  '0',
];
const cy2016 = [
  '360180',
  'Cleveland Clinic',
  '9500 Euclid Avenue',
  'Cleveland',
  'OH',
  '44195',
  'OH - Cleveland',
  '5093',
  'Level 3 Breast/Lymphatic Surgery and Related Procedures',
  '34',
  '31758.833529411699',
  '6942.8120588235297',
  '5654.8120588235197',
  '0',
  '0',
];

describe('Provider Comprehensive APC Summary rows', () => {
  it('is recognized from its header', () => {
    expect(detectFormat(header)?.kind).toBe('cms-outpatient-apc');
  });

  it('pads CCN and APC and maps services, billed, allowed and Medicare payment', () => {
    expect(mapApcRecord(cy2015, columns, 2015).row).toMatchObject({
      provider: {
        provider_id: '010001',
        name: 'Southeast Alabama Medical Center',
        state: 'AL',
        zip: '36301',
      },
      code: { code_type: 'APC', code: '0061', description: 'Level II Neurostimulator & Related Procedures' },
      fact: {
        provider_id: '010001',
        claim_type: 'outpatient',
        code_type: 'APC',
        code: '0061',
        data_year: 2015,
        count: 11,
        billed_avg: 14376.875454545399,
        allowed_avg: 4391.8218181818102,
        medicare_avg: 3499.09,
        total_payment_avg: null,
      },
    });
    expect(mapApcRecord(cy2016, columns, 2016).row?.fact).toMatchObject({
      provider_id: '360180',
      code: '5093',
      count: 34,
    });
  });

  it('rejects a row without a service count', () => {
    const bad = [...cy2016];
    bad[9] = 'many';
    expect(mapApcRecord(bad, columns, 2016).rejected).toBe('services "many" is not a count');
  });
});
