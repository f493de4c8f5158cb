import {
  allowedUnderMultiple,
  appealWindowSource,
  type Language,
  type MemberClaimDetail,
} from '@medivi/domain';
import {
  formatLongDate,
  formatMoney,
  serverText,
  type ServerTextId,
  type ServerTextValues,
} from '../../platform/i18n/server-text.js';
import { cspHashOf, html, type SafeHtml, trustedHtml } from '../../platform/pdf/safe-html.js';
import { eobNoticesIn, eobSentencesIn } from './eob-words.js';

/**
 * One claim's explanation of benefits as a printable HTML document (issue 32 item 5,
 * docs/decisions/0114 "EOB as a document"): the HTML that Chromium prints to the tagged PDF of
 * `GET /api/member/claims/{claimID}/eob.pdf`, in the reader's language (issue 37,
 * docs/decisions/0126). Self-contained (inline style, no scripts, nothing from the network) and
 * every value escaped by `html` of safe-html.ts.
 */

const styles = `
@page { size: Letter; margin: 0.5in 0.6in 0.6in; }
* { box-sizing: border-box; }
html { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10pt; color: #1a1a1a; line-height: 1.3; }
body { margin: 0; }
header { border-bottom: 2px solid #1f4e79; margin-bottom: 10pt; padding-bottom: 6pt; }
h1 { font-size: 18pt; margin: 0 0 2pt; color: #1f4e79; }
h2 { font-size: 12.5pt; color: #1f4e79; margin: 11pt 0 4pt; break-after: avoid; }
h3 { font-size: 10.5pt; margin: 6pt 0 1pt; break-after: avoid; }
p { margin: 3pt 0; }
.not-a-bill { font-size: 12pt; font-weight: bold; margin-top: 4pt; }
.tagline { font-weight: bold; }
dl.facts { display: grid; grid-template-columns: max-content 1fr max-content 1fr; gap: 2pt 12pt; margin: 0; }
dl.facts dt { font-weight: bold; }
dl.facts dd { margin: 0; }
table { border-collapse: collapse; width: 100%; margin: 4pt 0; font-size: 8pt; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: bold; font-size: 9pt; padding: 2pt 0; }
th, td { border: 1px solid #b0b7c3; padding: 3pt 4pt; vertical-align: top; }
thead th { background: #e8eef6; text-align: right; }
thead th:first-child { text-align: left; }
tbody th { text-align: left; font-weight: normal; }
td { text-align: right; }
tr { break-inside: avoid; }
.notice, .denial, table { break-inside: avoid; }
.citation { white-space: nowrap; }
.denial { border: 1px solid #b26a00; background: #fff8e1; padding: 5pt 7pt; }
footer { margin-top: 10pt; padding-top: 5pt; border-top: 1px solid #b0b7c3; font-size: 8.5pt; color: #444; }
`;

const styleHash = cspHashOf(styles);
/** Joined as a plain string: its text must stay exactly what was hashed. */
const styleElement = trustedHtml('<style>' + styles + '</style>');

/** Nothing from the network, no scripts: exactly the inline style, by hash. */
const documentCsp = `default-src 'none'; style-src ${styleHash}; base-uri 'none'; form-action 'none'`;

/** `text` with the appeal rule's citation kept on one line (a break inside it reads as two). */
function withCitation(text: string): SafeHtml {
  const parts = text.split(appealWindowSource);
  return html`${parts.map((part, index) =>
    index === 0 ? part : html`<span class="citation">${appealWindowSource}</span>${part}`,
  )}`;
}

/** A nine-digit EIN as the IRS writes it, `34-1234567`; anything else as given. */
function formatTin(tin: string): string {
  return /^\d{9}$/.test(tin) ? `${tin.slice(0, 2)}-${tin.slice(2)}` : tin;
}

/** The words of one document: its language's texts, money and dates. */
interface Words {
  language: Language;
  text: (id: ServerTextId, values?: ServerTextValues) => string;
  money: (amount: number) => string;
  date: (isoDate: string) => string;
}

