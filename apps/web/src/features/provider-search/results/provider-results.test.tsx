import { fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInStore } from '../testing/render-in-store';
import { makeReply } from '../testing/fixtures';
import { i18n } from '../../../lib/i18n/i18n';
import { rangeLabel } from './paging-bar';
import { ProviderResults } from './provider-results';
import { selectProviderSearch } from '../provider-search-slice';

// Lingui's translation in English, the language the tests run in.
const _ = i18n._.bind(i18n);

const idle = { isFetching: false, isError: false, retry: () => undefined };

describe('range label', () => {
  it('reads start-end of total', () => {
    expect(rangeLabel(1, 50, 120, _)).toBe('1-50 of 120');
    expect(rangeLabel(3, 50, 120, _)).toBe('101-120 of 120');
    expect(rangeLabel(1, 50, 0, _)).toBe('0-0 of 0');
  });
});

describe('provider results', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says no providers were found without a search text clause when no text applies', () => {
    renderInStore(<ProviderResults view={{ ...idle, reply: makeReply([]) }} isBusy={false} />, {
      search: { zipCode: '44106', searchInput: 'ab' },
    });
    expect(screen.getByRole('status').textContent).toBe('No providers found with given filters');
  });

  it('shows the illustration, not the paging bar, before a zip is set', () => {
    renderInStore(<ProviderResults view={{ ...idle, reply: undefined }} isBusy={false} />);
    expect(screen.getByTestId('provider-search-illustration')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('offers to search again after a failure', () => {
    const retry = vi.fn();
    renderInStore(
      <ProviderResults view={{ ...idle, isError: true, retry, reply: undefined }} isBusy={false} />,
      {
        search: { zipCode: '44106' },
      },
    );
    expect(screen.getByRole('alert').textContent).toContain('Providers could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('brings the top of the list back into view when the list starts over', () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -400, 800, 2000));
    const { store } = renderInStore(
      <ProviderResults view={{ ...idle, reply: makeReply() }} isBusy={false} />,
      {
        search: { zipCode: '44106', page: 2 },
      },
    );
    expect(scrollIntoView).not.toHaveBeenCalled();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Result pages' })).getByRole('button', {
        name: 'Previous page',
      }),
    );
    expect(selectProviderSearch(store.getState()).page).toBe(1);
    act(() => undefined);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });
});
