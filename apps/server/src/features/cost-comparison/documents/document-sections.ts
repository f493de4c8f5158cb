import {
  type AmountKey,
  type AnalysisState,
  type ApplicationName,
  type ComparisonCategory,
  comparisonCategories,
  type ComparisonDocumentKind,
  comparisonDocumentTitles,
  type ComparisonResult,
  type StateMedicareRatio,
  formatCount,
  formatDate,
  feeBridge,
  formatDollars,
  formatPercent,
  formatRatio,
  noData,
} from '@medivi/domain';
import { chartCanvas } from '../../../platform/pdf/chart-js.js';
import { html, type SafeHtml } from '../../../platform/pdf/safe-html.js';

/** Everything a cost-comparison document shows. */
export interface ComparisonDocumentData {
  kind: ComparisonDocumentKind;
  /** The product name of the site's variant (spec §9 Application names). */
  product: ApplicationName;
  /** The analysis state, defaults filled. */
  state: AnalysisState;
  /** `computeComparison(state, stateRatios)`. */
  result: ComparisonResult;
  /** The per-state default Medicare ratios with their sources (spec §9 Per-state Medicare ratios). */
  stateRatios: readonly StateMedicareRatio[];
  /** The day the document was made, ISO `YYYY-MM-DD`. */
  madeOn: string;
}

/** Column labels of the categories and the two totals. */
export const amountLabels: Record<AmountKey, string> = {
  inpatient: 'Inpatient',
  outpatient: 'Outpatient',
  professional: 'Professional',
  facility: 'Facility',
  total: 'Total',
};

/** The document title: '{product} {kind}', e.g. 'MediVI Executive Summary'. */
export function documentTitle(data: ComparisonDocumentData): string {
  return `${data.state.planName} - ${data.product} ${comparisonDocumentTitles[data.kind]}`;
}

/** Heading block: product, kind, plan, period, employees, pricing, date made. */
export function documentHeader(data: ComparisonDocumentData): SafeHtml {
  const { state, result } = data;
  const months = result.months === null ? '' : ` (${formatCount(result.months)} months)`;
  return html`<header>
    <p class="product">${data.product}</p>
    <h1>${comparisonDocumentTitles[data.kind]}</h1>
    <dl class="facts">
      <dt>Plan</dt>
      <dd>${state.planName}</dd>
      <dt>Analysis period</dt>
      <dd>${formatDate(state.startDate)} to ${formatDate(state.endDate)}${months}</dd>
      <dt>Employees</dt>
      <dd>${formatCount(state.numberOfEmployees)}</dd>
      <dt>Pricing</dt>
      <dd>${state.pricingSelection}</dd>
      <dt>Prepared</dt>
      <dd>${formatDate(data.madeOn)}</dd>
    </dl>
  </header>`;
}

/** Current (medical spend) and proposed (proposed allowed) by category: a bar chart and its table. */
export function categoryComparison(data: ComparisonDocumentData): SafeHtml {
  const { result } = data;
  const current = comparisonCategories.map((category) => result.medicalSpend[category]);
  const proposed = comparisonCategories.map((category) => result.proposedAllowed[category]);
  const labels = comparisonCategories.map((category) => amountLabels[category]);
  const chartLabel = `Bar chart of current and proposed cost by category: ${comparisonCategories
    .map(
      (category, index) =>
        `${amountLabels[category]} current ${formatDollars(current[index])}, proposed ${formatDollars(proposed[index])}`,
    )
    .join('; ')}.`;
  const row = (category: ComparisonCategory) =>
    html`<tr>
      <th scope="row">${amountLabels[category]}</th>
      <td class="number">${formatDollars(result.medicalSpend[category])}</td>
      <td class="number">${formatDollars(result.proposedAllowed[category])}</td>
      <td class="number">${formatDollars(result.savingsByCategory[category])}</td>
    </tr>`;
  return html`<section aria-labelledby="by-category">
    <h2 id="by-category">Current and proposed cost by category</h2>
    <figure>
      ${chartCanvas({
        id: 'category-chart',
        label: chartLabel,
        width: 680,
        height: 250,
        config: {
          type: 'bar',
          valueFormat: 'usd',
          data: {
            labels,
            datasets: [
              { label: 'Current', data: current, backgroundColor: '#8c9bb0' },
              { label: 'Proposed', data: proposed, backgroundColor: '#1f4e79' },
            ],
          },
          options: { plugins: { legend: { position: 'bottom' } } },
        },
      })}
      <figcaption>
        Current medical spend against the proposed allowed amount (Medicare-equivalent × multiple), by
        category. The table below holds the same figures.
      </figcaption>
    </figure>
    <table>
      <caption>
        Current and proposed cost by category
      </caption>
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col" class="number">Current</th>
          <th scope="col" class="number">Proposed</th>
          <th scope="col" class="number">Savings before fees</th>
        </tr>
      </thead>
      <tbody>
        ${comparisonCategories.map(row)}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td class="number">${formatDollars(result.medicalSpend.total)}</td>
          <td class="number">${formatDollars(result.proposedAllowed.total)}</td>
          <td class="number">${formatDollars(result.savingsByCategory.total)}</td>
        </tr>
      </tfoot>
    </table>
    ${feeBridgeTable(data)}
  </section>`;
}

