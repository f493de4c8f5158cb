import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, readCatalogues } from '../../../../tools/check-catalogues.js';
import { serverText } from '../platform/i18n/server-text.js';
import { serverCatalogues } from './index.js';

const localesDir = dirname(fileURLToPath(import.meta.url));

describe("the server's message catalogues (issue 37, docs/decisions/0126)", () => {
  it('have every message in English and Spanish, with the same placeholders, plurals with other', () => {
    expect(catalogueProblems(readCatalogues(localesDir, languages), 'en')).toEqual([]);
  });

  it('are all loaded: every area file on disk is in the catalogues the server reads', () => {
    const onDisk = readCatalogues(localesDir, languages);
    for (const language of languages) {
      expect(Object.keys(serverCatalogues[language]).sort()).toEqual(
        Object.keys(onDisk[language] ?? {}).sort(),
      );
    }
  });

  it('words a message in each language, plurals and numbers by the locale', () => {
    expect(serverText('en', 'mail.signInCode.use', { minutes: 10 })).toContain('expires in 10 minutes.');
    expect(serverText('es', 'mail.signInCode.use', { minutes: 10 })).toContain('vence en 10 minutos.');
    expect(serverText('es', 'mail.verification.expiry', { hours: 1 })).toContain('vence en 1 hora.');
    expect(serverText('en', 'mail.invitation.body', { inviter: 'Ann', app: 'MediVI', days: 1 })).toContain(
      'within 1 day to',
    );
  });

  it('keeps each language apart when requests in both are worded at once', async () => {
    const worded = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        Promise.resolve().then(() => serverText(index % 2 === 0 ? 'en' : 'es', 'mail.greeting.plain')),
      ),
    );
    expect(worded.filter((text) => text === 'Hello,')).toHaveLength(10);
    expect(worded.filter((text) => text === 'Hola:')).toHaveLength(10);
  });
});
