import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { providerRowHeight } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { makeRecord, mockExperienceBackend } from './testing/experience-backend';

const updater = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-updateproviderexperience'] }));
const readOnly = signedInSession(
  makeUser({ roles: ['medivi-read', 'medivi-updateproviderexperiencereadonly'] }),
);
const path = '/provider-search-update';

/** Thirty synthetic records, named so that their order is plain. */
function manyRecords() {
  return Array.from({ length: 30 }, (_, index) =>
    makeRecord({
      npi: `10000000${String(index).padStart(2, '0')}`,
      provider_name: `PROVIDER ${String(index)}`,
    }),
  );
}

async function findTable() {
  return screen.findByRole('table', { name: 'Provider experience list' });
}

// Dialogs and tables of MUI render slowly on a busy machine.
describe('/provider-search-update list (cases spec §2, §9)', () => {
  it('lists 25 rows first and asks page 1 sorted by provider name', async () => {
    const { listQueries } = mockExperienceBackend({ records: manyRecords() });
    renderApp({ path, session: updater });
    const table = await findTable();
    await within(table).findByText('PROVIDER 0');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByRole('heading', { level: 1, name: 'Provider Search' })).toBeTruthy();
    const first = listQueries[0];
    expect(first?.get('offset')).toBe('1');
    expect(first?.get('limit')).toBe('25');
    expect(first?.get('sortBy')).toBe('providerName');
    expect(first?.has('recommendation')).toBe(false);
  });

  it('pages by the server and goes back to page 1 on a new page size', async () => {
    const { listQueries } = mockExperienceBackend({ records: manyRecords() });
    renderApp({ path, session: updater });
    const table = await findTable();
    await within(table).findByText('PROVIDER 0');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await within(table).findByText('PROVIDER 25');
    expect(listQueries.at(-1)?.get('offset')).toBe('2');
    await user.selectOptions(screen.getByRole('combobox', { name: /rows per page/i }), '5');
    await waitFor(() => {
      expect(listQueries.at(-1)?.get('limit')).toBe('5');
    });
    expect(listQueries.at(-1)?.get('offset')).toBe('1');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('sends the filters and sort, resets to page 1 on each change, and Clear drops them all', async () => {
    const { listQueries } = mockExperienceBackend({ records: manyRecords() });
    renderApp({ path, session: updater });
    const table = await findTable();
    await within(table).findByText('PROVIDER 0');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => {
      expect(listQueries.at(-1)?.get('offset')).toBe('2');
    });
    await user.selectOptions(screen.getByLabelText('Recommendation'), 'DELISTED');
    await waitFor(() => {
      expect(listQueries.at(-1)?.get('recommendation')).toBe('DELISTED');
    });
    expect(listQueries.at(-1)?.get('offset')).toBe('1');
    await user.selectOptions(screen.getByLabelText('Entity Type'), 'Facility');
    await waitFor(() => {
      expect(listQueries.at(-1)?.get('entityType')).toBe('2');
    });
    await user.click(within(table).getByRole('button', { name: 'NPI' }));
    await waitFor(() => {
      expect(listQueries.at(-1)?.get('sortBy')).toBe('npi');
    });
    expect(listQueries.at(-1)?.get('sortDirection')).toBe('asc');
    await user.selectOptions(screen.getByLabelText('Sort By'), 'Provider Name (Z-A)');
    await waitFor(() => {
      expect(listQueries.at(-1)?.get('sortDirection')).toBe('desc');
    });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    // Back to the first query, which the list already holds: the filters show their defaults.
    await waitFor(() => {
      expect(screen.getByLabelText<HTMLSelectElement>('Recommendation').value).toBe('');
    });
    expect(screen.getByLabelText<HTMLSelectElement>('Entity Type').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Sort By').value).toBe('providerName-asc');
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
  });

  it('asks with the keyword only once typing has paused for 1 s', async () => {
    const { listQueries } = mockExperienceBackend();
    renderApp({ path, session: updater });
    await within(await findTable()).findByText('JANICE LYONS');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Keyword search' }), 'lyons');
    const typedAt = Date.now();
    expect(listQueries.some((query) => query.has('searchText'))).toBe(false);
    await waitFor(() => {
      expect(listQueries.at(-1)?.get('searchText')).toBe('lyons');
    });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
    // One request for the settled keyword, none for the letters on the way.
    expect(listQueries.filter((query) => query.has('searchText'))).toHaveLength(1);
  });

  it('grows a row by 20 px per 50 characters of its longest note or name', async () => {
    const longNote = 'x'.repeat(120);
    mockExperienceBackend({
      records: [
        makeRecord(),
        makeRecord({ npi: '1013215615', provider_name: 'ALI KHALILI', internal_notes: longNote }),
      ],
    });
    renderApp({ path, session: updater });
    const table = await findTable();
    const shortRow = (await within(table).findByText('JANICE LYONS')).closest('tr');
    const longRow = within(table).getByText('ALI KHALILI').closest('tr');
    expect(shortRow?.style.height).toBe('70px');
    expect(longRow?.style.height).toBe('110px');
    expect(providerRowHeight([longNote])).toBe(110);
  });

  it('empties the list when the fetch fails', async () => {
    mockExperienceBackend({ listStatus: 500 });
    renderApp({ path, session: updater });
    expect(await within(await findTable()).findByText('No records found')).toBeTruthy();
  });

  it('shows the read-only role the list without the insert or update controls', async () => {
    mockExperienceBackend();
    renderApp({ path, session: readOnly });
    const table = await findTable();
    await within(table).findByText('JANICE LYONS');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Insert' })).toBeNull();
  });

  it('refuses users with neither provider-experience role', async () => {
    mockExperienceBackend();
    renderApp({ path, session: signedInSession(makeUser({ roles: ['medivi-read'] })) });
    expect(await screen.findByText('Unauthorized: check roles needed for access')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Provider experience list' })).toBeNull();
  });
});
