import Chip from '@mui/material/Chip';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { type AccessibilityLabel, labelColours, labelTooltips } from '@medivi/domain';

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
 * The accessibility label of a card with a tooltip explaining it (cases spec §2, §9 fixed texts).
 * The chip takes keyboard focus so the explanation is reachable without a mouse.
 */
export function LabelChip({ label }: { label: AccessibilityLabel }) {
  return (
    <Tooltip title={labelTooltips[label]} describeChild arrow>
      <Chip
        label={label}
        size="small"
        tabIndex={0}
        sx={(theme) => {
          const colours = labelPalette(theme, label);
          return { bgcolor: colours.chip, color: colours.text, fontWeight: 600 };
        }}
      />
    </Tooltip>
  );
}
