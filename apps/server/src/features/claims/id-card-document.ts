import {
  type IdCard,
  type IdCardSize,
  idCardHeightInches,
  idCardWidthInches,
  type Language,
} from '@medivi/domain';
import { cspHashOf, html, type SafeHtml, trustedHtml } from '../../platform/pdf/safe-html.js';
import { type IdCardWords, idCardWordsIn, providerNoticeIn } from './id-card-words.js';

/**
 * The member ID card as one HTML document that headless Chromium prints (issue 32 item 5): tagged
 * (headings, lists, the QR code an image with its alternative text), `lang`, a title. `card`:
 * CR80 pages (3.375 × 2.125 in), front then back of each card, no margin; `letter`: a US Letter
 * page per card with both sides at card size between cut lines, then the provider notice in full
 * and everyone on the card. Every word is in the reader's language (issue 37,
 * docs/decisions/0126; `id-card-words.ts`); names, ids, the phone and the address are as stored.
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

function demoNote(card: IdCard, w: IdCardWords): SafeHtml | null {
  return card.isSynthetic ? html`<p class="demo">${w.text('idCard.demo')}</p>` : null;
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
function cardFront(card: IdCard, headings: SideHeadings, w: IdCardWords): SafeHtml {
  const shown = card.dependents.slice(0, dependentsOnCardFront);
  const more = card.dependents.length - shown.length;
  return html`<section class="card front" aria-label="${w.text('idCard.front')}">
    ${heading(headings.front, html`<span class="label">${w.text('idCard.memberIdCard')}</span> ${card.planName}`)}
    <dl class="ids">
      <dt>${w.text('idCard.member')}</dt>
      <dd>${card.subscriberName}</dd>
      <dt>${w.text('idCard.memberId')}</dt>
      <dd>${card.memberId}</dd>
      <dt>${w.text('idCard.groupId')}</dt>
      <dd>${card.groupId}</dd>
    </dl>
    ${
      card.dependents.length === 0
        ? null
        : html`<p><strong>${w.text('idCard.dependents')}</strong></p>
            <ul>
              ${shown.map(
                (person) =>
                  html`<li>
                    ${w.text('idCard.dependent', {
                      name: person.name,
                      relationship: w.relationship(person.relationship),
                      memberId: person.memberId,
                    })}
                  </li>`,
              )}
              ${more > 0 ? html`<li>${w.text('idCard.more', { count: more })}</li>` : null}
            </ul>`
    }
    ${demoNote(card, w)}
  </section>`;
}

/** The back: how the plan pays, where to call and send claims, and the QR code of the full notice. */
function cardBack(card: IdCard, headings: SideHeadings, w: IdCardWords): SafeHtml {
  const notice = card.providerNotice;
  const payment = providerNoticeIn(w, card.medicareMultiples)[0];
  return html`<section class="card back" aria-label="${w.text('idCard.back')}">
    <div>
      ${heading(headings.back, html`${w.text('idCard.forProviders')}`)}
      <p>${payment}</p>
      <p><strong>${w.text('idCard.call')}</strong> ${notice.phone}</p>
      <p><strong>${w.text('idCard.sendClaims')}</strong> ${notice.claimsAddress}</p>
      ${
        notice.payerId === undefined
          ? null
          : html`<p><strong>${w.text('idCard.payerId')}</strong> ${notice.payerId}</p>`
      }
    </div>
    <figure class="qr">
      <img
        src="${notice.qrCodeDataUrl}"
        alt="${w.text('idCard.qrAlt', { plan: card.planName, url: notice.noticeUrl })}"
      />
      <figcaption>${w.text('idCard.scanForNotice')}</figcaption>
    </figure>
    ${demoNote(card, w)}
  </section>`;
}

/** The letter page of one card: both sides at card size, then the notice in full and everyone covered. */
function letterSheet(card: IdCard, w: IdCardWords): SafeHtml {
  const notice = card.providerNotice;
  const multiples = card.medicareMultiples;
  const percent = (multiple: number) =>
    w.text('idCard.letter.percentOfMedicare', { percent: w.percent(multiple) });
  const person = (name: string, relationship: string, memberId: string) =>
    html`<li>${w.text('idCard.letter.person', { name, relationship, memberId })}</li>`;
  return html`<article class="sheet">
    <h1>${w.text('idCard.title.one', { plan: card.planName })}</h1>
    <p class="small">${w.text('idCard.letter.cutAlong', { year: String(card.planYear) })}</p>
    ${
      card.isSynthetic
        ? html`<p>
            <strong>${w.text('idCard.letter.demoLabel')}</strong> ${w.text('idCard.letter.demoText')}
          </p>`
        : null
    }
    <div class="sides">${cardFront(card, onLetterPage, w)} ${cardBack(card, onLetterPage, w)}</div>
    <h2>${w.text('idCard.letter.noticeHeading')}</h2>
    ${providerNoticeIn(w, multiples).map((paragraph) => html`<p>${paragraph}</p>`)}
    <dl class="facts">
      ${
        multiples === null
          ? null
          : html`<dt>${w.text('idCard.letter.inpatient')}</dt>
              <dd>${percent(multiples.inpatient)}</dd>
              <dt>${w.text('idCard.letter.outpatient')}</dt>
              <dd>${percent(multiples.outpatient)}</dd>
              <dt>${w.text('idCard.letter.professional')}</dt>
              <dd>${percent(multiples.professional)}</dd>`
      }
      <dt>${w.text('idCard.letter.call')}</dt>
      <dd>${notice.phone}</dd>
      <dt>${w.text('idCard.letter.sendClaims')}</dt>
      <dd>${notice.claimsAddress}</dd>
      ${
        notice.payerId === undefined
          ? null
          : html`<dt>${w.text('idCard.letter.payerId')}</dt>
              <dd>${notice.payerId}</dd>`
      }
      <dt>${w.text('idCard.letter.noticeOnline')}</dt>
      <dd>${notice.noticeUrl}</dd>
    </dl>
    <h2>${w.text('idCard.letter.everyone')}</h2>
    <ul>
      ${person(card.subscriberName, w.relationship('subscriber'), card.memberId)}
      ${card.dependents.map((dependent) =>
        person(dependent.name, w.relationship(dependent.relationship), dependent.memberId),
      )}
    </ul>
  </article>`;
}

/**
 * The complete HTML document of `cards` at `size` (at least one card). Every value is escaped
 * (`html`); the only inline style is allowed by its hash, images only as data URLs. `language`
 * is the reader's (`users.language`): the page's `lang` and every word.
 */
export function idCardDocument(
  cards: readonly IdCard[],
  size: IdCardSize,
  language: Language = 'en',
): string {
  const w = idCardWordsIn(language);
  const style = styleOf(size);
  const csp = `default-src 'none'; style-src ${style.hash}; img-src data:; base-uri 'none'; form-action 'none'`;
  const title =
    cards.length === 1
      ? w.text('idCard.title.one', { plan: cards[0]?.planName ?? '' })
      : w.text('idCard.title.many');
  const body =
    size === 'card'
      ? cards.map((card) => html`${cardFront(card, onCardPages, w)}${cardBack(card, onCardPages, w)}`)
      : cards.map((card) => letterSheet(card, w));
  return html`<!doctype html>
    <html lang="${language}">
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
