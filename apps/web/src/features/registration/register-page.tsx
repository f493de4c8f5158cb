import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { parseDateEntry } from '@medivi/domain';
import { useId, useRef, useState } from 'react';
import { useFocusOnChange } from '../../lib/use-focus-on-change';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { CredentialsInUseDialog } from '../../components/credentials-in-use-dialog';
import { EmailStep } from './email-step';
import { MemberInfoStep } from './member-info-step';
import { PasswordStep } from './password-step';
import {
  useAddMemberMutation,
  useVerifyCredentialsMutation,
  useVerifyEmailMutation,
} from './registration-api';
import type { MemberInfoValues } from './registration-form';
import { PublicPageFrame } from '../../components/public-page-frame';
import { useLingui } from '../../lib/i18n/i18n';

/** Pages of the registration form (accounts spec §3 Registration: current page, page count). */
export const registrationPageCount = 3;
const pageTitleIds = [
  'registration.step.memberInfo',
  'registration.step.email',
  'registration.step.password',
] as const;

const emptyMemberInfo: MemberInfoValues = {
  memberID: '',
  groupID: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  zip: '',
};

/**
 * Registration (/register, accounts spec §2 screen 4, §4 Registration): page 1 member info
 * (verify credentials; a reply with an existing e-mail opens 'Member credentials already in use'
 * instead of advancing), page 2 e-mail (verify e-mail), page 3 password, REGISTER. Afterwards
 * /check-email for a new account, /provider-search when the plan went to an existing account.
 * State lives in this component, so leaving the screen clears it.
 */
export default function RegisterPage() {
  const { _ } = useLingui();
  const headingId = useId();
  const navigate = useNavigate();
  const [today] = useState(() => new Date());
  const [page, setPage] = useState(1);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(stepHeading, page);
  const [memberInfo, setMemberInfo] = useState<MemberInfoValues>(emptyMemberInfo);
  const [email, setEmail] = useState('');
  const [hasAccount, setHasAccount] = useState(false);
  const [existingEmail, setExistingEmail] = useState<string | null>(null);
  const [verifyCredentials, credentialsState] = useVerifyCredentialsMutation();
  const [verifyEmail, emailState] = useVerifyEmailMutation();
  const [addMember, addState] = useAddMemberMutation();

  const credentialsOf = (values: MemberInfoValues) => ({
    ...values,
    dateOfBirth: parseDateEntry(values.dateOfBirth, today) ?? values.dateOfBirth,
  });

  const submitMemberInfo = async (values: MemberInfoValues) => {
    setMemberInfo(values);
    const result = await verifyCredentials(credentialsOf(values));
    if (result.data === undefined) return;
    if (result.data.existingEmail !== null) setExistingEmail(result.data.existingEmail);
    else setPage(2);
  };

  const submitEmail = async (value: string) => {
    setEmail(value);
    const result = await verifyEmail(value);
    if (result.data === undefined) return;
    setHasAccount(result.data.hasAccount);
    setPage(3);
  };

  const submitPassword = async ({
    password,
    passwordConfirm,
  }: {
    password: string;
    passwordConfirm: string;
  }) => {
    const result = await addMember({
      ...credentialsOf(memberInfo),
      email,
      password,
      ...(hasAccount ? {} : { passwordConfirm }),
    });
    if (result.data === undefined) return;
    if (result.data.hasAccount) void navigate(paths.providerSearch, { replace: true });
    else void navigate(paths.checkEmail, { replace: true, state: { email: result.data.email } });
  };

  return (
    <PublicPageFrame headingId={headingId} title={_('registration.title')} hasLanguageSwitch>
      <Typography component="h2" variant="h6" ref={stepHeading}>
        {_('registration.stepHeading', {
          page,
          count: registrationPageCount,
          title: _(pageTitleIds[page - 1] ?? pageTitleIds[0]),
        })}
      </Typography>
      {page === 1 && (
        <MemberInfoStep
          defaultValues={memberInfo}
          today={today}
          isBusy={credentialsState.isLoading}
          onNext={(values) => void submitMemberInfo(values)}
        />
      )}
      {page === 2 && (
        <EmailStep
          defaultEmail={email}
          isBusy={emailState.isLoading}
          onNext={(value) => void submitEmail(value)}
          onBack={(value) => {
            setEmail(value);
            setPage(1);
          }}
        />
      )}
      {page === 3 && (
        <PasswordStep
          email={email}
          hasAccount={hasAccount}
          isBusy={addState.isLoading}
          onSubmit={(values) => void submitPassword(values)}
          onBack={() => {
            setPage(2);
          }}
        />
      )}
      <Typography variant="body2">
        {_('registration.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.login}>
          {_('registration.signIn')}
        </Link>
      </Typography>
      <CredentialsInUseDialog
        open={existingEmail !== null}
        email={existingEmail ?? ''}
        onClose={() => {
          setExistingEmail(null);
        }}
      />
    </PublicPageFrame>
  );
}
