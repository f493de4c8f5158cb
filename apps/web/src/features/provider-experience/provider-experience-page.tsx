import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { providerExperienceSearchDebounceMs } from '@medivi/domain';
import { lazy, Suspense, useId, useReducer, useState } from 'react';
import { useAppSelector } from '../../lib/hooks';
import { useLingui } from '../../lib/i18n/i18n';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import { type AdminAction, adminReducer, initialAdminState } from './admin-state';
import { ExperienceFilters } from './experience-filters';
import { ExperienceTable } from './experience-table';
import { canWriteProviderExperience } from './experience-user';
import { useGetProviderExperienceQuery } from './provider-experience-api';
import { useDebounce } from 'use-debounce';
import { LoadingBar } from '../../components/loading-bar';

// The Insert, Update and completion dialogs (MUI's Dialog and Modal, the provider form and its
// checks) load when opened, not with the list (docs/decisions/0123-heavy-signed-in-pages.md).
const InsertDialog = lazy(async () => ({ default: (await import('./insert-dialog')).InsertDialog }));
const UpdateDialog = lazy(async () => ({ default: (await import('./update-dialog')).UpdateDialog }));
const CompleteDialog = lazy(async () => ({ default: (await import('./complete-dialog')).CompleteDialog }));

/**
 * /provider-search-update, the provider-experience admin (cases spec §2, §3 admin state, §4
 * Provider admin, §9): the list with keyword search (1 s), sort, recommendation and entity-type
 * filters, Clear and paging, all asked of the server. Users with medivi-updateproviderexperience
 * also get the insert/update radio: insert opens 'Insert New Record', update shows a radio per row
 * whose choice opens the update dialog; a successful write shows 'Complete!'. The read-only role
 * sees the list alone (the server refuses its writes too). Its texts are in the `providerExperience`
 * area (issue 37).
 */
export default function ProviderExperiencePage() {
  const { _ } = useLingui();
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const modeLabelId = useId();
  const [state, dispatch] = useReducer(adminReducer, initialAdminState);
  const [completeMessage, setCompleteMessage] = useState<string | null>(null);
  const [searchText] = useDebounce(state.searchInput.trim(), providerExperienceSearchDebounceMs);
  const list = useGetProviderExperienceQuery({
    offset: state.pageNo + 1,
    limit: state.pageSize,
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
    recommendation: state.recommendation,
    entityType: state.entityType,
    searchText,
  });
  // A failed fetch empties the list (spec §4, §8); otherwise the last page stays while the next loads.
  const reply = list.isError ? undefined : (list.currentData ?? list.data);
  const records = reply?.records ?? [];
  const canWrite = user !== null && canWriteProviderExperience(user, variant);
  const selected = records.find((record) => record.npi === state.selectedProviderID) ?? null;

  const chooseAction = (action: AdminAction) => {
    dispatch({ type: 'actionChosen', action });
  };
  const finishWrite = (message: string) => {
    dispatch({ type: 'dialogClosed' });
    setCompleteMessage(message);
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">{_('providerExperience.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          {_('providerExperience.description')}
        </Typography>
      </div>
      <ExperienceFilters
        filters={state}
        onChange={(filters) => {
          dispatch({ type: 'filtersChanged', filters });
        }}
        onClear={() => {
          dispatch({ type: 'filtersCleared' });
        }}
      />
      {canWrite && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControl>
            <FormLabel id={modeLabelId}>{_('providerExperience.mode.label')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={modeLabelId}
              value={state.actionInitiated}
              onChange={(event) => {
                chooseAction(event.target.value as AdminAction);
              }}
            >
              <FormControlLabel
                value="insert"
                control={<Radio />}
                label={_('providerExperience.mode.insert')}
              />
              <FormControlLabel
                value="update"
                control={<Radio />}
                label={_('providerExperience.mode.update')}
              />
            </RadioGroup>
          </FormControl>
          {state.actionInitiated === 'update' && (
            <>
              <Typography sx={{ color: 'text.secondary' }}>
                {_('providerExperience.mode.chooseRow')}
              </Typography>
              <Button
                onClick={() => {
                  chooseAction('');
                }}
              >
                {_('providerExperience.cancel')}
              </Button>
            </>
          )}
        </Stack>
      )}
      <LoadingBar loading={list.isFetching} label={_('providerExperience.loadingList')} />
      <ExperienceTable
        records={records}
        total={reply?.total ?? 0}
        pageNo={state.pageNo}
        pageSize={state.pageSize}
        sortBy={state.sortBy}
        sortDirection={state.sortDirection}
        isSelecting={canWrite && state.actionInitiated === 'update'}
        selectedNpi={state.selectedProviderID}
        isLoading={list.isFetching}
        onSelect={(npi) => {
          dispatch({ type: 'rowSelected', npi });
        }}
        onSortChange={(sortBy, sortDirection) => {
          dispatch({ type: 'filtersChanged', filters: { sortBy, sortDirection } });
        }}
        onPageChange={(pageNo) => {
          dispatch({ type: 'pageChanged', pageNo });
        }}
        onPageSizeChange={(pageSize) => {
          dispatch({ type: 'pageSizeChanged', pageSize });
        }}
      />
      <Suspense fallback={null}>
        {canWrite && state.actionInitiated === 'insert' && (
          <InsertDialog
            onCancel={() => {
              dispatch({ type: 'dialogClosed' });
            }}
            onAdded={finishWrite}
          />
        )}
        {canWrite && selected !== null && (
          <UpdateDialog
            record={selected}
            onCancel={() => {
              dispatch({ type: 'dialogClosed' });
            }}
            onUpdated={finishWrite}
          />
        )}
        {completeMessage !== null && (
          <CompleteDialog
            message={completeMessage}
            onClose={() => {
              setCompleteMessage(null);
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}
