import {
  amountKeys,
  comparisonCategories,
  customPricingLabels,
  type PricingTier,
  pricingTiers,
  type RatioSource,
  formatCount,
  formatDollars,
  formatDollarsAndCents,
  formatPercent,
  formatRatio,
  noData,
} from '@medivi/domain';
import { html, type SafeHtml } from '../../../platform/pdf/safe-html.js';
import {
  amountLabels,
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
  ['planResponsibility', 'Plan responsibility'],
  ['medicalSpend', 'Medical spend (allowed)'],
  ['billed', 'Billed'],
  ['medicareEquivalent', 'Medicare-equivalent (billed ÷ ratio)'],
  ['proposedAllowed', 'Proposed allowed (× multiple)'],
  ['savingsByCategory', 'Savings before fees'],
] as const;

function categoryTable(data: ComparisonDocumentData): SafeHtml {
  const rows = amountRows.map(
    ([key, label]) =>
      html`<tr>
        <th scope="row">${label}</th>
        ${amountKeys.map(
          (amount) => html`<td class="number">${formatDollars(data.result[key][amount])}</td>`,
        )}
      </tr>`,
  );
  return html`<table>
    <caption>
      Figures by category over the analysis period
    </caption>
    <thead>
      <tr>
        <th scope="col">Figure</th>
        ${amountKeys.map((key) => html`<th scope="col" class="number">${amountLabels[key]}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`;
}

/** The tier table: Current and Old as spec §9 gives them, and the custom prices when chosen. */
function tierTable(data: ComparisonDocumentData): SafeHtml {
  const tiers: [string, PricingTier][] = [
    ['Current', pricingTiers.Current],
    ['Old', pricingTiers.Old],
  ];
  if (data.state.pricingSelection === 'Custom') tiers.push(['Custom', data.result.tier]);
  const fields: [keyof PricingTier, string, (tier: PricingTier) => string][] = [
    [
      'fullReplacementPEPM',
      customPricingLabels.fullReplacementPEPM,
      (t) => formatDollarsAndCents(t.fullReplacementPEPM),
    ],
    ['facilityPEPM', customPricingLabels.facilityPEPM, (t) => formatDollarsAndCents(t.facilityPEPM)],
    [
      'professionalPEPM',
      customPricingLabels.professionalPEPM,
      (t) => formatDollarsAndCents(t.professionalPEPM),
    ],
    [
      'professionalOnlyPEPM',
      customPricingLabels.professionalOnlyPEPM,
      (t) => formatDollarsAndCents(t.professionalOnlyPEPM),
    ],
    [
      'facilityOONPercentOfSavings',
      customPricingLabels.facilityOONPercentOfSavings,
      (t) => formatPercent(t.facilityOONPercentOfSavings),
    ],
    [
      'facilityOONPEPM',
      'Facility OON PEPM',
      (t) => (t.facilityOONPEPM === null ? 'Not shown' : formatDollarsAndCents(t.facilityOONPEPM)),
    ],
    [
      'fullReplacementMin',
      customPricingLabels.fullReplacementMin,
      (t) => formatDollars(t.fullReplacementMin),
    ],
    ['facilityMin', customPricingLabels.facilityMin, (t) => formatDollars(t.facilityMin)],
    [
      'professionalOnlyMin',
      customPricingLabels.professionalOnlyMin,
      (t) => formatDollars(t.professionalOnlyMin),
    ],
    ['minEmployees', customPricingLabels.minEmployees, (t) => formatCount(t.minEmployees)],
  ];
  return html`<table>
    <caption>
      Pricing tiers (${data.state.pricingSelection} chosen); PEPM = per employee per month
    </caption>
    <thead>
      <tr>
        <th scope="col">Price</th>
        ${tiers.map(([name]) => html`<th scope="col" class="number">${name}${name === data.state.pricingSelection ? ' (chosen)' : ''}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${fields.map(
        ([key, label, format]) =>
          html`<tr data-field="${key}">
            <th scope="row">${label}</th>
            ${tiers.map(([, tier]) => html`<td class="number">${format(tier)}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function feeTables(data: ComparisonDocumentData): SafeHtml[] {
  return data.result.products.map(
    (product) =>
      html`<table>
        <caption>
          Fees: ${product.label}
        </caption>
        <thead>
          <tr>
            <th scope="col">Fee</th>
            <th scope="col" class="number">Amount</th>
          </tr>
        </thead>
        <tbody>
          ${
            product.feeLines.length === 0
              ? html`<tr>
                  <td colspan="2">${noData}</td>
                </tr>`
              : product.feeLines.map(
                  (line) =>
                    html`<tr>
                      <th scope="row">${line.label}</th>
                      <td class="number">${formatDollars(line.amount)}</td>
                    </tr>`,
                )
          }
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total fees</th>
            <td class="number">${formatDollars(product.fees)}</td>
          </tr>
        </tfoot>
      </table>`,
  );
}

/** Where a ratio comes from, in words (spec §9 Per-state Medicare ratios; issue 18 item 3). */
export function ratioSourceText(source: RatioSource): string {
  const origin =
    source.source === 'cms'
      ? `CMS${source.dataYear === null ? '' : ` ${String(source.dataYear)}`}${source.sourceFile === null ? '' : `, ${source.sourceFile}`}`
      : source.source === 'spec-example'
        ? 'example given by the specification'
        : 'overall default of the specification';
  return source.note === null ? origin : `${origin}; ${source.note}`;
}

function stateTable(data: ComparisonDocumentData): SafeHtml {
  const rows = data.state.utilization.map((entry) => {
    const ratios = data.stateRatios.find((row) => row.state === entry.state);
    return html`<tr>
      <th scope="row">${ratios?.name ?? entry.state}</th>
      <td class="number">${formatPercent(entry.percent)}</td>
      ${comparisonCategories.map((category) =>
        ratios === undefined
          ? html`<td>${noData}</td>`
          : html`<td>
              <span class="number">${formatRatio(ratios[category].ratio)}</span><br /><span class="small"
                >${ratioSourceText(ratios[category])}</span
              >
            </td>`,
      )}
    </tr>`;
  });
  return html`<table>
    <caption>
      Utilization and default Medicare ratios by state, with their sources (estimated from
      ${data.state.utilizationSource})
    </caption>
    <thead>
      <tr>
        <th scope="col">State</th>
        <th scope="col" class="number">Utilization</th>
        ${comparisonCategories.map((c) => html`<th scope="col">${amountLabels[c]} ratio</th>`)}
      </tr>
    </thead>
    <tbody>
      ${
        rows.length === 0
          ? html`<tr>
              <td colspan="5">No states entered: the overall default ratios apply.</td>
            </tr>`
          : rows
      }
    </tbody>
    <tfoot>
      <tr>
        <th scope="row">Total</th>
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
  const notes = data.state.notes.trim();
  const body = html`<section aria-labelledby="savings">
      <h2 id="savings">Savings</h2>
      <p>
        Full replacement savings after fees: <strong>${formatDollars(data.result.headlineSavings)}</strong>.
      </p>
      ${productTable(data)}
    </section>
    <section aria-labelledby="categories">
      <h2 id="categories">Figures by category</h2>
      ${categoryTable(data)} ${ratioTable(data)}
    </section>
    ${categoryComparison(data)}
    <section aria-labelledby="fees">
      <h2 id="fees">Fees by product and tier</h2>
      <p>
        Current vendor fees over the period:
        ${formatDollars(data.result.currentVendorFees)}${data.state.vendorFees.isEstimate ? ' (estimate)' : ''}.
      </p>
      ${feeTables(data)} ${tierTable(data)}
    </section>
    <section aria-labelledby="states">
      <h2 id="states">Utilization and Medicare ratios by state</h2>
      ${stateTable(data)}
    </section>
    <section aria-labelledby="notes">
      <h2 id="notes">Notes</h2>
      ${
        notes === ''
          ? html`<p>No notes entered.</p>`
          : html`<div class="notes">${notes.split(/\r?\n/).map((line) => html`<p>${line}</p>`)}</div>`
      }
    </section>`;
  return documentPage({ title: documentTitle(data), header: documentHeader(data), body });
}
