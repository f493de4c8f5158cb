import { describe, expect, it } from 'vitest';
import { hasAcceptedAttachmentName } from './attachment-rules.js';
import { memberCaseBodySchema } from './case-payload.js';
import { baseRecordTypeName, caseMessages, caseStatusDetailLabel, caseStatusLabel } from './rules.js';

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

describe('caseStatusDetailLabel with inherited names', () => {
  it.each([
    ['Processing', 'toString'],
    ['Processing', 'constructor'],
    ['__proto__', 'constructor'],
    ['__proto__', 'toString'],
    ['constructor', 'name'],
    ['hasOwnProperty', 'length'],
  ])('answers null for status %s and detail %s', (status, detail) => {
    expect(caseStatusDetailLabel(status, detail)).toBeNull();
  });

  it('still labels a known detail', () => {
    expect(caseStatusDetailLabel('Processing', 'ProviderNegotiation')).toBe('Negotiating with the provider');
  });
});

describe('record types', () => {
  it('shows employee variants as the base type', () => {
    expect(baseRecordTypeName('Employee Balance Bill')).toBe('Balance Bill');
    expect(baseRecordTypeName('Access Issue - Employee')).toBe('Access Issue');
    expect(baseRecordTypeName('Something Else')).toBe('Something Else');
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
  it('takes a claim id on a Balance Bill only, and an empty one as none (docs/decisions/0114)', () => {
    const bill = memberCaseBodySchema.safeParse({ ...base, recordType: 'BalanceBill', claimID: ' C-1 ' });
    expect(bill.data?.claimID).toBe('C-1');
    const none = memberCaseBodySchema.safeParse({ ...base, recordType: 'BalanceBill', claimID: '' });
    expect(none.success).toBe(true);
    expect(none.data?.claimID).toBeUndefined();
    const other = memberCaseBodySchema.safeParse({
      ...base,
      recordType: 'AccessIssue',
      newPatient: 'new',
      claimID: 'C-1',
    });
    expect(other.error?.issues.filter((issue) => issue.path.join('.') === 'claimID')).toEqual([
      expect.objectContaining({ message: caseMessages.claimBalanceBillOnly }),
    ]);
  });
});
