import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';
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
  const { _ } = useLingui();
  const headingId = useId();
  const navigate = useNavigate();
  const [addDependent, { isLoading }] = useAddDependentMemberMutation();
  const [isAdded, setIsAdded] = useState(false);
  const backToAccount = () => void navigate(paths.myAccount);

  return (
    <FormPageFrame
      headingId={headingId}
      heading={_('shell.title.dependentInformation')}
      intro={_('accounts.dependent.intro')}
    >
      <MemberForm
        kind="dependent"
        labelledBy={headingId}
        submitLabel={_('accounts.dependent.submit')}
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
        title={_('accounts.dependent.added')}
        text={_('accounts.dependent.addedText')}
        onContinue={backToAccount}
      />
    </FormPageFrame>
  );
}
