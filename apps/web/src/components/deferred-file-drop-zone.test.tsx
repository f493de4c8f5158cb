import { act, createEvent, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredFileDropZone } from './deferred-file-drop-zone';
import { stubIntersectionObserver } from '../testing/intersection-stub';
import { renderWithI18n } from '../testing/render-with-i18n';

const props = {
  files: [],
  onFilesChange: () => undefined,
  accept: { 'application/pdf': ['.pdf'] },
  invalidTypeMessage: 'Only PDF files',
  label: 'Upload Files',
};

describe('DeferredFileDropZone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds its place with a disabled button and no file input until its place comes near the screen', async () => {
    const screenArea = stubIntersectionObserver();
    renderWithI18n(<DeferredFileDropZone {...props} isWanted={false} />);
    // Had the zone asked for its code, that code would be in place once this has loaded.
    await act(async () => {
      await import('./file-drop-zone');
    });

    expect(screen.queryByRole('group', { name: 'Upload Files' })).not.toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Choose files' }).disabled).toBe(true);
    expect(screen.queryByLabelText('Upload Files', { selector: 'input' })).toBeNull();
    // A file dropped meanwhile is refused, not opened by the browser in the form's place.
    const area = screen.getByRole('group', { name: 'Upload Files' });
    const drop = createEvent.drop(area);
    fireEvent(area, drop);
    expect(drop.defaultPrevented).toBe(true);

    act(() => {
      screenArea.showAll();
    });
    const input = await screen.findByLabelText<HTMLInputElement>('Upload Files', { selector: 'input' });
    expect(input.type).toBe('file');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Choose files' }).disabled).toBe(false);
  });

  it('loads at once when the visitor has started on the form, wherever its place is', async () => {
    stubIntersectionObserver();
    renderWithI18n(<DeferredFileDropZone {...props} isWanted />);

    const input = await screen.findByLabelText<HTMLInputElement>('Upload Files', { selector: 'input' });
    expect(input.multiple).toBe(true);
  });
});
