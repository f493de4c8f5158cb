import { useLingui } from '../../../lib/i18n/i18n';
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EntityType, GenderCode } from '@medivi/domain';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { cleared, entityTypeChanged, genderChanged, selectProviderSearch } from '../provider-search-slice';
import type { SearchPlans } from '../use-search-plans';
import type { ProviderSearchView } from '../use-provider-search';
import { useRestoreFocus } from '../use-restore-focus';
import { AccessibilityFilter } from './accessibility-filter';
import { filterGroupCount } from './filter-groups';
import { PlanMessage, PlanSelect } from './plan-filter';
import { ProviderTypeFilters } from './provider-type-filters';
import { RadioFilter, type RadioChoice } from './radio-filter';
import { RadiusSlider } from './radius-slider';
import { SearchTextField } from './search-text-field';
import { SortFilter } from './sort-filter';
import { ZipField } from './zip-field';

const genderChoices: readonly RadioChoice<GenderCode | ''>[] = [
  { value: '', labelId: 'providerSearch.filters.gender.all' },
  { value: 'M', labelId: 'providerSearch.filters.gender.male' },
  { value: 'F', labelId: 'providerSearch.filters.gender.female' },
];

const entityChoices: readonly RadioChoice<EntityType | ''>[] = [
  { value: '', labelId: 'providerSearch.filters.entityType.all' },
  { value: '1', labelId: 'providerSearch.filters.entityType.professional' },
  { value: '2', labelId: 'providerSearch.filters.entityType.facility' },
];

/**
 * The filter sidebar in the order of cases spec §2: Clear; with a zip the plan message, free text
 * and plan selector; zip and radius; Provider Type and Specialty, Accessibility, Sort By, Gender,
 * Professional/Facility. While a search is loading the filters are disabled (spec §2), except the
 * free text, whose typing cancels that search. `groupsShown` below `filterGroupCount` shows only
 * the first groups (heading to zip; radius and provider type; accessibility and sort; gender and
 * professional/facility), so the page can mount the sidebar in steps from the top.
 */
export function FiltersSidebar({
  plans,
  view,
  isBusy,
  groupsShown = filterGroupCount,
}: {
  plans: SearchPlans;
  view: Pick<ProviderSearchView, 'accessibilityCounts' | 'providerTypes'>;
  isBusy: boolean;
  groupsShown?: number;
}) {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  const container = useRef<HTMLElement>(null);
  useRestoreFocus(container, isBusy);
  const hasZip = useAppSelector((state) => selectProviderSearch(state).zipCode !== '');
  const selectedPlanID = useAppSelector((state) => selectProviderSearch(state).selectedPlanID);
  const gender = useAppSelector((state) => selectProviderSearch(state).providergendercode);
  const entityType = useAppSelector((state) => selectProviderSearch(state).entitytype);

  return (
    <Box component="aside" ref={container} aria-labelledby="provider-search-filters-heading">
      <Stack spacing={2.5}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="provider-search-filters-heading" variant="h6" component="h2">
            {_('providerSearch.filters.title')}
          </Typography>
          <Button variant="outlined" size="small" disabled={isBusy} onClick={() => dispatch(cleared())}>
            {_('providerSearch.filters.clear')}
          </Button>
        </Box>
        {hasZip ? (
          <>
            <PlanMessage plan={plans.selectedPlan} />
            <SearchTextField />
            <PlanSelect plans={plans.plans} selectedPlanID={selectedPlanID} disabled={isBusy} />
          </>
        ) : null}
        <ZipField isBusy={isBusy} />
        {groupsShown >= 2 && (
          <>
            <RadiusSlider disabled={isBusy} />
            <ProviderTypeFilters providerTypes={view.providerTypes} disabled={isBusy} />
          </>
        )}
        {groupsShown >= 3 && (
          <>
            <AccessibilityFilter counts={view.accessibilityCounts} disabled={isBusy} />
            <SortFilter disabled={isBusy} />
          </>
        )}
        {groupsShown >= 4 && (
          <>
            <RadioFilter
              legend={_('providerSearch.filters.gender')}
              choices={genderChoices}
              value={gender}
              disabled={isBusy}
              onChange={(value) => dispatch(genderChanged(value))}
            />
            <RadioFilter
              legend={_('providerSearch.filters.entityType')}
              choices={entityChoices}
              value={entityType}
              disabled={isBusy}
              onChange={(value) => dispatch(entityTypeChanged(value))}
            />
          </>
        )}
      </Stack>
    </Box>
  );
}