/** The words of `language`. */
function wordsIn(language: Language): Words {
  return {
    language,
    text: (id, values) => serverText(language, id, values),
    money: (amount) => formatMoney(language, amount),
    date: (isoDate) => formatLongDate(language, isoDate),
  };
}

/** The dates of service in words: one day, or 'from to to'. */
function serviceDates(w: Words, claim: MemberClaimDetail): string {
  const from = w.date(claim.serviceDateFrom);
  return claim.serviceDateFrom === claim.serviceDateTo
    ? from
    : w.text('eob.value.dateRange', { from, to: w.date(claim.serviceDateTo) });
}

/** The claim's code and type, e.g. 'HCPCS 99213, Doctor or clinic (professional)'. */
function serviceOf(w: Words, claim: MemberClaimDetail): string {
  const code =
    claim.code === null
      ? w.text('eob.lines.noCode')
      : `${claim.codeType ?? w.text('eob.lines.codeWord')} ${claim.code}`;
  return w.text('eob.lines.serviceOf', {
    code,
    type: w.text('eob.claimType', { claimType: claim.claimType }),
    claimType: claim.claimType,
  });
}

/** 'Medicare equivalent × multiple = price', or the Medicare equivalent alone without a design. */
function medicareCell(w: Words, claim: MemberClaimDetail): string {
  const medicare = w.money(claim.medicareEquivalent);
  if (claim.medicareMultiple === null) return w.text('eob.lines.noMultiple', { medicare });
  const priced = allowedUnderMultiple(claim.medicareEquivalent, claim.medicareMultiple);
  return `${medicare} × ${String(claim.medicareMultiple)} = ${w.money(priced)}`;
}

/** Who, where and when: the claim's identifying facts as a description list. */
function claimFacts(w: Words, claim: MemberClaimDetail): SafeHtml {
  const notOnFile = w.text('eob.value.notOnFile');
  const facts: [string, string][] = [
    [w.text('eob.facts.claimId'), claim.claimID],
    [w.text('eob.facts.plan'), claim.planName],
    [
      w.text('eob.facts.patient'),
      w.text('eob.value.patient', {
        name: claim.patientName,
        relationship: w.text('eob.relationship', { relationship: claim.relationship }),
      }),
    ],
    [w.text('eob.facts.memberId'), claim.patientMemberId],
    [w.text('eob.facts.provider'), claim.providerName],
    [w.text('eob.facts.providerNpi'), claim.providerNpi ?? notOnFile],
    [w.text('eob.facts.billingNpi'), claim.billingProviderNpi ?? notOnFile],
    [
      w.text('eob.facts.billingTin'),
      claim.billingProviderTin === null ? notOnFile : formatTin(claim.billingProviderTin),
    ],
    [
      w.text('eob.facts.placeOfService'),
      claim.placeOfService === null ? notOnFile : w.text('eob.value.cmsCode', { code: claim.placeOfService }),
    ],
    [w.text('eob.facts.datesOfService'), serviceDates(w, claim)],
    [w.text('eob.facts.decidedOn'), w.date(claim.decidedOn)],
    [w.text('eob.facts.status'), w.text('eob.status', { status: claim.status })],
  ];
  return html`<section aria-labelledby="claim">
    <h2 id="claim">${w.text('eob.facts.heading')}</h2>
    <dl class="facts">
      ${facts.map(
        ([name, value]) =>
          html`<dt>${name}</dt>
            <dd>${value}</dd>`,
      )}
    </dl>
  </section>`;
}

