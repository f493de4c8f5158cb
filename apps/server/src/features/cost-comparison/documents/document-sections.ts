import {
  type AnalysisState,
  type ApplicationName,
  type ComparisonCategory,
  comparisonCategories,
  type ComparisonDocumentKind,
  type ComparisonResult,
  type StateMedicareRatio,
  formatCount,
  formatDate,
  feeBridge,
  formatDollars,
  formatPercent,
  formatRatio,
} from '@medivi/domain';
import { chartCanvas } from '../../../platform/pdf/chart-js.js';
import { html, type SafeHtml } from '../../../platform/pdf/safe-html.js';
import type { ComparisonWords } from './comparison-words.js';

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
  /** The words of the reader's language (issue 37). */
  words: ComparisonWords;
}

/** The document title: '{plan} - {product} {kind}', e.g. 'Acme - MediVI Executive Summary'. */
export function documentTitle(data: ComparisonDocumentData): string {
  return data.words.text('costComparison.document', {
    plan: data.state.planName,
    product: data.product,
    title: data.words.title(data.kind),
  });
}

/** Heading block: product, kind, plan, period, employees, pricing, date made. */
export function documentHeader(data: ComparisonDocumentData): SafeHtml {
  const { state, result, words } = data;
  const start = formatDate(state.startDate);
  const end = formatDate(state.endDate);
  const period =
    result.months === null
      ? words.text('costComparison.header.periodValue', { start, end })
      : words.text('costComparison.header.periodMonths', { start, end, months: formatCount(result.months) });
  return html`<header>
    <p class="product">${data.product}</p>
    <h1>${words.title(data.kind)}</h1>
    <dl class="facts">
      <dt>${words.text('costComparison.header.plan')}</dt>
      <dd>${state.planName}</dd>
      <dt>${words.text('costComparison.header.period')}</dt>
      <dd>${period}</dd>
      <dt>${words.text('costComparison.header.employees')}</dt>
      <dd>${formatCount(state.numberOfEmployees)}</dd>
      <dt>${words.text('costComparison.header.pricing')}</dt>
      <dd>${words.tier(state.pricingSelection)}</dd>
      <dt>${words.text('costComparison.header.prepared')}</dt>
      <dd>${formatDate(data.madeOn)}</dd>
    </dl>
  </header>`;
}

