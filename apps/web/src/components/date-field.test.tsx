import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';
import { renderWithI18n } from '../testing/render-with-i18n';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <DateField
      label="Date of Birth"
      value={value}
      onChange={setValue}
      today={new Date(2026, 10, 21)}
      {...(error === undefined ? {} : { error })}
    />
  );
}

describe('date field (accounts spec §5 date entry)', () => {
  it('pads and inserts delimiters while typing', async () => {
    renderWithI18n(<Harness />);
    const field = screen.getByLabelText<HTMLInputElement>(/Date of Birth/);
    await userEvent.setup().type(field, '7/4/85');
    expect(field.value).toBe('07/04/85');
    expect(screen.getByText('mm/dd/yyyy')).toBeTruthy();
  });

  it('accepts yyyy-mm-dd and flags a part that cannot be right', async () => {
    renderWithI18n(<Harness />);
    const field = screen.getByLabelText<HTMLInputElement>(/Date of Birth/);
    const user = userEvent.setup();
    await user.type(field, '19850229');
    expect(field.value).toBe('1985-02-29');
    expect(screen.getByText('Day does not exist in that month.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the form's message before its own", () => {
    renderWithI18n(<Harness error="This field is required." />);
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });
});
