import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { estimateProcedures } from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { syntheticEstimates } from './testing/estimate-fixtures';

const member = signedInSession(
  makeUser({ roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'] }),
);
const analyst = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-analysis'] }));

function mockEstimatesBackend() {
  const queries: URLSearchParams[] = [];
  mockApi({
    'GET /api/price-estimates': (request) => {
      queries.push(new URL(request.url).searchParams);
      return jsonResponse(syntheticEstimates);
    },
    'GET /api/price-estimates/procedures': (request) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      return jsonResponse({
        procedures: estimateProcedures.filter((procedure) =>
          search === '' ? true : procedure.keywords.includes(search.toLowerCase()),
        ),
      });
    },
  });
  return queries;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/price-estimates (issue 33)', () => {
  it('asks for a catalogue procedure near a zip and shows each provider with its figures and gaps', async () => {
    const queries = mockEstimatesBackend();
    const user = userEvent.setup();
    renderApp({ path: '/price-estimates', session: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Price Estimates' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Find a procedure' }), 'knee');
    await waitFor(() => {
      expect(screen.getAllByRole('option').some((option) => option.textContent.includes('DRG 470'))).toBe(
        true,
      );
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Procedure' }), 'DRG:470');
    await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '44106');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    const first = await screen.findByRole('article', { name: 'SYNTHETIC GENERAL HOSPITAL' });
    expect(queries[0]?.get('codeType')).toBe('DRG');
    expect(queries[0]?.get('code')).toBe('470');
    expect(queries[0]?.get('zip')).toBe('44106');
    expect(queries[0]?.get('radius')).toBe('25');
    expect(first.textContent).toContain('$25,148.86');
    expect(first.textContent).toContain('$4,600.00 ($1,200.00 deductible + $3,400.00 coinsurance)');
    expect(first.textContent).toContain('1.6 ×');
    expect(first.textContent).toContain('over 5 years old');
    expect(first.textContent).toContain('CMS inpatient-drg100-by-provider-fy2011.csv.gz, data year 2011');
    const gap = screen.getByRole('article', { name: 'SYNTHETIC EAST HOSPITAL' });
    expect(gap.textContent).toContain('Estimate unavailable');
    expect(gap.textContent).not.toContain('$0.00');
    expect(gap.textContent).toContain('Provider experience: Caution');
    const callAhead = within(first).getByRole('link', { name: 'Call ahead: SYNTHETIC GENERAL HOSPITAL' });
    const target = new URL(callAhead.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/member-detail');
    expect(target.searchParams.get('param')).toBe('CallAhead');
    expect(target.searchParams.get('office')).toBe('SYNTHETIC GENERAL HOSPITAL');
    expect(target.searchParams.get('comment')).toContain('DRG 470');
    const pdf = screen.getByRole('link', { name: 'Price check for up to 20 providers (PDF)' });
    expect(pdf.getAttribute('href')).toContain('/api/price-estimates/price-check.pdf?codeType=DRG&code=470');
    expect(screen.getByText(/Deductible left \$1,200\.00 of \$1,500\.00/)).toBeTruthy();
  });

  it('sorts and filters on the server, keeping the search', async () => {
    const queries = mockEstimatesBackend();
    const user = userEvent.setup();
    renderApp({ path: '/price-estimates', session: member });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Procedure' }), 'HCPCS:99213');
    await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '44106');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    await screen.findByRole('article', { name: 'SYNTHETIC GENERAL HOSPITAL' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'distance');
    await waitFor(() => {
      expect(queries.at(-1)?.get('sort')).toBe('distance');
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Balance-bill risk' }), 'high');
    await waitFor(() => {
      expect(queries.at(-1)?.get('risk')).toBe('high');
    });
    expect(queries.at(-1)?.get('code')).toBe('99213');
  });

  it('checks the zip and the code before asking the server', async () => {
    const queries = mockEstimatesBackend();
    const user = userEvent.setup();
    renderApp({ path: '/price-estimates', session: analyst });
    await user.click(await screen.findByRole('button', { name: 'Estimate' }));
    expect(await screen.findByText('Choose a procedure, or enter a code and its type')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Code type' }), 'DRG');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '47000');
    await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '441');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(await screen.findByText('Must be 5 digits')).toBeTruthy();
    expect(screen.getByText(/Enter a code of the chosen type/)).toBeTruthy();
    expect(queries).toHaveLength(0);
  });

  it('offers no Call ahead to an analyst, who files no member cases', async () => {
    mockEstimatesBackend();
    const user = userEvent.setup();
    renderApp({ path: '/price-estimates', session: analyst });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Procedure' }), 'DRG:470');
    await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '44106');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    await screen.findByRole('article', { name: 'SYNTHETIC GENERAL HOSPITAL' });
    expect(screen.queryByRole('link', { name: /Call ahead/ })).toBeNull();
  });
});
