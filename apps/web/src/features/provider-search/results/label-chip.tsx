import { useLingui } from '../../../lib/i18n/i18n';
import { StatusPill } from '../../../components/status-pill';
import Stack from '@mui/material/Stack';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type AccessibilityLabel, labelColours } from '@medivi/domain';
import { labelNameId, labelTextId } from '../label-names';

const darkText = 'rgba(0, 0, 0, 0.87)';
const lightText = '#fff';

/**
 * Colours of a label (cases spec §9: Contracted green, Unknown grey, Caution yellow, Not
 * Recommended red) from the theme palette. The border uses a shade that stands out from the page
 * (3:1); the chip's text takes whichever of dark or white contrasts more with its background.
 */
export function labelPalette(
  theme: Theme,
  label: AccessibilityLabel,
): { border: string; chip: string; text: string } {
  const { palette } = theme;
  const colours = {
    success: { border: palette.success.main, chip: palette.success.dark },
    grey: { border: palette.grey[600], chip: palette.grey[200] },
    warning: { border: palette.warning.main, chip: palette.warning.light },
    error: { border: palette.error.main, chip: palette.error.dark },
  }[labelColours[label]];
  const text =
    getContrastRatio(colours.chip, darkText) >= getContrastRatio(colours.chip, lightText)
      ? darkText
      : lightText;
  return { ...colours, text };
}

/**
 * The accessibility label of a card and its explanation (cases spec §2, §9 fixed texts), shown
 * beside it for everyone: no tooltip to hover and no extra tab stop a card (docs/decisions/0095).
 */
export function LabelChip({ label }: { label: AccessibilityLabel }) {
  const { _ } = useLingui();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <StatusPill
        label={_(labelNameId(label))}
        sx={(theme) => {
          const colours = labelPalette(theme, label);
          return { bgcolor: colours.chip, color: colours.text, fontWeight: 600 };
        }}
      />
      <Typography variant="body2" color="text.secondary" component="span">
        {_(labelTextId(label))}
      </Typography>
    </Stack>
  );
}
