import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { type GridField, GridFields } from '../../components/form-fields/grid-fields';
import { useLingui, type Translate } from '../../lib/i18n/i18n';

/** The contact fields a case's first form holds for the patient (cases spec §5). */
interface ContactValues {
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * The contact fields in form order, labelled through `_`; `addressRequired` marks Address, State
 * and City required.
 */
function contactFields(addressRequired: boolean, _: Translate): readonly GridField<ContactValues>[] {
  return [
    { name: 'phone', label: _('cases.field.phone'), kind: 'phone', required: true },
    { name: 'email', label: _('cases.field.email'), kind: 'email', required: true },
    {
      name: 'address',
      label: _('cases.field.address'),
      autoComplete: 'street-address',
      required: addressRequired,
      width: 12,
    },
    { name: 'state', label: _('cases.field.state'), kind: 'state', required: addressRequired, width: 4 },
    {
      name: 'city',
      label: _('cases.field.city'),
      autoComplete: 'address-level2',
      required: addressRequired,
      width: 4,
    },
    { name: 'zip', label: _('cases.field.zip'), kind: 'zip', required: true, width: 4 },
  ];
}

/**
 * The patient's contact fields of both first forms (cases spec §2, §5): Phone and Email
 * (required), Address, State, City and Zip (Zip required; the address too in client mode,
 * `addressRequired`).
 */
export function ContactFields<Values extends ContactValues>({
  control,
  addressRequired,
}: {
  control: Control<Values>;
  addressRequired: boolean;
}) {
  const { _ } = useLingui();
  // The fields are named as in ContactValues, which every form that uses them extends.
  const fields = useMemo(
    () => contactFields(addressRequired, _) as unknown as readonly GridField<Values>[],
    [addressRequired, _],
  );
  return (
    <Grid container spacing={2}>
      <GridFields control={control} fields={fields} />
    </Grid>
  );
}
