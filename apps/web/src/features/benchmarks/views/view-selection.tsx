import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClaimType } from '@medivi/domain';
import { type ReactNode, useId, useState } from 'react';
import { BenchmarkViewsNav } from './benchmark-views-nav';
import { NativeSelectField } from '../../../components/native-select-field';
import { viewCodeTypes } from './view-searches';
import { fieldMessages } from './view-format';
import { LoadingBar } from '../../../components/loading-bar';
import { useLingui } from '../../../lib/i18n/i18n';
import { wordedFieldMessages } from './view-texts';
import { preloadViewTable } from './view-table';
import type * as viewSchemas from './view-schemas';

/** What a zod body schema offers the selection: `safeParse` with its field issues. */
interface BodySchema {
  safeParse: (
    body: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The three schemas of the further views, with zod: loaded on the first submit, not with the page. */
export type ViewSchemas = typeof viewSchemas;

const loadSchemas = (): Promise<ViewSchemas> => import('./view-schemas');

/**
 * The request (`Body`, the contract's request type) a view's selection sends: `submit(body)` checks
 * `body` against the view's contract schema (`pick` chooses it from the loaded `ViewSchemas`) and
 * either sets `request` (which the page's query then runs) or the field messages by top-level
 * field name (`errors`, e.g. `{ code: 'code is required' }`), worded in the portal's language when
 * shown. The schemas load on the first submit (issue 39); should that load fail, the request goes
 * unchecked and the server's own check answers.
 */
export function useCheckedRequest<Body>(pick: (schemas: ViewSchemas) => BodySchema) {
  const { _ } = useLingui();
  const [schemaErrors, setErrors] = useState<Record<string, string>>({});
  const errors = wordedFieldMessages(schemaErrors, _);
  const [request, setRequest] = useState<Body | null>(null);
  const submit = (body: Body) => {
    preloadViewTable();
    void loadSchemas().then(
      (schemas) => {
        const parsed = pick(schemas).safeParse(body);
        if (!parsed.success) {
          setErrors(fieldMessages(parsed.error.issues));
          return;
        }
        setErrors({});
        setRequest(body);
      },
      () => {
        setErrors({});
        setRequest(body);
      },
    );
  };
  return { request, errors, submit };
}

export interface ViewSelectionPageProps {
  /** The page's h1. */
  title: string;
  /** The page's path (marked in the views list). */
  path: string;
  /** The accessible name of the selection form, e.g. 'Benchmark selection'. */
  formLabel: string;
  /** The submit button's text. */
  submitLabel: string;
  /** The accessible name of the progress bar while the reply loads. */
  loadingLabel: string;
  /** The message shown when the request fails. */
  errorText: string;
  isFetching: boolean;
  isError: boolean;
  onSubmit: () => void;
  /** The selection's fields. */
  fields: ReactNode;
  /** The reply's view, once there is one. */
  children?: ReactNode;
}

/**
 * The frame every further benchmark view shares (docs/decisions/0103): heading, the views list,
 * the selection form (at most 560 px wide) with its submit button, a progress bar while the reply
 * loads, the error message when it fails and the result below.
 */
export function ViewSelectionPage(props: ViewSelectionPageProps) {
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0, maxWidth: '100%' }}>
      <Typography variant="h1">{props.title}</Typography>
      <BenchmarkViewsNav current={props.path} />
      <Stack
        component="form"
        noValidate
        aria-label={props.formLabel}
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
        sx={{ maxWidth: 560 }}
      >
        {props.fields}
        <div>
          <Button type="submit" variant="contained">
            {props.submitLabel}
          </Button>
        </div>
      </Stack>
      <LoadingBar loading={props.isFetching} label={props.loadingLabel} />
      {props.isError && <Typography color="error">{props.errorText}</Typography>}
      {props.children}
    </Stack>
  );
}

/** The claim type radios, each with its code type, e.g. 'Inpatient (DRG)' in English. */
export function ClaimTypeChoice({
  claimTypes,
  value,
  onChange,
}: {
  claimTypes: readonly ClaimType[];
  value: ClaimType;
  onChange: (claimType: ClaimType) => void;
}) {
  const { _ } = useLingui();
  const id = useId();
  return (
    <div>
      <FormLabel id={id}>{_('benchmarkViews.claimType.label')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value as ClaimType);
        }}
      >
        {claimTypes.map((claimType) => (
          <FormControlLabel
            key={claimType}
            value={claimType}
            control={<Radio />}
            label={_(`benchmarkViews.claimType.${claimType}`, { codeType: viewCodeTypes[claimType] })}
          />
        ))}
      </RadioGroup>
    </div>
  );
}

/**
 * The data year choice: the reply's `years` (none before the first reply), empty for the newest;
 * labelled 'Data year' in the portal's language unless `label` is given.
 */
export function DataYearSelect({
  label,
  value,
  onChange,
  years,
  error,
}: {
  label?: string | undefined;
  value: string;
  onChange: (dataYear: string) => void;
  years: readonly number[] | undefined;
  error: string | undefined;
}) {
  const { _ } = useLingui();
  return (
    <NativeSelectField
      label={label ?? _('benchmarkViews.dataYear.label')}
      value={value}
      onChange={onChange}
      options={(years ?? []).map((year) => ({ value: String(year), label: String(year) }))}
      emptyLabel={_('benchmarkViews.dataYear.newest')}
      error={error}
    />
  );
}
