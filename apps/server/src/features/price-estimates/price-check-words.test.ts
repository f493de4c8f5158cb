import {
  estimateNotices,
  estimateSourceOf,
  formatBilledOverAllowed,
  formatEstimateAmount,
  formatQualityScore,
  type ProviderEstimateCard,
  riskLevelLabels,
  riskLevels,
  staleWarningOf,
  unavailableReasons,
  unavailableReasonTexts,
} from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { estimateAssumptionNotices } from './estimate-notices.js';
import { priceCheckWords } from './price-check-words.js';

/** A card with nothing to note but its risk level. */
function cardOf(overrides: Partial<ProviderEstimateCard>): ProviderEstimateCard {
  return {
    providerId: 'p1',
    providerKind: 'hospital',
    npi: null,
    name: 'A hospital',
    address: null,
    city: null,
    state: null,
    zip: null,
    distanceMiles: 1,
    experience: null,
    quality: null,
    dataYear: 2011,
    sourceFiles: ['inpatient.csv'],
    count: 20,
    billed: 1000,
    medicareEquivalent: 500,
    multiple: 1.5,
    allowed: 750,
    deductible: null,
    coinsurance: null,
    copay: null,
    memberCost: null,
    planPays: null,
    aboveAllowed: null,
    billedOverAllowed: 1.33,
    risk: 'low',
    riskLabel: riskLevelLabels.low,
    unavailableReason: null,
    unavailableText: null,
    staleWarning: null,
    ...overrides,
  };
}

describe('the price check in its reader language (issue 37, docs/decisions/0126)', () => {
  const english = priceCheckWords('en', 'Lakeshore (synthetic)');
  const spanish = priceCheckWords('es', 'Lakeshore (synthetic)');

  it("words in English exactly as the domain's rules do", () => {
    for (const risk of riskLevels) expect(english.notes(cardOf({ risk }))).toEqual([riskLevelLabels[risk]]);
    for (const reason of unavailableReasons) {
      expect(english.notes(cardOf({ unavailableReason: reason }))[1]).toBe(unavailableReasonTexts[reason]);
    }
    const stale = staleWarningOf(2011, 2026) ?? '';
    expect(english.notes(cardOf({ staleWarning: stale }))[1]).toBe(stale);
    for (const notice of [
      ...estimateNotices,
      estimateAssumptionNotices.atStart,
      estimateAssumptionNotices.synthetic,
      estimateAssumptionNotices.noDesign('Lakeshore (synthetic)'),
    ]) {
      expect(english.notice(notice)).toBe(notice);
    }
    for (const amount of [null, 0, 1200, 1234.5])
      expect(english.amount(amount)).toBe(formatEstimateAmount(amount));
    for (const ratio of [null, 1, 3.24, 12.96])
      expect(english.ratio(ratio)).toBe(formatBilledOverAllowed(ratio));
    for (const quality of [
      null,
      { score: 19.25, fiscalYear: 2024 },
      { score: 29.666666666667, fiscalYear: 2023 },
    ]) {
      expect(english.quality(quality)).toBe(formatQualityScore(quality));
    }
    for (const card of [cardOf({}), cardOf({ dataYear: null, sourceFiles: [] })]) {
      expect(english.source(card)).toBe(estimateSourceOf(card));
    }
  });

  it('words every note and notice in Spanish, none left in English', () => {
    const card = cardOf({
      risk: 'veryHigh',
      experience: 'Not Recommended',
      unavailableReason: 'fewCases',
      staleWarning: staleWarningOf(2011, 2026),
    });
    expect(spanish.notes(card)).toEqual([
      'Riesgo muy alto de facturación de saldo',
      'No recomendado',
      'Estimado no disponible: la cifra de CMS abarca menos de 11 casos.',
      'La cifra más reciente de CMS para este proveedor es de 2011, de hace más de 5 años: es probable que los precios actuales sean más altos.',
    ]);
    for (const notice of [
      ...estimateNotices,
      estimateAssumptionNotices.atStart,
      estimateAssumptionNotices.synthetic,
    ]) {
      expect(spanish.notice(notice)).not.toBe(notice);
    }
    expect(spanish.notice(estimateAssumptionNotices.noDesign('Lakeshore (synthetic)'))).toMatch(
      /^Lakeshore \(synthetic\) no tiene un diseño de beneficios/,
    );
    // US Spanish (es-US) writes a decimal point, as US plans print for their members.
    expect(spanish.quality({ score: 19.25, fiscalYear: 2024 })).toBe('19.25 puntos (año fiscal 2024)');
    expect(spanish.ratio(3.24)).toBe('3.2 ×');
    expect(spanish.amount(null)).toBe('No disponible');
  });
});
