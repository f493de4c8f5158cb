import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { DateField } from '../../components/date-field';
import { PhoneField, ZipField } from '../../components/digits-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { UsStateSelect } from '../../components/us-state-select';
import type { RbpFormValues } from './rbp-form-values';

/** Which input a field uses. */
export type FieldKind = 'text' | 'email' | 'phone' | 'zip' | 'state' | 'date' | 'multiline' | 'time';

export interface FormFieldProps {
  control: Control<RbpFormValues>;
  name: FieldPath<RbpFormValues>;
  label: string;
  kind?: FieldKind;
  required?: boolean;
  /** Grid columns out of 12 from the small breakpoint (default 6). */
  width?: number;
}

/**
 * One field of the public form, bound to react-hook-form; its message shows once the field was
 * left or a submit was tried. Required fields carry the label asterisk (red, see the page).
 */
export function FormField({
  control,
  name,
  label,
  kind = 'text',
  required = false,
  width = 6,
}: FormFieldProps) {
  return (
    <Grid size={{ xs: 12, sm: width }}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => {
          const error = fieldState.isTouched || fieldState.isDirty ? fieldState.error?.message : undefined;
          const value = typeof field.value === 'string' ? field.value : '';
          const common = { name: field.name, label, required, onBlur: field.onBlur, value };
          switch (kind) {
            case 'phone':
              return (
                <PhoneField
                  {...common}
                  inputRef={field.ref}
                  onChange={field.onChange}
                  {...(error === undefined ? {} : { error })}
                />
              );
            case 'zip':
              return (
                <ZipField
                  {...common}
                  inputRef={field.ref}
                  onChange={field.onChange}
                  {...(error === undefined ? {} : { error })}
                />
              );
            case 'state':
              return (
                <UsStateSelect
                  {...common}
                  inputRef={field.ref}
                  onChange={field.onChange}
                  {...(error === undefined ? {} : { error })}
                />
              );
            case 'date':
              return (
                <DateField
                  {...common}
                  inputRef={field.ref}
                  onChange={field.onChange}
                  {...(error === undefined ? {} : { error })}
                />
              );
            default:
              return (
                <OutlinedTextField
                  {...common}
                  inputRef={field.ref}
                  onChange={field.onChange}
                  fullWidth
                  type={kind === 'email' ? 'email' : kind === 'time' ? 'time' : 'text'}
                  multiline={kind === 'multiline'}
                  {...(kind === 'multiline' ? { minRows: 3 } : {})}
                  error={error !== undefined}
                  {...(error === undefined ? {} : { helperText: error })}
                />
              );
          }
        }}
      />
    </Grid>
  );
}

/** A titled section of the form (level-3 heading under the '{type} Form' heading). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2, mt: 3 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </section>
  );
}
