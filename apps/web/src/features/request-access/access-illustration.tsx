import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * The request-access illustration (accounts spec §2 screen 7): an inline drawing of case cards
 * moving through a hub (decorative, hidden from assistive technology) with its text, which is
 * real text so every reader gets it. No external images.
 */
export function AccessIllustration() {
  const { _ } = useLingui();
  const captionId = useId();
  return (
    <Box
      component="figure"
      aria-labelledby={captionId}
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        justifyItems: 'center',
        textAlign: 'center',
        color: 'primary.main',
      }}
    >
      <svg aria-hidden="true" focusable="false" width="260" height="170" viewBox="0 0 260 170" fill="none">
        <rect x="10" y="20" width="240" height="140" rx="14" fill="currentColor" opacity="0.08" />
        <rect x="28" y="40" width="70" height="44" rx="6" fill="#fff" stroke="currentColor" strokeWidth="2" />
        <path d="M38 54h50M38 64h34M38 74h42" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <rect x="28" y="98" width="70" height="44" rx="6" fill="#fff" stroke="currentColor" strokeWidth="2" />
        <path
          d="M38 112h50M38 122h28M38 132h40"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M104 62 C130 62 130 86 150 86 M104 120 C130 120 130 92 150 92"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="180" cy="89" r="32" fill="currentColor" />
        <path
          d="M166 90l10 10 20-22"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Typography
        id={captionId}
        component="figcaption"
        variant="h6"
        sx={{ color: 'text.primary', maxWidth: 360 }}
      >
        {_('contact.access.illustration')}
      </Typography>
    </Box>
  );
}
