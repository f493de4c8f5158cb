import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import {
  deniedClaim,
  syntheticAccumulators,
  syntheticClaims,
  syntheticPlanDesign,
} from './testing/claims-fixtures';

const member = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-casesmember'] }));
const clientViewer = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-caseviewclient'] }));
const submitter = signedInSession(
  makeUser({ roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'] }),
);

/** A fake claims API that pages and filters by patient as the server would, recording each query. */
function mockClaimsBackend({ patients = true } = {}) {
  const queries: URLSearchParams[] = [];
  const accumulatorQueries: URLSearchParams[] = [];
  const fetchMock = mockApi({
    'GET /api/member/claims': (request) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const page = Number(params.get('page') ?? '1');
      const pageSize = Number(params.get('pageSize') ?? '10');
      const patient = params.get('patient');
      const matching =
        patient === null
          ? syntheticClaims
          : syntheticClaims.filter((claim) => claim.patientMemberId === patient);
      return jsonResponse({
        claims: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
        plans: [
          { id: 'plan-a', name: 'Plan A (synthetic)' },
          { id: 'plan-b', name: 'Plan B (synthetic)' },
        ],
        patients: patients
          ? [
              { memberId: 'DEMO1', name: 'DANA SYNTHETIC', relationship: 'subscriber' },
              { memberId: 'DEMO1-02', name: 'ROBIN SYNTHETIC', relationship: 'child' },
            ]
          : [],
      });
    },
    'GET /api/member/accumulators': (request) => {
      accumulatorQueries.push(new URL(request.url).searchParams);
      return jsonResponse(syntheticAccumulators);
    },
    'GET /api/member/plan-design': () => jsonResponse(syntheticPlanDesign),
    'GET /api/member/claims/SYNTHETIC-M-003': () => jsonResponse(deniedClaim),
    // The server's reply for a claim the caller may not see (member-claims-rules `claimNotFound`).
    'GET /api/member/claims/SOMEONE-ELSES': () =>
      jsonResponse(
        { code: 'CLAIM_NOT_FOUND', message: 'No claim with this id was found among the claims you may see.' },
        404,
      ),
  });
  return { queries, accumulatorQueries, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/claims, My Claims (issue 32; docs/decisions/0114)', () => {
  it("lists a member's claims with what the plan paid and what he owes, and his deductible so far", async () => {
    mockClaimsBackend();
    renderApp({ path: '/claims', session: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Claims' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Claims' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1];
    expect(first?.textContent).toContain('$400.00');
    expect(first?.textContent).toContain('$80.50');
    expect(first?.textContent).toContain('$40.00');
    expect(screen.getByRole('status').textContent).toBe('12 claims');
    const deductible = await screen.findAllByRole('progressbar', { name: 'Deductible' });
    expect(deductible[0]?.getAttribute('aria-valuetext')).toBe('$600.00 of $3,000.00 used, $2,400.00 left');
    expect(
      screen.getByText('After the deductible you pay 20 % of the allowed amount (coinsurance).'),
    ).toBeTruthy();
    expect(screen.getByText('Demo data: this benefit design is synthetic.')).toBeTruthy();
  });

  it('asks the server for one patient and for one plan', async () => {
    const { queries } = mockClaimsBackend();
    const user = userEvent.setup();
    renderApp({ path: '/claims', session: member });
    await screen.findByText('12 claims');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Patient' }), 'DEMO1-02');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(queries.at(-1)?.get('patient')).toBe('DEMO1-02');
    });
    expect(await screen.findByText('6 claims')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'plan-b');
    await waitFor(() => {
      expect(queries.at(-1)?.get('planID')).toBe('plan-b');
    });
  });

  it('refuses a date range that ends before it starts, without asking the server', async () => {
    const { queries } = mockClaimsBackend();
    const user = userEvent.setup();
    renderApp({ path: '/claims', session: member });
    await screen.findByRole('table', { name: 'Claims' });
    const asked = queries.length;
    await user.type(screen.getByRole('textbox', { name: 'Service from' }), '09/10/2026');
    await user.type(screen.getByRole('textbox', { name: 'Service to' }), '09/01/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    expect(queries.length).toBe(asked);
  });

  it("gives client staff a member id field and the plan's benefits, and a family's accumulators once they search one", async () => {
    const { accumulatorQueries, fetchMock } = mockClaimsBackend({ patients: false });
    const user = userEvent.setup();
    renderApp({ path: '/claims', session: clientViewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims' })).toBeTruthy();
    // Before a family is named: the design of the plan and year, read-only, and no accumulators;
    // the filters show with it (the page waits for the panel above them).
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Plan A (synthetic): plan year 2026-01-01 to 2026-12-31',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Member ID of the patient' })).toBeTruthy();
    const benefits = screen.getByRole('region', { name: "The plan's benefits" });
    expect(
      within(benefits).getByText(
        'After the deductible the member pays 20 % of the allowed amount (coinsurance).',
      ),
    ).toBeTruthy();
    expect(within(benefits).getByText('Demo data: this benefit design is synthetic.')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Deductible' })).toBeNull();
    expect(requestsOf(fetchMock)).toContain('GET /api/member/plan-design');
    expect(requestsOf(fetchMock)).not.toContain('GET /api/member/accumulators');

    await user.type(screen.getByRole('textbox', { name: 'Member ID of the patient' }), 'DEMO1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Family of member ID DEMO1' })).toBeTruthy();
    expect(accumulatorQueries.at(-1)?.get('memberID')).toBe('DEMO1');
    expect(accumulatorQueries.at(-1)?.has('planID')).toBe(false);
    const deductible = await screen.findAllByRole('progressbar', { name: 'Deductible' });
    expect(deductible[0]?.getAttribute('aria-valuetext')).toBe('$600.00 of $3,000.00 used, $2,400.00 left');
    expect(screen.queryByRole('heading', { level: 2, name: /^Plan A \(synthetic\): plan year/ })).toBeNull();
    expect(screen.getByRole('region', { name: "The plan's benefits" })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Plan A (synthetic): plan year 2026-01-01 to 2026-12-31',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Deductible' })).toBeNull();
  });

  it("asks a member's accumulators without a member id, and shows no plan design panel apart", async () => {
    const { accumulatorQueries, fetchMock } = mockClaimsBackend();
    renderApp({ path: '/claims', session: member });
    await screen.findAllByRole('progressbar', { name: 'Deductible' });
    expect(accumulatorQueries.every((query) => !query.has('memberID'))).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: 'Family' })).toBeTruthy();
    expect(requestsOf(fetchMock)).not.toContain('GET /api/member/plan-design');
  });

  it("opens a denied claim's explanation of benefits with its reason and appeal deadline", async () => {
    mockClaimsBackend();
    const user = userEvent.setup();
    renderApp({ path: '/claims', session: member });
    const table = await screen.findByRole('table', { name: 'Claims' });
    await user.click(
      await within(table).findByRole('link', { name: 'Claim SYNTHETIC-M-003: explanation of benefits' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Explanation of benefits' })).toBeTruthy();
    expect(
      screen.getByText(/The service is not covered by the plan\. You may appeal until 2027-02-16\./),
    ).toBeTruthy();
    expect(screen.getByText('Above the allowed amount').nextSibling?.textContent).toBe('$403.00');
    expect(screen.getByRole('link', { name: 'Case 00001234' }).getAttribute('href')).toBe(
      '/my-cases?case=case-1',
    );
    await user.click(screen.getByRole('link', { name: 'Back to My Claims' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Claims' })).toBeTruthy();
  });

  it("links the EOB's PDF for a plain download, named for the claim", async () => {
    mockClaimsBackend();
    renderApp({ path: '/claims/SYNTHETIC-M-003', session: member });
    const link = await screen.findByRole('link', { name: 'Download EOB (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/member/claims/SYNTHETIC-M-003/eob.pdf');
    expect(link.getAttribute('download')).toBe('eob-SYNTHETIC-M-003.pdf');
  });

  it("offers 'I got a bill for this' only to a member who files cases (issue 32 item 6)", async () => {
    mockClaimsBackend();
    const viewer = renderApp({ path: '/claims/SYNTHETIC-M-003', session: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Explanation of benefits' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'I got a bill for this' })).toBeNull();
    viewer.unmount();
    const client = renderApp({ path: '/claims/SYNTHETIC-M-003', session: clientViewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Explanation of benefits' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'I got a bill for this' })).toBeNull();
    client.unmount();
    renderApp({ path: '/claims/SYNTHETIC-M-003', session: submitter });
    const link = await screen.findByRole('link', { name: 'I got a bill for this' });
    expect(link.getAttribute('href')).toBe('/member-detail?param=BalanceBill&claim=SYNTHETIC-M-003');
  });

  it('says so once when the claim is not one the member may see: on the page, not again in a snackbar', async () => {
    mockClaimsBackend();
    const { store } = renderApp({ path: '/claims/SOMEONE-ELSES', session: member });
    const notFound = 'No claim with this id was found among the claims you may see.';
    expect(await screen.findByText(notFound)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Explanation of benefits' })).toBeTruthy();
    // The call has ended by now: a snackbar for it would already be queued.
    expect(store.getState().snackbar.queue).toEqual([]);
    expect(screen.getAllByText(notFound)).toHaveLength(1);
  });
});
