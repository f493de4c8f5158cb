import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { User } from '@medivi/domain';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';
import { paths } from '../../lib/paths';
import { DigitsField } from '../../components/digits-field';
import { LoadingText } from '../../components/loading-text';
import { NotificationSwitch } from '../../components/notification-switch';
import { useGetOnboardingPlansQuery } from './onboarding-api';

/** Step 1: the plans on the member's account (accounts spec §4 Plans), or how to add one. */
export function PlanStep() {
  const { _ } = useLingui();
  const { data: plans, isLoading, isError } = useGetOnboardingPlansQuery(undefined);
  if (isLoading) return <LoadingText />;
  if (isError || plans === undefined) {
    return <Typography>{_('onboarding.plans.failed')}</Typography>;
  }
  if (plans.length === 0) {
    return (
      <Typography>
        {_('onboarding.plans.none')}{' '}
        <Link component={RouterLink} to={paths.addPlan}>
          {_('onboarding.plans.add')}
        </Link>{' '}
        {_('onboarding.plans.withCard')}
      </Typography>
    );
  }
  return (
    <>
      <Typography>{_('onboarding.plans.onAccount', { count: plans.length })}</Typography>
      <ul>
        {plans.map((plan) => (
          <Typography component="li" key={plan.id}>
            {plan.name}
          </Typography>
        ))}
      </ul>
      <Typography>{_('onboarding.plans.later')}</Typography>
    </>
  );
}

/**
 * What the zip step says under its field: why the zip was refused (not 5 digits, not a zip the
 * server knows, or the check failed), the place a known zip is in, or nothing (null).
 */
export type ZipMessage =
  { kind: 'fiveDigits' | 'notRecognized' | 'unchecked' } | { kind: 'place'; place: string } | null;

/** Catalogue ids of the zip step's refusals. */
const zipProblemIds = {
  fiveDigits: 'onboarding.zip.fiveDigits',
  notRecognized: 'onboarding.zip.notRecognized',
  unchecked: 'onboarding.zip.unchecked',
} as const;

/** Step 2: the zip code Provider Search starts near (cases spec §5 Provider search zip rules). */
export function ZipStep({
  zip,
  onZipChange,
  message,
}: {
  zip: string;
  onZipChange: (zip: string) => void;
  message: ZipMessage;
}) {
  const { _ } = useLingui();
  return (
    <>
      <Typography>{_('onboarding.zip.intro')}</Typography>
      <DigitsField
        label={_('onboarding.zip.label')}
        name="zip"
        value={zip}
        onChange={onZipChange}
        maxDigits={5}
        autoComplete="postal-code"
        error={message === null || message.kind === 'place' ? undefined : _(zipProblemIds[message.kind])}
        helperText={message?.kind === 'place' ? message.place : undefined}
        fullWidth={false}
      />
    </>
  );
}

/** Step 3: the notification setting (accounts spec §4 Notifications), saved as it is switched. */
export function NotificationStep({ user }: { user: User }) {
  const { _ } = useLingui();
  return (
    <>
      <Typography>{_('onboarding.notifications.intro')}</Typography>
      <NotificationSwitch user={user} />
    </>
  );
}
