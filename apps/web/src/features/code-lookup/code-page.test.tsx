import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodeEntry } from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const coder = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-code'] }));

/** Codes as the shipped files give them (NUCC 25.1, the 2023 physician sample, the 2022 NY inpatient file). */
const codes: CodeEntry[] = [
  {
    codeType: 'DRG',
    code: '003',
    description: 'ECMO OR TRACHEOSTOMY WITH MV >96 HOURS OR PRINCIPAL DIAGNOSIS EXCEPT FACE, MOUTH AND NEC',
    grouping: null,
    classification: null,
    specialization: null,
    source: 'inpatient-by-provider-and-service-2022-ny.csv.gz',
  },
  {
    codeType: 'HCPCS',
    code: '99221',
    description: 'Initial hospital care with straightforward or low level of medical decision making',
    grouping: null,
    classification: null,
    specialization: null,
    source: 'physician-by-provider-and-service-2023-sample.csv',
  },
  {
    codeType: 'taxonomy',
    code: '193200000X',
    description: 'Multi-Specialty Group',
    grouping: 'Group',
    classification: 'Multi-Specialty',
    specialization: null,
    source: 'nucc-taxonomy-25.1.csv',
  },
];

/** A fake `GET /api/codes` answering `reply` (or a status) and recording each query. */
function mockCodes(reply: { codes: CodeEntry[]; total: number } | number) {
  const queries: URLSearchParams[] = [];
  mockApi({
    'GET /api/codes': (request) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      if (typeof reply === 'number') return jsonResponse({ statusCode: reply, message: 'Failed' }, reply);
      return jsonResponse({
        ...reply,
        page: Number(params.get('page') ?? '1'),
        pageSize: Number(params.get('pageSize') ?? '25'),
      });
    },
  });
  return queries;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/code (docs/decisions/0107)', () => {
  it('lists the codes with type, description and taxonomy grouping under a caption', async () => {
    const queries = mockCodes({ codes, total: 3 });
    renderApp({ path: '/code', session: coder });
    expect(await screen.findByRole('heading', { level: 1, name: 'Code Look-up' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Codes' });
    await within(table).findByText('99221');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Group › Multi-Specialty')).toBeTruthy();
    expect(within(table).getByText('NUCC taxonomy')).toBeTruthy();
    expect(table.querySelector('caption')?.textContent).toBe('DRG, APC, HCPCS and NUCC taxonomy codes');
    expect(screen.getByRole('status').textContent).toBe('3 codes');
    expect(queries[0]?.get('page')).toBe('1');
    expect(queries[0]?.get('pageSize')).toBe('25');
    expect(queries[0]?.has('q')).toBe(false);
  });

  it('sends the words and the type, and asks for the next page', async () => {
    const queries = mockCodes({ codes, total: 60 });
    renderApp({ path: '/code', session: coder });
    await screen.findByText('99221');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Code type' }), 'HCPCS');
    // Enter in the search field searches (the keyboard path).
    await user.type(screen.getByRole('textbox', { name: 'Code or description' }), ' hospital care {Enter}');
    await waitFor(() => {
      expect(queries.at(-1)?.get('q')).toBe('hospital care');
    });
    expect(queries.at(-1)?.get('type')).toBe('HCPCS');
    expect(await screen.findByText('HCPCS codes matching “hospital care”')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: /next page/i })[0] as HTMLElement);
    await waitFor(() => {
      expect(queries.at(-1)?.get('page')).toBe('2');
    });
    expect(queries.at(-1)?.get('q')).toBe('hospital care');
  });

  it('is one card a code on a phone, the caption above and every column labelled', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    }));
    mockCodes({ codes, total: 3 });
    renderApp({ path: '/code', session: coder });
    const list = await screen.findByRole('list', { name: 'Codes' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(
      within(cards[2] as HTMLElement).getByText('Grouping › Classification › Specialization'),
    ).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('Group › Multi-Specialty')).toBeTruthy();
    expect(screen.getByText('DRG, APC, HCPCS and NUCC taxonomy codes')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Codes' })).toBeNull();
  });

  it("says 'No codes match.' when nothing matches", async () => {
    mockCodes({ codes: [], total: 0 });
    renderApp({ path: '/code', session: coder });
    expect(await screen.findByText('No codes match.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 codes');
  });

  it('says the codes could not be loaded when the server fails', async () => {
    mockCodes(500);
    renderApp({ path: '/code', session: coder });
    expect(await screen.findByText('The codes could not be loaded. Please try again.')).toBeTruthy();
  });

  it('refuses a search text over 100 characters without asking the server', async () => {
    const queries = mockCodes({ codes, total: 3 });
    renderApp({ path: '/code', session: coder });
    await screen.findByText('99221');
    const asked = queries.length;
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Code or description' }));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Use at most 100 characters.')).toBeTruthy();
    expect(queries).toHaveLength(asked);
  });

  it('shows the Unauthorized text to anyone without medivi-code', async () => {
    mockCodes({ codes, total: 3 });
    renderApp({
      path: '/code',
      session: signedInSession(makeUser({ roles: ['medivi-read', 'medivi-admin'] })),
    });
    expect(await screen.findByText('Unauthorized: check roles needed for access')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Codes' })).toBeNull();
  });
});
