import { StatusPill } from '../../components/status-pill';
import Typography from '@mui/material/Typography';
import { useLingui } from '../../lib/i18n/i18n';
import { statusToneOf } from './case-display';
import { statusLabelText } from './case-texts';

/**
 * A case's status label as the spec shows it (cases spec §4): Opened and Processing on blue,
 * Closed on grey, 'Waiting for information' as plain text; worded in the portal's language.
 */
export function CaseStatusText({ label }: { label: string }) {
  const { _ } = useLingui();
  const tone = statusToneOf(label);
  const text = statusLabelText(label, _);
  if (tone === 'none') {
    return (
      <Typography variant="body2" component="span">
        {text}
      </Typography>
    );
  }
  return (
    <StatusPill
      label={text}
      data-tone={tone}
      sx={
        tone === 'blue'
          ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
          : { bgcolor: 'grey.600', color: 'common.white' }
      }
    />
  );
}
