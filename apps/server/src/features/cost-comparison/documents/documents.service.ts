import {
  type AnalysisState,
  type ApplicationName,
  comparisonFileName,
  type ComparisonDocumentKind,
  computeComparison,
  isoDateOf,
  type Language,
  type StateMedicareRatio,
} from '@medivi/domain';
import type { Clock } from '../../../platform/clock.js';
import { DomainError } from '../../../platform/errors.js';
import type { PdfPrinter } from '../../../platform/pdf/pdf-printer.js';
import { comparisonWords } from './comparison-words.js';
import type { ComparisonDocumentData } from './document-sections.js';
import { executiveSummaryHtml } from './executive-summary.js';
import { savingsAnalysisHtml } from './savings-analysis.js';

/** Where the documents read the per-state default Medicare ratios (`MedicareRatiosRepository`). */
export interface MedicareRatiosReader {
  /** All 50 states and DC, each category's ratio (billed ÷ Medicare) with its source (spec §9). */
  stateRatios(): Promise<StateMedicareRatio[]>;
}

const templates: Record<ComparisonDocumentKind, (data: ComparisonDocumentData) => string> = {
  'executive-summary': executiveSummaryHtml,
  'savings-analysis': savingsAnalysisHtml,
};

/**
 * `computeComparison`, whose exact decimals refuse a figure that overflows (a ratio near 0 under a
 * large amount gives an infinite Medicare-equivalent) with a RangeError: that is the request's
 * figures, so a 422 that says so, never a 500, and nothing is printed.
 * @throws DomainError 422 `FIGURES_OUT_OF_RANGE`.
 */
function comparisonOf(state: AnalysisState, stateRatios: readonly StateMedicareRatio[]) {
  try {
    return computeComparison(state, stateRatios);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new DomainError(
      422,
      'These figures cannot be compared: a result is too large. Check the Medicare ratios, multiples, amounts and percents.',
      { code: 'FIGURES_OUT_OF_RANGE' },
    );
  }
}

/** One document as the reply carries it. */
export interface ComparisonDocument {
  /** '{plan} - {product} {kind}.pdf' (spec §7). */
  fileName: string;
  html: string;
}

/**
 * Makes the two cost-comparison documents (analysis-reports-admin spec §7; issue 18): the figures
 * from the domain's `computeComparison` with the per-state ratios, one HTML template per kind, and
 * the PDF printed from exactly that HTML.
 */
export class ComparisonDocuments {
  constructor(
    private readonly ratios: MedicareRatiosReader,
    private readonly printer: PdfPrinter,
    private readonly clock: Clock,
  ) {}

  /**
   * The HTML document of `kind` for a validated analysis state, in `language` (the reader's;
   * issue 37). The file name keeps the spec's English words (spec §7).
   */
  async html(
    kind: ComparisonDocumentKind,
    state: AnalysisState,
    product: ApplicationName,
    language: Language,
  ): Promise<ComparisonDocument> {
    const stateRatios = await this.ratios.stateRatios();
    const data: ComparisonDocumentData = {
      kind,
      product,
      state,
      result: comparisonOf(state, stateRatios),
      stateRatios,
      madeOn: isoDateOf(this.clock.now()),
      words: comparisonWords(language),
    };
    return { fileName: comparisonFileName(state.planName, product, kind), html: templates[kind](data) };
  }

  /**
   * The PDF of `kind`: the HTML document printed by headless Chromium (tagged, with an outline).
   * @throws DomainError 503 when the printer is busy past the 30 s time-out or not available.
   */
  async pdf(
    kind: ComparisonDocumentKind,
    state: AnalysisState,
    product: ApplicationName,
    language: Language,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    const document = await this.html(kind, state, product, language);
    return { fileName: document.fileName, pdf: await this.printer.print(document.html, { language }) };
  }
}
