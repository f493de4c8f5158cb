import { describe, expect, it } from 'vitest';
import { englishWords, withoutNames } from '../../testing/english-words.js';
import { passwordChangedMail, passwordResetMail } from './password-mail.js';

const link = 'https://medivi.test/verify-reset-password/CODE';

describe('password e-mails in the account language (issue 37, docs/decisions/0126)', () => {
  it('words the reset mail in English as before, and in Spanish with no English left', () => {
    const input = {
      to: 'a@example.test',
      fullName: 'Ana Ruiz',
      application: 'MediVI',
      link,
      lifetimeMinutes: 60,
    } as const;
    const english = passwordResetMail({ ...input, language: 'en' });
    expect(english.subject).toBe('Reset your MediVI password');
    expect(english.text).toContain('Hello Ana Ruiz,');
    expect(english.text).toContain('Open this link within 60 minutes to choose a new password:');
    const spanish = passwordResetMail({ ...input, language: 'es' });
    expect(spanish.subject).toBe('Restablezca su contraseña de MediVI');
    expect(spanish.text).toContain('Hola, Ana Ruiz:');
    expect(spanish.text).toContain('dentro de los próximos 60 minutos');
    expect(spanish.text).toContain(link);
    expect(withoutNames(`${spanish.subject}\n${spanish.text}`, 'Ana Ruiz', 'MediVI', link)).not.toMatch(
      englishWords,
    );
  });

  it('words the changed notice in Spanish for a reset and a change', () => {
    for (const how of ['reset', 'changed'] as const) {
      const mail = passwordChangedMail({ to: 'a@example.test', fullName: 'Ana Ruiz', how, language: 'es' });
      expect(mail.subject).toBe('Se cambió su contraseña de MediVI');
      expect(withoutNames(`${mail.subject}\n${mail.text}`, 'Ana Ruiz', 'MediVI')).not.toMatch(englishWords);
    }
    expect(
      passwordChangedMail({ to: 'a@example.test', fullName: 'A', how: 'reset', language: 'en' }).text,
    ).toContain('was reset with an e-mailed link, and every other signed-in browser was signed out.');
  });
});
