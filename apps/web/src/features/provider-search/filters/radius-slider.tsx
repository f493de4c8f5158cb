import { useLingui, type Translate } from '../../../lib/i18n/i18n';
import { type ChangeEvent, useCallback, useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { radiusMaxMiles, radiusMinMiles, searchDebounceMs, activeSearchText } from '@medivi/domain';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { radiusChanged, selectProviderSearch } from '../provider-search-slice';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';

/**
 * The slider's value in words, through `_` (Lingui's, from `useLingui()`): 0 is within the zip
 * code (cases spec §9), else "Within 12 miles".
 */
export function radiusText(miles: number, _: Translate): string {
  if (miles <= 0) return _('providerSearch.filters.radius.withinZip');
  return _('providerSearch.filters.radius.within', { miles });
}

/**
 * Search radius, 0 to 100 miles in steps of 1 (cases spec §9), a native range input; applied 500 ms after the last move
 * (spec §7 notes). A search text searches 100 miles instead, which the caption says.
 */
export function RadiusSlider({ disabled }: { disabled: boolean }) {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  const labelId = useId();
  const radius = useAppSelector((state) => selectProviderSearch(state).radius);
  const hasText = useAppSelector((state) => activeSearchText(selectProviderSearch(state).searchInput) !== '');
  const commit = useCallback((miles: number) => dispatch(radiusChanged(miles)), [dispatch]);
  const [draft, setDraft] = useDebouncedDraft(radius, commit, searchDebounceMs);

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={labelId} variant="body2" component="span" sx={{ fontWeight: 500 }}>
          {_('providerSearch.filters.radius')}
        </Typography>
        <Typography variant="body2" component="span" aria-hidden="true">
          {radiusText(draft, _)}
        </Typography>
      </Box>
      {/* The browser's own range input, in the theme's colour: MUI's Slider (about 10 KB of
          JavaScript) for one plain slider kept /provider-search over its budget (issue 39). The
          same role, name, value text and keys (arrows, Page Up/Down, Home, End). */}
      <Box
        component="input"
        type="range"
        aria-labelledby={labelId}
        aria-valuetext={radiusText(draft, _)}
        min={radiusMinMiles}
        max={radiusMaxMiles}
        step={1}
        value={draft}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setDraft(Number(event.target.value));
        }}
        sx={{
          display: 'block',
          width: '100%',
          height: 32,
          m: 0,
          accentColor: (theme) => theme.palette.primary.main,
          cursor: disabled ? 'default' : 'pointer',
        }}
      />
      {hasText ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {_('providerSearch.filters.radius.withText', { miles: radiusMaxMiles })}
        </Typography>
      ) : null}
    </Box>
  );
}
