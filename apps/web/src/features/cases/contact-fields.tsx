import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { type GridField, GridFields } from '../../components/form-fields/grid-fields';

/** The contact fields a case's first form holds for the patient (cases spec §5). */
interface ContactValues {
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** The contact fields in form order; `addressRequired` marks Address, State and City required. */
function contactFields(addressRequired: boolean): readonly GridField<ContactValues>[] {
  return [
    { name: 'phone', label: 'Phone', kind: 'phone', required: true },
    { name: 'email', label: 'Email', kind: 'email', required: true },
    {
      name: 'address',
      label: 'Address',
      autoComplete: 'street-address',
      required: addressRequired,
      width: 12,
    },
    { name: 'state', label: 'State', kind: 'state', required: addressRequired, width: 4 },
    { name: 'city', label: 'City', autoComplete: 'address-level2', required: addressRequired, width: 4 },
    { name: 'zip', label: 'Zip', kind: 'zip', required: true, width: 4 },
  ];
}

const memberModeFields = contactFields(false);
const clientModeFields = contactFields(true);

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
  // The fields are named as in ContactValues, which every form that uses them extends.
  const fields = (addressRequired
    ? clientModeFields
    : memberModeFields) as unknown as readonly GridField<Values>[];
  return (
    <Grid container spacing={2}>
      <GridFields control={control} fields={fields} />
    </Grid>
  );
}
