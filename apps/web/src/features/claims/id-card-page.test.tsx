import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { idCardMessages, messages } from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { syntheticIdCards, syntheticProviderNotice } from './testing/id-card-fixtures';

const member = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-casesmember'] }));
const clientViewer = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-caseviewclient'] }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/id-card, the member ID card (issue 32 item 5; docs/decisions/0114)', () => {
  it("draws each plan's card, front and back, with the ids, dependents, notice and QR code", async () => {
    mockApi({ 'GET /api/member/id-card': () => jsonResponse({ cards: syntheticIdCards }) });
    renderApp({ path: '/id-card', session: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your ID card' })).toBeTruthy();
    const planA = await screen.findByRole('region', { name: 'Plan A (synthetic)' });
    const front = within(planA).getByRole('region', { name: 'Front of the card' });
    expect(within(front).getByText('Member ID').nextSibling?.textContent).toBe('DEMO1');
    expect(within(front).getByText('Group ID').nextSibling?.textContent).toBe('GRPA12');
    expect(within(front).getByText('ROBIN SYNTHETIC (child), ID DEMO1-02')).toBeTruthy();
    expect(within(front).getByText('Demo card: synthetic data, not valid for care')).toBeTruthy();
    const back = within(planA).getByRole('region', { name: 'Back of the card' });
    expect(within(back).getByText(/this plan pays 150 % of Medicare for inpatient/)).toBeTruthy();
    expect(back.textContent).toContain('Call: 1-800-555-0199 (demo number)');
    const qr = within(back).getByRole('img', {
      name: 'QR code that opens the provider notice of Plan A (synthetic)',
    });
    expect(qr.getAttribute('src')).toBe(syntheticIdCards[0]?.providerNotice.qrCodeDataUrl);
    expect(
      within(back)
        .getByRole('link', { name: 'Full provider notice of Plan A (synthetic)' })
        .getAttribute('href'),
    ).toBe('/provider-notice?plan=plan-a');
    const planB = screen.getByRole('region', { name: 'Plan B (synthetic)' });
    expect(within(planB).queryByText('Dependents')).toBeNull();
    expect(within(planB).getByText(/call for the rate/)).toBeTruthy();
    expect(within(planB).getByText('DEMO9')).toBeTruthy();
  });

  it('offers the PDF as card pages and as letter pages by plain download links', async () => {
    mockApi({ 'GET /api/member/id-card': () => jsonResponse({ cards: syntheticIdCards }) });
    renderApp({ path: '/id-card', session: member });
    const card = await screen.findByRole('link', { name: 'Download card PDF' });
    const letter = screen.getByRole('link', { name: 'Download letter page PDF' });
    expect(card.getAttribute('href')).toBe('/api/member/id-card.pdf?size=card');
    expect(letter.getAttribute('href')).toBe('/api/member/id-card.pdf?size=letter');
    expect(card.hasAttribute('download')).toBe(true);
  });

  it('says so when the member holds no plan, and offers no download', async () => {
    mockApi({ 'GET /api/member/id-card': () => jsonResponse({ cards: [] }) });
    renderApp({ path: '/id-card', session: member });
    expect(await screen.findByText(idCardMessages.noCards)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download card PDF' })).toBeNull();
  });

  it('is not open to client staff, and asks the server nothing for them', async () => {
    const fetchMock = mockApi({ 'GET /api/member/id-card': () => jsonResponse({ cards: syntheticIdCards }) });
    renderApp({ path: '/id-card', session: clientViewer });
    expect(await screen.findByText(messages.unauthorizedRoute)).toBeTruthy();
    expect(requestsOf(fetchMock)).not.toContain('GET /api/member/id-card');
  });

  it('is linked from My Claims for a member, and its QR link opens the public notice', async () => {
    mockApi({
      'GET /api/member/claims': () =>
        jsonResponse({ claims: [], total: 0, page: 1, pageSize: 10, plans: [], patients: [] }),
      'GET /api/member/id-card': () => jsonResponse({ cards: syntheticIdCards }),
      'GET /api/provider-notice/plan-a': () => jsonResponse(syntheticProviderNotice),
    });
    const user = userEvent.setup();
    renderApp({ path: '/claims', session: member });
    await user.click(await screen.findByRole('link', { name: 'Your ID card' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your ID card' })).toBeTruthy();
    await user.click(await screen.findByRole('link', { name: 'Full provider notice of Plan A (synthetic)' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notice to providers: Plan A (synthetic)' }),
    ).toBeTruthy();
  });
});
