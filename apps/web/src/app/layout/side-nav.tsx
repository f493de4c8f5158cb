import Box from '@mui/material/Box';
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import type { VisibleNavItem } from '../nav-items';

/** The entries, loaded after the frame: a phone shows none until its drawer opens. */
const SideNavEntries = lazy(async () => ({ default: (await import('./side-nav-entries')).SideNavEntries }));

/** Width of the open side navigation, and of the collapsed one (accounts spec §9). */
export const sideNavWidth = { open: '18rem', collapsed: '5%' } as const;

/**
 * The side navigation of signed-in pages (accounts spec §2 screen 10, §6): the entries this user
 * may see and LOG OUT behind the 'Are You Sure?' confirmation. Beside the page (`rail`), it is
 * collapsible from 18rem to 5% (icons only, never narrower than an icon). On a phone or a narrow
 * window it sits in a temporary drawer over the page (`drawer`): full labels, no collapse, and
 * `onNavigate` closes the drawer after a choice.
 */
export function SideNav({
  items,
  placement,
  onNavigate,
}: {
  items: readonly VisibleNavItem[];
  placement: 'rail' | 'drawer';
  /** Called when an entry is chosen (the drawer closes). */
  onNavigate?: () => void;
}) {
  const { _ } = useLingui();
  const isInDrawer = placement === 'drawer';
  const listId = useId();
  const [isCollapsedRail, setIsCollapsed] = useState(false);
  const isCollapsed = !isInDrawer && isCollapsedRail;
  // The entries follow the frame in a second, deferred commit, so the page's first commit stays
  // short; the frame keeps its width, so nothing moves when they appear.
  const isFilled = useDeferredValue(true, false);

  return (
    <Box
      component="nav"
      aria-label={_('shell.nav.label')}
      sx={
        isInDrawer
          ? {
              width: sideNavWidth.open,
              maxWidth: '85vw',
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              overflowY: 'auto',
            }
          : {
              width: isCollapsed ? sideNavWidth.collapsed : sideNavWidth.open,
              minWidth: isCollapsed ? '3.5rem' : undefined,
              flexShrink: 0,
              display: 'flex',
              flexDirection: 'column',
              // Stays in view below the header, so LOG OUT is always reachable on long pages.
              position: 'sticky',
              top: { xs: 56, sm: 64 },
              alignSelf: 'flex-start',
              height: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' },
              overflowY: 'auto',
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
              transition: (theme) => theme.transitions.create(['width', 'min-width']),
              overflowX: 'hidden',
            }
      }
    >
      {(isFilled || isInDrawer) && (
        <Suspense fallback={null}>
          <SideNavEntries
            items={items}
            isInDrawer={isInDrawer}
            isCollapsed={isCollapsed}
            onToggleCollapsed={() => {
              setIsCollapsed((value) => !value);
            }}
            listId={listId}
            onNavigate={onNavigate}
          />
        </Suspense>
      )}
    </Box>
  );
}
