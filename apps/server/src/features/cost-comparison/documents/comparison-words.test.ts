import {
  comparisonDocumentKinds,
  comparisonDocumentTitles,
  comparisonProductLabels,
  comparisonProducts,
  customPricingLabels,
  dataSourceLabels,
  type DataSource,
  noData,
  pricingSelections,
  type RatioSource,
} from '@medivi/domain';
import { workedExampleInput } from '@medivi/domain/testing';
import { analysisStateSchema, computeComparison, type StateMedicareRatio } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/costComparison.json' with { type: 'json' };
import spanish from '../../../locales/es/costComparison.json' with { type: 'json' };
import { comparisonWords } from './comparison-words.js';
import type { ComparisonDocumentData } from './document-sections.js';
import { executiveSummaryHtml } from './executive-summary.js';
import { savingsAnalysisHtml } from './savings-analysis.js';

/** Whether `phrase` stands in `text` as words of its own (not inside a longer word: 'Product' of 'Producto'). */
function hasPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(text);
}

const en = comparisonWords('en');
const es = comparisonWords('es');

const cms: RatioSource = { ratio: 4, source: 'cms', dataYear: 2022, sourceFile: 'geography.csv', note: null };

describe('the cost-comparison documents’ words (issue 37)', () => {
  it('says in English exactly what the domain names', () => {
    for (const kind of comparisonDocumentKinds) expect(en.title(kind)).toBe(comparisonDocumentTitles[kind]);
    for (const product of comparisonProducts)
      expect(en.product(product)).toBe(comparisonProductLabels[product]);
    for (const [source, label] of Object.entries(dataSourceLabels)) {
      expect(en.dataSource(source as DataSource)).toBe(label);
    }
    for (const [field, label] of Object.entries(customPricingLabels)) {
      expect(en.pricing(field as keyof typeof customPricingLabels)).toBe(label);
      expect(en.feeLine(label)).toBe(label);
    }
    for (const selection of pricingSelections) expect(en.tier(selection)).toBe(selection);
    expect(en.text('costComparison.noData')).toBe(noData);
  });

  it('words a fee line and a ratio’s source by what they are, and leaves an unknown one as it came', () => {
    expect(es.feeLine(customPricingLabels.facilityMin)).toBe('Mínimo de centros');
    expect(es.feeLine('A fee the catalogue does not know')).toBe('A fee the catalogue does not know');
    expect(en.ratioSource(cms)).toBe('CMS 2022, geography.csv');
    expect(en.ratioSource({ ...cms, dataYear: null, sourceFile: null, note: 'caveat' })).toBe('CMS; caveat');
    expect(en.ratioSource({ ...cms, source: 'spec-example', sourceFile: null })).toBe(
      'example given by the specification',
    );
    expect(en.ratioSource({ ...cms, source: 'spec-default', sourceFile: null })).toBe(
      'overall default of the specification',
    );
    const professional =
      'Submitted charges ÷ Medicare payment over 1,234 providers and 56,789 services with submitted charges.';
    expect(en.ratioSource({ ...cms, note: professional })).toBe(`CMS 2022, geography.csv; ${professional}`);
    expect(es.ratioSource({ ...cms, note: professional })).toBe(
      'CMS 2022, geography.csv; Cargos presentados ÷ pago de Medicare de 1,234 proveedores y 56,789 servicios con cargos presentados.',
    );
    expect(
      es.ratioSource({
        ...cms,
        source: 'spec-example',
        sourceFile: null,
        note: 'No imported CMS file gives the figure; the spec’s example for this state.',
      }),
    ).toBe(
      'ejemplo de la especificación; Ningún archivo de CMS importado da la cifra; es el ejemplo de la especificación para este estado.',
    );
  });

  it('leaves no English label in a Spanish document of either kind', () => {
    const state = analysisStateSchema.parse({
      ...workedExampleInput,
      planName: 'Plan',
      utilization: [{ state: 'OH', percent: 100 }],
      vendorFees: { ...workedExampleInput.vendorFees, isEstimate: true },
      notes: '',
    });
    const stateRatios: StateMedicareRatio[] = [
      {
        state: 'OH',
        name: 'Ohio',
        inpatient: cms,
        outpatient: {
          ...cms,
          note: 'Comprehensive APCs only (biased high): submitted charges ÷ Medicare payment.',
        },
        professional: { ...cms, source: 'spec-default', dataYear: null, sourceFile: null },
      },
    ];
    const englishOnly = Object.entries(english)
      .filter(([id, text]) => spanish[id as keyof typeof spanish] !== text && !text.includes('{'))
      .map(([, text]) => text)
      .filter((text) => text.length > 3);
    for (const kind of comparisonDocumentKinds) {
      const data: ComparisonDocumentData = {
        kind,
        product: 'MediVI',
        state,
        result: computeComparison(state, stateRatios),
        stateRatios,
        madeOn: '2026-03-01',
        words: es,
      };
      const page = kind === 'executive-summary' ? executiveSummaryHtml(data) : savingsAnalysisHtml(data);
      const text = page
        .replace(/<script>[\s\S]*?<\/script>/g, '')
        .replace(/<style>[\s\S]*?<\/style>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
      expect(text).toContain(es.title(kind));
      expect(englishOnly.filter((label) => hasPhrase(text, label))).toEqual([]);
    }
  });
});
