import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ServiceLevelCaseType, type ServiceLevels, type ServiceLevelsForm } from '@medivi/domain';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { FormWholeNumberField } from '../../components/form-fields/form-number-fields';
import { useLingui } from '../../lib/i18n/i18n';
import { type TypeStatus, typeStatusIds } from './service-levels-state';

const levelNames = ['firstResponseDays', 'resolutionDays', 'extensionDays'] as const;

export interface TypeLevelsFieldsetProps {
  type: ServiceLevelCaseType;
  control: Control<ServiceLevelsForm>;
  defaults: ServiceLevels;
  status: TypeStatus;
  disabled: boolean;
  onUseDefaults: () => void;
}

/**
 * One case type's service levels: its name and where it stands (the defaults or the plan's own,
 * and what a save would change), the three levels in business days with each default under it,
 * and "Use defaults", which puts the defaults back in the fields for the next save.
 */
export function TypeLevelsFieldset({
  type,
  control,
  defaults,
  status,
  disabled,
  onUseDefaults,
}: TypeLevelsFieldsetProps) {
  const { _ } = useLingui();
  const legendId = useId();
  const statusId = useId();
  const name = _(`serviceLevels.type.${type}`);
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      aria-labelledby={legendId}
      aria-describedby={statusId}
      sx={{ m: 0, p: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      {/* The fieldset's name is its heading: a legend cannot be a heading and stay the group's name. */}
      <Typography component="h2" variant="h2" id={legendId} sx={{ fontSize: '1.25rem' }}>
        {name}
      </Typography>
      <Typography id={statusId} sx={{ color: 'text.secondary', mb: 2 }}>
        {_(typeStatusIds[status])}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {levelNames.map((level) => (
          <Box key={level} sx={{ flex: 1, minWidth: 0 }}>
            <FormWholeNumberField
              control={control}
              name={`${type}.${level}`}
              label={_(`serviceLevels.field.${level}`)}
              unit={_('serviceLevels.unit')}
              required
              disabled={disabled}
              helperText={_(`serviceLevels.help.${level}`, { days: defaults[level] })}
            />
          </Box>
        ))}
      </Stack>
      <Box sx={{ mt: 2 }}>
        <Button
          type="button"
          variant="outlined"
          disabled={disabled}
          onClick={onUseDefaults}
          aria-label={_('serviceLevels.useDefaultsFor', { type: name })}
        >
          {_('serviceLevels.useDefaults')}
        </Button>
      </Box>
    </Paper>
  );
}
