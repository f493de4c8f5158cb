import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useId, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { useNavigate } from 'react-router';
import { visuallyHiddenSx } from '../../components/visually-hidden';
import { displayNameOf, initialsOf } from '../../lib/person-name';
import { paths } from '../../lib/paths';

// The menu (popover, modal and list code) loads when first opened, not with every page.
const AccountMenuList = lazy(async () => ({
  default: (await import('./account-menu-list')).AccountMenuList,
}));

/**
 * The avatar menu of the header (accounts spec §2 screen 11): initials of the full name ('Me'
 * without one) and the name ('MediVI User' without one) on the button, and a Log out item.
 */
export function AccountMenu({ fullName }: { fullName: string | null }) {
  const navigate = useNavigate();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;
  const isMenuLoaded = useOpenedOnce(isOpen);
  const name = displayNameOf(fullName);

  return (
    <>
      <ButtonBase
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={{ borderRadius: 6, px: 1, py: 0.5, gap: 1, color: 'inherit' }}
      >
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            // The initials in a circle, as MUI's Avatar draws them (its code stays off the shell).
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
            borderRadius: '50%',
            overflow: 'hidden',
            userSelect: 'none',
            lineHeight: 1,
            bgcolor: '#ffffff',
            color: 'primary.main',
            width: 36,
            height: 36,
            fontSize: '1rem',
            fontWeight: 700,
          }}
        >
          {initialsOf(fullName)}
        </Box>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {name}
        </Box>
        <Box component="span" sx={{ ...visuallyHiddenSx, display: { xs: 'inline', sm: 'none' } }}>
          {name}
        </Box>
      </ButtonBase>
      {isMenuLoaded && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            onClose={() => {
              setAnchor(null);
            }}
            onLogOut={() => {
              setAnchor(null);
              void navigate(paths.logout);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
