import {
  amountKeys,
  comparisonCategories,
  type PricingSelection,
  type PricingTier,
  pricingTiers,
  formatCount,
  formatDollars,
  formatDollarsAndCents,
  formatPercent,
  formatRatio,
} from '@medivi/domain';
import { html, type SafeHtml } from '../../../platform/pdf/safe-html.js';
import type { PricingField } from './comparison-words.js';
import {
  categoryComparison,
  type ComparisonDocumentData,
  documentHeader,
  documentTitle,
  productTable,
  ratioTable,
} from './document-sections.js';
import { documentPage } from './document-layout.js';

/** The money rows of the full table, in the order the figures are derived (docs/decisions/0104). */
const amountRows = [
  'planResponsibility',
  'medicalSpend',
  'billed',
  'medicareEquivalent',
  'proposedAllowed',
  'savingsByCategory',
] as const;

function categoryTable(data: ComparisonDocumentData): SafeHtml {
  const { words } = data;
  const rows = amountRows.map(
    (key) =>
      html`<tr>
        <th scope="row">${words.text(`costComparison.analysis.row.${key}`)}</th>
        ${amountKeys.map(
          (amount) => html`<td class="number">${formatDollars(data.result[key][amount])}</td>`,
        )}
      </tr>`,
  );
  return html`<table>
    <caption>
      ${words.text('costComparison.analysis.byCategoryCaption')}
    </caption>
    <thead>
      <tr>
        <th scope="col">${words.text('costComparison.ratios.figure')}</th>
        ${amountKeys.map((key) => html`<th scope="col" class="number">${words.amount(key)}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`;
}

/** The tier table: Current and Old as spec §9 gives them, and the custom prices when chosen. */
function tierTable(data: ComparisonDocumentData): SafeHtml {
  const { words } = data;
  const chosen = data.state.pricingSelection;
  const tiers: [PricingSelection, PricingTier][] = [
    ['Current', pricingTiers.Current],
    ['Old', pricingTiers.Old],
  ];
  if (chosen === 'Custom') tiers.push(['Custom', data.result.tier]);
  const fields: [PricingField, (tier: PricingTier) => string][] = [
    ['fullReplacementPEPM', (t) => formatDollarsAndCents(t.fullReplacementPEPM)],
    ['facilityPEPM', (t) => formatDollarsAndCents(t.facilityPEPM)],
    ['professionalPEPM', (t) => formatDollarsAndCents(t.professionalPEPM)],
    ['professionalOnlyPEPM', (t) => formatDollarsAndCents(t.professionalOnlyPEPM)],
    ['facilityOONPercentOfSavings', (t) => formatPercent(t.facilityOONPercentOfSavings)],
    [
      'facilityOONPEPM',
      (t) =>
        t.facilityOONPEPM === null
          ? words.text('costComparison.analysis.notShown')
          : formatDollarsAndCents(t.facilityOONPEPM),
    ],
    ['fullReplacementMin', (t) => formatDollars(t.fullReplacementMin)],
    ['facilityMin', (t) => formatDollars(t.facilityMin)],
    ['professionalOnlyMin', (t) => formatDollars(t.professionalOnlyMin)],
    ['minEmployees', (t) => formatCount(t.minEmployees)],
  ];
  const tierName = (name: PricingSelection) =>
    name === chosen ? words.text('costComparison.tier.chosen', { tier: words.tier(name) }) : words.tier(name);
  return html`<table>
    <caption>
      ${words.text('costComparison.analysis.tiersCaption', { tier: words.tier(chosen) })}
    </caption>
    <thead>
      <tr>
        <th scope="col">${words.text('costComparison.analysis.price')}</th>
        ${tiers.map(([name]) => html`<th scope="col" class="number">${tierName(name)}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${fields.map(
        ([key, format]) =>
          html`<tr data-field="${key}">
            <th scope="row">${words.pricing(key)}</th>
            ${tiers.map(([, tier]) => html`<td class="number">${format(tier)}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function feeTables(data: ComparisonDocumentData): SafeHtml[] {
  const { words } = data;
  return data.result.products.map(
    (product) =>
      html`<table>
        <caption>
          ${words.text('costComparison.analysis.feesCaption', { product: words.product(product.product) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">${words.text('costComparison.analysis.fee')}</th>
            <th scope="col" class="number">${words.text('costComparison.analysis.amount')}</th>
          </tr>
        </thead>
        <tbody>
          ${
            product.feeLines.length === 0
              ? html`<tr>
                  <td colspan="2">${words.text('costComparison.noData')}</td>
                </tr>`
              : product.feeLines.map(
                  (line) =>
                    html`<tr>
                      <th scope="row">${words.feeLine(line.label)}</th>
                      <td class="number">${formatDollars(line.amount)}</td>
                    </tr>`,
                )
          }
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">${words.text('costComparison.analysis.totalFees')}</th>
            <td class="number">${formatDollars(product.fees)}</td>
          </tr>
        </tfoot>
      </table>`,
  );
}

function stateTable(data: ComparisonDocumentData): SafeHtml {
  const { words } = data;
  const rows = data.state.utilization.map((entry) => {
    const ratios = data.stateRatios.find((row) => row.state === entry.state);
    return html`<tr>
      <th scope="row">${ratios?.name ?? entry.state}</th>
      <td class="number">${formatPercent(entry.percent)}</td>
      ${comparisonCategories.map((category) =>
        ratios === undefined
          ? html`<td>${words.text('costComparison.noData')}</td>`
          : html`<td>
              <span class="number">${formatRatio(ratios[category].ratio)}</span><br /><span class="small"
                >${words.ratioSource(ratios[category])}</span
              >
            </td>`,
      )}
    </tr>`;
  });
  return html`<table>
    <caption>
      ${words.text('costComparison.analysis.statesCaption', {
        source: words.utilizationSource(data.state.utilizationSource),
      })}
    </caption>
    <thead>
      <tr>
        <th scope="col">${words.text('costComparison.analysis.state')}</th>
        <th scope="col" class="number">${words.text('costComparison.analysis.utilization')}</th>
        ${comparisonCategories.map((c) => html`<th scope="col">${words.categoryRatio(c)}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${
        rows.length === 0
          ? html`<tr>
              <td colspan="5">${words.text('costComparison.utilization.none')}</td>
            </tr>`
          : rows
      }
    </tbody>
    <tfoot>
      <tr>
        <th scope="row">${words.amount('total')}</th>
        <td class="number">${formatPercent(data.result.utilizationTotal)}</td>
        <td colspan="3"></td>
      </tr>
    </tfoot>
  </table>`;
}

/**
 * The savings analysis (analysis-reports-admin spec §1, §7; issue 18): the full table by category,
 * savings and fees by product and tier, utilization and Medicare ratios by state with each
 * ratio's source, the chart of current against proposed cost, and the notes.
 * @returns the complete HTML document (printed to PDF as is).
 */
export function savingsAnalysisHtml(data: ComparisonDocumentData): string {
  const { words } = data;
  const notes = data.state.notes.trim();
  const vendorFees = formatDollars(data.result.currentVendorFees);
  const body = html`<section aria-labelledby="savings">
      <h2 id="savings">${words.text('costComparison.analysis.savings')}</h2>
      <p>
        ${words.text('costComparison.analysis.headline')}
        <strong>${formatDollars(data.result.headlineSavings)}</strong>.
      </p>
      ${productTable(data)}
    </section>
    <section aria-labelledby="categories">
      <h2 id="categories">${words.text('costComparison.analysis.byCategory')}</h2>
      ${categoryTable(data)} ${ratioTable(data)}
    </section>
    ${categoryComparison(data)}
    <section aria-labelledby="fees">
      <h2 id="fees">${words.text('costComparison.analysis.fees')}</h2>
      <p>
        ${words.text('costComparison.analysis.vendorFees', {
          amount: data.state.vendorFees.isEstimate
            ? words.text('costComparison.estimate', { amount: vendorFees })
            : vendorFees,
        })}
      </p>
      ${feeTables(data)} ${tierTable(data)}
    </section>
    <section aria-labelledby="states">
      <h2 id="states">${words.text('costComparison.analysis.states')}</h2>
      ${stateTable(data)}
    </section>
    <section aria-labelledby="notes">
      <h2 id="notes">${words.text('costComparison.analysis.notes')}</h2>
      ${
        notes === ''
          ? html`<p>${words.text('costComparison.analysis.noNotes')}</p>`
          : html`<div class="notes">${notes.split(/\r?\n/).map((line) => html`<p>${line}</p>`)}</div>`
      }
    </section>`;
  return documentPage({
    language: words.language,
    title: documentTitle(data),
    header: documentHeader(data),
    body,
  });
}
