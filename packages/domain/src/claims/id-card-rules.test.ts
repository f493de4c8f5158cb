import { describe, expect, it } from 'vitest';
import { idCardPdfQuerySchema, providerNoticeParamsSchema } from './id-card-contract.js';
import {
  idCardMessages,
  medicarePercentText,
  paymentSentence,
  providerNoticeText,
  providerNoticeUrl,
} from './id-card-rules.js';

describe('the provider notice address a QR code opens', () => {
  it('puts the plan id in the query, encoded, after the origin without a doubled slash', () => {
    expect(providerNoticeUrl('https://portal.example.com', 'plan-a')).toBe(
      'https://portal.example.com/provider-notice?plan=plan-a',
    );
    expect(providerNoticeUrl('https://portal.example.com/', 'PLAN A&B')).toBe(
      'https://portal.example.com/provider-notice?plan=PLAN+A%26B',
    );
  });
});

describe('Medicare multiples as percents', () => {
  it('writes the percent providers speak of, without binary fractions', () => {
    expect(medicarePercentText(1.5)).toBe('150 %');
    expect(medicarePercentText(1.15)).toBe('115 %');
    expect(medicarePercentText(1.425)).toBe('142.5 %');
    expect(medicarePercentText(2)).toBe('200 %');
  });
});

describe('the provider notice text', () => {
  const multiples = { inpatient: 1.5, outpatient: 1.6, professional: 1.4 };

  it("says the plan year's multiple for each claim type when the plan has a design", () => {
    expect(paymentSentence(multiples)).toBe(
      'Reference-based pricing: this plan pays 150 % of Medicare for inpatient, 160 % for outpatient and 140 % for professional claims, never more than the billed charge.',
    );
  });

  it('says to call for the rate when the plan has no design, and names no percent', () => {
    expect(paymentSentence(null)).toMatch(/call for the rate/);
    expect(paymentSentence(null)).not.toMatch(/%/);
  });

  it('starts the full notice with the payment sentence and says what the member owes', () => {
    const text = providerNoticeText(multiples);
    expect(text[0]).toBe(paymentSentence(multiples));
    expect(text.join(' ')).toMatch(/deductible, coinsurance and copay/);
    expect(text.join(' ')).toMatch(/before billing the member/);
  });
});

describe('the PDF query', () => {
  it('asks for the size, card or letter', () => {
    expect(idCardPdfQuerySchema.safeParse({ size: 'card' }).success).toBe(true);
    expect(idCardPdfQuerySchema.safeParse({ size: 'letter', planID: 'plan-a' }).success).toBe(true);
    const missing = idCardPdfQuerySchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe(idCardMessages.size);
    expect(idCardPdfQuerySchema.safeParse({ size: 'a4' }).error?.issues[0]?.message).toBe(
      idCardMessages.size,
    );
  });

  it('takes an empty plan id as none and refuses one over 100 characters', () => {
    expect(idCardPdfQuerySchema.parse({ size: 'card', planID: '' }).planID).toBeUndefined();
    expect(idCardPdfQuerySchema.safeParse({ size: 'card', planID: 'x'.repeat(101) }).success).toBe(false);
    expect(providerNoticeParamsSchema.safeParse({ planID: 'x'.repeat(101) }).success).toBe(false);
  });
});
