import {
  type IdCard,
  type IdCardSize,
  idCardHeightInches,
  idCardWidthInches,
  medicarePercentText,
} from '@medivi/domain';
import { cspHashOf, html, type SafeHtml, trustedHtml } from '../../platform/pdf/safe-html.js';

/**
 * The member ID card as one HTML document that headless Chromium prints (issue 32 item 5): tagged
 * (headings, lists, the QR code an image with its alternative text), `lang`, a title. `card`:
 * CR80 pages (3.375 × 2.125 in), front then back of each card, no margin; `letter`: a US Letter
 * page per card with both sides at card size between cut lines, then the provider notice in full
 * and everyone on the card.
 */

/** People the front of a card lists; the rest are counted ('and 2 more'), the letter page lists all. */
export const dependentsOnCardFront = 3;

const width = `${String(idCardWidthInches)}in`;
const height = `${String(idCardHeightInches)}in`;

const sharedStyles = `
* { box-sizing: border-box; }
html { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #1a1a1a; }
body { margin: 0; }
.card { width: ${width}; height: ${height}; overflow: hidden; padding: 0.1in 0.12in; font-size: 6.3pt; line-height: 1.25; position: relative; background: #fff; }
.card :is(h1, h2, h3) { margin: 0 0 3pt; color: #1f4e79; }
.front > :is(h1, h2) { font-size: 8.5pt; border-bottom: 1.5pt solid #1f4e79; padding-bottom: 2pt; }
.front .label { display: block; font-size: 5.5pt; letter-spacing: 0.06em; text-transform: uppercase; color: #444; }
.back :is(h2, h3) { font-size: 7.5pt; }
.card p { margin: 0 0 2pt; }
.card dl { display: grid; grid-template-columns: max-content 1fr; gap: 1pt 6pt; margin: 0 0 3pt; }
.card dt { font-weight: bold; }
.card dd { margin: 0; }
.card ul { margin: 0; padding-left: 8pt; }
.card .ids dd { font-size: 7.5pt; font-weight: bold; letter-spacing: 0.03em; }
.card .demo { position: absolute; left: 0; right: 0; bottom: 0; background: #fde7c8; color: #5a3200; text-align: center; font-weight: bold; padding: 1.5pt 0; }
.back { display: grid; grid-template-columns: 1fr 0.78in; gap: 6pt; }
.back .qr { margin: 0; text-align: center; font-size: 5.3pt; }
.back .qr img { width: 0.78in; height: 0.78in; display: block; }
`;

const cardPageStyles = `
@page { size: ${width} ${height}; margin: 0; }
.card { break-after: page; }
.card:last-child { break-after: auto; }
`;

const letterPageStyles = `
@page { size: Letter; margin: 0.6in; }
html { font-size: 10pt; }
.sheet { break-after: page; }
.sheet:last-child { break-after: auto; }
.sheet > h1 { font-size: 16pt; color: #1f4e79; margin: 0 0 6pt; }
.sheet > h2 { font-size: 12pt; color: #1f4e79; margin: 14pt 0 4pt; }
.sheet p, .sheet li { margin: 3pt 0; }
.sides { display: flex; gap: 0.25in; margin: 8pt 0; }
.sides .card { border: 1pt dashed #777; border-radius: 0.125in; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2pt 10pt; margin: 4pt 0 0; }
dl.facts dt { font-weight: bold; }
dl.facts dd { margin: 0; }
.small { font-size: 8.5pt; color: #444; }
`;

function styleOf(size: IdCardSize): { element: SafeHtml; hash: string } {
  // Joined as a plain string: its text must stay exactly what was hashed.
  const styles = sharedStyles + (size === 'card' ? cardPageStyles : letterPageStyles);
  return { element: trustedHtml('<style>' + styles + '</style>'), hash: cspHashOf(styles) };
}

function demoNote(card: IdCard): SafeHtml | null {
  return card.isSynthetic ? html`<p class="demo">Demo card: synthetic data, not valid for care</p>` : null;
}

/**
 * The heading elements of a card's two sides: the card pages' own outline starts at h1; on a
 * letter page the sides sit under the page's h1.
 */
type SideHeadings = { front: 'h1'; back: 'h2' } | { front: 'h2'; back: 'h3' };

const onCardPages: SideHeadings = { front: 'h1', back: 'h2' };
const onLetterPage: SideHeadings = { front: 'h2', back: 'h3' };

/** `content` in a heading element `tag` (one of a fixed few, never a value). */
function heading(tag: 'h1' | 'h2' | 'h3', content: SafeHtml): SafeHtml {
  return html`${trustedHtml(`<${tag}>`)}${content}${trustedHtml(`</${tag}>`)}`;
}

