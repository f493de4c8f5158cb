import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@medivi/domain';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { NativeSelectField } from '../../components/native-select-field';
import { useLingui } from '../../lib/i18n/i18n';
import { paths } from '../../lib/paths';
import { canAddPlan } from './account-user';
import type { AccountPlans } from './use-account-plans';

/**
 * My Plan (accounts spec §2 screen 12, §4 Plans): shown when the user has at least one plan; the
 * plan dropdown (its choice kept in local storage for Provider Search) and ADD PLAN, shown only
 * when the member ID is not empty. `accountPlans` from `useAccountPlans`, which the page holds so it
 * can wait for the list before showing the sections below (issue 39, layout shift).
 */
export function PlanSection({ user, accountPlans }: { user: User; accountPlans: AccountPlans }) {
  const { _ } = useLingui();
  const headingId = useId();
  const navigate = useNavigate();
  const { plans, selectedPlanID, selectPlan } = accountPlans;
  if (plans.length === 0) return null;

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {_('accounts.settings.plan.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {/* A native select without MUI's TextField, whose menu select would load MUI's Menu,
            Popover and Modal with the page (docs/decisions/0123-heavy-signed-in-pages.md). */}
        <Box sx={{ minWidth: { sm: 320 }, flexGrow: 1 }}>
          <NativeSelectField
            label={_('accounts.settings.plan.label')}
            size="small"
            value={selectedPlanID}
            onChange={selectPlan}
            emptyLabel={_('accounts.settings.plan.empty')}
            options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
          />
        </Box>
        {canAddPlan(user) && (
          <Button variant="contained" onClick={() => void navigate(paths.addPlan)}>
            {_('accounts.settings.plan.add')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
