import { describe, expect, it } from 'vitest';
import { englishWords, withoutNames } from '../../testing/english-words.js';
import { verificationMessage } from './registration-mail.js';

describe('the verification e-mail in a language (issue 37, docs/decisions/0126)', () => {
  const input = { to: 'a@example.test', publicBaseUrl: 'https://medivi.test', code: 'C0DE', app: 'MediVI' };

  it('keeps the English words, and writes Spanish text and HTML with no English left', () => {
    const english = verificationMessage({ ...input, language: 'en' });
    expect(english.subject).toBe('Verify your MediVI e-mail address');
    expect(english.text).toContain('The link works once and expires in 24 hours.');
    const spanish = verificationMessage({ ...input, language: 'es' });
    expect(spanish.subject).toBe('Confirme su correo electrónico de MediVI');
    expect(spanish.text).toContain('vence en 24 horas');
    expect(spanish.html).toContain(
      '<a href="https://medivi.test/verify-email/C0DE">Confirmar mi correo electrónico</a>',
    );
    const link = 'https://medivi.test/verify-email/C0DE';
    expect(withoutNames(`${spanish.subject}\n${spanish.text}`, 'MediVI', link)).not.toMatch(englishWords);
  });
});