/** The front: plan, the subscriber, member and group ids, and who else the card covers. */
function cardFront(card: IdCard, headings: SideHeadings): SafeHtml {
  const shown = card.dependents.slice(0, dependentsOnCardFront);
  const more = card.dependents.length - shown.length;
  return html`<section class="card front" aria-label="Front of the card">
    ${heading(headings.front, html`<span class="label">Member ID card</span> ${card.planName}`)}
    <dl class="ids">
      <dt>Member</dt>
      <dd>${card.subscriberName}</dd>
      <dt>Member ID</dt>
      <dd>${card.memberId}</dd>
      <dt>Group ID</dt>
      <dd>${card.groupId}</dd>
    </dl>
    ${
      card.dependents.length === 0
        ? null
        : html`<p><strong>Dependents</strong></p>
            <ul>
              ${shown.map((person) => html`<li>${person.name} (${person.relationship}), ID ${person.memberId}</li>`)}
              ${more > 0 ? html`<li>and ${more} more (see the letter page)</li>` : null}
            </ul>`
    }
    ${demoNote(card)}
  </section>`;
}

/** The back: how the plan pays, where to call and send claims, and the QR code of the full notice. */
function cardBack(card: IdCard, headings: SideHeadings): SafeHtml {
  const notice = card.providerNotice;
  return html`<section class="card back" aria-label="Back of the card">
    <div>
      ${heading(headings.back, html`For providers`)}
      <p>${notice.text[0]}</p>
      <p><strong>Call:</strong> ${notice.phone}</p>
      <p><strong>Send claims to:</strong> ${notice.claimsAddress}</p>
      ${notice.payerId === undefined ? null : html`<p><strong>Payer ID:</strong> ${notice.payerId}</p>`}
    </div>
    <figure class="qr">
      <img
        src="${notice.qrCodeDataUrl}"
        alt="QR code that opens the provider notice of ${card.planName} at ${notice.noticeUrl}"
      />
      <figcaption>Scan for the full notice</figcaption>
    </figure>
    ${demoNote(card)}
  </section>`;
}

/** The letter page of one card: both sides at card size, then the notice in full and everyone covered. */
function letterSheet(card: IdCard): SafeHtml {
  const notice = card.providerNotice;
  const multiples = card.medicareMultiples;
  return html`<article class="sheet">
    <h1>Member ID card: ${card.planName}</h1>
    <p class="small">Cut along the dashed lines and fold, or keep the page. Plan year ${card.planYear}.</p>
    ${
      card.isSynthetic
        ? html`<p>
            <strong>Demo data:</strong> this plan or its benefit design is synthetic; the card is not valid
            for care.
          </p>`
        : null
    }
    <div class="sides">${cardFront(card, onLetterPage)} ${cardBack(card, onLetterPage)}</div>
    <h2>Notice to providers</h2>
    ${notice.text.map((paragraph) => html`<p>${paragraph}</p>`)}
    <dl class="facts">
      ${
        multiples === null
          ? null
          : html`<dt>Inpatient claims</dt>
              <dd>${medicarePercentText(multiples.inpatient)} of Medicare</dd>
              <dt>Outpatient claims</dt>
              <dd>${medicarePercentText(multiples.outpatient)} of Medicare</dd>
              <dt>Professional claims</dt>
              <dd>${medicarePercentText(multiples.professional)} of Medicare</dd>`
      }
      <dt>Call</dt>
      <dd>${notice.phone}</dd>
      <dt>Send claims to</dt>
      <dd>${notice.claimsAddress}</dd>
      ${
        notice.payerId === undefined
          ? null
          : html`<dt>Payer ID</dt>
              <dd>${notice.payerId}</dd>`
      }
      <dt>This notice online</dt>
      <dd>${notice.noticeUrl}</dd>
    </dl>
    <h2>Everyone on this card</h2>
    <ul>
      <li>${card.subscriberName} (subscriber), member ID ${card.memberId}</li>
      ${card.dependents.map(
        (person) => html`<li>${person.name} (${person.relationship}), member ID ${person.memberId}</li>`,
      )}
    </ul>
  </article>`;
}

/**
 * The complete HTML document of `cards` at `size` (at least one card). Every value is escaped
 * (`html`); the only inline style is allowed by its hash, images only as data URLs.
 */
export function idCardDocument(cards: readonly IdCard[], size: IdCardSize): string {
  const style = styleOf(size);
  const csp = `default-src 'none'; style-src ${style.hash}; img-src data:; base-uri 'none'; form-action 'none'`;
  const title = cards.length === 1 ? `Member ID card: ${cards[0]?.planName ?? ''}` : 'Member ID cards';
  const body =
    size === 'card'
      ? cards.map((card) => html`${cardFront(card, onCardPages)}${cardBack(card, onCardPages)}`)
      : cards.map((card) => letterSheet(card));
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${csp}" />
        <title>${title}</title>
        ${style.element}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html> `.markup;
}
