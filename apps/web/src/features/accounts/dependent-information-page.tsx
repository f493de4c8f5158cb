import { accountSettingsMessages } from '@medivi/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useAddDependentMemberMutation } from './account-settings-api';
import { FormPageFrame } from './form-page-frame';
import { MemberForm } from './member-form';
import { fieldErrorsOf } from '../../lib/field-errors';
import { SuccessDialog } from './success-dialog';

/**
 * Dependent Information (/dependent-information, accounts spec §2 screen 13, §5 Dependent form):
 * the six member fields of a child under 18; CANCEL and Continue lead to /my-account, where the
 * list reloads. A failure's message shows as a snackbar and its field messages under the fields.
 */
export default function DependentInformationPage() {
  const headingId = useId();
  const navigate = useNavigate();
  const [addDependent, { isLoading }] = useAddDependentMemberMutation();
  const [isAdded, setIsAdded] = useState(false);
  const backToAccount = () => void navigate(paths.myAccount);

  return (
    <FormPageFrame
      headingId={headingId}
      heading="Dependent Information"
      intro="Enter the details of your dependent as they appear on the plan's member ID card. Dependents must be under 18."
    >
      <MemberForm
        kind="dependent"
        labelledBy={headingId}
        submitLabel="ADD"
        isSubmitting={isLoading}
        onCancel={backToAccount}
        onSubmit={async (values) => {
          const result = await addDependent(values);
          if (result.error !== undefined) return fieldErrorsOf(result.error);
          setIsAdded(true);
          return undefined;
        }}
      />
      <SuccessDialog
        open={isAdded}
        title={accountSettingsMessages.dependentAdded}
        text="Your dependent is now on your account."
        onContinue={backToAccount}
      />
    </FormPageFrame>
  );
}
