import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormCheckboxGroup, FormRadioChoice } from './form-choice-fields';
import { FormDateField } from './form-date-field';
import { FormPhoneField, FormZipField } from './form-digits-field';
import { FormMoneyField, FormPercentField, FormWholeNumberField } from './form-number-fields';
import { FormSelectField, FormStateField } from './form-select-field';
import { FormEmailField, FormTextField } from './form-text-field';
import { renderWithI18n } from '../../testing/render-with-i18n';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  memberId: z.string(),
  email: z.email('Enter a valid e-mail.'),
  phone: z.string().length(10, 'Phone must be 10 digits.'),
  zip: z.string().length(5, 'Zip must be 5 digits.'),
  state: z.string().min(1, 'Choose a state.'),
  dateOfBirth: z.string(),
  method: z.enum(['Phone', 'Email'], { message: 'Choose one.' }),
  reasons: z.array(z.string()).min(1, 'Tick at least one reason.'),
  plan: z.string(),
  billed: z.number().nullable(),
  total: z.number().nullable(),
  share: z.number().nullable(),
  days: z.number().nullable(),
});
type Values = z.input<typeof schema>;

const empty: Values = {
  name: '',
  memberId: '',
  email: '',
  phone: '',
  zip: '',
  state: '',
  dateOfBirth: '',
  method: '' as Values['method'],
  reasons: [],
  plan: '',
  billed: null,
  total: null,
  share: null,
  days: null,
};

/** Shows the form's values as JSON so a test can read what the fields hand to the form. */
function ValuesProbe({ control }: { control: Control<Values> }) {
  const values = useWatch({ control });
  return <output data-testid="values">{JSON.stringify(values)}</output>;
}

function KitForm({ children }: { children: (control: Control<Values>) => ReactNode }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        void handleSubmit(() => undefined)(event);
      }}
    >
      {children(control)}
      <ValuesProbe control={control} />
      <button type="submit">Submit</button>
    </form>
  );
}

function valuesShown(): Values {
  return JSON.parse(screen.getByTestId('values').textContent) as Values;
}

describe('form-field kit: text fields', () => {
  it('marks a required field and shows its zod message only once the field was left', async () => {
    renderWithI18n(
      <KitForm>{(control) => <FormTextField control={control} name="name" label="Name" required />}</KitForm>,
    );
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.queryByText('Name is required.')).toBeNull();
    await user.click(input);
    await user.tab();
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Name is required.').id);
    await user.type(input, 'Ana');
    await waitFor(() => {
      expect(screen.queryByText('Name is required.')).toBeNull();
    });
  });

  it('shows its help text until there is an error, and every message after a submit', async () => {
    renderWithI18n(
      <KitForm>
        {(control) => (
          <>
            <FormEmailField control={control} name="email" label="Email" helperText="We write here." />
            <FormPhoneField control={control} name="phone" label="Phone" />
          </>
        )}
      </KitForm>,
    );
    expect(screen.getByText('We write here.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid e-mail.')).toBeTruthy();
    expect(screen.queryByText('We write here.')).toBeNull();
    expect(screen.getByText('Phone must be 10 digits.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
  });

  it('upper-cases as typed when asked (accounts spec §5)', async () => {
    renderWithI18n(
      <KitForm>
        {(control) => (
          <FormTextField control={control} name="memberId" label="Member ID" letterCase="upper" />
        )}
      </KitForm>,
    );
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Member ID' }), 'ab12c');
    expect(valuesShown().memberId).toBe('AB12C');
  });

  it('keeps digits only in phone and zip fields', async () => {
    renderWithI18n(
      <KitForm>
        {(control) => (
          <>
            <FormPhoneField control={control} name="phone" label="Phone" />
            <FormZipField control={control} name="zip" label="Zip" />
          </>
        )}
      </KitForm>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '(555) 123-4567 99');
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '9a8-76543');
    expect(valuesShown()).toMatchObject({ phone: '5551234567', zip: '98765' });
  });

  it('formats a typed date and hands the text to the form', async () => {
    renderWithI18n(
      <KitForm>
        {(control) => (
          <FormDateField
            control={control}
            name="dateOfBirth"
            label="Date of Birth"
            today={new Date('2026-11-26T12:00:00Z')}
          />
        )}
      </KitForm>,
    );
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Date of Birth' }), '3041990');
    expect(valuesShown().dateOfBirth).toBe('03/04/1990');
  });
});

