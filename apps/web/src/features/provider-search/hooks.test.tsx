import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDebouncedDraft } from '../../lib/use-debounced-draft';
import { useDelayedFlag } from './use-delayed-flag';
import { useRestoreFocus } from './use-restore-focus';

function DraftProbe({ committed, commit }: { committed: string; commit: (value: string) => void }) {
  const [draft, setDraft] = useDebouncedDraft(committed, commit, 500);
  return (
    <>
      <output>{draft}</output>
      <button
        onClick={() => {
          setDraft(`${draft}x`);
        }}
      >
        type
      </button>
    </>
  );
}

function FlagProbe({ flag }: { flag: boolean }) {
  return <output>{String(useDelayedFlag(flag, 400))}</output>;
}

function CommittingProbe() {
  const [committed, setCommitted] = useState('');
  return (
    <>
      <DraftProbe committed={committed} commit={setCommitted} />
      <button
        onClick={() => {
          setCommitted('');
        }}
      >
        clear
      </button>
    </>
  );
}

describe('useDebouncedDraft', () => {
  it('commits once, 500 ms after the last change', () => {
    vi.useFakeTimers();
    const commit = vi.fn();
    render(<DraftProbe committed="" commit={commit} />);
    act(() => {
      screen.getByText('type').click();
    });
    act(() => {
      vi.advanceTimersByTime(300);
      screen.getByText('type').click();
    });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(commit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('xx');
  });

  it('follows a committed value changed from outside and drops the pending commit', () => {
    vi.useFakeTimers();
    render(<CommittingProbe />);
    act(() => {
      screen.getByText('type').click();
    });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.getByRole('status').textContent).toBe('x');
    act(() => {
      screen.getByText('type').click();
    });
    act(() => {
      screen.getByText('clear').click();
    });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('useDelayedFlag', () => {
  it('turns true only after the flag stayed on for the delay, and off at once', () => {
    vi.useFakeTimers();
    const view = render(<FlagProbe flag />);
    expect(screen.getByRole('status').textContent).toBe('false');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByRole('status').textContent).toBe('true');
    view.rerender(<FlagProbe flag={false} />);
    expect(screen.getByRole('status').textContent).toBe('false');
  });

  it('stays off for a load quicker than the delay', () => {
    vi.useFakeTimers();
    const view = render(<FlagProbe flag />);
    act(() => {
      vi.advanceTimersByTime(399);
    });
    view.rerender(<FlagProbe flag={false} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('status').textContent).toBe('false');
  });
});

function FocusProbe({ isDisabled }: { isDisabled: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  useRestoreFocus(container, isDisabled);
  return (
    <div ref={container}>
      <button disabled={isDisabled}>filter</button>
    </div>
  );
}

describe('useRestoreFocus', () => {
  it('gives focus back to the control that lost it while disabled', () => {
    const view = render(<FocusProbe isDisabled={false} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'filter' });
    button.focus();
    view.rerender(<FocusProbe isDisabled />);
    // Browsers drop focus from a control once it is disabled; the test DOM needs a hand with that.
    button.disabled = false;
    button.blur();
    button.disabled = true;
    expect(document.activeElement).toBe(document.body);
    view.rerender(<FocusProbe isDisabled={false} />);
    expect(document.activeElement).toBe(button);
  });

  it('leaves focus alone when the member moved it elsewhere', () => {
    const view = render(
      <>
        <FocusProbe isDisabled={false} />
        <input aria-label="elsewhere" />
      </>,
    );
    screen.getByRole('button', { name: 'filter' }).focus();
    view.rerender(
      <>
        <FocusProbe isDisabled />
        <input aria-label="elsewhere" />
      </>,
    );
    const elsewhere = screen.getByRole('textbox', { name: 'elsewhere' });
    elsewhere.focus();
    view.rerender(
      <>
        <FocusProbe isDisabled={false} />
        <input aria-label="elsewhere" />
      </>,
    );
    expect(document.activeElement).toBe(elsewhere);
  });
});
