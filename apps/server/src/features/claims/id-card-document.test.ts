import { type IdCard, providerNoticeText } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import english from '../../locales/en/idCard.json' with { type: 'json' };
import spanish from '../../locales/es/idCard.json' with { type: 'json' };
import { idCardDocument } from './id-card-document.js';
import { idCardWordsIn, providerNoticeIn } from './id-card-words.js';

/** A card of a synthetic plan with four dependents, so the front counts one as 'more'. */
const card: IdCard = {
  planID: 'plan-a',
  planName: 'Acme <Retail> Plan (synthetic)',
  planYear: 2031,
  groupId: 'GRPA12',
  memberId: 'IDCA100',
  subscriberName: 'ALBERTA ARKWRIGHT',
  dependents: [
    { name: 'BERNARD ARKWRIGHT', memberId: 'IDCA101', relationship: 'spouse' },
    { name: 'CASPER ARKWRIGHT', memberId: 'IDCA102', relationship: 'child' },
    { name: 'DORA ARKWRIGHT', memberId: 'IDCA103', relationship: 'child' },
    { name: 'EVE ARKWRIGHT', memberId: 'IDCA104', relationship: 'other' },
  ],
  medicareMultiples: { inpatient: 1.5, outpatient: 1.625, professional: 1.4 },
  providerNotice: {
    text: providerNoticeText({ inpatient: 1.5, outpatient: 1.625, professional: 1.4 }),
    phone: '1-800-555-0142',
    claimsAddress: 'PO Box 1, Springfield, IL 62701',
    payerId: 'PAY01',
    noticeUrl: 'https://portal.example.com/provider-notice?plan=plan-a',
    qrCodeDataUrl: 'data:image/png;base64,AAAA',
  },
  isSynthetic: true,
};

/** The document's text as a reader meets it: tags out, entities back, spaces collapsed. */
function textOf(markup: string): string {
  return markup
    .replace(/<style>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the member ID card PDF in the reader language (issue 37)', () => {
  it("words the provider notice in English exactly as the domain's providerNoticeText, with and without a design", () => {
    const words = idCardWordsIn('en');
    for (const multiples of [
      card.medicareMultiples,
      { inpatient: 1.425, outpatient: 11.5, professional: 1.15 },
      null,
    ]) {
      expect(providerNoticeIn(words, multiples)).toEqual(providerNoticeText(multiples));
    }
  });

  it('prints the English card and letter page with its words, names and ids, escaped', () => {
    const front = textOf(idCardDocument([card], 'card', 'en'));
    for (const fact of [
      'Member ID card Acme <Retail> Plan (synthetic)',
      'Member ALBERTA ARKWRIGHT Member ID IDCA100 Group ID GRPA12',
      'BERNARD ARKWRIGHT (spouse), ID IDCA101',
      'and 1 more (see the letter page)',
      'Demo card: synthetic data, not valid for care',
      'this plan pays 150 % of Medicare for inpatient, 162.5 % for outpatient and 140 % for professional claims',
      'Call: 1-800-555-0142',
      'Payer ID: PAY01',
      'Scan for the full notice',
    ]) {
      expect(front, fact).toContain(fact);
    }
    const letter = idCardDocument([card], 'letter', 'en');
    expect(letter).toContain('<html lang="en">');
    expect(letter).toContain('<title>Member ID card: Acme &lt;Retail&gt; Plan (synthetic)</title>');
    expect(letter).not.toContain('<Retail>');
    const text = textOf(letter);
    for (const fact of [
      'Cut along the dashed lines and fold, or keep the page. Plan year 2031.',
      'Outpatient claims 162.5 % of Medicare',
      'ALBERTA ARKWRIGHT (subscriber), member ID IDCA100',
      'EVE ARKWRIGHT (other), member ID IDCA104',
      ...providerNoticeText(card.medicareMultiples),
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it('prints the Spanish card and letter page with no English word of the catalogue left', () => {
    const cards = idCardDocument([card, { ...card, planID: 'plan-b', planName: 'Beta Plan' }], 'card', 'es');
    const letter = idCardDocument([card], 'letter', 'es');
    expect(letter).toContain('<html lang="es">');
    expect(cards).toContain('<title>Tarjetas de identificación de miembro</title>');
    expect(cards).toContain('aria-label="Frente de la tarjeta"');
    const text = `${textOf(cards)} ${textOf(letter)}`;
    for (const fact of [
      'BERNARD ARKWRIGHT (cónyuge), ID IDCA101',
      'y 1 más (vea la página tamaño carta)',
      'este plan paga el 150 % de Medicare por hospitalización, el 162.5 % por atención ambulatoria',
      'Año del plan 2031.',
      'ALBERTA ARKWRIGHT (suscriptor), ID de miembro IDCA100',
      'Reclamaciones ambulatorias 162.5 % de Medicare',
      'Escanee para ver el aviso completo',
    ]) {
      expect(text, fact).toContain(fact);
    }
    const englishOnly = Object.entries(english)
      .filter(([id, message]) => !message.includes('{') && spanish[id as keyof typeof spanish] !== message)
      .map(([, message]) => message);
    expect(englishOnly.length).toBeGreaterThan(15);
    for (const message of englishOnly) expect(text, message).not.toContain(message);
    expect(text).not.toMatch(/\b(Member|Call|claims|plan pays|spouse|child)\b/);
  });
});
