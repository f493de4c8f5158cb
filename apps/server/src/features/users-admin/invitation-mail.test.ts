import { describe, expect, it } from 'vitest';
import { englishWords, withoutNames } from '../../testing/english-words.js';
import { accessAddedMail, invitationMail } from './invitation-mail.js';

const link = 'https://medivi.test/create-account/CODE';

describe('invitation e-mails in a language (issue 37, docs/decisions/0126)', () => {
  it("words an invitation in the inviter's language, with no English left in Spanish", () => {
    const input = { to: 'new@example.test', app: 'MediVI', link, inviter: 'Ana Ruiz' } as const;
    expect(invitationMail({ ...input, language: 'en' }).text).toContain(
      'Ana Ruiz invited you to the MediVI portal. Open this link within 7 days to create your account:',
    );
    const spanish = invitationMail({ ...input, language: 'es' });
    expect(spanish.subject).toBe('Invitación al portal de MediVI');
    expect(spanish.text).toContain('Ana Ruiz le invitó al portal de MediVI.');
    expect(withoutNames(`${spanish.subject}\n${spanish.text}`, 'Ana Ruiz', 'MediVI', link)).not.toMatch(
      englishWords,
    );
    const added = accessAddedMail({ to: 'a@example.test', app: 'Claims', signInUrl: link, language: 'es' });
    expect(withoutNames(`${added.subject}\n${added.text}`, 'Claims', link)).not.toMatch(englishWords);
  });
});
