import { useLingui } from '../../lib/i18n/i18n';
import LogoutIcon from '@mui/icons-material/Logout';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** The avatar menu's list: Log out (accounts spec §2 screen 11). Loaded when first opened. */
export function AccountMenuList({
  id,
  buttonId,
  anchor,
  onClose,
  onLogOut,
}: {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogOut: () => void;
}) {
  const { _ } = useLingui();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem onClick={onLogOut}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {_('shell.header.logOut')}
      </MenuItem>
    </Menu>
  );
}
