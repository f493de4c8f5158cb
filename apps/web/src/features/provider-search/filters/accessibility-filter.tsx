import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { type AccessibilityCounts, accessibilityLabels } from '@medivi/domain';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { accessibilityToggled } from '../provider-search-slice';
import { legendSx } from './legend-sx';

/**
 * Accessibility checkboxes in the order Contracted, Unknown, Caution, Not Recommended (cases spec
 * §9), each with its count from the last search.
 */
export function AccessibilityFilter({
  counts,
  disabled,
}: {
  counts: AccessibilityCounts | undefined;
  disabled: boolean;
}) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => state.providerSearch.selectedAccessibilities);
  return (
    <FormControl component="fieldset" disabled={disabled} variant="standard">
      <FormLabel component="legend" sx={legendSx}>
        Accessibility
      </FormLabel>
      <FormGroup>
        {accessibilityLabels.map((label) => (
          <FormControlLabel
            key={label}
            label={counts === undefined ? label : `${label} (${counts[label].toLocaleString('en-US')})`}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(label)}
                onChange={() => dispatch(accessibilityToggled(label))}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
