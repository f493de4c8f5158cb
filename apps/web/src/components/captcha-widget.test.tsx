import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StateProviders } from '../app/state-providers';
import { createStore } from '../app/store';
import { activateLanguage } from '../lib/i18n/i18n';
import { jsonResponse, mockApi } from '../testing/api-mock';
import { CaptchaWidget } from './captcha-widget';

// The widget's custom element is not defined here: the test plays its `statechange` events.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/es-419', () => ({}));

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLanguage('en'));
});

/** Plays ALTCHA's `statechange` event on the widget in `container`. */
async function playState(container: HTMLElement, detail: { state: string; payload?: string }) {
  const widget = await waitFor(() => {
    const element = container.querySelector('altcha-widget');
    if (element === null) throw new Error('no widget yet');
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail }));
  });
  return widget;
}

/** The widget in a fresh store, the server configured for ALTCHA; `onToken` records each token. */
function renderAltcha() {
  mockApi({ 'GET /api/captcha/config': () => jsonResponse({ provider: 'altcha' }) });
  const onToken = vi.fn();
  const { container } = render(
    <StateProviders store={createStore()} variant="medivi">
      <CaptchaWidget onToken={onToken} />
    </StateProviders>,
  );
  return { container, onToken };
}

describe('CaptchaWidget with ALTCHA', () => {
  it('hands over the payload once verified, and null when the widget resets', async () => {
    const { container, onToken } = renderAltcha();
    await playState(container, { state: 'verified', payload: 'solved-payload' });
    expect(onToken).toHaveBeenLastCalledWith('solved-payload');
    await playState(container, { state: 'unverified' });
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('drops a solved token when a language switch shows the widget afresh, unsolved', async () => {
    const { container, onToken } = renderAltcha();
    const english = await playState(container, { state: 'verified', payload: 'solved-payload' });
    expect(onToken).toHaveBeenLastCalledWith('solved-payload');
    await act(() => activateLanguage('es'));
    await waitFor(() => {
      const widget = container.querySelector('altcha-widget');
      expect(widget?.getAttribute('language')).toBe('es-419');
      expect(widget).not.toBe(english);
    });
    expect(onToken).toHaveBeenLastCalledWith(null);
  });
});
