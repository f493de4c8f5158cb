import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  caseRecordTypeNames,
  defaultServiceLevels,
  type PlanServiceLevelsReply,
  serviceLevelFieldLabels,
  serviceLevelMessages,
  type ServiceLevelCaseType,
} from '@medivi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, type Translate } from '../../lib/i18n/i18n';
import english from '../../locales/en/serviceLevels.json';
import spanish from '../../locales/es/serviceLevels.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import { fieldMessageText } from './service-levels-texts';

const spanishAdmin = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-admin'], language: 'es' }));

function planReply(): PlanServiceLevelsReply {
  const type = (name: ServiceLevelCaseType) => ({
    levels: defaultServiceLevels[name],
    usesDefaults: true,
    defaults: defaultServiceLevels[name],
    updatedAt: null,
  });
  return {
    planId: 'plan-a',
    planName: 'Alpha Plan',
    types: {
      BalanceBill: type('BalanceBill'),
      AccessIssue: type('AccessIssue'),
      CallAhead: type('CallAhead'),
    },
  };
}

describe('/admin/service-levels in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('shows the levels, the field messages and the save in Spanish, with no English of the area left', async () => {
    mockApi({
      'GET /api/plans/service-levels': () =>
        jsonResponse({ plans: [{ planId: 'plan-a', planName: 'Alpha Plan', isLive: false, ownTypes: [] }] }),
      'GET /api/plans/plan-a/service-levels': () => jsonResponse(planReply()),
      'PUT /api/plans/plan-a/service-levels': () =>
        jsonResponse({ ...planReply(), message: serviceLevelMessages.saved }),
    });
    renderApp({ path: '/admin/service-levels', session: spanishAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Niveles de servicio' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Niveles de servicio de Alpha Plan' });
    expect(screen.getByRole('option', { name: 'Alpha Plan (no activo): predeterminados' })).toBeTruthy();
    const bill = within(form).getByRole('group', { name: 'Facturación de saldo' });
    expect(within(bill).getByText('Usa los valores predeterminados')).toBeTruthy();
    for (const text of untranslatedEnglish(english, spanish)) {
      expect(readableTexts(screen.getByRole('main'))).not.toContain(text);
    }

    const user = userEvent.setup();
    const resolution = within(bill).getByRole('textbox', { name: /^Resolución/ });
    await user.clear(resolution);
    await user.tab();
    expect(await within(bill).findByText('Escriba la resolución en días hábiles.')).toBeTruthy();
    await user.type(resolution, '30');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Niveles de servicio guardados\./);
  });

  it("keeps the English catalogue word for word the domain's texts", () => {
    expect(english['serviceLevels.saved']).toBe(serviceLevelMessages.saved);
    for (const [level, label] of Object.entries(serviceLevelFieldLabels)) {
      expect(english[`serviceLevels.field.${level}` as keyof typeof english]).toBe(label);
    }
    for (const type of ['BalanceBill', 'AccessIssue', 'CallAhead'] as const) {
      expect(english[`serviceLevels.type.${type}`]).toBe(caseRecordTypeNames[type]);
    }
    for (const key of [
      'firstResponseRequired',
      'firstResponseRange',
      'resolutionRequired',
      'resolutionRange',
      'resolutionBeforeFirstResponse',
      'extensionRequired',
      'extensionRange',
      'extensionLongerThanResolution',
      'wholeDays',
    ] as const) {
      const message = serviceLevelMessages[key];
      // The English catalogue words each message as the domain does, placeholders filled.
      expect(fieldMessageText(message, formatted as Translate)).toBe(message);
    }
  });
});

/** An English catalogue message with its placeholders filled, as Lingui would. */
function formatted(id: unknown, values?: Record<string, number>): string {
  const text = english[id as keyof typeof english];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));
}
