import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@medivi/domain';
import { i18n } from '../../../lib/i18n/i18n';
import { jsonResponse, mockApi } from '../../../testing/api-mock';
import { renderInStore } from '../testing/render-in-store';
import { ZipField, zipFieldMessage } from './zip-field';
import { selectProviderSearch } from '../provider-search-slice';

// Lingui's translation in English, the language the tests run in.
const _ = i18n._.bind(i18n);

const cleveland = { zip: '44106', city: 'Cleveland', county: 'Cuyahoga', state: 'OH' };
const unknownZip = {
  zip: '00000',
  city: null,
  county: null,
  state: null,
  message: 'Zip code not recognized. Please enter a valid US zip code.',
};

function zipInput(): HTMLInputElement {
  return screen.getByRole('textbox', { name: /Zip code/ });
}

function searchButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Search' });
}

describe('zip field message', () => {
  it('says Required for an empty touched field and nothing before it is touched', () => {
    expect(zipFieldMessage({ zip: '', isTouched: true, validation: {}, details: null }, _)).toEqual({
      text: 'Required',
      isError: true,
    });
    expect(zipFieldMessage({ zip: '', isTouched: false, validation: {}, details: null }, _)).toEqual({
      text: null,
      isError: false,
    });
  });

  it('asks for 5 digits', () => {
    expect(zipFieldMessage({ zip: '441', isTouched: true, validation: {}, details: null }, _).text).toBe(
      'Must be 5 digits',
    );
  });

  it('shows the server message of an unrecognized zip as an error', () => {
    expect(
      zipFieldMessage(
        { zip: '00000', isTouched: true, validation: { details: unknownZip }, details: null },
        _,
      ),
    ).toEqual({
      text: unknownZip.message,
      isError: true,
    });
  });

  it('shows the network failure text', () => {
    const message = zipFieldMessage(
      {
        zip: '44106',
        isTouched: true,
        validation: { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } },
        details: null,
      },
      _,
    );
    expect(message).toEqual({ text: messages.networkError, isError: true });
  });

  it('names the place of a recognized zip', () => {
    expect(
      zipFieldMessage(
        { zip: '44106', isTouched: true, validation: { details: cleveland }, details: null },
        _,
      ),
    ).toEqual({
      text: 'Cleveland, OH',
      isError: false,
    });
  });
});

describe('zip field', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps digits only, at most 5', () => {
    mockApi({ 'GET /api/zip-code-validation/v1/44106': () => jsonResponse(cleveland) });
    renderInStore(<ZipField isBusy={false} />);
    fireEvent.change(zipInput(), { target: { value: 'a4-41 0' } });
    expect(zipInput().value).toBe('4410');
    fireEvent.change(zipInput(), { target: { value: '4410699' } });
    expect(zipInput().value).toBe('44106');
  });

  it('says Must be 5 digits, then Required, and keeps Search disabled meanwhile', () => {
    renderInStore(<ZipField isBusy={false} />);
    fireEvent.change(zipInput(), { target: { value: '441' } });
    expect(screen.getByText('Must be 5 digits')).toBeDefined();
    expect(searchButton().disabled).toBe(true);
    fireEvent.change(zipInput(), { target: { value: '' } });
    expect(screen.getByText('Required')).toBeDefined();
    expect(searchButton().disabled).toBe(true);
  });

  it('applies a recognized zip on Search', async () => {
    const fetchMock = mockApi({ 'GET /api/zip-code-validation/v1/44106': () => jsonResponse(cleveland) });
    const { store } = renderInStore(<ZipField isBusy={false} />, { search: { page: 4 } });
    fireEvent.change(zipInput(), { target: { value: '44106' } });
    expect(await screen.findByText('Cleveland, OH')).toBeDefined();
    await waitFor(() => {
      expect(searchButton().disabled).toBe(false);
    });
    fireEvent.click(searchButton());
    await waitFor(() => {
      expect(selectProviderSearch(store.getState()).zipCode).toBe('44106');
    });
    expect(selectProviderSearch(store.getState()).page).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the server message under an unrecognized zip and does not apply it', async () => {
    mockApi({ 'GET /api/zip-code-validation/v1/00000': () => jsonResponse(unknownZip) });
    const { store } = renderInStore(<ZipField isBusy={false} />);
    fireEvent.change(zipInput(), { target: { value: '00000' } });
    expect(await screen.findByText(unknownZip.message)).toBeDefined();
    expect(zipInput().getAttribute('aria-invalid')).toBe('true');
    expect(searchButton().disabled).toBe(true);
    fireEvent.submit(zipInput().closest('form')!);
    expect(selectProviderSearch(store.getState()).zipCode).toBe('');
  });

  it('says the server cannot be reached on a network failure, without a snackbar', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { store } = renderInStore(<ZipField isBusy={false} />);
    fireEvent.change(zipInput(), { target: { value: '44106' } });
    expect(await screen.findByText(messages.networkError)).toBeDefined();
    expect(store.getState().snackbar.queue).toHaveLength(0);
  });

  it('clears the zip details when the zip gets shorter than 5 digits', async () => {
    mockApi({ 'GET /api/zip-code-validation/v1/44106': () => jsonResponse(cleveland) });
    const { store } = renderInStore(<ZipField isBusy={false} />);
    fireEvent.change(zipInput(), { target: { value: '44106' } });
    await waitFor(() => {
      expect(selectProviderSearch(store.getState()).zipCodeDetails).toEqual(cleveland);
    });
    fireEvent.change(zipInput(), { target: { value: '4410' } });
    expect(selectProviderSearch(store.getState()).zipCodeDetails).toBeNull();
  });

  it('disables Search while the providers load', () => {
    renderInStore(<ZipField isBusy />, { search: { zipCode: '44106' } });
    expect(zipInput().value).toBe('44106');
    expect(searchButton().disabled).toBe(true);
  });

  it('takes Enter right after the fifth digit, while the zip is being checked, and searches once it is known', async () => {
    let answer: (() => void) | undefined;
    mockApi({
      'GET /api/zip-code-validation/v1/44106': () =>
        new Promise<Response>((resolve) => {
          answer = () => {
            resolve(jsonResponse(cleveland));
          };
        }),
    });
    const { store } = renderInStore(<ZipField isBusy={false} />);
    fireEvent.change(zipInput(), { target: { value: '44106' } });
    expect(await screen.findByText('Checking zip…')).toBeDefined();
    expect(searchButton().disabled).toBe(false);
    fireEvent.submit(zipInput().closest('form')!);
    await waitFor(() => {
      expect(answer).toBeDefined();
    });
    answer?.();
    await waitFor(() => {
      expect(selectProviderSearch(store.getState()).zipCode).toBe('44106');
    });
  });

  it('does not turn red when the empty field is only passed with Tab', () => {
    renderInStore(<ZipField isBusy={false} />);
    fireEvent.focus(zipInput());
    fireEvent.blur(zipInput());
    expect(screen.queryByText('Required')).toBeNull();
    expect(zipInput().getAttribute('aria-invalid')).toBe('false');
    fireEvent.submit(zipInput().closest('form')!);
    expect(screen.getByText('Required')).toBeDefined();
  });
});
