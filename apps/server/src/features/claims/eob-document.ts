import {
  allowedUnderMultiple,
  appealWindowSource,
  eobNotices,
  formatClaimAmount,
  formatClaimDate,
  type MemberClaimDetail,
  memberClaimRelationshipLabels,
  memberClaimStatusLabels,
  memberClaimTypeLabels,
} from '@medivi/domain';
import { cspHashOf, html, type SafeHtml, trustedHtml } from '../../platform/pdf/safe-html.js';

/**
 * One claim's explanation of benefits as a printable HTML document (issue 32 item 5,
 * docs/decisions/0114 "EOB as a document"): the HTML that Chromium prints to the tagged PDF of
 * `GET /api/member/claims/{claimID}/eob.pdf`. Self-contained (inline style, no scripts, nothing
 * from the network) and every value escaped by `html` of safe-html.ts.
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

/** The dates of service in words: one day, or 'from to to'. */
function serviceDates(claim: MemberClaimDetail): string {
  const from = formatClaimDate(claim.serviceDateFrom);
  return claim.serviceDateFrom === claim.serviceDateTo
    ? from
    : `${from} to ${formatClaimDate(claim.serviceDateTo)}`;
}

/** The claim's code and type, e.g. 'HCPCS 99213, Doctor or clinic (professional)'. */
function serviceOf(claim: MemberClaimDetail): string {
  const code = claim.code === null ? 'No code on file' : `${claim.codeType ?? 'Code'} ${claim.code}`;
  return `${code}, ${memberClaimTypeLabels[claim.claimType]} (${claim.claimType})`;
}

/** 'Medicare equivalent × multiple = price', or the Medicare equivalent alone without a design. */
function medicareCell(claim: MemberClaimDetail): string {
  const medicare = formatClaimAmount(claim.medicareEquivalent);
  if (claim.medicareMultiple === null) return `${medicare} (no plan multiple on file)`;
  const priced = allowedUnderMultiple(claim.medicareEquivalent, claim.medicareMultiple);
  return `${medicare} × ${String(claim.medicareMultiple)} = ${formatClaimAmount(priced)}`;
}

/** Who, where and when: the claim's identifying facts as a description list. */
function claimFacts(claim: MemberClaimDetail): SafeHtml {
  const facts: [string, string][] = [
    ['Claim ID', claim.claimID],
    ['Plan', claim.planName],
    ['Patient', `${claim.patientName} (${memberClaimRelationshipLabels[claim.relationship]})`],
    ['Member ID', claim.patientMemberId],
    ['Provider', claim.providerName],
    ['Provider NPI', claim.providerNpi ?? 'Not on file'],
    ['Billing NPI', claim.billingProviderNpi ?? 'Not on file'],
    [
      'Billing TIN (EIN)',
      claim.billingProviderTin === null ? 'Not on file' : formatTin(claim.billingProviderTin),
    ],
    ['Place of service', claim.placeOfService === null ? 'Not on file' : `CMS code ${claim.placeOfService}`],
    ['Dates of service', serviceDates(claim)],
    ['Decided on', formatClaimDate(claim.decidedOn)],
    ['Status', memberClaimStatusLabels[claim.status]],
  ];
  return html`<section aria-labelledby="claim">
    <h2 id="claim">The claim</h2>
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
function claimLines(claim: MemberClaimDetail): SafeHtml {
  const columns = [
    'Billed',
    'Medicare equivalent × plan multiple',
    'Allowed',
    'Plan paid',
    'Deductible',
    'Coinsurance',
    'Copay',
    'You owe',
    'Above the allowed amount',
  ];
  const cells = [
    formatClaimAmount(claim.billed),
    medicareCell(claim),
    formatClaimAmount(claim.allowed),
    formatClaimAmount(claim.planPaid),
    formatClaimAmount(claim.deductible),
    formatClaimAmount(claim.coinsurance),
    formatClaimAmount(claim.copay),
    formatClaimAmount(claim.memberOwes),
    formatClaimAmount(claim.balanceBillable),
  ];
  return html`<section aria-labelledby="lines">
    <h2 id="lines">What was billed and paid</h2>
    <table>
      <caption>
        Claim lines, US dollars
      </caption>
      <thead>
        <tr>
          <th scope="col">Service</th>
          ${columns.map((column) => html`<th scope="col">${column}</th>`)}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">${serviceOf(claim)}</th>
          ${cells.map((cell) => html`<td>${cell}</td>`)}
        </tr>
      </tbody>
    </table>
  </section>`;
}

/** A denied claim's reason and the last day to appeal it. */
function denial(claim: MemberClaimDetail): SafeHtml | null {
  if (claim.status !== 'denied') return null;
  return html`<section aria-labelledby="denial" class="denial">
    <h2 id="denial">Why the claim was denied</h2>
    <p>${claim.denialReason ?? 'The plan gave no reason on file.'}</p>
    ${claim.appealBy === null ? null : html`<p><strong>Appeal by ${formatClaimDate(claim.appealBy)}.</strong></p>`}
  </section>`;
}

/**
 * The complete HTML of `claim`'s EOB (`MemberClaimDetail`, as `MemberClaimsService` reads it for
 * the caller): `lang="en"`, its title naming the claim (the PDF's title), one h1, an h2 per part,
 * the figures in a table with header cells, the plain-words sentences, a denied claim's reason
 * and appeal date, and the notices of `eobNotices` (not a bill, appeal right, balance bills, demo
 * data for a synthetic claim). `preparedOn` (`YYYY-MM-DD`) is the day it is made.
 */
export function eobDocumentHtml(claim: MemberClaimDetail, preparedOn: string): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${documentCsp}" />
        <title>Explanation of benefits, claim ${claim.claimID}</title>
        ${styleElement}
      </head>
      <body>
        <main>
          <header>
            <h1>Explanation of benefits</h1>
            <p>${claim.planName}, claim ${claim.claimID}</p>
            <p class="not-a-bill">This is not a bill.</p>
          </header>
          ${claimFacts(claim)} ${claimLines(claim)} ${denial(claim)}
          <section aria-labelledby="plain">
            <h2 id="plain">In plain words</h2>
            ${claim.explanation.map((sentence) => html`<p>${withCitation(sentence)}</p>`)}
          </section>
          <section aria-labelledby="notices">
            <h2 id="notices">Notices</h2>
            ${eobNotices(claim).map(
              (notice) =>
                html`<div class="notice">
                  <h3>${notice.title}</h3>
                  <p>${withCitation(notice.text)}</p>
                </div>`,
            )}
          </section>
        </main>
        <footer>Prepared ${formatClaimDate(preparedOn)} from the plan's claim record.</footer>
      </body>
    </html>`.markup;
}
