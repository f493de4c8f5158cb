import { useCallback, useId } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { radiusMaxMiles, radiusMinMiles, searchDebounceMs, activeSearchText } from '@medivi/domain';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { radiusChanged } from '../provider-search-slice';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';

/** The slider's value in words: 0 is within the zip code (cases spec §9). */
export function radiusText(miles: number): string {
  if (miles <= 0) return 'Within the zip code';
  return miles === 1 ? 'Within 1 mile' : `Within ${String(miles)} miles`;
}

/**
 * Search radius, 0 to 100 miles in steps of 1 (cases spec §9); applied 500 ms after the last move
 * (spec §7 notes). A search text searches 100 miles instead, which the caption says.
 */
export function RadiusSlider({ disabled }: { disabled: boolean }) {
  const dispatch = useAppDispatch();
  const labelId = useId();
  const radius = useAppSelector((state) => state.providerSearch.radius);
  const hasText = useAppSelector((state) => activeSearchText(state.providerSearch.searchInput) !== '');
  const commit = useCallback((miles: number) => dispatch(radiusChanged(miles)), [dispatch]);
  const [draft, setDraft] = useDebouncedDraft(radius, commit, searchDebounceMs);

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={labelId} variant="body2" component="span" sx={{ fontWeight: 500 }}>
          Search radius
        </Typography>
        <Typography variant="body2" component="span" aria-hidden="true">
          {radiusText(draft)}
        </Typography>
      </Box>
      <Slider
        aria-labelledby={labelId}
        getAriaValueText={radiusText}
        min={radiusMinMiles}
        max={radiusMaxMiles}
        step={1}
        value={draft}
        disabled={disabled}
        size="small"
        onChange={(_event, value) => {
          setDraft(value);
        }}
        sx={{ mx: 1, width: 'calc(100% - 16px)' }}
      />
      {hasText ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          While a search text is applied, providers within {radiusMaxMiles} miles are searched.
        </Typography>
      ) : null}
    </Box>
  );
}
