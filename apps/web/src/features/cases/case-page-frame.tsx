import ArrowBack from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseRecordType } from '@medivi/domain';
import { type ReactNode, useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { caseTypeText } from './case-texts';

/** The catalogue id of the note of the first form and the upload screen (cases spec §2). */
export const noMixingProvidersNote = 'cases.step.noMixingProviders';

/**
 * The card of a case step: back arrow, '{type}: {step}' heading, the note, then the form; `step`
 * and `note` are catalogue ids.
 */
export function CasePageFrame({
  caseType,
  step,
  onBack,
  note,
  children,
}: {
  caseType: CaseRecordType;
  step: string;
  onBack: () => void;
  note?: string;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ m: { xs: 1, md: 3 }, p: { xs: 2, sm: 4 }, maxWidth: 900 }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton aria-label={_('cases.step.back')} onClick={onBack}>
            <ArrowBack />
          </IconButton>
          <Typography id={headingId} variant="h5" component="h1">
            {_('cases.step.heading', { caseType: caseTypeText(caseType, _), step: _(step) })}
          </Typography>
        </Stack>
        {note !== undefined && <Typography color="text.secondary">{_(note)}</Typography>}
        {children}
      </Stack>
    </Paper>
  );
}
