import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TransparencyIdentifierPlan } from '@medivi/domain';
import { PlanPicker, usePickedPlan } from '../../components/plan-picker';
import {
  usePlanTransparencyIdentifiersQuery,
  useTransparencyIdentifierPlansQuery,
} from './plan-identifiers-api';
import { PlanIdentifiersForm } from './plan-identifiers-form';
import { PlanIdentifiersStatus } from './plan-identifiers-status';
import { LoadingBar } from '../../components/loading-bar';

/** A plan as the picker lists it: its name, whether it is live, whether its identifiers are complete. */
function optionLabel(plan: TransparencyIdentifierPlan): string {
  const live = plan.isLive ? '' : ' (not live)';
  return `${plan.planName}${live}: ${plan.isComplete ? 'complete' : 'incomplete'}`;
}

/**
 * Plan Identifiers (/admin/transparency-identifiers; issue 34, docs/decisions/0116), for the
 * admin role: pick a plan, see whether it can be published and how its last run ended, and set
 * what the monthly Transparency in Coverage files name it by.
 */
export default function PlanIdentifiersPage() {
  const plans = useTransparencyIdentifierPlansQuery(undefined);
  const list = (plans.data?.plans ?? []).map((plan) => ({ planId: plan.planId, label: optionLabel(plan) }));
  const [planId, pick] = usePickedPlan(list);
  const identifiers = usePlanTransparencyIdentifiersQuery(planId, { skip: planId === '' });
  const shown = identifiers.data?.planId === planId ? identifiers.data : undefined;

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0, maxWidth: 960 }}>
      <div>
        <Typography variant="h1">Plan Identifiers</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          What the monthly Transparency in Coverage files name a plan by: its plan id (the HIOS id, or the
          plan sponsor&apos;s EIN), the sponsor and the issuer, and the market type. A live plan is published
          once they are complete.
        </Typography>
      </div>
      {plans.isError && (
        <Typography color="error" role="alert">
          The plans could not be loaded. Please try again.
        </Typography>
      )}
      {plans.isSuccess && list.length === 0 && <Typography>There are no plans yet.</Typography>}
      {list.length > 0 && <PlanPicker plans={list} value={planId} onPick={pick} />}
      <LoadingBar loading={plans.isLoading || identifiers.isFetching} label="Loading the plan identifiers" />
      {identifiers.isError && (
        <Typography color="error" role="alert">
          The identifiers of this plan could not be loaded. Please try again.
        </Typography>
      )}
      {shown !== undefined && (
        <>
          <PlanIdentifiersStatus plan={shown} />
          <PlanIdentifiersForm key={shown.planId} plan={shown} />
        </>
      )}
    </Stack>
  );
}
