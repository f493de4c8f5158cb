import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountSettingsMessages } from '@medivi/domain';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/onboarding.json';
import spanish from '../../locales/es/onboarding.json';
import { jsonResponse, mockApi, requestsOf } from '../../testing/api-mock';
import { makePlan, makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

const newMember = makeUser({
  fullName: 'Robin Q Synthetic',
  roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'],
  memberID: 'M100',
  isOnboardingComplete: false,
});

function mockOnboardingBackend(options: { zipMessage?: string } = {}) {
  return mockApi({
    'GET /api/v2/get-plans': () => jsonResponse([makePlan({ name: 'Lakeshore Health Plan (synthetic)' })]),
    'GET /api/zip-code-validation/v1/44106': () =>
      jsonResponse({
        zip: '44106',
        city: 'Cleveland',
        county: 'Cuyahoga',
        state: 'OH',
        ...(options.zipMessage === undefined ? {} : { message: options.zipMessage }),
      }),
    'POST /api/user/updateUserSettings': async (request) => {
      const body = (await request.json()) as { enableNotification: boolean };
      return jsonResponse({
        message: 'Notifications disabled.',
        enableNotification: body.enableNotification,
      });
    },
    'POST /api/user/completeOnboarding': () =>
      jsonResponse({ message: accountSettingsMessages.onboardingComplete, isOnboardingComplete: true }),
  });
}

describe('/onboarding, the first run (accounts spec §4 Session; issue 20 item 2)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('walks plan, zip and notifications, flags the member onboarded and searches near the zip', async () => {
    const fetchMock = mockOnboardingBackend();
    const user = userEvent.setup();
    const { router, store } = renderApp({ path: '/onboarding', session: signedInSession(newMember) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting Started' })).toBeDefined();
    await waitFor(() => {
      expect(document.title).toBe('Getting Started – MediVI');
    });
    expect(await screen.findByText('Lakeshore Health Plan (synthetic)')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const stepHeading = await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Search area' });
    expect(document.activeElement).toBe(stepHeading);
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    await user.type(zip, '441');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Must be 5 digits')).toBeDefined();
    await user.type(zip, '06');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Step 3 of 3: Notifications' }),
    ).toBeDefined();
    await user.click(screen.getByRole('switch', { name: 'Send me notifications about my cases' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/provider-search');
    });
    expect(router.state.location.search).toBe('?zip=44106');
    expect(store.getState().session.user?.isOnboardingComplete).toBe(true);
    expect(requestsOf(fetchMock)).toEqual(
      expect.arrayContaining(['POST /api/user/updateUserSettings', 'POST /api/user/completeOnboarding']),
    );
  });

  it('keeps the member on the zip step when the server does not know the zip', async () => {
    mockOnboardingBackend({ zipMessage: 'Invalid Zip Code' });
    const user = userEvent.setup();
    renderApp({ path: '/onboarding', session: signedInSession(newMember) });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '44106');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Zip code not recognized. Please enter a valid US zip code.'),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 3: Search area' })).toBeDefined();
  });

  it('keeps the member on the last step when Finish fails, not onboarded', async () => {
    mockApi({
      'GET /api/v2/get-plans': () => jsonResponse([]),
      'POST /api/user/completeOnboarding': () =>
        jsonResponse({ statusCode: 503, error: 'Service Unavailable', message: 'Try again shortly.' }, 503),
    });
    const user = userEvent.setup();
    const { router, store } = renderApp({ path: '/onboarding', session: signedInSession(newMember) });
    expect(await screen.findByRole('link', { name: 'Add a plan' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Finish' }).getAttribute('aria-busy')).toBe('false');
    });
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(store.getState().session.user?.isOnboardingComplete).toBe(false);
  });

  it('sends a user already onboarded to /home, whose tiles follow the roles', async () => {
    mockApi({});
    const analyst = makeUser({ fullName: 'Alex Analyst', roles: ['medivi-benchmarks', 'medivi-analysis'] });
    const { router } = renderApp({ path: '/onboarding', session: signedInSession(analyst) });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(router.state.location.pathname).toBe('/home');
    const main = heading.closest('section');
    expect(main).not.toBeNull();
    const tiles = within(main as HTMLElement)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(tiles).toEqual([
      ['Benchmarks', '/benchmarks'],
      ['Market Analysis', '/analysis'],
    ]);
    expect(screen.getByText('Welcome, Alex.', { exact: false })).toBeDefined();
  });
});

describe('/onboarding in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('words the steps, the plans, the zip refusal and the buttons, with no English of the area left', async () => {
    mockOnboardingBackend({ zipMessage: 'Invalid Zip Code' });
    const user = userEvent.setup();
    renderApp({ path: '/onboarding', session: signedInSession(makeUser({ ...newMember, language: 'es' })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Primeros pasos' })).toBeDefined();
    expect(await screen.findByText('Este plan está en su cuenta:')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 1 de 3: Su plan' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(await screen.findByRole('textbox', { name: 'Código postal' }), '441');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Debe tener 5 dígitos')).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: 'Código postal' }), '06');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(spanish['onboarding.zip.notRecognized'])).toBeDefined();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeDefined();
    const left = untranslatedEnglish(english, spanish).filter((text) => readableTexts().includes(text));
    expect(left).toEqual([]);
  });
});
