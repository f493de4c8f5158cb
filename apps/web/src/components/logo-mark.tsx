import Box from '@mui/material/Box';
import { applicationName, type Variant } from '@medivi/domain';

/**
 * The portal's mark: a plus in a rounded square and the application name, 'MediVI' or 'Claims'
 * by variant (accounts spec §1). `tone` picks white (on the blue header) or blue (on white).
 */
export function LogoMark({ variant, tone = 'onLight' }: { variant: Variant; tone?: 'onLight' | 'onDark' }) {
  const ink = tone === 'onDark' ? '#ffffff' : '#0b5394';
  const paper = tone === 'onDark' ? '#0b5394' : '#ffffff';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: ink,
        fontWeight: 700,
        fontSize: '1.25rem',
      }}
    >
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="12" fill={ink} />
        <path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill={paper} />
      </svg>
      <span>{applicationName(variant)}</span>
    </Box>
  );
}
