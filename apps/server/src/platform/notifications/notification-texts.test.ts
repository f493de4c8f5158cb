import { caseStatusDetails, caseStatusLabels } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { serverText, type ServerTextId } from '../i18n/server-text.js';
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

  it('words the same events in Spanish for a Spanish reader, the type of case kept as the filter value', () => {
    expect(
      notificationTexts(
        {
          kind: 'status_changed',
          caseNumber: 'CS-000007',
          recordType: 'BalanceBill',
          status: 'Processing',
          statusDetail: 'AwaitingDocuments',
        },
        'es',
      ),
    ).toEqual({
      subject: 'Caso CS-000007: En proceso',
      message:
        'El estado del caso de facturación de saldo CS-000007 cambió a: En proceso. En espera de documentos del miembro.',
      caseStatus: 'En proceso',
      statusInfo: 'En espera de documentos del miembro',
      typeOfCase: 'Balance Bill',
    });
    const asked = notificationTexts(
      {
        kind: 'status_changed',
        caseNumber: 'CS-000012',
        recordType: 'AccessIssue',
        status: 'Processing',
        statusDetail: 'AwaitingDocuments',
        clock: 'paused',
        answerBy: '2026-12-15T04:59:59.999Z',
        timeZone: 'America/New_York',
      },
      'es',
    );
    expect(asked.subject).toBe('Caso CS-000012: necesitamos documentos');
    expect(asked.message).toBe(
      'Necesitamos documentos suyos para decidir el caso de problema de acceso CS-000012. Envíelos a más tardar el 14 de diciembre de 2026. Hasta entonces, el plazo que tenemos para responder queda en pausa.',
    );
    const other = notificationTexts(
      { kind: 'created', caseNumber: 'CS-000010', recordType: 'X', status: 'Intake', statusDetail: null },
      'es',
    );
    expect(other.message).toBe('Recibimos el caso CS-000010. Su estado es: Abierto.');
  });

  it("keeps the English catalogue's status words those of the cases spec, every detail worded", () => {
    expect(serverText('en', 'notifications.status.opened')).toBe(caseStatusLabels.opened);
    expect(serverText('en', 'notifications.status.processing')).toBe(caseStatusLabels.processing);
    expect(serverText('en', 'notifications.status.closed')).toBe(caseStatusLabels.closed);
    expect(serverText('en', 'notifications.status.missing')).toBe(caseStatusLabels.missing);
    for (const details of Object.values(caseStatusDetails)) {
      for (const [detail, label] of Object.entries(details as Record<string, string>)) {
        expect(serverText('en', `notifications.statusDetail.${detail}` as ServerTextId)).toBe(label);
        expect(serverText('es', `notifications.statusDetail.${detail}` as ServerTextId)).not.toBe(
          `notifications.statusDetail.${detail}`,
        );
      }
    }
  });
});