/**
 * From the savings before fees (the total above) to the full replacement savings after fees, line
 * by line, so each figure says what it holds and the last is the headline (issue 31 item 5).
 */
export function feeBridgeTable(data: ComparisonDocumentData): SafeHtml {
  const bridge = feeBridge(data.result);
  const negated = bridge.newFees === null ? null : -bridge.newFees;
  return html`<table>
    <caption>
      From savings before fees to savings after fees (full replacement)
    </caption>
    <tbody>
      <tr>
        <th scope="row">Savings before fees (total of the categories)</th>
        <td class="number">${formatDollars(bridge.beforeFees)}</td>
      </tr>
      <tr>
        <th scope="row">Plus current vendor fees no longer paid</th>
        <td class="number">${formatDollars(bridge.currentVendorFees)}</td>
      </tr>
      <tr>
        <th scope="row">Less full replacement fees</th>
        <td class="number">${formatDollars(negated)}</td>
      </tr>
    </tbody>
    <tfoot>
      <tr>
        <th scope="row">Full replacement savings after fees</th>
        <td class="number">${formatDollars(bridge.afterFees)}</td>
      </tr>
    </tfoot>
  </table>`;
}

/** Savings of each product: current cost, proposed, fees, savings and percent. */
export function productTable(data: ComparisonDocumentData): SafeHtml {
  const rows = data.result.products.map(
    (product) =>
      html`<tr>
        <th scope="row">${product.label}</th>
        <td class="number">${formatDollars(product.currentCost)}</td>
        <td class="number">${formatDollars(product.proposedAllowed)}</td>
        <td class="number">${formatDollars(product.fees)}</td>
        <td class="number">${formatDollars(product.savings)}</td>
        <td class="number">${formatPercent(product.savingsPercent)}</td>
      </tr>`,
  );
  return html`<table>
    <caption>
      Savings by product over the analysis period
    </caption>
    <thead>
      <tr>
        <th scope="col">Product</th>
        <th scope="col" class="number">Current cost</th>
        <th scope="col" class="number">Proposed allowed</th>
        <th scope="col" class="number">Fees</th>
        <th scope="col" class="number">Savings</th>
        <th scope="col" class="number">Savings %</th>
      </tr>
    </thead>
    <tbody>
      ${
        rows.length === 0
          ? html`<tr>
              <td colspan="6">${noData}</td>
            </tr>`
          : rows
      }
    </tbody>
  </table>`;
}

/** The Medicare ratios used, the blend of the state defaults, and the multiples. */
export function ratioTable(data: ComparisonDocumentData): SafeHtml {
  const { state, result } = data;
  const cell = (value: number | null) => html`<td class="number">${formatRatio(value)}</td>`;
  const multiple = (category: ComparisonCategory) =>
    category === 'professional' ? state.sixdMultiples.professional : state.sixdMultiples.facility;
  return html`<table>
    <caption>
      Medicare ratios (billed ÷ Medicare) and multiples of Medicare
    </caption>
    <thead>
      <tr>
        <th scope="col">Figure</th>
        ${comparisonCategories.map((c) => html`<th scope="col" class="number">${amountLabels[c]}</th>`)}
      </tr>
    </thead>
    <tbody>
      <tr>
        <th scope="row">Medicare ratio used</th>
        ${comparisonCategories.map((c) => cell(result.medicareRatios[c]))}
      </tr>
      <tr>
        <th scope="row">Blend of the state defaults (by utilization)</th>
        ${comparisonCategories.map((c) => cell(result.blendedMedicareRatios[c]))}
      </tr>
      <tr>
        <th scope="row">Entered</th>
        ${comparisonCategories.map((c) => html`<td class="number">${state.medicareRatios[c] === null ? 'Not entered' : formatRatio(state.medicareRatios[c])}</td>`)}
      </tr>
      <tr>
        <th scope="row">Proposed multiple of Medicare</th>
        ${comparisonCategories.map((c) => cell(multiple(c)))}
      </tr>
    </tbody>
  </table>`;
}

/** The utilization by state as one line, e.g. 'Ohio 60%, Alabama 40%'. */
export function utilizationLine(data: ComparisonDocumentData): string {
  if (data.state.utilization.length === 0) return 'No states entered: the overall default ratios apply.';
  return data.state.utilization
    .map((entry) => {
      const name = data.stateRatios.find((row) => row.state === entry.state)?.name ?? entry.state;
      return `${name} ${formatPercent(entry.percent)}`;
    })
    .join(', ');
}
