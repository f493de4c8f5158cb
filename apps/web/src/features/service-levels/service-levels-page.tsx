import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServiceLevelPlan } from '@medivi/domain';
import { PlanPicker, usePickedPlan } from '../../components/plan-picker';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { ServiceLevelsFormPanel } from './service-levels-form';
import { usePlanServiceLevelsQuery, useServiceLevelPlansQuery } from './service-levels-api';
import { LoadingBar } from '../../components/loading-bar';

/** A plan as the picker lists it: its name, and the types it sets itself. */
function optionLabel(plan: ServiceLevelPlan, _: Translate): string {
  const own = plan.ownTypes.map((type) => _(`serviceLevels.type.${type}`));
  if (own.length === 0) {
    return _(plan.isLive ? 'serviceLevels.option.defaults' : 'serviceLevels.option.defaultsNotLive', {
      plan: plan.planName,
    });
  }
  return _(plan.isLive ? 'serviceLevels.option.own' : 'serviceLevels.option.ownNotLive', {
    plan: plan.planName,
    types: own.join(', '),
  });
}

/**
 * Service Levels (/admin/service-levels; issue 35 item 1, docs/decisions/0117), for the admin
 * role: pick a plan, then set how many business days its Balance Bill, Access Issue and Call Ahead
 * cases give staff to answer first, to resolve, and to extend — or keep the defaults. A change
 * applies to cases filed from then on.
 */
export default function ServiceLevelsPage() {
  const { _ } = useLingui();
  const plans = useServiceLevelPlansQuery(undefined);
  const list = (plans.data?.plans ?? []).map((plan) => ({
    planId: plan.planId,
    label: optionLabel(plan, _),
  }));
  const [planId, pick] = usePickedPlan(list);
  const levels = usePlanServiceLevelsQuery(planId, { skip: planId === '' });
  const shown = levels.data?.planId === planId ? levels.data : undefined;

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0, maxWidth: 960 }}>
      <div>
        <Typography variant="h1">{_('serviceLevels.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{_('serviceLevels.description')}</Typography>
      </div>
      {plans.isError && (
        <Typography color="error" role="alert">
          {_('serviceLevels.plansFailed')}
        </Typography>
      )}
      {plans.isSuccess && list.length === 0 && <Typography>{_('serviceLevels.noPlans')}</Typography>}
      {list.length > 0 && (
        <PlanPicker
          plans={list}
          value={planId}
          onPick={pick}
          label={_('serviceLevels.plan.label')}
          emptyLabel={_('serviceLevels.plan.choose')}
        />
      )}
      <LoadingBar loading={plans.isLoading || levels.isFetching} label={_('serviceLevels.loading')} />
      {levels.isError && (
        <Typography color="error" role="alert">
          {_('serviceLevels.levelsFailed')}
        </Typography>
      )}
      {shown !== undefined && <ServiceLevelsFormPanel key={shown.planId} plan={shown} />}
    </Stack>
  );
}
