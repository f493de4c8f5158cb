import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until the show button is pressed, and says so', async () => {
    const user = userEvent.setup();
    render(
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        helperText="Minimum 12 characters"
        showLabel="Show new password"
      />,
    );
    const field = screen.getByLabelText('New Password');
    expect(field.getAttribute('type')).toBe('password');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Minimum 12 characters',
    );
    const toggle = screen.getByRole('button', { name: 'Show new password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(field.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
