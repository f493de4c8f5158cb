import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { passwordChecklistLabels } from '@medivi/domain';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { visuallyHiddenSx } from '../visually-hidden';
import type { PasswordStrength } from './use-password-strength';

/** State of one checklist item: met, not met, or (for the compromised item) being checked. */
export type ChecklistItemState = 'met' | 'unmet' | 'failed' | 'checking';

/** Catalogue ids of each state in words, for screen readers. */
const stateWordIds: Record<ChecklistItemState, string> = {
  met: 'passwords.checklist.met',
  unmet: 'passwords.checklist.notMet',
  failed: 'passwords.checklist.notMet',
  checking: 'passwords.checklist.checking',
};

const stateIcons: Record<ChecklistItemState, typeof CheckCircleIcon> = {
  met: CheckCircleIcon,
  unmet: RadioButtonUncheckedIcon,
  failed: HighlightOffIcon,
  checking: HourglassEmptyIcon,
};

const stateColors: Record<ChecklistItemState, string> = {
  met: 'success.main',
  unmet: 'text.secondary',
  failed: 'error.main',
  checking: 'text.secondary',
};

/** The state of each of the six checklist items, in their order (accounts spec §5). */
export function checklistItems(
  strength: PasswordStrength,
): { key: keyof typeof passwordChecklistLabels; label: string; state: ChecklistItemState }[] {
  const flag = (met: boolean): ChecklistItemState => (met ? 'met' : 'unmet');
  let notCompromised: ChecklistItemState = 'unmet';
  if (strength.checking) notCompromised = 'checking';
  else if (strength.compromised) notCompromised = 'failed';
  else if (!strength.isEmpty) notCompromised = 'met';
  return [
    { key: 'minLength', label: passwordChecklistLabels.minLength, state: flag(strength.minLength) },
    { key: 'uppercase', label: passwordChecklistLabels.uppercase, state: flag(strength.uppercase) },
    { key: 'lowercase', label: passwordChecklistLabels.lowercase, state: flag(strength.lowercase) },
    { key: 'number', label: passwordChecklistLabels.number, state: flag(strength.number) },
    { key: 'special', label: passwordChecklistLabels.special, state: flag(strength.special) },
    { key: 'notCompromised', label: passwordChecklistLabels.notCompromised, state: notCompromised },
  ];
}

/**
 * The live password checklist (accounts spec §2 screen 6, §5): '12 Characters', 'Uppercase',
 * 'Lowercase', 'Number', 'Special Character', 'Not a Compromised Password', each with an icon and
 * its state in words for screen readers (not colour alone), and the red line 'Password is
 * compromised. Please choose another.' when the breach-range service lists the password. The
 * compromised item shows as met only once a typed password was looked up.
 */
export function PasswordChecklist({
  strength,
  id,
}: {
  strength: PasswordStrength;
  /** Id of the list, for `aria-describedby` on the password field. */
  id?: string;
}) {
  const { _ } = useLingui();
  const fallbackId = useId();
  const headingId = `${id ?? fallbackId}-heading`;
  return (
    <Box>
      <Typography id={headingId} sx={visuallyHiddenSx}>
        {_('passwords.checklist.heading')}
      </Typography>
      <Box
        component="ul"
        id={id ?? fallbackId}
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
      >
        {checklistItems(strength).map(({ key, state }) => {
          const Icon = stateIcons[state];
          return (
            <Box
              component="li"
              key={key}
              data-state={state}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: stateColors[state] }}
            >
              <Icon fontSize="small" aria-hidden="true" />
              <Typography variant="body2" component="span" sx={{ color: 'text.primary' }}>
                {_(`passwords.checklist.${key}`)}
                <Box component="span" sx={visuallyHiddenSx}>
                  {`: ${_(stateWordIds[state])}`}
                </Box>
              </Typography>
            </Box>
          );
        })}
      </Box>
      {strength.compromised && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {_('passwords.problem.compromised')}
        </Typography>
      )}
    </Box>
  );
}
