import { useLingui } from '../../../lib/i18n/i18n';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { legendSx } from './legend-sx';

/** One choice of a radio filter; '' means all. `labelId` is the catalogue id of its text. */
export interface RadioChoice<T extends string> {
  value: T;
  labelId: string;
}

/** A labelled row of radio buttons (Gender, Professional/Facility in cases spec §2). */
export function RadioFilter<T extends string>({
  legend,
  choices,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  choices: readonly RadioChoice<T>[];
  value: T;
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  const { _ } = useLingui();
  const legendId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} variant="standard">
      <FormLabel component="legend" id={legendId} sx={legendSx}>
        {legend}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={legendId}
        value={value}
        onChange={(_event, next) => {
          const choice = choices.find((item) => item.value === next);
          if (choice !== undefined) onChange(choice.value);
        }}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            label={_(choice.labelId)}
            control={<Radio size="small" />}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
