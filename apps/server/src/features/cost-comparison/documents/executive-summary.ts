import { facilitySplit, grandTotalSplit, formatDollars, formatPercent } from '@medivi/domain';
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
  const { state, result, words } = data;
  const full = result.products.find((product) => product.product === 'fullReplacement');
  const headline = html`<section aria-labelledby="headline">
    <h2 id="headline">${words.text('costComparison.summary.headline')}</h2>
    <p class="headline">${formatDollars(result.headlineSavings)}</p>
    <p>
      ${
        full?.savingsPercent === null || full === undefined
          ? words.text('costComparison.summary.headlineText')
          : words.text('costComparison.summary.headlineTextPercent', {
              percent: formatPercent(full.savingsPercent),
            })
      }
    </p>
    ${productTable(data)}
  </section>`;
  const vendorFees = formatDollars(result.currentVendorFees);
  const assumptions = html`<section aria-labelledby="assumptions">
    <h2 id="assumptions">${words.text('costComparison.summary.assumptions')}</h2>
    ${ratioTable(data)}
    <dl class="facts">
      <dt>${words.text('costComparison.summary.utilization')}</dt>
      <dd>
        ${words.text('costComparison.summary.utilizationValue', {
          states: utilizationLine(data),
          source: words.utilizationSource(state.utilizationSource),
        })}
      </dd>
      <dt>${words.text('costComparison.summary.networkDiscount')}</dt>
      <dd>${formatPercent(state.currentNetworkDiscount)}</dd>
      <dt>${words.text('costComparison.summary.percentOfMedical')}</dt>
      <dd>${formatPercent(state.currentPercentOfMedical)}</dd>
      <dt>${words.text('costComparison.summary.dataSources')}</dt>
      <dd>
        ${words.text('costComparison.summary.dataSourcesValue', {
          planResponsibility: words.dataSource(state.dataSources.planResponsibility),
          medicalSpend: words.dataSource(state.dataSources.medicalSpend),
          billed: words.dataSource(state.dataSources.billed),
        })}
      </dd>
      <dt>${words.text('costComparison.summary.vendorFees')}</dt>
      <dd>
        ${state.vendorFees.isEstimate ? words.text('costComparison.estimate', { amount: vendorFees }) : vendorFees}
      </dd>
      <dt>${words.text('costComparison.summary.splits')}</dt>
      <dd>
        ${words.text('costComparison.summary.splitsValue', {
          facilityInpatient: formatPercent(facilitySplit.inpatient * 100),
          facilityOutpatient: formatPercent(facilitySplit.outpatient * 100),
          totalInpatient: formatPercent(grandTotalSplit.inpatient * 100),
          totalOutpatient: formatPercent(grandTotalSplit.outpatient * 100),
        })}
      </dd>
    </dl>
  </section>`;
  return documentPage({
    language: words.language,
    title: documentTitle(data),
    header: documentHeader(data),
    body: html`${headline}${categoryComparison(data)}${assumptions}`,
  });
}