describe('form-field kit: choices', () => {
  it('binds a state select, a select, a radio choice and a checkbox group', async () => {
    renderWithI18n(
      <KitForm>
        {(control) => (
          <>
            <FormStateField control={control} name="state" required />
            <FormSelectField
              control={control}
              name="plan"
              label="Plan"
              emptyLabel="Choose…"
              options={[{ value: 'gold', label: 'Gold plan' }]}
            />
            <FormRadioChoice
              control={control}
              name="method"
              label="Preferred Method of Contact"
              options={[
                { value: 'Phone', label: 'Phone' },
                { value: 'Email', label: 'Email' },
              ]}
            />
            <FormCheckboxGroup
              control={control}
              name="reasons"
              label="Reasons"
              required
              options={[
                { value: 'Wait', label: 'Wait' },
                { value: 'Other', label: 'Other' },
              ]}
            />
          </>
        )}
      </KitForm>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose a state.')).toBeTruthy();
    expect(screen.getByText('Choose one.')).toBeTruthy();
    expect(screen.getByText('Tick at least one reason.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'Oregon');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Gold plan');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wait' }));
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(valuesShown()).toMatchObject({ state: 'OR', plan: 'gold', method: 'Email', reasons: ['Wait'] });
    expect(screen.getByRole('radiogroup', { name: /Preferred Method of Contact/ })).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByText('Tick at least one reason.')).toBeNull();
    });
  });
});

describe('form-field kit: money and percent (analysis spec §5)', () => {
  it('shows money with thousand separators and 2 decimals and holds the number', async () => {
    renderWithI18n(
      <KitForm>
        {(control) => <FormMoneyField control={control} name="billed" label="Billed Charges" />}
      </KitForm>,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Billed Charges' });
    const user = userEvent.setup();
    await user.type(input, '1234567.891');
    expect(input.value).toBe('1,234,567.89');
    expect(valuesShown().billed).toBe(1234567.89);
    await user.tab();
    expect(input.value).toBe('1,234,567.89');
    await user.clear(input);
    expect(valuesShown().billed).toBeNull();
  });

  it('rounds a total to whole dollars when it is left', async () => {
    renderWithI18n(
      <KitForm>{(control) => <FormMoneyField control={control} name="total" label="Total" total />}</KitForm>,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Total' });
    const user = userEvent.setup();
    await user.type(input, '2500.5');
    expect(valuesShown().total).toBe(2500.5);
    await user.tab();
    expect(valuesShown().total).toBe(2501);
    expect(input.value).toBe('2,501.00');
  });

  it('takes a percent up to its maximum and refuses more at the keyboard', async () => {
    renderWithI18n(
      <KitForm>{(control) => <FormPercentField control={control} name="share" label="Share" />}</KitForm>,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Share' });
    const user = userEvent.setup();
    await user.type(input, '45.55');
    expect(valuesShown().share).toBe(45.55);
    await user.clear(input);
    await user.type(input, '99');
    await user.type(input, '9');
    expect(input.value).toBe('99');
    expect(valuesShown().share).toBe(99);
  });

  it('takes a whole number with its unit, digits only', async () => {
    renderWithI18n(
      <KitForm>
        {(control) => (
          <FormWholeNumberField control={control} name="days" label="Resolution" unit="business days" />
        )}
      </KitForm>,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Resolution' });
    expect(input.inputMode).toBe('numeric');
    expect(screen.getByText('business days')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(input, '-4.5');
    expect(input.value).toBe('45');
    expect(valuesShown().days).toBe(45);
    await user.clear(input);
    expect(valuesShown().days).toBeNull();
  });
});
