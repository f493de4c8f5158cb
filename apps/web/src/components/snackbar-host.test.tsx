import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { createStore } from '../app/store';
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
