import { describe, expect, it } from 'vitest';
import { HeaderIndex } from '../columns.js';
import { hospitalProvider, hospitalTypeTaxonomies, preferredEnrollment } from '../hospital-link.js';
import { enrollmentColumns, hospitalColumns, mapEnrollmentRecord, mapHospitalRecord } from './hospitals.js';

const generalHeader = [
  'Facility ID',
  'Facility Name',
  'Address',
  'City/Town',
  'State',
  'ZIP Code',
  'County/Parish',
  'Telephone Number',
  'Hospital Type',
  'Hospital Ownership',
  'Emergency Services',
  'Hospital overall rating',
];
const general = [
  '010001',
  'SOUTHEAST HEALTH MEDICAL CENTER',
  '1108 ROSS CLARK CIRCLE',
  'DOTHAN',
  'AL',
  '36301',
  'HOUSTON',
  '(334) 793-8701',
  'Acute Care Hospitals',
  'Government - Hospital District or Authority',
  'Yes',
  '4',
];
const mapGeneral = (fields: string[]) =>
  mapHospitalRecord(fields, hospitalColumns(new HeaderIndex(generalHeader)));

describe('Hospital General Information rows', () => {
  it('maps CCN, phone digits, emergency services and rating', () => {
    expect(mapGeneral(general).row).toMatchObject({
      ccn: '010001',
      name: 'SOUTHEAST HEALTH MEDICAL CENTER',
      zip: '36301',
      phone: '3347938701',
      hospital_type: 'Acute Care Hospitals',
      emergency_services: 1,
      overall_rating: 4,
    });
  });

  it('reads "Not Available" as no rating and rejects an unparseable one', () => {
    const notAvailable = [...general.slice(0, 11), 'Not Available'];
    expect(mapGeneral(notAvailable).row?.overall_rating).toBeNull();
    expect(mapGeneral([...general.slice(0, 11), 'four']).rejected).toBe('unparseable overall rating "four"');
  });
});

describe('Hospital Enrollments rows', () => {
  const header = ['ENROLLMENT ID', 'NPI', 'CCN', 'ORGANIZATION NAME', 'ZIP CODE', 'PRACTICE LOCATION TYPE'];
  const map = (fields: string[]) => mapEnrollmentRecord(fields, enrollmentColumns(new HeaderIndex(header)));

  it('maps the CCN to the organization NPI with a 5-digit zip', () => {
    expect(
      map([
        'O20020812000015',
        '1467408781',
        '440058',
        'SOUTHERN TENNESSEE MEDICAL CENTER LLC',
        '373982404',
        'MAIN/PRIMARY HOSPITAL LOCATION',
      ]).row,
    ).toMatchObject({ enrollment_id: 'O20020812000015', npi: '1467408781', ccn: '440058', zip: '37398' });
  });

  it('rejects an enrollment with an invalid NPI', () => {
    expect(map(['O1', '1467408780', '440058', '', '', '']).rejected).toBe(
      'NPI "1467408780" fails the NPI check digit',
    );
  });
});

describe('hospital to provider link', () => {
  it('prefers the main hospital location, then the lowest enrollment ID', () => {
    const other = { enrollment_id: 'O1', ccn: '010001', npi: '1111111112', practice_location_type: 'OTHER' };
    const main = {
      enrollment_id: 'O3',
      ccn: '010001',
      npi: '1467408781',
      practice_location_type: 'MAIN/PRIMARY HOSPITAL LOCATION',
    };
    const lower = { ...other, enrollment_id: 'O0', npi: '1234567893' };
    expect(preferredEnrollment([other, main, lower])?.npi).toBe('1467408781');
    expect(preferredEnrollment([other, lower])?.npi).toBe('1234567893');
    expect(preferredEnrollment([])).toBeUndefined();
  });

  it('makes an organization provider with the NUCC taxonomy of its hospital type', () => {
    const hospital = mapGeneral(general).row;
    if (hospital === undefined) throw new Error('unmapped');
    expect(hospitalProvider(hospital, '1164403861')).toMatchObject({
      npi: '1164403861',
      entity_type: '2',
      organization_name: 'SOUTHEAST HEALTH MEDICAL CENTER',
      zip: '36301',
      phone: '3347938701',
      primary_taxonomy: '282N00000X',
      gender: null,
    });
    expect(
      hospitalProvider({ ...hospital, hospital_type: 'Rural Emergency Hospital' }, '1164403861')
        ?.primary_taxonomy,
    ).toBeNull();
  });

  it('maps the CMS hospital types to NUCC hospital codes', () => {
    expect(hospitalTypeTaxonomies).toEqual({
      'Acute Care Hospitals': '282N00000X',
      'Critical Access Hospitals': '282NC0060X',
      Childrens: '282NC2000X',
      Psychiatric: '283Q00000X',
      'Acute Care - Veterans Administration': '282N00000X',
      'Acute Care - Department of Defense': '282N00000X',
    });
  });
});
