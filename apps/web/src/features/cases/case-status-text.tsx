import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { statusToneOf } from './case-display';

/**
 * A case's status label as the spec shows it (cases spec §4): Opened and Processing on blue,
 * Closed on grey, 'Waiting for information' as plain text.
 */
export function CaseStatusText({ label }: { label: string }) {
  const tone = statusToneOf(label);
  if (tone === 'none') {
    return (
      <Typography variant="body2" component="span">
        {label}
      </Typography>
    );
  }
  return (
    <Chip
      size="small"
      label={label}
      data-tone={tone}
      sx={
        tone === 'blue'
          ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
          : { bgcolor: 'grey.600', color: 'common.white' }
      }
    />
  );
}
