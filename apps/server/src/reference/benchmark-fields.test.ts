import { describe, expect, it } from 'vitest';
import {
  dataYearFromFileName,
  normalizeApc,
  normalizeCcn,
  normalizeDrg,
  normalizeHcpcs,
  parseAmount,
  parseCount,
  parseUsDate,
  requireDataYear,
  splitCodeDefinition,
  stateFromFips,
} from './benchmark-fields.js';

describe('benchmark file fields', () => {
  it('reads money as written in the CMS files', () => {
    expect(parseAmount('$32963.07')).toBe(32963.07);
    expect(parseAmount('14376.875454545399')).toBe(14376.875454545399);
    expect(parseAmount('$1,234.50')).toBe(1234.5);
    expect(parseAmount('73.8343%')).toBe(73.8343);
    expect(parseAmount('-579760')).toBe(-579760);
    expect(parseAmount('Not Available')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12 dollars')).toBeNaN();
  });

  it('rounds fractional service counts and refuses negative ones', () => {
    expect(parseCount('200.0')).toBe(200);
    expect(parseCount('1084.6')).toBe(1085);
    expect(parseCount('-1')).toBeNaN();
    expect(parseCount('')).toBeNull();
  });

  it('restores the leading zeros of CCNs and codes', () => {
    expect(normalizeCcn('10001')).toBe('010001');
    expect(normalizeCcn('360180')).toBe('360180');
    expect(normalizeCcn('05T123')).toBe('05T123');
    expect(normalizeCcn('12')).toBeNull();
    expect(normalizeDrg('3')).toBe('003');
    expect(normalizeDrg('470')).toBe('470');
    expect(normalizeDrg('4700')).toBeNull();
    expect(normalizeApc('61')).toBe('0061');
    expect(normalizeApc('5123')).toBe('5123');
    expect(normalizeHcpcs('790')).toBe('00790');
    expect(normalizeHcpcs('j1200')).toBe('J1200');
    expect(normalizeHcpcs('99213-26')).toBeNull();
  });

  it('splits a DRG definition into code and description', () => {
    expect(splitCodeDefinition('039 - EXTRACRANIAL PROCEDURES W/O CC/MCC')).toEqual({
      code: '039',
      description: 'EXTRACRANIAL PROCEDURES W/O CC/MCC',
    });
    expect(splitCodeDefinition('470')).toEqual({ code: '470', description: '' });
  });

  it('finds the data year a file name states', () => {
    expect(dataYearFromFileName('inpatient-drg100-by-provider-fy2011.csv.gz')).toBe(2011);
    expect(dataYearFromFileName('inpatient-by-provider-and-service-2022-ny.csv.gz')).toBe(2022);
    expect(dataYearFromFileName('MUP_INP_RY24_P03_V10_DY22_PrvSvc.csv')).toBe(2022);
    expect(dataYearFromFileName('MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv')).toBe(2023);
    expect(dataYearFromFileName('physician-and-other-supplier-puf-2012-national-first-17028.tsv.gz')).toBe(
      2012,
    );
    expect(dataYearFromFileName('outpatient-comprehensive-apc-by-provider-cy2016.csv.gz')).toBe(2016);
    expect(dataYearFromFileName('physician-services-2012-DC.csv.gz')).toBe(2012);
    expect(dataYearFromFileName('inpatient-by-provider.csv')).toBeNull();
  });

  it('fails a file whose year is nowhere, unless the layout has a documented year', () => {
    expect(requireDataYear('top100.csv', 'Top 100 DRGs', 2011)).toBe(2011);
    expect(requireDataYear('top100-fy2013.csv', 'Top 100 DRGs', 2011)).toBe(2013);
    expect(() => requireDataYear('inpatient.csv', 'Inpatient by Provider and Service')).toThrow(
      /file name states no data year/,
    );
  });

  it('reads HCRIS dates as ISO dates and state FIPS codes as USPS codes', () => {
    expect(parseUsDate('10/1/2018')).toBe('2018-10-01');
    expect(parseUsDate('2/30/2019')).toBeNull();
    expect(parseUsDate('')).toBeNull();
    expect(stateFromFips('39')).toBe('OH');
    expect(stateFromFips('6')).toBe('CA');
    expect(stateFromFips('03')).toBeNull();
  });
});
