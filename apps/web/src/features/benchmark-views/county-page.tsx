import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ClaimType,
  type CountyComparisonBody,
  type CountyComparisonReply,
  countyComparisonBodySchema,
  type CountyRow,
  usStates,
} from '@medivi/domain';
import { useState } from 'react';
import { paths } from '../../app/paths';
import { NativeSelectField } from '../../components/native-select-field';
import { areaName } from './benchmark-table-view';
import { useGetCountyComparisonQuery, viewCodeTypes } from './benchmark-views-api';
import { BenchmarkViewsNav } from '../../components/benchmark-views-nav';
import { CodeAutocomplete } from './code-autocomplete';
import { count, dollars, fieldMessages, ratio } from './view-format';
import { ViewTable } from './view-table';

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
  const [draft, setDraft] = useState<Draft>({ claimType: 'Inpatient', code: '', state: '', dataYear: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [request, setRequest] = useState<CountyComparisonBody | null>(null);
  const result = useGetCountyComparisonQuery(request ?? { claimType: 'Inpatient', code: '', state: '' }, {
    skip: request === null,
  });
  const reply = result.isError ? undefined : result.currentData;

  const submit = () => {
    const body: CountyComparisonBody = {
      claimType: draft.claimType,
      code: draft.code,
      state: draft.state,
      ...(draft.dataYear === '' ? {} : { dataYear: Number(draft.dataYear) }),
    };
    const parsed = countyComparisonBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error.issues));
      return;
    }
    setErrors({});
    setRequest(body);
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0, maxWidth: '100%' }}>
      <Typography variant="h1">County Comparison</Typography>
      <BenchmarkViewsNav current={paths.benchAppCounty} />
      <Stack
        component="form"
        noValidate
        aria-label="County comparison selection"
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ maxWidth: 560 }}
      >
        <div>
          <FormLabel id="county-claim-type">Claim type</FormLabel>
          <RadioGroup
            row
            aria-labelledby="county-claim-type"
            value={draft.claimType}
            onChange={(event) => {
              setDraft({ ...draft, claimType: event.target.value as ClaimType, code: '' });
            }}
          >
            {claimTypes.map((claimType) => (
              <FormControlLabel
                key={claimType}
                value={claimType}
                control={<Radio />}
                label={`${claimType} (${viewCodeTypes[claimType]})`}
              />
            ))}
          </RadioGroup>
        </div>
        <CodeAutocomplete
          key={draft.claimType}
          claimType={draft.claimType}
          label={`${viewCodeTypes[draft.claimType]} code`}
          value={draft.code}
          onChange={(code) => {
            setDraft((current) => ({ ...current, code }));
          }}
          error={errors['code']}
        />
        <NativeSelectField
          label="State"
          value={draft.state}
          onChange={(state) => {
            setDraft({ ...draft, state });
          }}
          options={stateOptions}
          emptyLabel="Select a state"
          error={errors['state']}
        />
        <NativeSelectField
          label="Data year"
          value={draft.dataYear}
          onChange={(dataYear) => {
            setDraft({ ...draft, dataYear });
          }}
          options={(reply?.availableYears ?? []).map((year) => ({
            value: String(year),
            label: String(year),
          }))}
          emptyLabel="Newest year with data"
          error={errors['dataYear']}
        />
        <div>
          <Button type="submit" variant="contained">
            Compare counties
          </Button>
        </div>
      </Stack>
      {result.isFetching && <LinearProgress aria-label="Loading the county comparison" />}
      {result.isError && (
        <Typography color="error">
          The county comparison could not be loaded. Please check the selection and try again.
        </Typography>
      )}
      {reply !== undefined && <CountyResult reply={reply} />}
    </Stack>
  );
}

function countyCells(label: string, row: CountyRow) {
  return [
    label,
    count(row.hospitals),
    count(row.count),
    dollars(row.billedAvg),
    dollars(row.medicareAvg),
    ratio(row.ratio),
  ];
}

/** The counties as a table, with the state's total row. */
export function CountyResult({ reply }: { reply: CountyComparisonReply }) {
  const code = `${reply.codeType} ${reply.code}${reply.description === null ? '' : ` - ${reply.description}`}`;
  if (reply.dataYear === null || reply.counties.length === 0)
    return (
      <Typography role="status">
        No data available for {code} in {areaName(reply.state)}.
      </Typography>
    );
  const unit = reply.claimType === 'Inpatient' ? 'Discharges' : 'Services';
  const files = reply.sourceFiles.join(', ');
  const zips = reply.zipSources.length === 0 ? 'no zip file match' : reply.zipSources.join(', ');
  return (
    <Stack spacing={2}>
      <Typography role="status">
        {count(reply.counties.length)} counties, {count(reply.total.hospitals)} hospitals, data year{' '}
        {reply.dataYear} ({files}); counties from the hospitals&apos; zips ({zips}).
      </Typography>
      <ViewTable
        label="Counties"
        caption={`${code} in ${areaName(reply.state)} by county, data year ${String(reply.dataYear)}, from ${files}; averages per ${unit === 'Discharges' ? 'discharge' : 'service'} weighted by ${unit.toLowerCase()}; county from ${zips}`}
        headers={[
          'County',
          'Hospitals',
          unit,
          'Weighted average billed',
          'Weighted average Medicare',
          'Billed / Medicare',
        ]}
        rows={[
          ...reply.counties.map((row) =>
            countyCells(row.county ?? 'County unknown (zip not in the zip file)', row),
          ),
          countyCells(`${areaName(reply.state)} (all counties)`, reply.total),
        ]}
      />
    </Stack>
  );
}
