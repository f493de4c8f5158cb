import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ListSort, ResponsiveTable } from './responsive-table';
import { renderWithI18n } from '../../testing/render-with-i18n';

interface Claim {
  id: string;
  number: string;
  billed: string;
  plan: string;
}

const claims: Claim[] = [
  { id: 'a', number: 'CL-1', billed: '$1,200.00', plan: 'Lakeshore (synthetic)' },
  { id: 'b', number: 'CL-2', billed: '$80.00', plan: 'Cuyahoga (synthetic)' },
];

/** Makes `(max-width: …)` queries match, as on a phone, or none, as on a desktop. */
function stubScreen(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
}

function renderClaims(onSortChange = vi.fn<(sort: ListSort) => void>()) {
  renderWithI18n(
    <ResponsiveTable
      label="Claims"
      columns={[
        { id: 'number', header: 'Claim', isSortable: true, render: (c: Claim) => c.number },
        { id: 'billed', header: 'Billed', isSortable: true, render: (c: Claim) => c.billed },
        { id: 'plan', header: 'Plan', render: (c: Claim) => c.plan },
      ]}
      rows={claims}
      rowKey={(c) => c.id}
      emptyText="No claims"
      sort={{ field: 'number', direction: 'desc' }}
      onSortChange={onSortChange}
      pager={{
        count: 2,
        page: 0,
        pageSize: 10,
        pageSizes: [5, 10, 25],
        onPageChange: vi.fn(),
        onPageSizeChange: vi.fn(),
      }}
    />,
  );
  return onSortChange;
}

describe('ResponsiveTable', () => {
  it('is a table with sortable headers on a wide screen', () => {
    stubScreen(false);
    renderClaims();
    const table = screen.getByRole('table', { name: 'Claims' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Claim', 'Billed', 'Plan']);
    expect(headers[0]?.getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('is a keyboard-reachable region only while the table is wider than its container', () => {
    stubScreen(false);
    renderClaims();
    expect(screen.queryByRole('region', { name: 'Claims, scrolls sideways' })).toBeNull();
    cleanup();
    // jsdom lays nothing out: make every element's content wider than the element.
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    try {
      renderClaims();
      const region = screen.getByRole('region', { name: 'Claims, scrolls sideways' });
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(within(region).getByRole('table', { name: 'Claims' })).toBeTruthy();
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('is one card a record on a phone, every column labelled, sorted by a choice and a button', async () => {
    stubScreen(true);
    const onSortChange = renderClaims();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Claims' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('CL-1')).toBeTruthy();
    expect(within(first).getByText('Billed').tagName).toBe('DT');
    expect(within(first).getByText('$1,200.00').tagName).toBe('DD');
    expect(within(first).getByText('Lakeshore (synthetic)')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /sort the other way/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'number', direction: 'asc' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Billed');
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'billed', direction: 'desc' });
  });
});
