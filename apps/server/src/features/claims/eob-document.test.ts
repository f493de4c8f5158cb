import { eobExplanation, eobNotices, type EobFigures, type MemberClaimDetail } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { eobDocumentHtml } from './eob-document.js';
import { eobNoticesIn, eobSentencesIn } from './eob-words.js';

const english = { preparedOn: '2031-06-15', language: 'en', helpPhone: '1-800-555-0142' } as const;
const spanish = { ...english, language: 'es' } as const;

const figures = {
  providerName: 'Lakeside <script>alert(1)</script> & Co',
  claimType: 'professional',
  status: 'paid',
  billed: 180,
  medicareEquivalent: 73.67,
  medicareMultiple: 1.5,
  allowed: 110.51,
  planPaid: 55.41,
  deductible: 30,
  coinsurance: 0.1,
  copay: 25,
  denialReason: null,
  appealBy: null,
} as const;

/** The office visit of the domain's worked example, as the service reads it. */
const claim: MemberClaimDetail = {
  ...figures,
  claimID: 'EX-1',
  planID: 'plan-a',
  planName: 'Plan "A" (synthetic)',
  patientMemberId: 'M1',
  patientName: 'PAT EXAMPLE',
  relationship: 'subscriber',
  providerNpi: '1234567893',
  serviceDateFrom: '2030-08-10',
  serviceDateTo: '2030-08-10',
  memberOwes: 55.1,
  isSynthetic: false,
  balanceBillable: 69.49,
  placeOfService: '11',
  billingClass: 'professional',
  billingProviderNpi: null,
  billingProviderTin: null,
  code: '99213',
  codeType: 'HCPCS',
  decidedOn: '2030-08-20',
  cases: [],
  explanation: eobExplanation(figures),
};

describe('the EOB document (HTML printed to the PDF)', () => {
  const page = eobDocumentHtml(claim, english);

  it('names its language and the claim in its title, and holds the figures in a table with header cells', () => {
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Explanation of benefits, claim EX-1</title>');
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toMatch(/<table>\s*<caption>\s*Claim lines, US dollars\s*<\/caption>/);
    expect(page.match(/<th scope="col">/g)).toHaveLength(10);
    expect(page).toContain('<th scope="row">HCPCS 99213, Doctor or clinic (professional)</th>');
    expect(page).toContain('<td>$73.67 × 1.5 = $110.51</td>');
  });

  it('escapes every value and runs no script', () => {
    expect(page).not.toContain('<script');
    expect(page).toContain('Lakeside &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(page).toContain('Plan &quot;A&quot; (synthetic)');
    expect(page).toContain('content="default-src &#39;none&#39;; style-src');
  });

  it('keeps the appeal citation on one line, and has no denial part or demo notice for this claim', () => {
    expect(page).toContain('<span class="citation">29 CFR 2560.503-1(h)(3)(i)</span>');
    expect(page).not.toContain('Why the claim was denied');
    expect(page).not.toContain('Demo data');
    expect(eobDocumentHtml({ ...claim, isSynthetic: true }, english)).toContain('Demo data: synthetic');
  });
});

describe('the EOB in Spanish (issue 37, docs/decisions/0126)', () => {
  const page = eobDocumentHtml(claim, spanish);

  it('is lang="es" with Spanish labels, long dates in Spanish and the same figures', () => {
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<title>Explicación de beneficios (EOB), reclamación EX-1</title>');
    expect(page).toContain('<th scope="row">HCPCS 99213, Médico o clínica (profesional)</th>');
    expect(page).toContain('<td>$73.67 × 1.5 = $110.51</td>');
    expect(page).toContain('<dd>10 de agosto de 2030</dd>');
    expect(page).toContain('Esto no es una factura.');
    expect(page).toContain(
      'Su parte es $55.10: $30.00 para su deducible, $0.10 de coseguro y un copago de $25.00. Esto es lo que usted le debe al proveedor.',
    );
  });

  it('carries the Spanish tagline with the plan phone number in both languages', () => {
    const tagline = '<p class="tagline" lang="es">Si necesita ayuda en español, llame al 1-800-555-0142.</p>';
    expect(page).toContain(tagline);
    expect(eobDocumentHtml(claim, english)).toContain(tagline);
  });
});

describe("the EOB's English words", () => {
  const cases: EobFigures[] = [
    figures,
    { ...figures, medicareMultiple: null },
    { ...figures, billed: 100, allowed: 100, deductible: 0, coinsurance: 0, copay: 0, planPaid: 100 },
    { ...figures, allowed: 90, status: 'adjusted', copay: 0 },
    { ...figures, status: 'denied', denialReason: 'Not a covered service.', appealBy: '2031-02-16' },
    { ...figures, status: 'denied', denialReason: null, appealBy: null },
  ];

  it("are the domain's eobExplanation and eobNotices word for word", () => {
    for (const example of cases) {
      expect(eobSentencesIn('en', example)).toEqual(eobExplanation(example));
    }
    for (const notices of [
      { memberOwes: 55.1, isSynthetic: false },
      { memberOwes: 0, isSynthetic: true },
    ]) {
      expect(eobNoticesIn('en', notices)).toEqual(eobNotices(notices));
    }
  });

  it('have a Spanish sentence for every English one', () => {
    for (const example of cases) {
      const inSpanish = eobSentencesIn('es', example);
      expect(inSpanish).toHaveLength(eobExplanation(example).length);
      for (const sentence of inSpanish) expect(sentence).not.toMatch(/\b(the|you|your|plan paid|claim)\b/i);
    }
  });
});
