import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/home.json';
import spanish from '../../locales/es/home.json';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

const member = signedInSession(
  makeUser({
    fullName: 'Pat Q Member',
    roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'],
    language: 'es',
  }),
);

describe('the start page in Spanish (issue 37)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('greets the member and describes each tile in Spanish, with no English left', async () => {
    renderApp({ path: '/home', session: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeTruthy();
    expect(screen.getByText(/^Le damos la bienvenida, Pat\. Elija por dónde empezar\.$/)).toBeTruthy();
    expect(screen.getByText(/^Vea lo que su plan pagó por cada reclamación/)).toBeTruthy();
    const texts = readableTexts(screen.getByRole('main'));
    expect(untranslatedEnglish(english, spanish).filter((text) => texts.includes(text))).toEqual([]);
  });
});
