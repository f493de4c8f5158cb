import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useStagedReveal } from './use-staged-reveal';

/** Shows how many parts are revealed, and records the count of every commit. */
function Parts({ isReady, commits }: { isReady: boolean; commits: number[] }) {
  const shown = useStagedReveal(isReady, 3);
  useLayoutEffect(() => {
    commits.push(shown);
  });
  return <p>{`shown ${String(shown)}`}</p>;
}

describe('staged reveal', () => {
  it('shows nothing until ready, then one more part per commit up to the count', async () => {
    const commits: number[] = [];
    const { rerender } = render(<Parts isReady={false} commits={commits} />);
    expect(screen.getByText('shown 0')).toBeTruthy();
    await act(async () => {
      rerender(<Parts isReady commits={commits} />);
      await Promise.resolve();
    });
    expect(await screen.findByText('shown 3')).toBeTruthy();
    expect(commits.filter((count, index) => count !== commits[index - 1])).toEqual([0, 1, 2, 3]);
  });
});
