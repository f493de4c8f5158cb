import { describe, expect, it } from 'vitest';
import { hasAcceptedAttachmentName } from './attachment-rules.js';
import { memberCaseBodySchema } from './case-payload.js';
import {
  baseRecordTypeName,
  caseDateOfBirthProblem,
  caseStatusDetailLabel,
  caseStatusLabel,
  joinAccessIssueReasons,
  normaliseServiceDate,
  serviceDateProblem,
} from './rules.js';

describe('case status display', () => {
  it('shows Intake and Opened as Opened, Closed as Closed, anything else as Processing', () => {
    expect(caseStatusLabel('Intake')).toBe('Opened');
    expect(caseStatusLabel('Opened')).toBe('Opened');
    expect(caseStatusLabel('Closed')).toBe('Closed');
    expect(caseStatusLabel('Processing')).toBe('Processing');
    expect(caseStatusLabel('Escalated')).toBe('Processing');
  });
  it("shows a missing status as 'Waiting for information'", () => {
    expect(caseStatusLabel(null)).toBe('Waiting for information');
    expect(caseStatusLabel('')).toBe('Waiting for information');
  });
  it('labels a known status detail only under its own status', () => {
    expect(caseStatusDetailLabel('Processing', 'ProviderNegotiation')).toBe('Negotiating with the provider');
    expect(caseStatusDetailLabel('Opened', 'ProviderNegotiation')).toBeNull();
  });
});

describe('record types', () => {
  it('shows employee variants as the base type', () => {
    expect(baseRecordTypeName('Employee Balance Bill')).toBe('Balance Bill');
    expect(baseRecordTypeName('Access Issue - Employee')).toBe('Access Issue');
    expect(baseRecordTypeName('Something Else')).toBe('Something Else');
  });
});

describe('dates', () => {
  it('keeps the placeholder service date and makes other dates midnight UTC', () => {
    expect(normaliseServiceDate('1111-01-01')).toBe('1111-01-01');
    expect(normaliseServiceDate('2026-03-04')).toBe('2026-03-04T00:00:00.000Z');
    expect(normaliseServiceDate('2026-03-04T00:00:00Z')).toBe('2026-03-04T00:00:00.000Z');
  });
  it('accepts service years 1900 to 2100 only', () => {
    expect(serviceDateProblem('1899-12-31', true)).toBe('Must be a valid date');
    expect(serviceDateProblem('1900-01-01', true)).toBeNull();
    expect(serviceDateProblem('2100-12-31', true)).toBeNull();
    expect(serviceDateProblem('2101-01-01', true)).toBe('Must be a valid date');
    expect(serviceDateProblem('2026-02-30', true)).toBe('Must be a valid date');
    expect(serviceDateProblem('', true)).toBe('Date of Service is required');
    expect(serviceDateProblem('', false)).toBeNull();
  });
  it('refuses a date of birth in the future or more than 200 years ago', () => {
    const today = new Date(2026, 4, 1);
    expect(caseDateOfBirthProblem('', today)).toBe('Date of birth is required');
    expect(caseDateOfBirthProblem('2026-05-02', today)).toBe('Must be a valid date');
    expect(caseDateOfBirthProblem('1825-01-01', today)).toBe('Must be a valid date');
    expect(caseDateOfBirthProblem('1980-04-12', today)).toBeNull();
  });
});

describe('access issue reasons', () => {
  it('joins the checked reasons with commas, then the free text of Other', () => {
    expect(joinAccessIssueReasons(['A', 'Other', 'B'], ' waited too long ')).toBe('A,B,waited too long');
    expect(joinAccessIssueReasons(['A'], 'ignored')).toBe('A');
  });
});

describe('attachments by name', () => {
  it('accepts png, jpg, jpeg, pdf, doc and docx in any case', () => {
    expect(hasAcceptedAttachmentName('bill.PDF')).toBe(true);
    expect(hasAcceptedAttachmentName('eob.docx')).toBe(true);
    expect(hasAcceptedAttachmentName('setup.exe')).toBe(false);
    expect(hasAcceptedAttachmentName('pdf')).toBe(false);
  });
});

describe('member case body', () => {
  const base = {
    recordType: 'CallAhead',
    sixDegPatientID: 'link-1',
    preferredMethodOfContact: 'Phone',
    phone: '2165550100',
    email: 'pat@example.test',
    zip: '44106',
  };
  it('names every provider field a Call Ahead needs', () => {
    const result = memberCaseBodySchema.safeParse(base);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'description.providerOfficeName',
        'description.physicianName',
        'description.providerZip',
      ]),
    );
  });
  it('accepts a Balance Bill without provider info and checks phone, email and zip', () => {
    expect(memberCaseBodySchema.safeParse({ ...base, recordType: 'BalanceBill' }).success).toBe(true);
    const bad = memberCaseBodySchema.safeParse({
      ...base,
      recordType: 'BalanceBill',
      phone: '216',
      email: 'a b@x.io',
      zip: '4410',
    });
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Must be a valid Zip Code',
      'Must be a valid email',
      'Must be a valid phone number',
    ]);
  });
});