/** The claim lines: one row per line (a claim here has one), every figure in US dollars. */
function claimLines(w: Words, claim: MemberClaimDetail): SafeHtml {
  const columns = [
    w.text('eob.lines.billed'),
    w.text('eob.lines.medicareTimesMultiple'),
    w.text('eob.lines.allowed'),
    w.text('eob.lines.planPaid'),
    w.text('eob.lines.deductible'),
    w.text('eob.lines.coinsurance'),
    w.text('eob.lines.copay'),
    w.text('eob.lines.youOwe'),
    w.text('eob.lines.aboveAllowed'),
  ];
  const cells = [
    w.money(claim.billed),
    medicareCell(w, claim),
    w.money(claim.allowed),
    w.money(claim.planPaid),
    w.money(claim.deductible),
    w.money(claim.coinsurance),
    w.money(claim.copay),
    w.money(claim.memberOwes),
    w.money(claim.balanceBillable),
  ];
  return html`<section aria-labelledby="lines">
    <h2 id="lines">${w.text('eob.lines.heading')}</h2>
    <table>
      <caption>
        ${w.text('eob.lines.caption')}
      </caption>
      <thead>
        <tr>
          <th scope="col">${w.text('eob.lines.service')}</th>
          ${columns.map((column) => html`<th scope="col">${column}</th>`)}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">${serviceOf(w, claim)}</th>
          ${cells.map((cell) => html`<td>${cell}</td>`)}
        </tr>
      </tbody>
    </table>
  </section>`;
}

/** A denied claim's reason and the last day to appeal it. */
function denial(w: Words, claim: MemberClaimDetail): SafeHtml | null {
  if (claim.status !== 'denied') return null;
  return html`<section aria-labelledby="denial" class="denial">
    <h2 id="denial">${w.text('eob.denial.heading')}</h2>
    <p>${claim.denialReason ?? w.text('eob.denial.noReason')}</p>
    ${
      claim.appealBy === null
        ? null
        : html`<p><strong>${w.text('eob.denial.appealBy', { date: w.date(claim.appealBy) })}</strong></p>`
    }
  </section>`;
}

/** What the EOB document needs besides the claim. */
export interface EobDocumentOptions {
  /** The day it is made, `YYYY-MM-DD`. */
  preparedOn: string;
  /** The reader's language (`users.language`). */
  language: Language;
  /** The phone number of the Spanish tagline, as printed (the claims contact's, CLAIMS_PHONE). */
  helpPhone: string;
}

/**
 * The complete HTML of `claim`'s EOB (`MemberClaimDetail`, as `MemberClaimsService` reads it for
 * the caller) in `options.language`: `lang` of the language, its title naming the claim (the
 * PDF's title), one h1, the Spanish tagline of 29 CFR 2590.715-2719(e) under it in either
 * language, an h2 per part, the figures in a table with header cells, the plain-words sentences,
 * a denied claim's reason and appeal date, and the notices (not a bill, appeal right, balance
 * bills, demo data for a synthetic claim).
 */
export function eobDocumentHtml(claim: MemberClaimDetail, options: EobDocumentOptions): string {
  const w = wordsIn(options.language);
  const tagline = serverText(options.language, 'common.tagline', { phone: options.helpPhone });
  return html`<!doctype html>
    <html lang="${options.language}">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${documentCsp}" />
        <title>${w.text('eob.doc.title', { claimID: claim.claimID })}</title>
        ${styleElement}
      </head>
      <body>
        <main>
          <header>
            <h1>${w.text('eob.doc.heading')}</h1>
            <p>${w.text('eob.doc.planClaim', { plan: claim.planName, claimID: claim.claimID })}</p>
            <p class="not-a-bill">${w.text('eob.doc.notABill')}</p>
            <p class="tagline" lang="es">${tagline}</p>
          </header>
          ${claimFacts(w, claim)} ${claimLines(w, claim)} ${denial(w, claim)}
          <section aria-labelledby="plain">
            <h2 id="plain">${w.text('eob.plain.heading')}</h2>
            ${eobSentencesIn(options.language, claim).map((sentence) => html`<p>${withCitation(sentence)}</p>`)}
          </section>
          <section aria-labelledby="notices">
            <h2 id="notices">${w.text('eob.notices.heading')}</h2>
            ${eobNoticesIn(options.language, claim).map(
              (notice) =>
                html`<div class="notice">
                  <h3>${notice.title}</h3>
                  <p>${withCitation(notice.text)}</p>
                </div>`,
            )}
          </section>
        </main>
        <footer>${w.text('eob.doc.footer', { date: w.date(options.preparedOn) })}</footer>
      </body>
    </html>`.markup;
}
