import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  computeComparison,
  type DataSource,
  disabledInputs,
  type StateMedicareRatio,
  usStates,
} from '@medivi/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { JumpLinks } from '../../components/jump-links';
import { useLingui } from '../../lib/i18n/i18n';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { clearAnalysisDraft, readAnalysisDraft, useAnalysisDraftWriter } from './analysis-draft';
import { analysisResolver, type AnalysisFormValues, initialFormValues, liveStateOf } from './analysis-form';
import { useGetMedicareRatiosQuery } from './cost-comparison-api';
import { DocumentButtons } from './document-buttons';
import { MedicareMultipleCard } from './medicare-multiple-card';
import { MedicareRatioCard } from './medicare-ratio-card';
import { MoneyBlockCard } from './money-block-card';
import { PlanDetailsCard } from './plan-details-card';
import { NotesCard, PricingCard } from './pricing-card';
import { ResultsCard, resultsSectionId } from './results-card';
import { SavedAnalysesCard } from './saved-analyses-card';
import { UtilizationCard } from './utilization-card';
import { VendorFeesCard } from './vendor-fees-card';

const noStates: readonly StateMedicareRatio[] = [];
const allStateCodes = usStates.map((state) => state.code);

/** The data sources a block has disabled now (spec §5 Cost-comparison disabling rules). */
function sourcesOff(entries: readonly [DataSource, boolean][]): ReadonlySet<DataSource> {
  return new Set(entries.filter(([, isOff]) => isOff).map(([source]) => source));
}

/**
 * /analysis, Market Analysis, for the analysis role (analysis-reports-admin spec §2 Analysis page,
 * §3, §4, §5, §7, §8, §9; issue 18): the cards in the spec's order, bound to one react-hook-form
 * form checked by the contract's `analysisStateSchema`; the results recomputed with the domain's
 * `computeComparison` on every change; saved analyses; the two documents. Edits not yet saved are
 * kept for the tab, and the page starts from them after a new sign-in (analysis-draft.ts, issue 31
 * item 7).
 */
export default function AnalysisPage() {
  const { _ } = useLingui();
  const [today] = useState(() => new Date());
  // The contract's field messages in the portal's language (a new `_` after a language switch).
  const resolver = useMemo(() => analysisResolver(today, _), [today, _]);
  const userID = useAppSelector(selectSessionUser)?.userID ?? null;
  // Edits kept for this tab when the session ended before they were saved.
  const [draft] = useState(() => readAnalysisDraft(userID));
  const [isDraftNoticeOpen, setDraftNoticeOpen] = useState(draft !== null);
  const form = useForm<AnalysisFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: draft?.values ?? initialFormValues(),
  });
  const [analysisId, setAnalysisId] = useState<string | null>(draft?.analysisId ?? null);
  useAnalysisDraftWriter(form, userID, analysisId);
  const ratios = useGetMedicareRatiosQuery(undefined);
  const stateRatios = ratios.data?.states ?? noStates;
  // Re-renders on every change; the values themselves are read whole, typed, from the form.
  useWatch({ control: form.control });
  const values = form.getValues();
  const live = liveStateOf(values, today);
  const result = computeComparison(live, stateRatios);
  const off = disabledInputs(live);
  const stateCodes = useMemo(
    () => (ratios.data === undefined ? allStateCodes : ratios.data.states.map((row) => row.state)),
    [ratios.data],
  );

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">{_('costComparison.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{_('costComparison.intro')}</Typography>
      </div>
      <JumpLinks
        label={_('costComparison.onThisPage')}
        targets={[{ id: resultsSectionId, label: _('costComparison.jumpToResults') }]}
      />
      {isDraftNoticeOpen && (
        <Alert
          severity="info"
          action={
            <Stack direction="row" spacing={1}>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setDraftNoticeOpen(false);
                }}
              >
                {_('costComparison.draft.keep')}
              </Button>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  clearAnalysisDraft();
                  form.reset(initialFormValues());
                  setAnalysisId(null);
                  setDraftNoticeOpen(false);
                }}
              >
                {_('costComparison.draft.discard')}
              </Button>
            </Stack>
          }
        >
          {_('costComparison.draft.notice')}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label={_('costComparison.form')}
        onSubmit={(event) => {
          event.preventDefault();
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 480px)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <UtilizationCard form={form} stateCodes={stateCodes} />
          <PlanDetailsCard form={form} today={today} />
          <MedicareRatioCard form={form} stateRatios={stateRatios} isLoading={ratios.isLoading} />
          <MoneyBlockCard
            form={form}
            block="planResponsibility"
            title={_('costComparison.block.planResponsibility')}
            disabledSources={sourcesOff([['percentOfMedical', off.planResponsibilityPercentOfMedical]])}
            used={result.planResponsibility}
          />
          <MoneyBlockCard
            form={form}
            block="medicalSpend"
            title={_('costComparison.block.medicalSpend')}
            disabledSources={sourcesOff([
              ['fromPlanResponsibility', off.medicalSpendFromPlanResponsibility],
              ['percentOfBilled', off.medicalSpendPercentOfBilled],
            ])}
            used={result.medicalSpend}
          />
          <MoneyBlockCard
            form={form}
            block="billed"
            title={_('costComparison.block.billed')}
            disabledSources={sourcesOff([['estimate', off.billedEstimate]])}
            used={result.billed}
          />
          <VendorFeesCard
            form={form}
            percentBilledDisabled={off.vendorPercentBilled}
            percentSavingsDisabled={off.vendorPercentSavings}
            bothPepm={off.vendorPercentsForcedToZero}
          />
          <MedicareMultipleCard form={form} />
          <PricingCard form={form} />
          <NotesCard form={form} />
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0, position: { lg: 'sticky' }, top: { lg: 16 } }}>
          <ResultsCard result={result} />
          <DocumentButtons form={form} />
          <SavedAnalysesCard form={form} analysisId={analysisId} onAnalysisChange={setAnalysisId} />
        </Stack>
      </Box>
    </Stack>
  );
}
