import type { Page } from 'playwright-core';

/** The name of the sign-in code dialog (accounts spec §2 screen 9). */
export const mfaDialogName = 'Multi-Factor Authentication';

/** The same dialog's name and its VERIFY button in Spanish (issue 37). */
export const spanishMfaDialog = { name: 'Autenticación de varios factores', verify: 'VERIFICAR' } as const;

/** One message of `GET /api/dev/outbox` (JSON). */
interface OutboxMessage {
  id: string;
  purpose: string;
  to: string;
  text: string;
}

/**
 * The newest sign-in code e-mailed to `email`, read from the embedded outbox
 * (`GET /api/dev/outbox?to=`, JSON), or null when none was sent.
 */
export async function newestSignInCode(baseURL: string, email: string): Promise<string | null> {
  // Chromium resolves any *.localhost name (the Claims variant runs on claims.localhost); Node
  // does not, and the outbox is the same on every host name.
  const outbox = new URL('/api/dev/outbox', baseURL);
  if (outbox.hostname.endsWith('.localhost')) outbox.hostname = 'localhost';
  outbox.searchParams.set('to', email);
  const response = await fetch(outbox, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`outbox answered ${String(response.status)}`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  const message = messages.find((m) => m.purpose === 'sign-in-code');
  return message?.text.match(/\b\d{6}\b/)?.[0] ?? null;
}

/** What a sign-in through the form led to. */
export type SignInOutcome = 'signed-in' | 'code-needed';

/**
 * Waits until the login form's submission settled: the code dialog opened ('code-needed'), or the
 * page left /login, or the no-access dialog opened ('signed-in'). Throws on a sign-in failure
 * message or after `timeoutMs`.
 */
async function waitForSignInOutcome(page: Page, timeoutMs: number): Promise<SignInOutcome> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.getByRole('dialog', { name: mfaDialogName }).isVisible()) return 'code-needed';
    if (!new URL(page.url()).pathname.startsWith('/login')) return 'signed-in';
    if (await page.getByRole('dialog', { name: /appropriate access/ }).isVisible()) return 'signed-in';
    const failure = page.getByRole('alert').filter({ hasText: /\S/ });
    if ((await failure.count()) > 0) throw new Error(`sign-in failed: ${await failure.first().innerText()}`);
    if (Date.now() > deadline) throw new Error(`sign-in did not settle on ${page.url()}`);
    await page.waitForTimeout(100);
  }
}

/** Waits until the page left /login (or shows the no-access dialog) after the code was accepted. */
async function waitForSignedInPage(page: Page, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!new URL(page.url()).pathname.startsWith('/login')) return;
    if (await page.getByRole('dialog', { name: /appropriate access/ }).isVisible()) return;
    if (Date.now() > deadline) throw new Error(`still on ${page.url()} after the sign-in code`);
    await page.waitForTimeout(100);
  }
}

/**
 * Completes the open 'Multi-Factor Authentication' dialog with the newest code e-mailed to
 * `email` (from the outbox), optionally ticking 'remember this browser', and waits for the
 * signed-in page.
 */
export async function completeSignInCode(
  page: Page,
  baseURL: string,
  email: string,
  options: { rememberBrowser?: boolean; timeoutMs?: number; spanish?: boolean } = {},
): Promise<void> {
  const names =
    options.spanish === true ? spanishMfaDialog : ({ name: mfaDialogName, verify: 'VERIFY' } as const);
  const dialog = page.getByRole('dialog', { name: names.name });
  await dialog.waitFor();
  const code = await newestSignInCode(baseURL, email.toLowerCase());
  if (code === null) throw new Error(`no sign-in code was e-mailed to ${email}`);
  await dialog.getByRole('textbox').fill(code);
  if (options.rememberBrowser === true) await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: names.verify }).click();
  await waitForSignedInPage(page, options.timeoutMs ?? 15_000);
}

/**
 * Signs in through the UI as a person would: opens `${baseURL}/login` (or `loginPath`, such as a
 * `/login?returnTo=…` the portal redirected to), fills e-mail and
 * password, submits, and when the 'Multi-Factor Authentication' dialog appears, reads the newest
 * sign-in code for `email` from the embedded outbox and completes it. Returns once the browser
 * left the sign-in page (or shows the no-access dialog). Works the same when no code is asked
 * for (a remembered browser). Returns whether a code was needed.
 */
export async function signInThroughUi(
  page: Page,
  baseURL: string,
  email: string,
  password: string,
  options: { rememberBrowser?: boolean; timeoutMs?: number; loginPath?: string } = {},
): Promise<SignInOutcome> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  await page.goto(`${baseURL}${options.loginPath ?? '/login'}`);
  await page.getByLabel('Email', { exact: false }).fill(email);
  await page.getByLabel('Password', { exact: false }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  const outcome = await waitForSignInOutcome(page, timeoutMs);
  if (outcome === 'code-needed') await completeSignInCode(page, baseURL, email, { ...options, timeoutMs });
  return outcome;
}
