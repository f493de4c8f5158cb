import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { User } from '@medivi/domain';
import { useId } from 'react';
import { useUpdateUserSettingsMutation } from './account-settings-api';

/** Shares the last saved setting between visits of the page (the session's user is not refetched). */
const settingsCacheKey = 'account-settings-notifications';

/**
 * The notification on/off setting (accounts spec §4 Notifications "an enable/disable toggle per
 * user", §7 `POST /api/user/updateUserSettings`). The switch shows the last saved value.
 */
export function NotificationSetting({ user }: { user: User }) {
  const headingId = useId();
  const [update, { data, isLoading }] = useUpdateUserSettingsMutation({ fixedCacheKey: settingsCacheKey });
  const isEnabled = data?.enableNotification ?? user.enableNotification;

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        Notifications
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={isEnabled}
            disabled={isLoading}
            onChange={(event) => {
              void update({ enableNotification: event.target.checked });
            }}
          />
        }
        label="Send me notifications about my cases"
      />
    </Paper>
  );
}
