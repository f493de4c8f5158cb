import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { HTMLAttributes } from 'react';

/** The palette colours a pill can take, as MUI's `Chip` names them. */
export type StatusPillColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export interface StatusPillProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  label: string;
  /** Filled with the colour (the default), or its outline and text on the page's background. */
  variant?: 'filled' | 'outlined';
  color?: StatusPillColor;
  /** Styles over the pill's own: an object, or a function of the theme. */
  sx?: SystemStyleObject<Theme> | ((theme: Theme) => SystemStyleObject<Theme>);
}

/** The look of a small MUI `Chip` (24 px high, 13 px text) for `variant` and `color`. */
function pillSx(variant: 'filled' | 'outlined', color: StatusPillColor) {
  return (theme: Theme) => {
    const base = {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      maxWidth: '100%',
      height: 24,
      borderRadius: 12,
      px: variant === 'outlined' ? '7px' : '8px',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
    } as const;
    if (variant === 'filled') {
      return color === 'default'
        ? { ...base, color: theme.palette.text.primary, bgcolor: theme.palette.action.selected }
        : { ...base, color: theme.palette[color].contrastText, bgcolor: theme.palette[color].main };
    }
    return color === 'default'
      ? { ...base, color: theme.palette.text.primary, border: `1px solid ${theme.palette.grey[400]}` }
      : {
          ...base,
          color: theme.palette[color].main,
          border: `1px solid ${alpha(theme.palette[color].main, 0.7)}`,
        };
  };
}

/**
 * A short status or label that nobody presses (a case's status, a provider's accessibility
 * label, an invitation's state), with the look of MUI's small `Chip`: its colours, outline, size
 * and text, and `sx` on top. Plain markup: `Chip` carries its delete icon, avatar and button
 * code (ButtonBase and its ripple), about 3 KB of JavaScript on each page with a label
 * (issue 39, decision 0123 "Later: labels without MUI's Chip").
 */
export function StatusPill({
  label,
  variant = 'filled',
  color = 'default',
  sx,
  ...attributes
}: StatusPillProps) {
  return (
    <Box component="span" {...attributes} sx={[pillSx(variant, color), sx ?? false]}>
      {label}
    </Box>
  );
}
