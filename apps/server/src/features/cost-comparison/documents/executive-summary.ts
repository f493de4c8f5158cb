import {
  dataSourceLabels,
  facilitySplit,
  grandTotalSplit,
  formatDollars,
  formatPercent,
} from '@medivi/domain';
import { html } from '../../../platform/pdf/safe-html.js';
import {
  categoryComparison,
  type ComparisonDocumentData,
  documentHeader,
  documentTitle,
  productTable,
  ratioTable,
  utilizationLine,
} from './document-sections.js';
import { documentPage } from './document-layout.js';

/**
 * The executive summary (analysis-reports-admin spec §1, §7; issue 18): one or two Letter pages
 * with the headline savings, the savings by product, the chart of current against proposed cost
 * by category with its table, and the assumptions behind them.
 * @returns the complete HTML document (printed to PDF as is).
 */
export function executiveSummaryHtml(data: ComparisonDocumentData): string {
  const { state, result } = data;
  const full = result.products.find((product) => product.product === 'fullReplacement');
  const headline = html`<section aria-labelledby="headline">
    <h2 id="headline">Estimated savings</h2>
    <p class="headline">${formatDollars(result.headlineSavings)}</p>
    <p>
      Full replacement savings after fees over the analysis
      period${
        full?.savingsPercent === null || full === undefined
          ? ''
          : html`, ${formatPercent(full.savingsPercent)} of the current cost`
      }.
    </p>
    ${productTable(data)}
  </section>`;
  const assumptions = html`<section aria-labelledby="assumptions">
    <h2 id="assumptions">Assumptions</h2>
    ${ratioTable(data)}
    <dl class="facts">
      <dt>Utilization by state</dt>
      <dd>${utilizationLine(data)} (estimated from ${state.utilizationSource})</dd>
      <dt>Current network discount</dt>
      <dd>${formatPercent(state.currentNetworkDiscount)}</dd>
      <dt>Plan share of medical spend</dt>
      <dd>${formatPercent(state.currentPercentOfMedical)}</dd>
      <dt>Data sources</dt>
      <dd>
        Plan responsibility: ${dataSourceLabels[state.dataSources.planResponsibility]}; medical spend:
        ${dataSourceLabels[state.dataSources.medicalSpend]}; billed:
        ${dataSourceLabels[state.dataSources.billed]}
      </dd>
      <dt>Current vendor fees</dt>
      <dd>${formatDollars(result.currentVendorFees)}${state.vendorFees.isEstimate ? ' (estimate)' : ''}</dd>
      <dt>Splits</dt>
      <dd>
        A facility total is split ${formatPercent(facilitySplit.inpatient * 100)} inpatient and
        ${formatPercent(facilitySplit.outpatient * 100)} outpatient; a grand total
        ${formatPercent(grandTotalSplit.inpatient * 100)} inpatient,
        ${formatPercent(grandTotalSplit.outpatient * 100)} outpatient and the rest professional.
      </dd>
    </dl>
  </section>`;
  return documentPage({
    title: documentTitle(data),
    header: documentHeader(data),
    body: html`${headline}${categoryComparison(data)}${assumptions}`,
  });
}
