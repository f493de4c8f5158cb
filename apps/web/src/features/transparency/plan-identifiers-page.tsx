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
import { useLingui, type Translate } from '../../lib/i18n/i18n';

/** A plan as the picker lists it: its name, whether it is live, whether its identifiers are complete. */
function optionLabel(plan: TransparencyIdentifierPlan, _: Translate): string {
  const values = { plan: plan.planName, complete: plan.isComplete ? 'yes' : 'no' };
  return _(
    plan.isLive ? 'transparency.identifiers.option' : 'transparency.identifiers.optionNotLive',
    values,
  );
}

/**
 * Plan Identifiers (/admin/transparency-identifiers; issue 34, docs/decisions/0116), for the
 * admin role: pick a plan, see whether it can be published and how its last run ended, and set
 * what the monthly Transparency in Coverage files name it by.
 */
export default function PlanIdentifiersPage() {
  const { _ } = useLingui();
  const plans = useTransparencyIdentifierPlansQuery(undefined);
  const list = (plans.data?.plans ?? []).map((plan) => ({
    planId: plan.planId,
    label: optionLabel(plan, _),
  }));
  const [planId, pick] = usePickedPlan(list);
  const identifiers = usePlanTransparencyIdentifiersQuery(planId, { skip: planId === '' });
  const shown = identifiers.data?.planId === planId ? identifiers.data : undefined;

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0, maxWidth: 960 }}>
      <div>
        <Typography variant="h1">{_('transparency.identifiers.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          {_('transparency.identifiers.intro')}
        </Typography>
      </div>
      {plans.isError && (
        <Typography color="error" role="alert">
          {_('transparency.identifiers.plansFailed')}
        </Typography>
      )}
      {plans.isSuccess && list.length === 0 && (
        <Typography>{_('transparency.identifiers.noPlans')}</Typography>
      )}
      {list.length > 0 && (
        <PlanPicker
          plans={list}
          value={planId}
          onPick={pick}
          label={_('transparency.identifiers.plan.label')}
          emptyLabel={_('transparency.identifiers.plan.choose')}
        />
      )}
      <LoadingBar
        loading={plans.isLoading || identifiers.isFetching}
        label={_('transparency.identifiers.loading')}
      />
      {identifiers.isError && (
        <Typography color="error" role="alert">
          {_('transparency.identifiers.identifiersFailed')}
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
