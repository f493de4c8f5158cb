import { createHash } from 'node:crypto';
import escapeHtmlText from 'escape-html';

/**
 * Markup known to be safe: made by `html` (every interpolated value escaped) or `trustedHtml`.
 * A plain string never passes as markup, so a value cannot be interpolated unescaped by mistake.
 */
export class SafeHtml {
  constructor(readonly markup: string) {}

  toString(): string {
    return this.markup;
  }
}

/** What a template may interpolate: text and numbers (escaped), markup, lists of them, nothing. */
export type HtmlValue = SafeHtml | string | number | null | undefined | readonly HtmlValue[];

/** `text` escaped for an HTML text node or a quoted attribute value (`& < > " '`; escape-html). */
export function escapeHtml(text: string): string {
  return escapeHtmlText(text);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (typeof value === 'number') return escapeHtml(String(value));
  if (typeof value === 'string') return escapeHtml(value);
  return value.map(render).join('');
}

/**
 * Tagged template for HTML: the literal parts are markup, every `${value}` is escaped unless it
 * is already `SafeHtml` (a nested `html` template); lists are joined, null and undefined are empty.
 * @example html`<td>${planName}</td>` // planName '<b>' gives '<td>&lt;b&gt;</td>'
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(markup);
}

/** Markup from a trusted source (a library's own file, a constant): not escaped. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * `value` as the text of a `<script type="application/json">` element: JSON with `<`, `>` and `&`
 * as escapes, so no value can close the element.
 */
export function jsonScriptText(value: unknown): SafeHtml {
  return new SafeHtml(
    JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026'),
  );
}

/** The Content-Security-Policy source of an inline script or style: `'sha256-…'`. */
export function cspHashOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
