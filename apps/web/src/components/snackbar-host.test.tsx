import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { createStore } from '../app/store';
import { activateLanguage } from '../lib/i18n/i18n';
import { snackbarQueued } from '../lib/snackbar-slice';
import { SnackbarHost } from './snackbar-host';

/** Advances the clock in small steps, letting React render between them (hide, then exit). */
async function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(100, ms - elapsed));
    });
  }
}

function renderHost() {
  const store = createStore();
  render(
    <AppProviders store={store} variant="medivi">
      <SnackbarHost />
    </AppProviders>,
  );
  return store;
}

describe('snackbar host (accounts spec §8)', () => {
  beforeAll(async () => {
    // The host loads its UI on demand; load it once so fake timers need not wait for the import.
    await import('./snackbar-queue');
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows queued messages one at a time, in order, each for its own delay', async () => {
    const store = renderHost();
    act(() => {
      store.dispatch(snackbarQueued({ text: 'First problem' }));
      store.dispatch(snackbarQueued({ text: 'Second problem', autoHideMs: 5000 }));
    });
    await advance(100);
    expect(screen.getByText('First problem')).toBeTruthy();
    expect(screen.queryByText('Second problem')).toBeNull();

    await advance(2_800);
    expect(screen.getByText('First problem')).toBeTruthy();

    await advance(1_000);
    expect(screen.queryByText('First problem')).toBeNull();
    expect(screen.getByText('Second problem')).toBeTruthy();

    await advance(4_000);
    expect(screen.getByText('Second problem')).toBeTruthy();
    await advance(2_000);
    expect(screen.queryByText('Second problem')).toBeNull();
    expect(store.getState().snackbar.queue).toEqual([]);
  });

  it('moves on to the next message when one is closed', async () => {
    const store = renderHost();
    act(() => {
      store.dispatch(snackbarQueued({ text: 'First problem' }));
      store.dispatch(snackbarQueued({ text: 'Second problem' }));
    });
    await advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await advance(500);
    expect(screen.queryByText('First problem')).toBeNull();
    expect(screen.getByText('Second problem')).toBeTruthy();
  });

  it('places the snackbar at the bottom centre as an alert', async () => {
    const store = renderHost();
    act(() => {
      store.dispatch(snackbarQueued({ text: 'Could not connect' }));
    });
    await advance(100);
    expect(screen.getByRole('alert').textContent).toContain('Could not connect');
    expect(document.querySelector('.MuiSnackbar-anchorOriginBottomCenter')).not.toBeNull();
  });
});

describe('a failed call in the snackbar, in the portal language (issue 37)', () => {
  const notFound = { status: 404, code: 'CASE_NOT_FOUND', params: {}, text: 'Case not found.' };
  beforeAll(async () => {
    await import('./snackbar-queue');
  });
  afterEach(async () => {
    await act(() => activateLanguage('en'));
  });

  it("shows the server's own message in English", async () => {
    const store = renderHost();
    act(() => {
      store.dispatch(snackbarQueued({ serverError: notFound }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Case not found.');
  });

  it("words the reply's code in Spanish, and a code it does not know as a general refusal", async () => {
    await act(() => activateLanguage('es'));
    const store = renderHost();
    act(() => {
      store.dispatch(snackbarQueued({ serverError: notFound }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se encontró el caso.');
    expect(alert.textContent).not.toContain('Case not found.');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    act(() => {
      store.dispatch(
        snackbarQueued({
          serverError: { status: 400, code: 'SOMETHING_NEW', params: {}, text: 'Something new.' },
        }),
      );
    });
    expect(
      await screen.findByText(
        'No se pudo completar la solicitud. Revise los datos que ingresó y vuelva a intentarlo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Something new.')).toBeNull();
  });

  it('rewords a message already shown when the language changes', async () => {
    const store = renderHost();
    act(() => {
      store.dispatch(
        snackbarQueued({
          serverError: {
            ...notFound,
            code: 'RESEND_TOO_SOON',
            params: { seconds: 12 },
            text: 'Please wait 12 seconds before requesting a new OTP.',
          },
        }),
      );
    });
    expect(await screen.findByText('Please wait 12 seconds before requesting a new OTP.')).toBeTruthy();
    await act(() => activateLanguage('es'));
    expect(
      await screen.findByText('Espere 12 segundos antes de pedir un código de inicio de sesión nuevo.'),
    ).toBeTruthy();
  });
});
