import Grid from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormDateField } from './form-date-field';
import { FormPhoneField, FormZipField } from './form-digits-field';
import { FormMoneyField, FormPercentField } from './form-number-fields';
import { FormStateField } from './form-select-field';
import { FormEmailField, FormTextField } from './form-text-field';

/** Which kit field a `GridField` is. */
export type GridFieldKind =
  | 'text'
  | 'multiline'
  | 'email'
  | 'time'
  | 'phone'
  | 'zip'
  | 'state'
  | 'date'
  | 'money'
  | 'total'
  | 'percent';

/** One field of a form laid out on the grid: the kit field of `kind` bound to `name`. */
export interface GridField<Values extends FieldValues> {
  name: FieldPath<Values>;
  label: string;
  /** 'text' by default; 'total' is a money field rounded to whole dollars when left. */
  kind?: GridFieldKind;
  required?: boolean;
  /** Columns out of 12 from the small breakpoint up (6 by default); a phone always has 12. */
  width?: 3 | 4 | 6 | 12;
  /** The browser's autofill hint (text and date kinds). */
  autoComplete?: string;
  helperText?: string;
  disabled?: boolean;
}

/** The kit field a `GridField` names, bound to the form. */
export function KitField<Values extends FieldValues>({
  control,
  field: { kind = 'text', width: _width, autoComplete, ...props },
}: {
  control: Control<Values>;
  field: GridField<Values>;
}) {
  const bound = { control, ...props };
  switch (kind) {
    case 'email':
      return <FormEmailField {...bound} {...(autoComplete === undefined ? {} : { autoComplete })} />;
    case 'phone':
      return <FormPhoneField {...bound} />;
    case 'zip':
      return <FormZipField {...bound} />;
    case 'state':
      return <FormStateField {...bound} />;
    case 'date':
      return <FormDateField {...bound} autoComplete={autoComplete ?? 'off'} />;
    case 'money':
    case 'total':
      return <FormMoneyField {...bound} total={kind === 'total'} />;
    case 'percent':
      return <FormPercentField {...bound} />;
    default:
      return (
        <FormTextField
          {...bound}
          type={kind === 'time' ? 'time' : 'text'}
          multiline={kind === 'multiline'}
          {...(autoComplete === undefined ? {} : { autoComplete })}
        />
      );
  }
}

/**
 * Fields of a form as cells of an MUI grid (inside a `Grid container`): each the whole width on a
 * phone and `width` columns from the small breakpoint up, in the order given. A form declares its
 * fields as data (`GridField`s) instead of writing each field's markup again.
 */
export function GridFields<Values extends FieldValues>({
  control,
  fields,
}: {
  control: Control<Values>;
  fields: readonly GridField<Values>[];
}) {
  return fields.map((field) => (
    <Grid key={field.name} size={{ xs: 12, sm: field.width ?? 6 }}>
      <KitField control={control} field={field} />
    </Grid>
  ));
}
