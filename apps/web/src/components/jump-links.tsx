import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MouseEvent } from 'react';

/** One place on the page to jump to: the element's id and the link's text. */
export interface JumpTarget {
  id: string;
  label: string;
}

/** Moves to and focuses the element `id` (made focusable by script for the moment). */
function jumpTo(event: MouseEvent, id: string): void {
  const target = document.getElementById(id);
  if (target === null) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * Links to the parts of a long page that a phone puts far down (issue 31 item 16): each moves to
 * its part and gives it the focus, so a keyboard or screen-reader user goes on from there. Only
 * below the `md` breakpoint, where the parts stack; on a wider screen they stand side by side.
 */
export function JumpLinks({ label, targets }: { label: string; targets: readonly JumpTarget[] }) {
  const isStacked = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  if (!isStacked) return null;
  return (
    <Stack component="nav" aria-label={label} direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      {targets.map((target) => (
        <Link
          key={target.id}
          href={`#${target.id}`}
          onClick={(event) => {
            jumpTo(event, target.id);
          }}
          sx={{ minHeight: 24, display: 'inline-flex', alignItems: 'center' }}
        >
          {target.label}
        </Link>
      ))}
    </Stack>
  );
}
