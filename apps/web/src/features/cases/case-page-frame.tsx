import ArrowBack from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { caseRecordTypeNames, type CaseRecordType } from '@medivi/domain';
import { type ReactNode, useId } from 'react';

/** The note of the first form and the upload screen (cases spec §2). */
export const noMixingProvidersNote =
  'Please do not submit cases from multiple providers in the same submission. File one case per provider.';

/** The card of a case step: back arrow, '{type}: {step}' heading, the note, then the form. */
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
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ m: { xs: 1, md: 3 }, p: { xs: 2, sm: 4 }, maxWidth: 900 }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton aria-label="Back" onClick={onBack}>
            <ArrowBack />
          </IconButton>
          <Typography id={headingId} variant="h5" component="h1">
            {`${caseRecordTypeNames[caseType]}: ${step}`}
          </Typography>
        </Stack>
        {note !== undefined && <Typography color="text.secondary">{note}</Typography>}
        {children}
      </Stack>
    </Paper>
  );
}
