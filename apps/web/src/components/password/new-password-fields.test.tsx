import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordChecklist } from '@medivi/domain';
import { useForm, useWatch } from 'react-hook-form';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { describe, expect, it } from 'vitest';
import { NewPasswordFields } from './new-password-fields';
import type { PasswordStrength } from './use-password-strength';

function strengthOf(password: string): PasswordStrength {
  return { ...passwordChecklist(password), compromised: false, checking: false, isEmpty: password === '' };
}

/** A form holding the pair, as the password screens do; `withChecklist` passes a strength. */
function Harness({
  passwordLabel,
  withChecklist,
  passwordError,
  confirmError,
}: {
  passwordLabel?: string;
  withChecklist: boolean;
  passwordError?: string;
  confirmError?: string;
}) {
  const { register, control } = useForm({ defaultValues: { password: '', confirmPassword: '' } });
  const password = useWatch({ control, name: 'password' });
  const confirm = useWatch({ control, name: 'confirmPassword' });
  return (
    <form>
      <NewPasswordFields
        {...(passwordLabel === undefined ? {} : { passwordLabel })}
        passwordField={register('password')}
        confirmField={register('confirmPassword')}
        passwordError={passwordError}
        confirmError={confirmError}
        {...(withChecklist ? { strength: strengthOf(password) } : {})}
      />
      <output aria-label="held">{`${password}|${confirm}`}</output>
    </form>
  );
}

function describedTexts(field: HTMLElement): string[] {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing ${id}`);
}

describe('NewPasswordFields (accounts spec §2 screens 3, 4, 6 and 8, §5)', () => {
  it('binds both fields to the form and links the live checklist to the password field', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness withChecklist />);
    const password = screen.getByLabelText(/^New Password/);
    const confirm = screen.getByLabelText(/^Re-enter Password/);
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(confirm.getAttribute('autocomplete')).toBe('new-password');
    expect((password as HTMLInputElement).required).toBe(true);
    expect((confirm as HTMLInputElement).required).toBe(true);
    await user.type(password, 'Abcdefghijk1');
    await user.type(confirm, 'other');
    expect(screen.getByLabelText('held').textContent).toBe('Abcdefghijk1|other');
    const [checklist] = describedTexts(password);
    expect(checklist).toContain('12 Characters: met');
    expect(checklist).toContain('Special Character: not met');
    expect(confirm.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show re-enter password' })).toBeTruthy();
  });

  it('shows each message under its field and marks it invalid', () => {
    renderWithI18n(
      <Harness withChecklist passwordError="Minimum 12 characters" confirmError="Passwords must match" />,
    );
    const password = screen.getByLabelText(/^New Password/);
    const confirm = screen.getByLabelText(/^Re-enter Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(password)[0]).toBe('Minimum 12 characters');
    expect(describedTexts(confirm)).toEqual(['Passwords must match']);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
  });

  it('takes another label for the password and leaves the checklist out without a strength', () => {
    renderWithI18n(<Harness passwordLabel="Password" withChecklist={false} />);
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('false');
    expect(password.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Password requirements' })).toBeNull();
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    expect(screen.getByLabelText(/^Re-enter Password/)).toBeTruthy();
  });
});
