import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { User } from '@medivi/domain';
import { useLingui } from '../lib/i18n/i18n';
import { useNotificationSetting } from '../lib/user-settings-api';

/**
 * The notification on/off switch (accounts spec §4 Notifications "an enable/disable toggle per
 * user", §7 `POST /api/user/updateUserSettings`), saved as it is switched; it shows the last saved
 * value, the same one the notifications panel shows. Used by Account Settings and the first run.
 */
export function NotificationSwitch({ user }: { user: User }) {
  const { _ } = useLingui();
  const { isEnabled, isSaving, setEnabled } = useNotificationSetting(user);
  return (
    <FormControlLabel
      control={
        // Not disabled while saving: disabling the focused switch would drop keyboard focus to
        // the page (docs/decisions/0095); a toggle meanwhile is ignored instead.
        <Switch
          checked={isEnabled}
          slotProps={{ input: { 'aria-busy': isSaving } }}
          onChange={(event) => {
            if (!isSaving) setEnabled(event.target.checked);
          }}
        />
      }
      label={_('common.notificationSwitch')}
    />
  );
}
