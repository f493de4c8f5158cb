import fc from 'fast-check';
import {
  analysisStateSchema,
  blockDataSources,
  comparisonDocumentKinds,
  computeComparison,
  languages,
  pricingSelections,
  type StateMedicareRatio,
  usStates,
} from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { comparisonWords } from './comparison-words.js';
import { executiveSummaryHtml } from './executive-summary.js';
import { savingsAnalysisHtml } from './savings-analysis.js';
import type { ComparisonDocumentData } from './document-sections.js';

const money = fc.option(fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 1e9, noNaN: true })), {
  nil: null,
});
const percent = fc.option(fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 100, noNaN: true })), {
  nil: null,
});
const amounts = fc.record({
  inpatient: money,
  outpatient: money,
  professional: money,
  facility: money,
  total: money,
});
const ratio = fc.double({ min: 0.01, max: 100, noNaN: true });

/** Valid analysis states: every field from its own range, the schema's rules kept. */
const analysisInput = fc
  .record({
    planName: fc.string({ minLength: 1, maxLength: 60 }).filter((name) => name.trim() !== ''),
    numberOfEmployees: fc.integer({ min: 1, max: 100_000 }),
    startDate: fc.option(fc.constantFrom('2024-01-01', '2025-02-28', '2025-07-15'), { nil: null }),
    endDate: fc.option(fc.constantFrom('2025-12-31', '2026-06-30'), { nil: null }),
    utilization: fc
      .uniqueArray(fc.constantFrom(...usStates.map((state) => state.code)), { maxLength: 4 })
      .map((codes) =>
        codes.map((state) => ({ state, percent: Math.floor(100 / Math.max(codes.length, 1)) })),
      ),
    medicareRatios: fc.record({
      inpatient: fc.option(ratio, { nil: null }),
      outpatient: fc.option(ratio, { nil: null }),
      professional: fc.option(ratio, { nil: null }),
    }),
    planResponsibility: amounts,
    medicalSpend: amounts,
    billed: amounts,
    currentNetworkDiscount: percent,
    currentPercentOfMedical: percent,
    dataSources: fc.record({
      planResponsibility: fc.constantFrom(
        ...blockDataSources.planResponsibility.filter((s) => s !== 'percentOfMedical'),
      ),
      medicalSpend: fc.constantFrom(...blockDataSources.medicalSpend.filter((s) => s !== 'percentOfBilled')),
      billed: fc.constantFrom(...blockDataSources.billed),
    }),
    vendorFees: fc.record({
      facilityPEPM: fc.constantFrom(0, 3, 12.5),
      professionalPEPM: fc.constant(0),
      percentBilled: fc.constantFrom(0, 5),
      percentSavings: fc.constant(0),
      isEstimate: fc.boolean(),
    }),
    sixdMultiples: fc.record({ facility: ratio, professional: ratio }),
    pricingSelection: fc.constantFrom(...pricingSelections.filter((s) => s !== 'Custom')),
    notes: fc.string({ maxLength: 200 }),
  })
  .filter((input) => input.startDate === null || input.endDate === null || input.endDate >= input.startDate);

/** Per-state rows for the states a state uses, sources of every kind. */
function stateRatiosFor(codes: string[]): StateMedicareRatio[] {
  return codes.map((code, index) => ({
    state: code,
    name: usStates.find((state) => state.code === code)?.name ?? code,
    inpatient: { ratio: 4 + index, source: 'cms', dataYear: 2022, sourceFile: 'geography.csv', note: null },
    outpatient: { ratio: 5, source: 'cms', dataYear: 2023, sourceFile: 'apc.csv', note: 'caveat <b>' },
    professional: { ratio: 3, source: 'spec-default', dataYear: null, sourceFile: null, note: null },
  }));
}

describe('cost-comparison document templates (issue 18)', () => {
  it('render every valid analysis state, both kinds, with the plan name escaped and no raw markup', () => {
    fc.assert(
      fc.property(
        analysisInput,
        fc.constantFrom(...comparisonDocumentKinds),
        fc.constantFrom(...languages),
        (input, kind, language) => {
          const state = analysisStateSchema.parse(input);
          const stateRatios = stateRatiosFor(state.utilization.map((entry) => entry.state));
          const data: ComparisonDocumentData = {
            kind,
            product: 'Claims',
            state,
            result: computeComparison(state, stateRatios),
            stateRatios,
            madeOn: '2026-03-01',
            words: comparisonWords(language),
          };
          const page = kind === 'executive-summary' ? executiveSummaryHtml(data) : savingsAnalysisHtml(data);
          expect(page.startsWith('<!doctype html>')).toBe(true);
          expect(page).toContain(`<html lang="${language}">`);
          expect(page).not.toContain('caveat <b>');
          const markup = page.replace(/<script>[\s\S]*?<\/script>/g, '');
          expect(markup).not.toMatch(/NaN|undefined|\[object Object\]|Infinity/);
          const escaped = state.planName
            .replaceAll('&', '&amp;')
            .replaceAll('<', '&lt;')
            .replaceAll('>', '&gt;')
            .replaceAll('"', '&quot;')
            .replaceAll("'", '&#39;');
          expect(page).toContain(escaped);
        },
      ),
      { numRuns: 300 },
    );
  });
});
