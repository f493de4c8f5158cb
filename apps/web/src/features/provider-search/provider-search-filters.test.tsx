import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/api-mock';
import { makeReply } from './testing/fixtures';
import { mockBackend, renderPage } from './testing/page-backend';

describe('Provider Search filters', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('says no providers were found, with the search text', async () => {
    const { searches } = mockBackend({ search: () => jsonResponse(makeReply([])) });
    renderPage({ zipCode: '44106' });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search providers' }), {
      target: { value: 'zzyzx' },
    });
    expect(
      await screen.findByText(
        'No providers found with given filters and search text of "zzyzx"',
        {},
        { timeout: 2000 },
      ),
    ).toBeDefined();
    const last = searches.at(-1)!;
    expect(last.get('text')).toBe('zzyzx');
    expect(last.has('radius')).toBe(false);
    expect(last.get('page')).toBe('1');
  });

  it('waits 500 ms after typing and ignores text of 2 characters or fewer', async () => {
    const { searches } = mockBackend();
    renderPage({ zipCode: '44106' });
    const box = await screen.findByRole('searchbox', { name: 'Search providers' });
    await waitFor(() => {
      expect(searches).toHaveLength(1);
    });
    fireEvent.change(box, { target: { value: 'sm' } });
    fireEvent.change(box, { target: { value: 'smi' } });
    fireEvent.change(box, { target: { value: 'smit' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searches).toHaveLength(1);
    await waitFor(() => {
      expect(searches).toHaveLength(2);
    });
    expect(searches[1]!.get('text')).toBe('smit');
  });

  it('cancels the search of the previous text when the text changes', async () => {
    const requests: Request[] = [];
    mockBackend({
      search: (query, request) => {
        requests.push(request);
        if (query.get('text') !== 'smi') return jsonResponse(makeReply());
        return new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        });
      },
    });
    const { store } = renderPage({ zipCode: '44106' });
    const box = await screen.findByRole('searchbox', { name: 'Search providers' });
    fireEvent.change(box, { target: { value: 'smi' } });
    await waitFor(() => {
      expect(requests.map((request) => new URL(request.url).searchParams.get('text'))).toContain('smi');
    });
    fireEvent.change(box, { target: { value: 'smith' } });
    await waitFor(() => {
      expect(requests.at(-1) && new URL(requests.at(-1)!.url).searchParams.get('text')).toBe('smith');
    });
    const slow = requests.find((request) => new URL(request.url).searchParams.get('text') === 'smi')!;
    expect(slow.signal.aborted).toBe(true);
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Smith, MD' })).toBeDefined();
    expect(store.getState().snackbar.queue).toHaveLength(0);
  });

  it('applies a radius change 500 ms after the last move', async () => {
    const { searches } = mockBackend();
    renderPage({ zipCode: '44106' });
    const slider = await screen.findByRole('slider', { name: 'Search radius' });
    await waitFor(() => {
      expect(searches).toHaveLength(1);
    });
    expect(slider.getAttribute('aria-valuetext')).toBe('Within 25 miles');
    fireEvent.change(slider, { target: { value: '30' } });
    fireEvent.change(slider, { target: { value: '0' } });
    expect(searches).toHaveLength(1);
    await waitFor(() => {
      expect(searches).toHaveLength(2);
    });
    expect(searches[1]!.get('radius')).toBe('0');
    expect(slider.getAttribute('aria-valuetext')).toBe('Within the zip code');
  });

  it('disables the filters and shows the spinner while a slow search loads', async () => {
    let release: () => void = () => undefined;
    mockBackend({
      search: () =>
        new Promise<Response>((resolve) => {
          release = () => {
            resolve(jsonResponse(makeReply()));
          };
        }),
    });
    renderPage({ zipCode: '44106' });
    expect(
      await screen.findByRole('progressbar', { name: 'Loading providers' }, { timeout: 2000 }),
    ).toBeDefined();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Clear' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Contracted' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search providers' }).disabled).toBe(
      false,
    );
    release();
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Smith, MD' })).toBeDefined();
    await waitFor(() => {
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Clear' }).disabled).toBe(false);
    });
  });

  it('keeps the filters when the taxonomy mapping fails, without telling the member', async () => {
    mockBackend({
      taxonomy: () => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500),
    });
    const { store } = renderPage({ zipCode: '44106' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Smith, MD' })).toBeDefined();
    await waitFor(() => {
      expect(console.warn).toHaveBeenCalled();
    });
    const type = screen.getByRole('combobox', { name: 'Provider Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Types']);
    expect(store.getState().snackbar.queue).toHaveLength(0);
  });

  it('offers provider types and specialties with their counts', async () => {
    const { searches } = mockBackend();
    renderPage({ zipCode: '44106' });
    const type = await screen.findByRole('combobox', { name: 'Provider Type' });
    await waitFor(() => {
      expect(
        within(type)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Types', 'Dentist (3)', 'Family Medicine (12)']);
    });
    expect(screen.queryByRole('combobox', { name: 'Specialty' })).toBeNull();
    fireEvent.change(type, { target: { value: 'Family Medicine' } });
    const specialty = await screen.findByRole('combobox', { name: 'Specialty' });
    expect(
      within(specialty)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Specialties', 'Adult Medicine (7)', 'Sports Medicine (5)']);
    await waitFor(() => {
      expect(searches.at(-1)?.get('providerType')).toBe('Family Medicine');
    });
  });

  it('shows the accessibility counts and filters by the ticked labels', async () => {
    const { searches } = mockBackend({
      search: () =>
        jsonResponse(
          makeReply(undefined, {
            accessibilityCounts: { Contracted: 4, Unknown: 10, Caution: 2, 'Not Recommended': 1 },
          }),
        ),
    });
    renderPage({ zipCode: '44106' });
    const caution = await screen.findByRole('checkbox', { name: 'Caution (2)' });
    const labels = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(labels).toEqual(['Contracted (4)', 'Unknown (10)', 'Caution (2)', 'Not Recommended (1)']);
    fireEvent.click(caution);
    await waitFor(() => {
      expect(searches.at(-1)?.get('accessibilities')).toBe('Contracted,Unknown,Not Recommended');
    });
  });

  it('sorts, and on Clear searches by accessibility descending from page 1', async () => {
    const { searches } = mockBackend();
    renderPage({ zipCode: '44106', page: 2, providergendercode: 'F' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Sort By' }), {
      target: { value: 'distance' },
    });
    await waitFor(() => {
      expect(searches.at(-1)?.get('sortBy')).toBe('distance');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Descending' }));
    await waitFor(() => {
      expect(searches.at(-1)?.get('sortDirection')).toBe('desc');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => {
      expect(Object.fromEntries(searches.at(-1)!)).toMatchObject({
        sortBy: 'accessibility',
        sortDirection: 'desc',
        page: '1',
        limit: '50',
        radius: '25',
      });
    });
    expect(searches.at(-1)?.has('gender')).toBe(false);
  });
});
