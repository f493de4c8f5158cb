import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { MissingFieldsHint } from '../../components/missing-fields-hint';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * The BACK and submit buttons that end a case step form (cases spec §2), and under them, while
 * the submit button is disabled, what is still missing (`missing`, the fields' labels) linked to
 * the button with `aria-describedby`.
 */
export function StepActions({
  submitLabel,
  canSubmit,
  isBusy = false,
  missing,
  onBack,
}: {
  submitLabel: string;
  /** Every rule holds: the submit button is enabled (unless `isBusy`). */
  canSubmit: boolean;
  /** A submission runs: the submit button waits. */
  isBusy?: boolean;
  /** Labels of what is missing, computed only while `canSubmit` is false. */
  missing: () => readonly string[];
  onBack: () => void;
}) {
  const { _ } = useLingui();
  const hintId = useId();
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack}>{_('cases.actions.back')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!canSubmit || isBusy}
          aria-describedby={canSubmit ? undefined : hintId}
        >
          {submitLabel}
        </Button>
      </Stack>
      {!canSubmit && <MissingFieldsHint id={hintId} missing={missing()} />}
    </>
  );
}
