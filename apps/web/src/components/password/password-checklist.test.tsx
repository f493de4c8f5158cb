import { screen, within } from '@testing-library/react';
import { passwordChecklist } from '@medivi/domain';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist';
import type { PasswordStrength } from './use-password-strength';

function strengthOf(password: string, extra: Partial<PasswordStrength> = {}): PasswordStrength {
  return {
    ...passwordChecklist(password),
    compromised: false,
    checking: false,
    isEmpty: password === '',
    ...extra,
  };
}

function itemTexts() {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('PasswordChecklist (accounts spec §2 screen 6, §5)', () => {
  it('lists the six items with their state in words', () => {
    renderWithI18n(<PasswordChecklist strength={strengthOf('abcdefghijkl')} />);
    expect(itemTexts()).toEqual([
      '12 Characters: met',
      'Uppercase: not met',
      'Lowercase: met',
      'Number: not met',
      'Special Character: not met',
      'Not a Compromised Password: met',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the compromised item as checking while the look-up runs', () => {
    renderWithI18n(<PasswordChecklist strength={strengthOf('Abcdefghijk1!', { checking: true })} />);
    expect(itemTexts().at(-1)).toBe('Not a Compromised Password: checking');
  });

  it('shows the red line when the password is compromised', () => {
    renderWithI18n(<PasswordChecklist strength={strengthOf('password1234', { compromised: true })} />);
    expect(screen.getByRole('alert').textContent).toBe('Password is compromised. Please choose another.');
    expect(itemTexts().at(-1)).toBe('Not a Compromised Password: not met');
  });

  it('does not call an empty password not compromised', () => {
    renderWithI18n(<PasswordChecklist strength={strengthOf('')} />);
    expect(itemTexts().every((text) => text.endsWith(': not met'))).toBe(true);
  });
});