/** Current (medical spend) and proposed (proposed allowed) by category: a bar chart and its table. */
export function categoryComparison(data: ComparisonDocumentData): SafeHtml {
  const { result, words } = data;
  const current = comparisonCategories.map((category) => result.medicalSpend[category]);
  const proposed = comparisonCategories.map((category) => result.proposedAllowed[category]);
  const labels = comparisonCategories.map((category) => words.amount(category));
  const chartLabel = words.text('costComparison.byCategory.chart', {
    bars: comparisonCategories
      .map((category, index) =>
        words.text('costComparison.byCategory.bar', {
          category: words.amount(category),
          current: formatDollars(current[index]),
          proposed: formatDollars(proposed[index]),
        }),
      )
      .join('; '),
  });
  const row = (category: ComparisonCategory) =>
    html`<tr>
      <th scope="row">${words.amount(category)}</th>
      <td class="number">${formatDollars(result.medicalSpend[category])}</td>
      <td class="number">${formatDollars(result.proposedAllowed[category])}</td>
      <td class="number">${formatDollars(result.savingsByCategory[category])}</td>
    </tr>`;
  return html`<section aria-labelledby="by-category">
    <h2 id="by-category">${words.text('costComparison.byCategory.title')}</h2>
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
              {
                label: words.text('costComparison.byCategory.current'),
                data: current,
                backgroundColor: '#8c9bb0',
              },
              {
                label: words.text('costComparison.byCategory.proposed'),
                data: proposed,
                backgroundColor: '#1f4e79',
              },
            ],
          },
          options: { plugins: { legend: { position: 'bottom' } } },
        },
      })}
      <figcaption>${words.text('costComparison.byCategory.caption')}</figcaption>
    </figure>
    <table>
      <caption>
        ${words.text('costComparison.byCategory.title')}
      </caption>
      <thead>
        <tr>
          <th scope="col">${words.text('costComparison.byCategory.category')}</th>
          <th scope="col" class="number">${words.text('costComparison.byCategory.current')}</th>
          <th scope="col" class="number">${words.text('costComparison.byCategory.proposed')}</th>
          <th scope="col" class="number">${words.text('costComparison.byCategory.savingsBeforeFees')}</th>
        </tr>
      </thead>
      <tbody>
        ${comparisonCategories.map(row)}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">${words.amount('total')}</th>
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
  const { words } = data;
  const bridge = feeBridge(data.result);
  const negated = bridge.newFees === null ? null : -bridge.newFees;
  return html`<table>
    <caption>
      ${words.text('costComparison.bridge.caption')}
    </caption>
    <tbody>
      <tr>
        <th scope="row">${words.text('costComparison.bridge.beforeFees')}</th>
        <td class="number">${formatDollars(bridge.beforeFees)}</td>
      </tr>
      <tr>
        <th scope="row">${words.text('costComparison.bridge.currentVendorFees')}</th>
        <td class="number">${formatDollars(bridge.currentVendorFees)}</td>
      </tr>
      <tr>
        <th scope="row">${words.text('costComparison.bridge.newFees')}</th>
        <td class="number">${formatDollars(negated)}</td>
      </tr>
    </tbody>
    <tfoot>
      <tr>
        <th scope="row">${words.text('costComparison.bridge.afterFees')}</th>
        <td class="number">${formatDollars(bridge.afterFees)}</td>
      </tr>
    </tfoot>
  </table>`;
}

/** Savings of each product: current cost, proposed, fees, savings and percent. */
export function productTable(data: ComparisonDocumentData): SafeHtml {
  const { words } = data;
  const rows = data.result.products.map(
    (product) =>
      html`<tr>
        <th scope="row">${words.product(product.product)}</th>
        <td class="number">${formatDollars(product.currentCost)}</td>
        <td class="number">${formatDollars(product.proposedAllowed)}</td>
        <td class="number">${formatDollars(product.fees)}</td>
        <td class="number">${formatDollars(product.savings)}</td>
        <td class="number">${formatPercent(product.savingsPercent)}</td>
      </tr>`,
  );
  return html`<table>
    <caption>
      ${words.text('costComparison.products.caption')}
    </caption>
    <thead>
      <tr>
        <th scope="col">${words.text('costComparison.products.product')}</th>
        <th scope="col" class="number">${words.text('costComparison.products.currentCost')}</th>
        <th scope="col" class="number">${words.text('costComparison.products.proposedAllowed')}</th>
        <th scope="col" class="number">${words.text('costComparison.products.fees')}</th>
        <th scope="col" class="number">${words.text('costComparison.products.savings')}</th>
        <th scope="col" class="number">${words.text('costComparison.products.savingsPercent')}</th>
      </tr>
    </thead>
    <tbody>
      ${
        rows.length === 0
          ? html`<tr>
              <td colspan="6">${words.text('costComparison.noData')}</td>
            </tr>`
          : rows
      }
    </tbody>
  </table>`;
}

/** The Medicare ratios used, the blend of the state defaults, and the multiples. */
export function ratioTable(data: ComparisonDocumentData): SafeHtml {
  const { state, result, words } = data;
  const cell = (value: number | null) => html`<td class="number">${formatRatio(value)}</td>`;
  const multiple = (category: ComparisonCategory) =>
    category === 'professional' ? state.sixdMultiples.professional : state.sixdMultiples.facility;
  return html`<table>
    <caption>
      ${words.text('costComparison.ratios.caption')}
    </caption>
    <thead>
      <tr>
        <th scope="col">${words.text('costComparison.ratios.figure')}</th>
        ${comparisonCategories.map((c) => html`<th scope="col" class="number">${words.amount(c)}</th>`)}
      </tr>
    </thead>
    <tbody>
      <tr>
        <th scope="row">${words.text('costComparison.ratios.used')}</th>
        ${comparisonCategories.map((c) => cell(result.medicareRatios[c]))}
      </tr>
      <tr>
        <th scope="row">${words.text('costComparison.ratios.blend')}</th>
        ${comparisonCategories.map((c) => cell(result.blendedMedicareRatios[c]))}
      </tr>
      <tr>
        <th scope="row">${words.text('costComparison.ratios.entered')}</th>
        ${comparisonCategories.map((c) => html`<td class="number">${state.medicareRatios[c] === null ? words.text('costComparison.ratios.notEntered') : formatRatio(state.medicareRatios[c])}</td>`)}
      </tr>
      <tr>
        <th scope="row">${words.text('costComparison.ratios.multiple')}</th>
        ${comparisonCategories.map((c) => cell(multiple(c)))}
      </tr>
    </tbody>
  </table>`;
}

/** The utilization by state as one line, e.g. 'Ohio 60%, Alabama 40%'. */
export function utilizationLine(data: ComparisonDocumentData): string {
  const { words } = data;
  if (data.state.utilization.length === 0) return words.text('costComparison.utilization.none');
  return data.state.utilization
    .map((entry) => {
      const name = data.stateRatios.find((row) => row.state === entry.state)?.name ?? entry.state;
      return words.text('costComparison.utilization.entry', {
        state: name,
        percent: formatPercent(entry.percent),
      });
    })
    .join(', ');
}
