import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { caseRecordTypeNames, type ServiceLevelPlan } from '@medivi/domain';
import { PlanPicker, usePickedPlan } from '../../components/plan-picker';
import { ServiceLevelsFormPanel } from './service-levels-form';
import { usePlanServiceLevelsQuery, useServiceLevelPlansQuery } from './service-levels-api';
import { LoadingBar } from '../../components/loading-bar';

/** A plan as the picker lists it: its name, and the types it sets itself. */
function optionLabel(plan: ServiceLevelPlan): string {
  const own = plan.ownTypes.map((type) => caseRecordTypeNames[type]);
  const live = plan.isLive ? '' : ' (not live)';
  return own.length === 0
    ? `${plan.planName}${live}: defaults`
    : `${plan.planName}${live}: own ${own.join(', ')}`;
}

/**
 * Service Levels (/admin/service-levels; issue 35 item 1, docs/decisions/0117), for the admin
 * role: pick a plan, then set how many business days its Balance Bill, Access Issue and Call Ahead
 * cases give staff to answer first, to resolve, and to extend — or keep the defaults. A change
 * applies to cases filed from then on.
 */
export default function ServiceLevelsPage() {
  const plans = useServiceLevelPlansQuery(undefined);
  const list = (plans.data?.plans ?? []).map((plan) => ({ planId: plan.planId, label: optionLabel(plan) }));
  const [planId, pick] = usePickedPlan(list);
  const levels = usePlanServiceLevelsQuery(planId, { skip: planId === '' });
  const shown = levels.data?.planId === planId ? levels.data : undefined;

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0, maxWidth: 960 }}>
      <div>
        <Typography variant="h1">Service Levels</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          How many business days a plan gives staff to first answer, to resolve and to extend its Balance
          Bill, Access Issue and Call Ahead cases. A change applies to cases filed from then on; cases already
          filed keep the levels they started with.
        </Typography>
      </div>
      {plans.isError && (
        <Typography color="error" role="alert">
          The plans could not be loaded. Please try again.
        </Typography>
      )}
      {plans.isSuccess && list.length === 0 && <Typography>There are no plans yet.</Typography>}
      {list.length > 0 && <PlanPicker plans={list} value={planId} onPick={pick} />}
      <LoadingBar loading={plans.isLoading || levels.isFetching} label="Loading the service levels" />
      {levels.isError && (
        <Typography color="error" role="alert">
          The service levels of this plan could not be loaded. Please try again.
        </Typography>
      )}
      {shown !== undefined && <ServiceLevelsFormPanel key={shown.planId} plan={shown} />}
    </Stack>
  );
}
