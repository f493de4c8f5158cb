import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@medivi/domain';
import { LoadingText } from '../../components/loading-text';
import { useAppSelector } from '../../lib/hooks';
import { useLingui } from '../../lib/i18n/i18n';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import { canManageDependents } from './account-user';
import { DependentsSection } from './dependents-section';
import { LanguageSetting } from './language-setting';
import { NotificationSetting } from './notification-setting';
import { PlanSection } from './plan-section';
import { ProfileSection } from './profile-section';
import { useAccountPlans } from './use-account-plans';

/**
 * Account Settings (/my-account, accounts spec §2 screen 12): My Profile, My Plan (with at least
 * one plan), the notification setting, the language (issue 37), and Dependent Members for case members without 'Limited
 * Access'. Its texts are in the accounts area of the catalogues (issue 37).
 */
export default function AccountSettingsPage() {
  const user = useAppSelector(selectSessionUser);
  if (user === null) return <LoadingText />;
  return <AccountSections user={user} />;
}

/**
 * The sections of a signed-in user's settings. My Plan appears only once the plan list has
 * arrived (and not at all without plans); the sections below it wait for the list, then show
 * whole, instead of moving down when My Plan appears above them (issue 39, layout shift).
 */
function AccountSections({ user }: { user: User }) {
  const { _ } = useLingui();
  const variant = useVariant();
  const accountPlans = useAccountPlans(user);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">{_('shell.title.accountSettings')}</Typography>
      <ProfileSection user={user} />
      {accountPlans.isLoading && <LoadingText />}
      <Stack spacing={3} sx={{ display: accountPlans.isLoading ? 'none' : 'flex' }}>
        <PlanSection user={user} accountPlans={accountPlans} />
        <NotificationSetting user={user} />
        <LanguageSetting />
        {canManageDependents(user, variant) && <DependentsSection />}
      </Stack>
    </Stack>
  );
}
