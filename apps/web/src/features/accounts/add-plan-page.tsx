import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { CredentialsInUseDialog } from '../../components/credentials-in-use-dialog';
import { useAppSelector } from '../../lib/hooks';
import { useLingui } from '../../lib/i18n/i18n';
import { useAddPlanMutation } from './account-settings-api';
import { selectProviderSearchZip } from './account-user';
import { FormPageFrame } from './form-page-frame';
import { MemberForm } from './member-form';
import { fieldErrorsOf } from '../../lib/field-errors';
import { SuccessDialog } from './success-dialog';

/**
 * Add Plan (/add-plan, accounts spec §2 screen 14, §4 Adding a plan, §5 Add plan form): the six
 * member fields with the Provider Search zip; CANCEL and Continue lead to /my-account. A reply
 * with an existing e-mail opens the credentials-in-use dialog; a reply with plans opens 'Plan
 * Added!'. A failure's message shows as a snackbar and its field messages under the fields.
 */
export default function AddPlanPage() {
  const { _ } = useLingui();
  const headingId = useId();
  const navigate = useNavigate();
  const providerSearchZip = useAppSelector(selectProviderSearchZip);
  const [addPlan, { isLoading }] = useAddPlanMutation();
  const [existingEmail, setExistingEmail] = useState<string | null>(null);
  const [isAdded, setIsAdded] = useState(false);
  const backToAccount = () => void navigate(paths.myAccount);

  return (
    <FormPageFrame
      headingId={headingId}
      heading={_('shell.title.addPlan')}
      intro={_('accounts.addPlan.intro')}
    >
      <MemberForm
        kind="plan"
        labelledBy={headingId}
        submitLabel={_('accounts.addPlan.submit')}
        isSubmitting={isLoading}
        onCancel={backToAccount}
        onSubmit={async (values) => {
          const result = await addPlan({ ...values, providerSearchZip });
          if (result.error !== undefined) return fieldErrorsOf(result.error);
          if ('existingEmail' in result.data) setExistingEmail(result.data.existingEmail);
          else setIsAdded(true);
          return undefined;
        }}
      />
      <CredentialsInUseDialog
        open={existingEmail !== null}
        email={existingEmail ?? ''}
        onClose={() => {
          setExistingEmail(null);
        }}
      />
      <SuccessDialog
        open={isAdded}
        title={_('accounts.addPlan.added')}
        text={_('accounts.addPlan.addedText')}
        onContinue={backToAccount}
      />
    </FormPageFrame>
  );
}
