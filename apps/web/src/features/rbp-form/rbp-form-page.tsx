import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CaseRecordType, defaultRbpFormType } from '@medivi/domain';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useLingui } from '../../lib/i18n/i18n';
import { paths } from '../../lib/paths';
import { RbpFormCards } from './rbp-form-cards';
import { RbpTypeForm } from './rbp-type-form';

// Shown only after a submission: its code (dialog and modal) loads when first needed.
const SubmittedDialog = lazy(() => import('./submitted-dialog'));

/**
 * The public case form /rbp-form (cases spec §2 public case form, §4 Public form, §5 Public form,
 * §8): title and intro, the four type cards (Balance Bill first), '{type} Form' with the type's
 * notices and sections, files for Balance Bill and Appeal, the captcha and Submit (disabled until
 * the captcha is solved and every rule holds), an overlay while submitting and the 'Submitted'
 * dialog; Continue starts over on Balance Bill. Open in every account state.
 */
export function RbpFormPage() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const titleId = useId();
  const [type, setType] = useState<CaseRecordType>(defaultRbpFormType);
  const [round, setRound] = useState(0);
  const [isSubmitted, setSubmitted] = useState(false);
  // Kept once shown, so that the dialog closes with its transition.
  const [hasSubmitted, setHasSubmitted] = useState(false);

  const startOver = () => {
    setSubmitted(false);
    setType(defaultRbpFormType);
    setRound((value) => value + 1);
    void navigate(paths.rbpForm);
  };

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 }, display: 'flex', justifyContent: 'center' }}>
      <Paper
        component="section"
        aria-labelledby={titleId}
        sx={{ width: '100%', maxWidth: 1100, p: { xs: 2, sm: 4 } }}
      >
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <LanguageSwitch />
        </Stack>
        <Typography id={titleId} variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
          {_('rbpForm.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{_('rbpForm.intro')}</Typography>
        <RbpFormCards value={type} onChange={setType} />
        <RbpTypeForm
          key={`${type}-${String(round)}`}
          type={type}
          onSubmitted={() => {
            setSubmitted(true);
            setHasSubmitted(true);
          }}
        />
      </Paper>
      {hasSubmitted && (
        <Suspense fallback={null}>
          <SubmittedDialog isOpen={isSubmitted} onContinue={startOver} />
        </Suspense>
      )}
    </Box>
  );
}

export default RbpFormPage;
