import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comparisonFileName } from '@medivi/domain';
import { jsonResponse } from '../../testing/api-mock';
import { storageKeys, writeStorage } from '../../lib/storage';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { mockAnalysisBackend } from './testing/analysis-backend';
import { fieldOf, typeInto } from './testing/worked-example';

const analyst = signedInSession(makeUser({ roles: ['medivi-analysis'] }));
const planName = 'Acme Manufacturing plan';

async function openPage() {
  renderApp({ path: '/analysis', session: analyst });
  await screen.findByRole('heading', { level: 1, name: 'Market Analysis' }, { timeout: 8000 });
  const user = userEvent.setup();
  await user.click(fieldOf('Plan name'));
  await user.paste(planName);
  return user;
}

/** Captures the downloads the page starts (the file name an anchor click hands the browser). */
function captureDownloads(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

const generateSummary = () => screen.getByRole('button', { name: 'Generate Executive Summary' });
const generateAnalysis = () => screen.getByRole('button', { name: 'Generate Savings Analysis' });

beforeEach(() => {
  writeStorage(storageKeys.csrfToken, 'csrf-token-1');
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:pdf') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/analysis documents and saved analyses (spec §4, §7, §8)', { timeout: 60_000 }, () => {
  it('generates a PDF with the CSRF header, both buttons refusing presses meanwhile but keeping focus, saved under the spec file name', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { documentRequests } = mockAnalysisBackend({
      document: async () => {
        await held;
        return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
      },
    });
    const downloads = captureDownloads();
    const user = await openPage();
    await user.click(generateSummary());
    await waitFor(() => {
      expect(documentRequests).toHaveLength(1);
    });
    // Busy, not disabled: the pressed button keeps the keyboard's focus (issue 31 item 8).
    expect(generateSummary().getAttribute('aria-disabled')).toBe('true');
    expect(generateAnalysis().getAttribute('aria-disabled')).toBe('true');
    expect(generateSummary()).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(generateSummary());
    await user.click(generateAnalysis());
    expect(documentRequests).toHaveLength(1);
    release();
    await waitFor(() => {
      expect(downloads).toEqual([comparisonFileName(planName, 'MediVI', 'executive-summary')]);
    });
    expect(generateSummary().getAttribute('aria-disabled')).toBe('false');
    expect(generateAnalysis().getAttribute('aria-disabled')).toBe('false');
    expect(documentRequests).toHaveLength(1);
    expect(documentRequests[0]).toMatchObject({
      path: '/api/comparison-executive-summary',
      csrf: 'csrf-token-1',
      body: { planName, numberOfEmployees: 1000, pricingSelection: 'Current' },
    });
  });

  it("shows the server's text in the snackbar when a document fails", async () => {
    const serverText = 'The document could not be printed in time; please try again.';
    mockAnalysisBackend({
      document: () =>
        jsonResponse({ statusCode: 503, error: 'Service Unavailable', message: serverText }, 503),
    });
    const downloads = captureDownloads();
    const user = await openPage();
    await user.click(generateAnalysis());
    expect(await screen.findByText(serverText)).toBeTruthy();
    expect(downloads).toEqual([]);
    expect(generateAnalysis()).toHaveProperty('disabled', false);
  });

  it('asks for the plan name before making a document', async () => {
    const { documentRequests } = mockAnalysisBackend();
    renderApp({ path: '/analysis', session: analyst });
    await screen.findByRole('heading', { level: 1, name: 'Market Analysis' }, { timeout: 8000 });
    await userEvent.setup().click(generateSummary());
    expect(await screen.findByText('Enter the plan name.')).toBeTruthy();
    expect(documentRequests).toEqual([]);
  });

  it('opens the HTML variant as a form post with the state and the CSRF token in a new tab', async () => {
    mockAnalysisBackend();
    const posted: { action: string; target: string; fields: Record<string, string> }[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({
        action: this.action,
        target: this.target,
        fields: Object.fromEntries(
          [...new FormData(this)].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]),
        ),
      });
    });
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Open Savings Analysis as web page' }));
    await waitFor(() => {
      expect(posted).toHaveLength(1);
    });
    const [post] = posted;
    expect(new URL(post?.action ?? '').pathname + new URL(post?.action ?? '').search).toBe(
      '/api/comparison-savings-analysis?format=html',
    );
    expect(post?.target).toBe('_blank');
    expect(post?.fields.csrfToken).toBe('csrf-token-1');
    expect(JSON.parse(post?.fields.state ?? '{}')).toMatchObject({ planName, numberOfEmployees: 1000 });
  });

  it('saves the analysis, lists it and opens it again', async () => {
    const { savedBodies } = mockAnalysisBackend();
    const user = await openPage();
    expect(await screen.findByText('No saved analyses yet.')).toBeTruthy();
    await typeInto(user, 'Number of employees', '250');
    await user.click(screen.getByRole('button', { name: 'Save analysis' }));
    const open = await screen.findByRole('button', { name: `Open ${planName}` });
    expect(savedBodies).toEqual([
      { state: expect.objectContaining({ planName, numberOfEmployees: 250 }) as unknown },
    ]);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New analysis' }));
    expect(fieldOf('Plan name').value).toBe('');
    expect(fieldOf('Number of employees').value).toBe('1,000');
    await user.click(open);
    await waitFor(() => {
      expect(fieldOf('Plan name').value).toBe(planName);
    });
    expect(fieldOf('Number of employees').value).toBe('250');
    await user.click(screen.getByRole('button', { name: `Delete ${planName}` }));
    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    expect(await screen.findByText('No saved analyses yet.')).toBeTruthy();
    // The dialog closes (the page is hidden from assistive technology until it has).
    expect(await screen.findByRole('button', { name: 'Save analysis' })).toBeTruthy();
  });
});
