import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/contact.json';
import spanish from '../../locales/es/contact.json';
import { jsonResponse, mockApi, requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

const sentText = 'Thank you. Your message has been sent, and our support team will reply by e-mail.';

/** The page's four fields by their labels. */
async function fields() {
  return {
    name: await screen.findByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    subject: screen.getByRole('textbox', { name: 'Subject' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
  };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const f = await fields();
  await user.type(f.name, 'Pat Sender');
  await user.type(f.email, 'pat.sender@example.test');
  await user.type(f.subject, 'A question');
  await user.type(f.message, 'How do I add a plan?');
  return f;
}

describe('Contact Us page (/contact-us, docs/decisions/0109)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the heading, the four fields and SEND, empty when signed out', async () => {
    mockApi({});
    renderApp({ path: '/contact-us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    const f = await fields();
    for (const field of Object.values(f)) expect((field as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'SEND' })).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe('Contact Us – MediVI');
    });
  });

  it('is linked from the Support page', async () => {
    mockApi({});
    renderApp({ path: '/support' });
    const link = await screen.findByRole('link', { name: 'Send us a message on the Contact Us page' });
    expect(link.getAttribute('href')).toBe('/contact-us');
  });

  it("shows each rule's message and sends nothing while a field breaks one", async () => {
    const fetchMock = mockApi({});
    renderApp({ path: '/contact-us' });
    const user = userEvent.setup();
    const f = await fields();
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);

    await user.type(f.email, 'pat@example');
    await user.tab();
    expect(await screen.findByText('Must be valid email')).toBeTruthy();
    await user.click(f.subject);
    await user.paste('s'.repeat(151));
    await user.tab();
    expect(await screen.findByText('Maximum 150 characters')).toBeTruthy();
    expect(requestsOf(fetchMock)).not.toContain('POST /api/contact-us');
  });

  it('sends the message, shows the sent status and clears the form', async () => {
    const fetchMock = mockApi({
      'POST /api/contact-us': () => jsonResponse({ message: 'Your message has been sent.' }),
    });
    renderApp({ path: '/contact-us' });
    const user = userEvent.setup();
    const f = await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect((await screen.findByRole('status')).textContent).toBe(sentText);
    const request = fetchMock.mock.calls.at(-1)?.[0] as Request;
    expect(await request.json()).toEqual({
      name: 'Pat Sender',
      email: 'pat.sender@example.test',
      subject: 'A question',
      message: 'How do I add a plan?',
    });
    for (const field of Object.values(f)) expect((field as HTMLInputElement).value).toBe('');
  });

  it("starts from the signed-in user's name and e-mail, and keeps them after a send", async () => {
    mockApi({ 'POST /api/contact-us': () => jsonResponse({ message: 'Your message has been sent.' }) });
    renderApp({
      path: '/contact-us',
      session: signedInSession(makeUser({ fullName: 'Robin Reader', email: 'robin@example.test' })),
    });
    const user = userEvent.setup();
    const f = await fields();
    expect((f.name as HTMLInputElement).value).toBe('Robin Reader');
    expect((f.email as HTMLInputElement).value).toBe('robin@example.test');
    await user.type(f.subject, 'Hello');
    await user.type(f.message, 'A message');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect((await screen.findByRole('status')).textContent).toBe(sentText);
    expect((f.name as HTMLInputElement).value).toBe('Robin Reader');
    expect((f.subject as HTMLInputElement).value).toBe('');
  });

  it("shows the server's field messages on their fields", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      'POST /api/contact-us': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Please check the highlighted fields.',
            fieldErrors: { email: 'Must be valid email' },
          },
          400,
        ),
    });
    renderApp({ path: '/contact-us' });
    const user = userEvent.setup();
    const f = await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('Must be valid email')).toBeTruthy();
    expect(f.email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the limit's message in an alert and keeps what was typed", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const limit = 'Too many messages. Please try again in 60 minutes.';
    mockApi({
      'POST /api/contact-us': () =>
        jsonResponse(
          {
            statusCode: 429,
            code: 'RATE_LIMITED',
            params: { minutes: 60 },
            error: 'Too Many Requests',
            message: limit,
          },
          429,
        ),
    });
    renderApp({ path: '/contact-us' });
    const user = userEvent.setup();
    const f = await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    expect((f.message as HTMLTextAreaElement).value).toBe('How do I add a plan?');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Contact Us in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('words Contact Us, its field messages and the limit, after the switch on the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      'POST /api/contact-us': () =>
        jsonResponse(
          {
            statusCode: 429,
            code: 'RATE_LIMITED',
            params: { minutes: 60 },
            error: 'Too Many Requests',
            message: 'Too many messages. Please try again in 60 minutes.',
          },
          429,
        ),
    });
    renderApp({ path: '/contact-us' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contáctenos' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(4);
    await user.type(screen.getByLabelText(/^Nombre/), 'Pat Synthetic');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'pat@example.test');
    await user.type(screen.getByLabelText(/^Asunto/), 'Plan');
    await user.type(screen.getByLabelText(/^Mensaje/), '¿Cómo agrego un plan?');
    expect(await screen.findByText(/^Hasta 5.?000 caracteres$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Demasiados mensajes. Vuelva a intentarlo en 60 minutos.',
    );
    const texts = readableTexts();
    expect(untranslatedEnglish(english, spanish).filter((text) => texts.includes(text))).toEqual([]);
  });
});
