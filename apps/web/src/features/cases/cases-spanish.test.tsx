import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accessIssueReasons,
  accessIssueTypes,
  appealUrgencyLabels,
  caseClockStateLabels,
  caseFieldMessages,
  caseRecordTypeNames,
  caseStatusDetails,
  caseStatusFilters,
  caseStatusLabels,
  caseSubmissionTexts,
  clientCaseMessages,
  invalidFileTypeMessage,
} from '@medivi/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import englishCommon from '../../locales/en/common.json';
import english from '../../locales/en/cases.json';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { makeCase, mockCaseBackend } from './testing/case-backend';
import { mockClientCaseBackend } from './testing/client-case-backend';

/** A member whose account reads Spanish, as the header's switch stores it. */
const member = signedInSession(
  makeUser({ roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'], language: 'es' }),
);
/** A client user who files cases for his plans' members, reading Spanish. */
const clientSubmitter = signedInSession(
  makeUser({
    roles: ['medivi-read', 'medivi-caseviewclient', 'medivi-casesubmissionclient'],
    language: 'es',
  }),
);
const englishText = english as Record<string, string>;

/**
 * The English texts of the area that would betray an untranslated spot: whole messages without
 * placeholders, from the cases catalogue and the shared parts (pager, hints, files) the pages use.
 */
const englishTexts = [
  ...Object.values(english),
  ...Object.entries(englishCommon)
    .filter(([id]) => !id.startsWith('common.language.'))
    .map(([, text]) => text),
].filter((text) => !text.includes('{'));

/**
 * The English texts found on the page, outside the header and the navigation (the shell, which
 * later steps convert): a message of three words or more anywhere in its texts or accessible
 * names; a shorter one ('Type', 'Plan') only as a whole text of an element, so that it is not
 * found inside a name ('Lakeshore Plan').
 */
function englishLeft(): string[] {
  const elements = [...document.body.querySelectorAll('*')].filter(
    (element) => element.closest('header, nav') === null,
  );
  const names = elements.flatMap((element) =>
    ['aria-label', 'aria-valuetext', 'title', 'placeholder'].flatMap((name) => {
      const value = element.getAttribute(name);
      return value === null ? [] : [value.trim()];
    }),
  );
  const ownTexts = elements.flatMap((element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => (node.textContent ?? '').trim()),
  );
  const wholeTexts = new Set([
    ...names,
    ...ownTexts,
    ...elements.map((element) => element.textContent.trim()),
  ]);
  const allText = [...ownTexts, ...names].join('\n');
  return englishTexts.filter((text) =>
    text.split(' ').length >= 3 ? allText.includes(text) : wholeTexts.has(text),
  );
}

describe('the cases catalogue keeps the spec English (issue 37)', () => {
  it("words the domain's English texts exactly as the spec does", () => {
    expect(englishText['cases.submission.loading']).toBe(caseSubmissionTexts.loading);
    expect(englishText['cases.submission.successTitle']).toBe(caseSubmissionTexts.successTitle);
    expect(englishText['cases.submission.successText']).toBe(caseSubmissionTexts.successText);
    expect(englishText['cases.submission.continue']).toBe(caseSubmissionTexts.continueButton);
    expect(englishText['cases.table.empty']).toBe(caseSubmissionTexts.noCases);
    expect(englishText['cases.upload.invalidType']).toBe(invalidFileTypeMessage);
    expect(englishText['cases.client.search.errors.PATIENT_NOT_FOUND']).toBe(
      clientCaseMessages.patientNotFound,
    );
    for (const [key, message] of Object.entries(caseFieldMessages))
      expect(englishText[`cases.fieldMessage.${key}`]).toBe(message);
    for (const [key, label] of Object.entries(caseStatusLabels))
      expect(englishText[`cases.status.${key}`]).toBe(label);
    for (const [type, name] of Object.entries(caseRecordTypeNames))
      expect(englishText[`cases.type.${type}`]).toBe(name);
    for (const details of Object.values(caseStatusDetails) as Record<string, string>[])
      for (const [detail, label] of Object.entries(details))
        expect(englishText[`cases.statusDetail.${detail}`]).toBe(label);
    for (const filter of caseStatusFilters.filter((choice) => choice.value !== 'All'))
      expect(englishText[`cases.filters.status.${filter.value}`]).toBe(filter.label);
    for (const [state, label] of Object.entries(caseClockStateLabels))
      expect(englishText[`cases.clock.state.${state}`]).toBe(label);
    for (const [urgency, label] of Object.entries(appealUrgencyLabels))
      expect(englishText[`cases.appealUrgency.${urgency}`]).toBe(label);
    expect(
      ['denied', 'cancelled', 'upFront', 'contract'].map(
        (key) => englishText[`cases.accessIssue.reason.${key}`],
      ),
    ).toEqual([...accessIssueReasons]);
    expect(
      ['Facility', 'Physician', 'Both'].map((key) => englishText[`cases.accessIssue.type.${key}`]),
    ).toEqual(accessIssueTypes.map((type) => type.memberLabel));
  });
});

describe('the member case screens in Spanish (issue 37)', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await activateLanguage('es');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows My Cases, its filters, list and a case in Spanish, with no English left', async () => {
    mockCaseBackend({
      cases: [makeCase({ Status: 'Processing', statusLabel: 'Processing' })],
      detail: {
        Status: 'Processing',
        statusLabel: 'Processing',
        Status_Description__c: 'AwaitingDocuments',
        statusDetailLabel: 'Waiting for documents from the member',
        Total_Billed_Charges__c: 1200,
      },
    });
    renderApp({ path: '/my-cases', session: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis casos' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Casos' });
    await within(table).findByText('C-000001');
    expect(within(table).getByRole('columnheader', { name: /Número de caso/ })).toBeTruthy();
    expect(within(table).getByText('Facturación de saldo')).toBeTruthy();
    expect(within(table).getByText('En proceso')).toBeTruthy();
    expect(within(table).getByText('2 mar 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Llamada previa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Presentar un caso' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar casos' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Negociación con el proveedor' })).toBeTruthy();
    expect(screen.getByText('1–1 de 1')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Filas por página:' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);

    await userEvent.setup().click(within(table).getByRole('button', { name: 'Detalles del caso C-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Caso C-000001' });
    await within(dialog).findByText('Esperando documentos del miembro');
    expect(within(dialog).getByText('Total de cargos facturados')).toBeTruthy();
    expect(within(dialog).getByText(/^¿Tiene preguntas sobre este caso\?/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('files an Access Issue in Spanish: labels, the missing fields and the field messages', async () => {
    mockCaseBackend();
    renderApp({ path: '/member-detail?param=AccessIssue', session: member });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Problema de acceso: Información del miembro' }),
    ).toBeTruthy();
    expect(await screen.findByDisplayValue('DEMO100001')).toBeTruthy();
    expect(
      await screen.findByText(/^Para continuar, complete: Tipo de paciente, Forma preferida/),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Paciente nuevo' }));
    await user.click(screen.getByRole('radio', { name: 'Correo electrónico' }));
    await user.clear(screen.getByRole('textbox', { name: /^Correo electrónico/ }));
    await user.type(screen.getByRole('textbox', { name: /^Correo electrónico/ }), 'no es un correo');
    await user.tab();
    expect(await screen.findByText('Escriba un correo electrónico válido')).toBeTruthy();
    expect(englishLeft()).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /^Correo electrónico/ }));
    await user.type(screen.getByRole('textbox', { name: /^Correo electrónico/ }), 'jordan@example.test');
    await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '2165550100');
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'SIGUIENTE' });
    await waitFor(() => {
      expect(next.disabled).toBe(false);
    });
    await user.click(next);
    expect(
      await screen.findByRole('heading', { name: 'Problema de acceso: Información del proveedor' }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Proveedor (hospital)' })).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'El paciente intentó hacer una cita y se la negaron' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'AGREGAR CASO' })).toBeTruthy();
    expect(screen.getByText(/^Para continuar, complete: Tipo de problema de acceso/)).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it("shows a client's first step of an Appeal in Spanish", async () => {
    mockClientCaseBackend();
    renderApp({ path: '/member-detail?param=Appeal', session: clientSubmitter });
    expect(await screen.findByRole('heading', { name: 'Apelación: Información del miembro' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Información del paciente' })).toBeTruthy();
    expect(screen.getByText('Datos de contacto de quien presenta el caso')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});
