import { useLingui } from '../../../lib/i18n/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { labelNameId } from '../label-names';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { type AccessibilityCounts, accessibilityLabels } from '@medivi/domain';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { accessibilityToggled, selectProviderSearch } from '../provider-search-slice';
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
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => selectProviderSearch(state).selectedAccessibilities);
  return (
    <FormControl component="fieldset" disabled={disabled} variant="standard">
      <FormLabel component="legend" sx={legendSx}>
        {_('providerSearch.filters.accessibility')}
      </FormLabel>
      <FormGroup>
        {accessibilityLabels.map((label) => (
          <FormControlLabel
            key={label}
            label={
              counts === undefined
                ? _(labelNameId(label))
                : _('providerSearch.filters.withCount', {
                    name: _(labelNameId(label)),
                    count: formatNumber(counts[label], 0),
                  })
            }
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
