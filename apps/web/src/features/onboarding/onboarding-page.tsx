import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { normalizeZipInput, type Variant, zipInputError } from '@medivi/domain';
import { useId, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths, returnToParam } from '../../lib/paths';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { useLingui } from '../../lib/i18n/i18n';
import { useFocusOnChange } from '../../lib/use-focus-on-change';
import { useVariant } from '../../lib/variant';
import { useCompleteOnboardingMutation, useLazyValidateOnboardingZipQuery } from './onboarding-api';
import { NotificationStep, PlanStep, type ZipMessage, ZipStep } from './onboarding-steps';

/**
 * The first run's steps, in order (issue 20 item 2: plan, provider search zip, notifications): the
 * catalogue ids of their titles ('Your plan', 'Search area', 'Notifications').
 */
const stepTitles = ['onboarding.step.plan', 'onboarding.step.zip', 'onboarding.step.notifications'] as const;

/** What the app layer gives the first run. */
export interface OnboardingPageProps {
  /**
   * Where Finish goes: the destination sign-in would have given (a safe `returnTo` first), with
   * the zip chosen for Provider Search (null when none).
   */
  afterOnboardingPath: (
    roles: readonly string[],
    variant: Variant,
    returnTo: string | null,
    providerSearchZip: string | null,
  ) => string;
}

/**
 * `/onboarding` (accounts spec §2 redirect destinations "member not yet onboarded", §4 Session):
 * a short first run, one step at a time: the plans on the account, the zip Provider Search starts
 * near, the notification setting. Finish flags the account onboarded on the server and goes on to
 * the destination sign-in would have given (Provider Search with the zip, or `/home`). A user
 * already onboarded goes to `/home`. The app layer says where that is (`afterOnboardingPath`), so
 * the page knows nothing of the sign-in destinations.
 */
export function OnboardingPage({ afterOnboardingPath }: OnboardingPageProps) {
  const { _ } = useLingui();
  const headingId = useId();
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [activeStep, setActiveStep] = useState(0);
  const [zip, setZip] = useState('');
  const [zipMessage, setZipMessage] = useState<ZipMessage>(null);
  const [validateZip, { isFetching: isCheckingZip }] = useLazyValidateOnboardingZipQuery();
  const [completeOnboarding] = useCompleteOnboardingMutation();
  // Set from Finish until the page leaves (or the call fails): the flag flips before the page
  // navigates to its destination, which must win over the redirect of an onboarded user.
  const [isFinishing, setIsFinishing] = useState(false);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  // Each step's heading takes focus, so keyboard and screen-reader users start at its top.
  useFocusOnChange(stepHeadingRef, activeStep);

  if (user === null) return null;
  if (user.isOnboardingComplete && !isFinishing) return <Navigate to={paths.start} replace />;

  /** A zip is optional; one that is given must be 5 digits the server knows. */
  const acceptZip = async (): Promise<boolean> => {
    if (zip === '') return true;
    if (zipInputError(zip) !== null) {
      setZipMessage({ kind: 'fiveDigits' });
      return false;
    }
    const result = await validateZip(zip, true);
    if (result.data === undefined) {
      setZipMessage({ kind: 'unchecked' });
      return false;
    }
    if ((result.data.message ?? '') !== '') {
      setZipMessage({ kind: 'notRecognized' });
      return false;
    }
    const place = [result.data.city, result.data.state].filter((part) => part !== null).join(', ');
    setZipMessage(place === '' ? null : { kind: 'place', place });
    return true;
  };

  const goNext = async () => {
    if (activeStep === 1 && !(await acceptZip())) return;
    setActiveStep((step) => Math.min(step + 1, stepTitles.length - 1));
  };

  const finish = async () => {
    setIsFinishing(true);
    const result = await completeOnboarding(undefined);
    if (result.error !== undefined) {
      setIsFinishing(false);
      return;
    }
    void navigate(
      afterOnboardingPath(user.roles, variant, searchParams.get(returnToParam), zip === '' ? null : zip),
      { replace: true },
    );
  };

  const isLastStep = activeStep === stepTitles.length - 1;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography id={headingId} variant="h1" sx={{ mb: 2 }}>
        {_('onboarding.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{_('onboarding.intro')}</Typography>
      <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 2 }}>
        {stepTitles.map((title) => (
          <Step key={title}>
            <StepLabel>{_(title)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography ref={stepHeadingRef} tabIndex={-1} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {_('onboarding.stepHeading', {
            step: activeStep + 1,
            steps: stepTitles.length,
            title: _(stepTitles[activeStep] ?? stepTitles[0]),
          })}
        </Typography>
        {activeStep === 0 && <PlanStep />}
        {activeStep === 1 && (
          <ZipStep
            zip={zip}
            onZipChange={(digits) => {
              setZip(normalizeZipInput(digits));
              setZipMessage(null);
            }}
            message={zipMessage}
          />
        )}
        {activeStep === 2 && <NotificationStep user={user} />}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            disabled={activeStep === 0}
            onClick={() => {
              setActiveStep((step) => step - 1);
            }}
          >
            {_('onboarding.back')}
          </Button>
          {isLastStep ? (
            <Button variant="contained" aria-busy={isFinishing} onClick={() => void finish()}>
              {_('onboarding.finish')}
            </Button>
          ) : (
            <Button variant="contained" aria-busy={isCheckingZip} onClick={() => void goNext()}>
              {_('onboarding.next')}
            </Button>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
