import {
  type AmountKey,
  type ComparisonCategory,
  type ComparisonDocumentKind,
  type ComparisonProduct,
  customPricingLabels,
  type DataSource,
  type Language,
  type PricingSelection,
  type RatioSource,
  type UtilizationSource,
} from '@medivi/domain';
import { serverText, type ServerTextId, type ServerTextValues } from '../../../platform/i18n/server-text.js';

/** An id of the server's `costComparison` catalogue. */
export type ComparisonTextId = Extract<ServerTextId, `costComparison.${string}`>;

/** A price of the tier table: the spec's Custom fields and the tier's Facility OON PEPM. */
export type PricingField = keyof typeof customPricingLabels | 'facilityOONPEPM';

/**
 * The cost-comparison documents' words in their reader's language (issue 37,
 * docs/decisions/0126): the server's `costComparison` catalogue, whose English is the documents'
 * English word for word (a test holds it to the domain's labels), and the values the domain gives
 * in English (a fee line's label, a ratio's note) worded by what they are. A note the catalogue
 * does not know prints as it came.
 */
export interface ComparisonWords {
  language: Language;
  text: (id: ComparisonTextId, values?: ServerTextValues) => string;
  /** 'Executive Summary', 'Resumen ejecutivo'. */
  title: (kind: ComparisonDocumentKind) => string;
  amount: (key: AmountKey) => string;
  /** A category's ratio column of the state table: 'Inpatient ratio'. */
  categoryRatio: (category: ComparisonCategory) => string;
  product: (product: ComparisonProduct) => string;
  tier: (selection: PricingSelection) => string;
  dataSource: (source: DataSource) => string;
  utilizationSource: (source: UtilizationSource) => string;
  pricing: (field: PricingField) => string;
  /** A fee line by the domain's label (`customPricingLabels`); another label as it came. */
  feeLine: (label: string) => string;
  /** Where a ratio comes from: 'CMS 2024, file; note' (spec §9 Per-state Medicare ratios). */
  ratioSource: (source: RatioSource) => string;
}

/** The fixed notes of the ratio reply, by their English (the domain's and the ratio import's). */
const noteIds: Readonly<Record<string, ComparisonTextId>> = {
  'Not in the comprehensive APC files (Maryland is paid under its all-payer model); the spec’s example.':
    'costComparison.note.outpatientExample',
  'No imported CMS file gives the figure; the spec’s example for this state.':
    'costComparison.note.stateExample',
  'No imported CMS file gives the figure; the spec’s overall default.': 'costComparison.note.overallDefault',
  'All DRGs of the state, Medicare by-geography file: covered charges ÷ Medicare payment.':
    'costComparison.note.cmsInpatient',
  'Comprehensive APCs only (biased high): submitted charges ÷ Medicare payment.':
    'costComparison.note.cmsOutpatient',
};

const professionalNote =
  /^Submitted charges ÷ Medicare payment over ([\d,]+) providers and ([\d,]+) services with submitted charges\.$/;

const feeLineFields = new Map<string, PricingField>(
  Object.entries(customPricingLabels).map(([field, label]) => [label, field as PricingField]),
);

/** The words of the cost-comparison documents in `language`. */
export function comparisonWords(language: Language): ComparisonWords {
  const text = (id: ComparisonTextId, values?: ServerTextValues) => serverText(language, id, values);
  const pricing = (field: PricingField) => text(`costComparison.pricing.${field}`);
  const note = (english: string) => {
    const id = noteIds[english];
    if (id !== undefined) return text(id);
    const professional = professionalNote.exec(english);
    if (professional === null) return english;
    return text('costComparison.note.cmsProfessional', {
      providers: professional[1] ?? '',
      services: professional[2] ?? '',
    });
  };
  return {
    language,
    text,
    title: (kind) => text(`costComparison.title.${kind}`),
    amount: (key) => text(`costComparison.amount.${key}`),
    categoryRatio: (category) => text(`costComparison.analysis.ratio.${category}`),
    product: (product) => text(`costComparison.product.${product}`),
    tier: (selection) => text(`costComparison.tier.${selection}`),
    dataSource: (source) => text(`costComparison.dataSource.${source}`),
    utilizationSource: (source) => text(`costComparison.utilization.source.${source}`),
    pricing,
    feeLine: (label) => {
      const field = feeLineFields.get(label);
      return field === undefined ? label : pricing(field);
    },
    ratioSource: (source) => {
      let origin =
        source.source === 'cms'
          ? source.dataYear === null
            ? text('costComparison.source.cms')
            : text('costComparison.source.cmsYear', { year: String(source.dataYear) })
          : source.source === 'spec-example'
            ? text('costComparison.source.specExample')
            : text('costComparison.source.specDefault');
      if (source.source === 'cms' && source.sourceFile !== null) {
        origin = text('costComparison.source.file', { origin, file: source.sourceFile });
      }
      return source.note === null
        ? origin
        : text('costComparison.source.withNote', { origin, note: note(source.note) });
    },
  };
}
