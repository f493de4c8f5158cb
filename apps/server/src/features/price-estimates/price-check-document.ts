import type { Language, ProviderEstimateCard } from '@medivi/domain';
import { formatLongDate, serverText } from '../../platform/i18n/server-text.js';
import { cspHashOf, html, type SafeHtml, trustedHtml } from '../../platform/pdf/safe-html.js';
import { type PriceCheckWords, priceCheckWords } from './price-check-words.js';
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

/** The table's column headings, in order. */
const columns = [
  'priceCheck.column.provider',
  'priceCheck.column.allowed',
  'priceCheck.column.billed',
  'priceCheck.column.ratio',
  'priceCheck.column.youPay',
  'priceCheck.column.planPays',
  'priceCheck.column.notes',
  'priceCheck.column.quality',
  'priceCheck.column.source',
] as const;

/** Most providers a price check prints (45 CFR 147.211(b)(2)). */
export const priceCheckMaxProviders = 20;

function placeOf(card: ProviderEstimateCard): string {
  return [card.address, card.city, card.state, card.zip]
    .filter((part) => part !== null && part !== '')
    .join(', ');
}

function row(card: ProviderEstimateCard, words: PriceCheckWords): SafeHtml {
  const cells = [
    words.amount(card.allowed),
    words.amount(card.billed),
    words.ratio(card.billedOverAllowed),
    words.amount(card.memberCost),
    words.amount(card.planPays),
  ];
  const miles = serverText(words.language, 'priceCheck.miles', { miles: String(card.distanceMiles) });
  return html`<tr>
    <th scope="row">${card.name}<br />${placeOf(card)}<br />${miles}</th>
    ${cells.map((cell) => html`<td>${cell}</td>`)}
    <td class="text">${words.notes(card).join('. ')}</td>
    <td class="text">${words.quality(card.quality)}</td>
    <td class="text">${words.source(card)}</td>
  </tr>`;
}

/**
 * The complete HTML of a price check in `language` (the reader's, `users.language`; issue 37,
 * docs/decisions/0126): `lang` set to it, a title naming the procedure, one h1, the
 * request and plan facts, the member's accumulators, a table of at most 20 providers with header
 * cells (allowed, billed, billed ÷ allowed, member cost, plan pays, risk and notes, HVBP quality,
 * the CMS file and data year), then the notices. `preparedOn` is the day, `YYYY-MM-DD`. Under
 * the h1, the Spanish tagline of 29 CFR 2590.715-2719(e) with `helpPhone` (the plan's number as
 * printed, CLAIMS_PHONE; issue 37, docs/decisions/0126), in both languages. The procedure's and
 * providers' names, the CMS description and file names print as the sources give them.
 */
export function priceCheckDocumentHtml(
  list: EstimateList,
  preparedOn: string,
  helpPhone: string,
  language: Language = 'en',
): string {
  const words = priceCheckWords(language, list.plan.name);
  const text = (id: Parameters<typeof serverText>[1], values?: Record<string, string | number>) =>
    serverText(language, id, values);
  const procedure = `${list.procedure.codeType} ${list.procedure.code}`;
  const named = list.procedure.name ?? list.procedure.description ?? procedure;
  const shown = list.cards.slice(0, priceCheckMaxProviders);
  const { accumulators } = list;
  const place = `${list.zip.zip}${list.zip.city === null ? '' : ` (${list.zip.city}, ${list.zip.state ?? ''})`}`;
  const facts: [string, string][] = [
    [text('priceCheck.fact.procedure'), `${named} (${procedure})`],
    [
      text('priceCheck.fact.description'),
      list.procedure.description ?? text('priceCheck.fact.noDescription'),
    ],
    [
      text('priceCheck.fact.plan'),
      text('priceCheck.fact.planValue', { plan: list.plan.name, year: String(list.plan.planYear) }),
    ],
    [
      text('priceCheck.fact.howPlanPays'),
      list.plan.multiple === null
        ? text('priceCheck.fact.noDesign')
        : text('priceCheck.fact.payValue', {
            multiple: String(list.plan.multiple),
            claimType: list.procedure.claimType,
            coinsurance: String(list.plan.coinsurancePercent ?? 0),
          }),
    ],
    [
      text('priceCheck.fact.deductibleLeft'),
      words.amount(accumulators.deductible === null ? null : accumulators.deductible.remaining),
    ],
    [
      text('priceCheck.fact.outOfPocketLeft'),
      words.amount(accumulators.outOfPocket === null ? null : accumulators.outOfPocket.remaining),
    ],
    [text('priceCheck.fact.near'), text('priceCheck.fact.nearValue', { place, radius: String(list.radius) })],
    [
      text('priceCheck.fact.providers'),
      text('priceCheck.fact.providersValue', {
        shown: String(shown.length),
        total: String(list.cards.length),
      }),
    ],
  ];
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${documentCsp}" />
        <title>${text('priceCheck.title', { procedure })}</title>
        ${styleElement}
      </head>
      <body>
        <main>
          <header>
            <h1>${text('priceCheck.heading', { named })}</h1>
            <p>${text('priceCheck.notGuarantee')}</p>
            <p class="tagline" lang="es">${serverText('es', 'common.tagline', { phone: helpPhone })}</p>
          </header>
          <section aria-labelledby="request">
            <h2 id="request">${text('priceCheck.requestHeading')}</h2>
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
            <h2 id="providers">${text('priceCheck.providersHeading')}</h2>
            <table>
              <caption>
                ${text('priceCheck.caption')}
              </caption>
              <thead>
                <tr>
                  ${columns.map((id) => html`<th scope="col">${text(id)}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${shown.map((card) => row(card, words))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="notices">
            <h2 id="notices">${text('priceCheck.noticesHeading')}</h2>
            ${list.notices.map((notice) => html`<p>${words.notice(notice)}</p>`)}
          </section>
        </main>
        <footer>
          ${text('priceCheck.footer', { date: language === 'en' ? preparedOn : formatLongDate(language, preparedOn) })}
        </footer>
      </body>
    </html>`.markup;
}
