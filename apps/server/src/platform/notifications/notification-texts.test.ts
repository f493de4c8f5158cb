import { describe, expect, it } from 'vitest';
import { notificationTexts } from './notification-texts.js';

describe('notificationTexts', () => {
  it('words a new case by its type, number and first status label', () => {
    expect(
      notificationTexts({
        kind: 'created',
        caseNumber: 'CS-000042',
        recordType: 'BalanceBill',
        status: 'Intake',
        statusDetail: null,
      }),
    ).toEqual({
      subject: 'Case CS-000042 received',
      message: 'Balance Bill case CS-000042 has been received. Its status is Opened.',
      caseStatus: 'Opened',
      statusInfo: null,
      typeOfCase: 'Balance Bill',
    });
  });

  it('words a status change with the status label and the detail label', () => {
    expect(
      notificationTexts({
        kind: 'status_changed',
        caseNumber: 'CS-000007',
        recordType: 'AccessIssue',
        status: 'Processing',
        statusDetail: 'AwaitingDocuments',
      }),
    ).toEqual({
      subject: 'Case CS-000007 is Processing',
      message:
        'The status of Access Issue case CS-000007 changed to Processing: Waiting for documents from the member.',
      caseStatus: 'Processing',
      statusInfo: 'Waiting for documents from the member',
      typeOfCase: 'Access Issue',
    });
  });

  it('ends a status change without a detail at the status', () => {
    const texts = notificationTexts({
      kind: 'status_changed',
      caseNumber: 'CS-000008',
      recordType: 'CallAhead',
      status: 'Closed',
      statusDetail: null,
    });
    expect(texts.message).toBe('The status of Call Ahead case CS-000008 changed to Closed.');
    expect(texts.subject).toBe('Case CS-000008 is Closed');
    expect(texts.statusInfo).toBeNull();
  });

  it("keeps Appeal as its own type and files an unknown type under 'Others'", () => {
    const appeal = notificationTexts({
      kind: 'created',
      caseNumber: 'CS-000009',
      recordType: 'Appeal',
      status: 'Intake',
      statusDetail: null,
    });
    expect(appeal.typeOfCase).toBe('Appeal');
    expect(appeal.message).toBe('Appeal case CS-000009 has been received. Its status is Opened.');
    const other = notificationTexts({
      kind: 'created',
      caseNumber: 'CS-000010',
      recordType: 'SomethingElse',
      status: 'Intake',
      statusDetail: null,
    });
    expect(other.typeOfCase).toBe('Others');
    expect(other.message).toBe('Case CS-000010 has been received. Its status is Opened.');
  });

  it("says 'Waiting for information' when the event carries no status", () => {
    const texts = notificationTexts({
      kind: 'status_changed',
      caseNumber: 'CS-000011',
      recordType: 'BalanceBill',
      status: null,
      statusDetail: null,
    });
    expect(texts.caseStatus).toBe('Waiting for information');
    expect(texts.message).toBe(
      'The status of Balance Bill case CS-000011 changed to Waiting for information.',
    );
  });
});
