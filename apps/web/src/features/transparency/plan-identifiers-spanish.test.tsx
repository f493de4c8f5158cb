import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type PlanTransparencyIdentifiersReply,
  transparencyIdentifierFieldLabels,
  transparencyIdentifierMessages,
  transparencyIdentifierProblems,
  transparencyRunFailures,
} from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, type Translate } from '../../lib/i18n/i18n';
import english from '../../locales/en/transparency.json';
import spanish from '../../locales/es/transparency.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import {
  identifierMessageText,
  inlineProblemText,
  runFailureText,
  problemText,
} from './plan-identifiers-texts';

const spanishAdmin = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-admin'], language: 'es' }));

/** The area's messages of this page: the rest of the area belongs to the two file pages. */
const pageIds = (catalogue: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalogue).filter(([id]) => id.startsWith('transparency.identifiers.')));

const alpha: PlanTransparencyIdentifiersReply = {
  planId: 'plan-a',
  planName: 'Alpha Plan',
  isLive: true,
  identifiers: {
    planIdType: null,
    planId: null,
    planSponsorName: null,
    issuerName: null,
    planMarketType: null,
  },
  problems: [transparencyIdentifierProblems.noPlanIdType, transparencyIdentifierProblems.noIssuerName],
  lastRun: {
    publicationId: 'refused-1',
    month: '2026-12',
    status: 'failed',
    windowFrom: '2026-06-04',
    windowTo: '2026-09-01',
    startedAt: '2026-12-01T00:30:00.000Z',
    finishedAt: '2026-12-01T00:30:00.000Z',
    codes: null,
    providers: null,
    claims: null,
    leftOutPairs: null,
    leftOutClaims: null,
    unreportableClaims: null,
    failure: transparencyIdentifierProblems.noPlanIdType,
  },
};

describe('/admin/transparency-identifiers in Spanish (issue 37)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('shows the plan, what it still needs, the form and its field messages in Spanish, with no English of the page left', async () => {
    mockApi({
      'GET /api/plans/transparency-identifiers': () =>
        jsonResponse({
          plans: [{ planId: 'plan-a', planName: 'Alpha Plan', isLive: true, isComplete: false }],
        }),
      'GET /api/plans/plan-a/transparency-identifiers': () => jsonResponse(alpha),
    });
    renderApp({ path: '/admin/transparency-identifiers', session: spanishAdmin });
    // The page's code and both languages' catalogues load first: allow for a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Identificadores del plan' }, { timeout: 25_000 }),
    ).toBeTruthy();
    const status = await screen.findByRole('region', { name: 'Publicación de Alpha Plan' });
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['El plan no tiene tipo de ID del plan (EIN o HIOS).', 'El plan no tiene nombre del emisor.']);
    expect(status.textContent).toContain(
      'diciembre de 2026: falló, terminó el 1 dic 2026 a las 00:30 UTC: el plan no tiene tipo de ID del plan (EIN o HIOS).',
    );
    expect(within(status).getByRole('link', { name: 'Abrir el registro de publicaciones' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Alpha Plan: incompleto' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Identificadores de Alpha Plan' });
    expect(within(form).getByRole('radiogroup', { name: /^Tipo de mercado/ })).toBeTruthy();
    expect(within(form).getByRole('radio', { name: 'Grupal' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Deshacer los cambios' })).toBeTruthy();
    const main = screen.getByRole('main');
    for (const text of untranslatedEnglish(pageIds(english), pageIds(spanish))) {
      expect(readableTexts(main)).not.toContain(text);
    }

    await userEvent.setup().click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Elija el tipo de ID del plan: EIN o HIOS.')).toBeTruthy();
    expect(within(form).getByText('Escriba el nombre del emisor.')).toBeTruthy();
    expect(within(form).queryByText(transparencyIdentifierMessages.issuerNameRequired)).toBeNull();
  });

  it("keeps the English catalogue word for word the domain's texts", () => {
    for (const [field, label] of Object.entries(transparencyIdentifierFieldLabels)) {
      expect(english[`transparency.identifiers.field.${field}` as keyof typeof english]).toBe(label);
    }
    expect(english['transparency.identifiers.saved']).toBe(transparencyIdentifierMessages.saved);
    for (const [key, message] of Object.entries(transparencyIdentifierMessages)) {
      if (key === 'saved') continue;
      expect(identifierMessageText(message, formatted as Translate)).toBe(message);
      expect(identifierMessageText(message, formatted as Translate)).not.toBe('');
    }
    for (const problem of Object.values(transparencyIdentifierProblems)) {
      // The list shows each as a sentence; the last run's line as the log words it.
      expect(problemText(problem, formatted as Translate)).toBe(
        `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`,
      );
      expect(inlineProblemText(problem, formatted as Translate)).toBe(problem);
      expect(inlineProblemText(problem, spanishText as Translate)).toMatch(/^el /);
    }
    for (const failure of Object.values(transparencyRunFailures)) {
      expect(runFailureText(failure, formatted as Translate)).toBe(failure);
      expect(runFailureText(failure, spanishText as Translate)).not.toBe(failure);
    }
  });
});

/** An English catalogue message with its placeholders filled, as Lingui would. */
function formatted(id: unknown, values?: Record<string, number>): string {
  const text = english[id as keyof typeof english];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));
}

/** A Spanish catalogue message as it stands. */
function spanishText(id: unknown): string {
  return spanish[id as keyof typeof spanish];
}
