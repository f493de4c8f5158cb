import {
  estimateSourceOf,
  formatBilledOverAllowed,
  formatEstimateAmount,
  formatQualityScore,
  type ProviderEstimateCard,
} from '@medivi/domain';
import { serverText } from '../../platform/i18n/server-text.js';
import { cspHashOf, html, type SafeHtml, trustedHtml } from '../../platform/pdf/safe-html.js';
import type { EstimateList } from './price-estimates.service.js';

/**
 * The price check on paper (issue 33 item 4, 45 CFR 147.211(b)(2): the same information on paper,
 * up to 20 providers): the HTML that Chromium prints to the tagged PDF of
 * `GET /api/price-estimates/price-check.pdf`. Self-contained (inline style, no scripts, nothing
 * from the network), every value escaped by `html` of safe-html.ts; the same printer and rules as
 * the EOB (features/claims/eob-document.ts).
 */

const styles = `
@page { size: Letter landscape; margin: 0.5in; }
* { box-sizing: border-box; }
html { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 9pt; color: #1a1a1a; line-height: 1.3; }
body { margin: 0; }
header { border-bottom: 2px solid #1f4e79; margin-bottom: 8pt; padding-bottom: 5pt; }
h1 { font-size: 16pt; margin: 0 0 2pt; color: #1f4e79; }
h2 { font-size: 11.5pt; color: #1f4e79; margin: 12pt 0 4pt; break-after: avoid; }
p { margin: 2pt 0; }
dl.facts { margin: 0; }
dl.facts div { margin: 1pt 0; }
dl.facts dt { display: inline; font-weight: bold; }
dl.facts dd { display: inline; margin: 0 0 0 4pt; }
table { border-collapse: collapse; width: 100%; font-size: 7.5pt; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: bold; font-size: 8.5pt; padding: 2pt 0; }
th, td { border: 1px solid #b0b7c3; padding: 2pt 3pt; vertical-align: top; }
thead th { background: #e8eef6; }
tbody th { text-align: left; font-weight: normal; }
td { text-align: right; }
td.text { text-align: left; }
tr { break-inside: avoid; }
.tagline { font-weight: bold; }
footer { margin-top: 12pt; padding-top: 4pt; border-top: 1px solid #b0b7c3; font-size: 8pt; color: #444; }
`;

const documentCsp = `default-src 'none'; style-src ${cspHashOf(styles)}; base-uri 'none'; form-action 'none'`;
const styleElement = trustedHtml('<style>' + styles + '</style>');

/** Most providers a price check prints (45 CFR 147.211(b)(2)). */
export const priceCheckMaxProviders = 20;

function placeOf(card: ProviderEstimateCard): string {
  return [card.address, card.city, card.state, card.zip]
    .filter((part) => part !== null && part !== '')
    .join(', ');
}

function row(card: ProviderEstimateCard): SafeHtml {
  const cells = [
    formatEstimateAmount(card.allowed),
    formatEstimateAmount(card.billed),
    formatBilledOverAllowed(card.billedOverAllowed),
    formatEstimateAmount(card.memberCost),
    formatEstimateAmount(card.planPays),
  ];
  const notes = [card.riskLabel, card.experience, card.unavailableText, card.staleWarning].filter(
    (note): note is string => note !== null,
  );
  return html`<tr>
    <th scope="row">${card.name}<br />${placeOf(card)}<br />${card.distanceMiles} miles</th>
    ${cells.map((cell) => html`<td>${cell}</td>`)}
    <td class="text">${notes.join('. ')}</td>
    <td class="text">${formatQualityScore(card.quality)}</td>
    <td class="text">${estimateSourceOf(card)}</td>
  </tr>`;
}

/**
 * The complete HTML of a price check: `lang="en"`, a title naming the procedure, one h1, the
 * request and plan facts, the member's accumulators, a table of at most 20 providers with header
 * cells (allowed, billed, billed ÷ allowed, member cost, plan pays, risk and notes, HVBP quality,
 * the CMS file and data year), then the notices. `preparedOn` is the day, `YYYY-MM-DD`. Under
 * the h1, the Spanish tagline of 29 CFR 2590.715-2719(e) with `helpPhone` (the plan's number as
 * printed, CLAIMS_PHONE; issue 37, docs/decisions/0126).
 */
export function priceCheckDocumentHtml(list: EstimateList, preparedOn: string, helpPhone: string): string {
  const procedure = `${list.procedure.codeType} ${list.procedure.code}`;
  const named = list.procedure.name ?? list.procedure.description ?? procedure;
  const shown = list.cards.slice(0, priceCheckMaxProviders);
  const { accumulators } = list;
  const facts: [string, string][] = [
    ['Procedure', `${named} (${procedure})`],
    ['CMS description', list.procedure.description ?? 'None on file'],
    ['Plan', `${list.plan.name}, plan year ${String(list.plan.planYear)}`],
    [
      'How the plan pays',
      list.plan.multiple === null
        ? 'No benefit design on file for this plan year'
        : `${String(list.plan.multiple)} × the provider's Medicare figure for ${list.procedure.claimType} care; coinsurance ${String(list.plan.coinsurancePercent ?? 0)} %`,
    ],
    [
      'Deductible left',
      accumulators.deductible === null
        ? 'Unavailable'
        : formatEstimateAmount(accumulators.deductible.remaining),
    ],
    [
      'Out-of-pocket left',
      accumulators.outOfPocket === null
        ? 'Unavailable'
        : formatEstimateAmount(accumulators.outOfPocket.remaining),
    ],
    [
      'Near',
      `${list.zip.zip}${list.zip.city === null ? '' : ` (${list.zip.city}, ${list.zip.state ?? ''})`}, within ${String(list.radius)} miles`,
    ],
    ['Providers', `${String(shown.length)} of ${String(list.cards.length)}`],
  ];
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${documentCsp}" />
        <title>Price check, ${procedure}</title>
        ${styleElement}
      </head>
      <body>
        <main>
          <header>
            <h1>Price check: ${named}</h1>
            <p>An estimate before care, not a guarantee and not a bill.</p>
            <p class="tagline" lang="es">${serverText('es', 'common.tagline', { phone: helpPhone })}</p>
          </header>
          <section aria-labelledby="request">
            <h2 id="request">What was estimated</h2>
            <dl class="facts">
              ${facts.map(
                ([name, value]) =>
                  html`<div>
                    <dt>${name}:</dt>
                    <dd>${value}</dd>
                  </div>`,
              )}
            </dl>
          </section>
          <section aria-labelledby="providers">
            <h2 id="providers">Providers</h2>
            <table>
              <caption>
                Estimates per provider, US dollars per stay or service
              </caption>
              <thead>
                <tr>
                  <th scope="col">Provider</th>
                  <th scope="col">Plan allowed</th>
                  <th scope="col">Average billed</th>
                  <th scope="col">Billed ÷ allowed</th>
                  <th scope="col">You pay</th>
                  <th scope="col">Plan pays</th>
                  <th scope="col">Risk and notes</th>
                  <th scope="col">Quality (HVBP)</th>
                  <th scope="col">Source</th>
                </tr>
              </thead>
              <tbody>
                ${shown.map(row)}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="notices">
            <h2 id="notices">Notices</h2>
            ${list.notices.map((notice) => html`<p>${notice}</p>`)}
          </section>
        </main>
        <footer>Prepared ${preparedOn} from public CMS Medicare files and the plan's benefit design.</footer>
      </body>
    </html>`.markup;
}
