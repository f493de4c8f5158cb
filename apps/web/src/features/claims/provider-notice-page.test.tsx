import { screen } from '@testing-library/react';
import { idCardMessages } from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';
import { syntheticProviderNotice } from './testing/id-card-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/provider-notice, the public notice an ID card QR code opens (issue 32 item 5)', () => {
  it('shows a signed-out visitor how the plan pays, where to call and where to send claims', async () => {
    const fetchMock = mockApi({
      'GET /api/provider-notice/plan-a': () => jsonResponse(syntheticProviderNotice),
    });
    renderApp({ path: '/provider-notice?plan=plan-a' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notice to providers: Plan A (synthetic)' }),
    ).toBeTruthy();
    expect(screen.getByText(syntheticProviderNotice.text[0] ?? '')).toBeTruthy();
    expect(screen.getByText('Inpatient claims').nextSibling?.textContent).toBe('150 % of Medicare');
    expect(screen.getByText('Professional claims').nextSibling?.textContent).toBe('140 % of Medicare');
    expect(screen.getByRole('link', { name: '1-800-555-0199 (demo number)' }).getAttribute('href')).toBe(
      'tel:18005550199',
    );
    expect(screen.getByText('Send claims to').nextSibling?.textContent).toBe(
      syntheticProviderNotice.claimsAddress,
    );
    expect(screen.getByText('Demo data: this plan or its benefit design is synthetic.')).toBeTruthy();
    expect(requestsOf(fetchMock)).toContain('GET /api/provider-notice/plan-a');
  });

  it('says the plan was not found when the server answers 404', async () => {
    mockApi({
      'GET /api/provider-notice/no-such-plan': () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: idCardMessages.planNotFound }, 404),
    });
    renderApp({ path: '/provider-notice?plan=no-such-plan' });
    expect(await screen.findByText(idCardMessages.planNotFound)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Notice to providers' })).toBeTruthy();
  });

  it('asks the server nothing without a plan, and says where the page is opened from', async () => {
    const fetchMock = mockApi({});
    renderApp({ path: '/provider-notice' });
    expect(await screen.findByText(/opens from the QR code on a member ID card/)).toBeTruthy();
    expect(requestsOf(fetchMock).filter((request) => request.includes('provider-notice'))).toEqual([]);
  });
});
