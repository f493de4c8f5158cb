import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { caseClockExtensionBodySchema } from '@medivi/domain';
import { useState } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { useExtendCaseClockMutation } from './cases-api';
import { fieldMessageText } from './case-texts';

/**
 * Staff take the one extension of a case's clock with the reason the member is told (issue 35,
 * `POST /api/cases/:id/clock/extension`). The reason is checked as the server checks it; a refusal
 * (an appeal has no extension: 409) comes back as the server's message in the snackbar.
 */
export function CaseClockExtensionForm({ caseId }: { caseId: string }) {
  const { _ } = useLingui();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState(false);
  const [extend, { isLoading }] = useExtendCaseClockMutation();
  const checked = caseClockExtensionBodySchema.safeParse({ reason });
  const error =
    touched && !checked.success ? fieldMessageText(checked.error.issues[0]?.message ?? '', _) : '';
  return (
    <Stack
      component="form"
      spacing={1}
      aria-label={_('cases.clock.extendForm')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!checked.success) return;
        void extend({ id: caseId, body: checked.data })
          .unwrap()
          .then(() => {
            setDone(true);
          })
          .catch(() => {
            // The base query already queued the server's message as a snackbar.
          });
      }}
    >
      <TextField
        label={_('cases.clock.extendReason')}
        value={reason}
        multiline
        minRows={2}
        error={error !== ''}
        helperText={error === '' ? ' ' : error}
        onChange={(event) => {
          setReason(event.target.value);
          setDone(false);
        }}
        onBlur={() => {
          setTouched(true);
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="outlined" loading={isLoading}>
          {_('cases.clock.extend')}
        </Button>
        {done && (
          <Typography role="status" color="success.main">
            {_('cases.clock.extendedDone')}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
