import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { User } from '@medivi/domain';
import { useId } from 'react';
import { useNotificationSetting } from '../../lib/user-settings-api';

/**
 * The notification on/off setting (accounts spec §4 Notifications "an enable/disable toggle per
 * user", §7 `POST /api/user/updateUserSettings`). The switch shows the last saved value, the same
 * one the notifications panel shows.
 */
export function NotificationSetting({ user }: { user: User }) {
  const headingId = useId();
  const { isEnabled, isSaving, setEnabled } = useNotificationSetting(user);

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        Notifications
      </Typography>
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
        label="Send me notifications about my cases"
      />
    </Paper>
  );
}
