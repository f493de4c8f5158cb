import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { User } from '@medivi/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { DigitsField } from '../../components/digits-field';
import { LoadingText } from '../../components/loading-text';
import { NotificationSwitch } from '../../components/notification-switch';
import { useGetOnboardingPlansQuery } from './onboarding-api';

/** Step 1: the plans on the member's account (accounts spec §4 Plans), or how to add one. */
export function PlanStep() {
  const { data: plans, isLoading, isError } = useGetOnboardingPlansQuery(undefined);
  if (isLoading) return <LoadingText />;
  if (isError || plans === undefined) {
    return (
      <Typography>Your plans could not be loaded. You can see them later in Account Settings.</Typography>
    );
  }
  if (plans.length === 0) {
    return (
      <Typography>
        No plan is on your account yet.{' '}
        <Link component={RouterLink} to={paths.addPlan}>
          Add a plan
        </Link>{' '}
        with the member information on your plan ID card.
      </Typography>
    );
  }
  return (
    <>
      <Typography>
        {plans.length === 1 ? 'This plan is on your account:' : 'These plans are on your account:'}
      </Typography>
      <ul>
        {plans.map((plan) => (
          <Typography component="li" key={plan.id}>
            {plan.name}
          </Typography>
        ))}
      </ul>
      <Typography>You can add another plan or your dependents later in Account Settings.</Typography>
    </>
  );
}

/** Step 2: the zip code Provider Search starts near (cases spec §5 Provider search zip rules). */
export function ZipStep({
  zip,
  onZipChange,
  message,
}: {
  zip: string;
  onZipChange: (zip: string) => void;
  message: { text: string | null; isError: boolean };
}) {
  return (
    <>
      <Typography>
        Provider Search finds in-network providers near a zip code. Enter the zip code you search from most,
        such as your home, or leave it empty to choose later.
      </Typography>
      <DigitsField
        label="Zip code"
        name="zip"
        value={zip}
        onChange={onZipChange}
        maxDigits={5}
        autoComplete="postal-code"
        error={message.isError && message.text !== null ? message.text : undefined}
        helperText={message.isError ? undefined : (message.text ?? undefined)}
        fullWidth={false}
      />
    </>
  );
}

/** Step 3: the notification setting (accounts spec §4 Notifications), saved as it is switched. */
export function NotificationStep({ user }: { user: User }) {
  return (
    <>
      <Typography>
        The portal tells you when one of your cases changes: in the notifications panel at the top of every
        page while you are signed in. You can change this later in Account Settings.
      </Typography>
      <NotificationSwitch user={user} />
    </>
  );
}
