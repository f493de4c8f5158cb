import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingText } from '../../components/loading-text';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import { canManageDependents } from './account-user';
import { DependentsSection } from './dependents-section';
import { NotificationSetting } from './notification-setting';
import { PlanSection } from './plan-section';
import { ProfileSection } from './profile-section';

/**
 * Account Settings (/my-account, accounts spec §2 screen 12): My Profile, My Plan (with at least
 * one plan), the notification setting, and Dependent Members for case members without 'Limited
 * Access'.
 */
export default function AccountSettingsPage() {
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  if (user === null) return <LoadingText />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">Account Settings</Typography>
      <ProfileSection user={user} />
      <PlanSection user={user} />
      <NotificationSetting user={user} />
      {canManageDependents(user, variant) && <DependentsSection />}
    </Stack>
  );
}
