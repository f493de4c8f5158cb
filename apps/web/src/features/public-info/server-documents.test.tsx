import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';
import { loadDocumentFromServer, wasLoadedFromServer } from './document-load';

vi.mock('./document-load', () => ({
  loadDocumentFromServer: vi.fn(),
  wasLoadedFromServer: vi.fn(() => false),
}));

afterEach(() => {
  vi.mocked(loadDocumentFromServer).mockClear();
  vi.mocked(wasLoadedFromServer).mockReturnValue(false);
});

describe('/privacy.pdf and /support.pdf (accounts spec §2: force a reload to the document)', () => {
  it.each([
    ['/privacy', 'Privacy Policy', '/privacy.pdf'],
    ['/support', 'Support', '/support.pdf'],
  ])('%s links to its PDF', async (path, heading, pdf) => {
    mockApi({});
    renderApp({ path });
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.getByRole('link', { name: 'Download as PDF' }).getAttribute('href')).toBe(pdf);
  });

  it.each(['/privacy.pdf', '/support.pdf'])(
    'an in-app visit to %s loads it from the server',
    async (path) => {
      mockApi({});
      renderApp({ path });
      await screen.findByText('Loading the document. Please wait.');
      // The load starts in an effect after the text is painted: on a busy machine a moment later.
      await waitFor(() => {
        expect(loadDocumentFromServer).toHaveBeenCalledWith(path);
      });
    },
  );

  it('does not load again when the server answered the address with the web app', async () => {
    vi.mocked(wasLoadedFromServer).mockReturnValue(true);
    mockApi({});
    renderApp({ path: '/support.pdf' });
    await screen.findByText('The document could not be opened here.');
    expect(loadDocumentFromServer).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Open the document' }).getAttribute('href')).toBe('/support.pdf');
  });
});
