import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ClaimType,
  type CountyComparisonBody,
  type CountyComparisonReply,
  type CountyRow,
  usStates,
} from '@medivi/domain';
import { useState } from 'react';
import { useLingui } from '../../../lib/i18n/i18n';
import { paths } from '../../../lib/paths';
import { NativeSelectField } from '../../../components/native-select-field';
import { useGetCountyComparisonQuery } from '../benchmarks-api';
import { SelectionAutocomplete } from '../selection-autocomplete';
import { codeSearchField } from './view-searches';
import { viewFormat } from './view-format';
import { areaName } from './view-texts';
import { ClaimTypeChoice, DataYearSelect, useCheckedRequest, ViewSelectionPage } from './view-selection';
import { ViewTable } from './view-table';

// The states as the data names them.
const stateOptions = usStates.map((state) => ({ value: state.code, label: state.name }));
const claimTypes: readonly ClaimType[] = ['Inpatient', 'Outpatient'];

interface Draft {
  claimType: ClaimType;
  code: string;
  state: string;
  dataYear: string;
}

/**
 * /benchappcounty: one DRG's or APC's hospitals of a state grouped by county (the county of the
 * hospital's zip in the zip file), with hospitals, claims, weighted billed and Medicare averages
 * and billed / Medicare, most claims first (docs/decisions/0103).
 */
export default function CountyPage() {
  const { _ } = useLingui();
  const [draft, setDraft] = useState<Draft>({ claimType: 'Inpatient', code: '', state: '', dataYear: '' });
  const { request, errors, submit } = useCheckedRequest<CountyComparisonBody>(
    (schemas) => schemas.countyComparisonBodySchema,
  );
  const result = useGetCountyComparisonQuery(request ?? { claimType: 'Inpatient', code: '', state: '' }, {
    skip: request === null,
  });
  const reply = result.isError ? undefined : result.currentData;

  return (
    <ViewSelectionPage
      title={_('shell.title.countyComparison')}
      path={paths.benchAppCounty}
      formLabel={_('benchmarkViews.county.formLabel')}
      submitLabel={_('benchmarkViews.county.submit')}
      loadingLabel={_('benchmarkViews.county.loading')}
      errorText={_('benchmarkViews.county.failed')}
      isFetching={result.isFetching}
      isError={result.isError}
      onSubmit={() => {
        submit({
          claimType: draft.claimType,
          code: draft.code,
          state: draft.state,
          ...(draft.dataYear === '' ? {} : { dataYear: Number(draft.dataYear) }),
        });
      }}
      fields={
        <>
          <ClaimTypeChoice
            claimTypes={claimTypes}
            value={draft.claimType}
            onChange={(claimType) => {
              setDraft({ ...draft, claimType, code: '' });
            }}
          />
          <SelectionAutocomplete
            key={draft.claimType}
            {...codeSearchField(draft.claimType, _)}
            value={draft.code}
            onChange={(code) => {
              setDraft((current) => ({ ...current, code }));
            }}
            error={errors['code']}
          />
          <NativeSelectField
            label={_('benchmarkViews.county.stateLabel')}
            value={draft.state}
            onChange={(state) => {
              setDraft({ ...draft, state });
            }}
            options={stateOptions}
            emptyLabel={_('benchmarkViews.county.stateEmpty')}
            error={errors['state']}
          />
          <DataYearSelect
            value={draft.dataYear}
            onChange={(dataYear) => {
              setDraft({ ...draft, dataYear });
            }}
            years={reply?.availableYears}
            error={errors['dataYear']}
          />
        </>
      }
    >
      {reply !== undefined && <CountyResult reply={reply} />}
    </ViewSelectionPage>
  );
}

/** The counties as a table, with the state's total row. */
export function CountyResult({ reply }: { reply: CountyComparisonReply }) {
  const { _ } = useLingui();
  const { count, dollars, ratio } = viewFormat(_);
  const countyCells = (label: string, row: CountyRow) => [
    label,
    count(row.hospitals),
    count(row.count),
    dollars(row.billedAvg),
    dollars(row.medicareAvg),
    ratio(row.ratio),
  ];
  const code = `${reply.codeType} ${reply.code}${reply.description === null ? '' : ` - ${reply.description}`}`;
  const area = areaName(reply.state, _);
  if (reply.dataYear === null || reply.counties.length === 0)
    return <Typography role="status">{_('benchmarkViews.table.noDataFor', { code, area })}</Typography>;
  const claimType = reply.claimType;
  const year = String(reply.dataYear);
  const files = reply.sourceFiles.join(', ');
  const zips =
    reply.zipSources.length === 0 ? _('benchmarkViews.county.noZipMatch') : reply.zipSources.join(', ');
  return (
    <Stack spacing={2}>
      <Typography role="status">
        {_('benchmarkViews.county.summary', {
          countyCount: reply.counties.length,
          counties: count(reply.counties.length),
          hospitalCount: reply.total.hospitals,
          hospitals: count(reply.total.hospitals),
          year,
          files,
          zips,
        })}
      </Typography>
      <ViewTable
        label={_('benchmarkViews.county.tableLabel')}
        caption={_('benchmarkViews.county.caption', { code, area, year, files, claimType, zips })}
        headers={[
          _('benchmarkViews.county.county'),
          _('benchmarkViews.county.hospitals'),
          _('benchmarkViews.county.claims', { claimType }),
          _('benchmarkViews.county.weightedBilled'),
          _('benchmarkViews.county.weightedMedicare'),
          _('benchmarkViews.county.ratio'),
        ]}
        rows={[
          ...reply.counties.map((row) => countyCells(row.county ?? _('benchmarkViews.county.unknown'), row)),
          countyCells(_('benchmarkViews.county.allCounties', { area }), reply.total),
        ]}
      />
    </Stack>
  );
}
