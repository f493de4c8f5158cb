import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

const illustrationText =
  'Introducing a streamlined hub for submitting, tracking, and viewing all your bill/provider cases effortlessly';

describe('Request Access page (accounts spec §2 screen 7)', () => {
  it('shows one Email field, SUBMIT and the illustration text', async () => {
    renderApp({ path: '/request-access' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Access' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeTruthy();
    expect(screen.getByText(illustrationText)).toBeTruthy();
    expect(screen.getByRole('figure', { name: illustrationText })).toBeTruthy();
  });

  it("blocks SUBMIT on an e-mail off the generic pattern with the snackbar 'Enter a valid email' for 3 s", async () => {
    const fetchMock = mockApi({});
    const { store } = renderApp({ path: '/request-access' });
    // Every message queued, kept here: on a busy machine the first may have shown and expired
    // (3 s) before the fifth submit.
    const queued = new Map<number, { text?: string; autoHideMs?: number }>();
    const unsubscribe = store.subscribe(() => {
      for (const message of store.getState().snackbar.queue) queued.set(message.id, message);
    });
    const user = userEvent.setup();
    for (const bad of [
      '',
      'partner@example',
      'part ner@example.com',
      'partner#1@example.com',
      'partner,x@example.com',
    ]) {
      const field = await screen.findByLabelText(/Email/);
      await user.clear(field);
      if (bad !== '') await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    }
    unsubscribe();
    expect(queued.size).toBe(5);
    for (const message of queued.values()) {
      expect(message).toMatchObject({ text: 'Enter a valid email', autoHideMs: 3000 });
    }
    expect(await screen.findByText('Enter a valid email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail, opens the sent modal, and closing it clears the field', async () => {
    const fetchMock = mockApi({
      'POST /api/send-email': () => jsonResponse({ message: 'Your request has been sent.' }),
    });
    renderApp({ path: '/request-access' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'partner@example.com');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Sent' });
    expect(
      within(dialog).getByText(/request email has been sent.*representative will be in touch/i),
    ).toBeTruthy();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(await request.json()).toEqual({ email: 'partner@example.com' });
    await user.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => {
      expect(screen.getByLabelText<HTMLInputElement>(/Email/).value).toBe('');
    });
  });

  it('stays silent when the request fails: no modal, no snackbar, only a log line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockApi({
      'POST /api/send-email': () =>
        jsonResponse(
          { statusCode: 429, error: 'Too Many Requests', message: 'Too many access requests.' },
          429,
        ),
    });
    const { store } = renderApp({ path: '/request-access' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'partner@example.com');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => {
      expect(requestsOf(fetchMock)).toEqual(['POST /api/send-email']);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().snackbar.queue).toEqual([]);
    expect(warn).toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>(/Email/).value).toBe('partner@example.com');
  });
});
