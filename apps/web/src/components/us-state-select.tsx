import { usStates } from '@medivi/domain';
import { useLingui } from '../lib/i18n/i18n';
import { NativeSelectField, type NativeSelectFieldProps, type SelectOption } from './native-select-field';

/** The states as select options (name shown, USPS code held). */
const stateOptions: readonly SelectOption[] = usStates.map((state) => ({
  value: state.code,
  label: state.name,
}));

export type UsStateSelectProps = Omit<NativeSelectFieldProps, 'label' | 'options' | 'emptyLabel'> & {
  label?: string;
};

/**
 * The State field of the case forms (cases spec §2): a native select of the USPS codes (shown
 * with their names), empty until chosen; a code not in the list (a state held from elsewhere) is
 * kept as an extra choice. The label is 'State' in the portal's language unless given.
 */
export function UsStateSelect({ label, ...props }: UsStateSelectProps) {
  const { _ } = useLingui();
  return (
    <NativeSelectField
      {...props}
      label={label ?? _('common.state.label')}
      options={stateOptions}
      emptyLabel={_('common.state.select')}
    />
  );
}
