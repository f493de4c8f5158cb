/** System font stack: no web font is downloaded (fast first paint on mobile). */
export const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** The theme's headings and button text (app/theme.ts). */
export const themeTypography = {
  button: { fontWeight: 600 },
  h1: { fontSize: '1.75rem', fontWeight: 600 },
  h2: { fontSize: '1.375rem', fontWeight: 600 },
} as const;

/**
 * Weight and size (px) of every kind of text the pages set: the theme's headings and buttons
 * (small, medium, large), and MUI's defaults for titles, body text, labels, captions, chips and
 * tooltips, with the logo and avatar (700).
 */
export const textStyles: readonly (readonly [weight: number, sizePx: number])[] = [
  [themeTypography.h1.fontWeight, 28],
  [themeTypography.h2.fontWeight, 22],
  [themeTypography.button.fontWeight, 13],
  [themeTypography.button.fontWeight, 14],
  [themeTypography.button.fontWeight, 15],
  [500, 20],
  [700, 20],
  [400, 16],
  [500, 16],
  [700, 16],
  [400, 14],
  [500, 14],
  [400, 13],
  [400, 12],
  [500, 11],
];
