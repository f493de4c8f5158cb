import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  estimateMessages,
  estimateMinCount,
  estimateNotices,
  estimateProcedures,
  estimateSortLabels,
  estimateSorts,
  riskLevelLabels,
  riskLevels,
  staleWarningOf,
  unavailableReasons,
  unavailableReasonTexts,
} from '@medivi/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../../lib/i18n/i18n';
import english from '../../locales/en/priceEstimates.json';
import spanish from '../../locales/es/priceEstimates.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import { messageText, noticeText, staleText, unavailableText } from './estimate-texts';
import { syntheticEstimates } from './testing/estimate-fixtures';

const _ = i18n._.bind(i18n);
const member = signedInSession(
  makeUser({ roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'], language: 'es' }),
);

describe('the price estimates catalogue keeps the English of the domain (issue 37)', () => {
  it('words risk levels, sorts, reasons, warnings, notices and messages as the domain does', () => {
    for (const risk of riskLevels) expect(_('priceEstimates.risk', { risk })).toBe(riskLevelLabels[risk]);
    for (const sort of estimateSorts)
      expect(_('priceEstimates.sort', { sort })).toBe(estimateSortLabels[sort]);
    const card = syntheticEstimates.providers[0];
    if (card === undefined) throw new Error('the fixtures have a card');
    for (const reason of unavailableReasons) {
      expect(unavailableText({ ...card, unavailableReason: reason }, _)).toBe(unavailableReasonTexts[reason]);
    }
    expect(estimateMinCount).toBeGreaterThan(0);
    const stale = staleWarningOf(2011, 2026);
    expect(staleText(stale, _)).toBe(stale);
    for (const notice of estimateNotices) expect(noticeText(notice, _)).toBe(notice);
    for (const notice of syntheticEstimates.notices) expect(noticeText(notice, _)).toBe(notice);
    for (const message of Object.values(estimateMessages)) expect(messageText(message, _)).toBe(message);
  });
});

describe('Price Estimates in Spanish (issue 37)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('shows the form, the estimates and the notices in Spanish, with no English left', async () => {
    mockApi({
      'GET /api/price-estimates': () => jsonResponse(syntheticEstimates),
      'GET /api/price-estimates/procedures': () => jsonResponse({ procedures: estimateProcedures }),
    });
    const user = userEvent.setup();
    renderApp({ path: '/price-estimates', session: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Estimados de precios' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Estimar' }));
    expect(await screen.findByText('Elija un procedimiento, o escriba un código y su tipo')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Procedimiento/ }), 'DRG:470');
    await user.type(screen.getByRole('textbox', { name: /^Código postal/ }), '44106');
    await user.click(screen.getByRole('button', { name: 'Estimar' }));
    const first = await screen.findByRole('article', { name: 'SYNTHETIC GENERAL HOSPITAL' });
    expect(first.textContent).toContain('$4,600.00 ($1,200.00 de deducible + $3,400.00 de coseguro)');
    expect(first.textContent).toContain('Riesgo moderado de facturación de saldo');
    expect(first.textContent).toContain('de hace más de 5 años');
    const gap = screen.getByRole('article', { name: 'SYNTHETIC EAST HOSPITAL' });
    expect(gap.textContent).toContain('Estimado no disponible');
    expect(gap.textContent).toContain('Experiencia con el proveedor: Precaución');
    expect(screen.getByRole('link', { name: 'Llamada previa: SYNTHETIC GENERAL HOSPITAL' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Avisos' })).toBeTruthy();
    await waitFor(() => {
      const texts = readableTexts(screen.getByRole('main'));
      expect(untranslatedEnglish(english, spanish).filter((text) => texts.includes(text))).toEqual([]);
    });
  });
});
