import type { Language } from '@medivi/domain';
import { chartScriptHashes, chartScripts } from '../../../platform/pdf/chart-js.js';
import { cspHashOf, html, type SafeHtml, trustedHtml } from '../../../platform/pdf/safe-html.js';

/**
 * The page frame of both cost-comparison documents: one HTML document that the browser shows
 * (`?format=html`) and Chromium prints (PDF), so the two never differ (issue 18). Print CSS sets
 * US Letter with margins; tables repeat their header row on each page and rows do not split.
 */

const styles = `
@page { size: Letter; margin: 0.55in 0.6in; }
* { box-sizing: border-box; }
html { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10pt; color: #1a1a1a; }
body { margin: 0; }
main { max-width: 7.3in; margin: 0 auto; }
header { border-bottom: 2px solid #1f4e79; margin-bottom: 12pt; padding-bottom: 6pt; }
.product { color: #1f4e79; font-weight: bold; margin: 0; letter-spacing: 0.04em; }
h1 { font-size: 18pt; margin: 2pt 0 4pt; }
h2 { font-size: 12.5pt; color: #1f4e79; margin: 14pt 0 5pt; break-after: avoid; }
h3 { font-size: 10.5pt; margin: 10pt 0 4pt; break-after: avoid; }
p { margin: 3pt 0; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2pt 10pt; margin: 4pt 0 0; }
dl.facts dt { font-weight: bold; }
dl.facts dd { margin: 0; }
.headline { font-size: 22pt; font-weight: bold; color: #1b5e20; margin: 2pt 0; }
table { border-collapse: collapse; width: 100%; margin: 4pt 0 8pt; font-variant-numeric: tabular-nums; break-inside: avoid; }
caption { text-align: left; font-weight: bold; padding: 2pt 0; }
th, td { border: 1px solid #b0b7c3; padding: 3pt 5pt; vertical-align: top; }
thead th { background: #e8eef6; }
th[scope=row] { text-align: left; font-weight: normal; background: #f6f8fb; }
td.number, th.number { text-align: right; white-space: nowrap; }
tr { break-inside: avoid; }
thead { display: table-header-group; }
tfoot td, tfoot th { font-weight: bold; }
figure { margin: 6pt 0; break-inside: avoid; }
figcaption { font-size: 9pt; color: #444; }
canvas { display: block; max-width: 100%; }
.notes { border: 1px solid #b0b7c3; padding: 5pt; }
.notes p { min-height: 1em; }
.small { font-size: 8.5pt; color: #444; }
section { break-inside: auto; }
@media screen { body { padding: 24px; } }
`;

const styleHash = cspHashOf(styles);
/** Joined as a plain string: its text must stay exactly what was hashed. */
const styleElement = trustedHtml('<style>' + styles + '</style>');

/**
 * Content-Security-Policy of a document: nothing from the network, exactly its inline style and
 * the two chart scripts by hash. `frameAncestors` adds the header-only directive.
 */
export function documentCsp(options: { frameAncestors?: boolean } = {}): string {
  return [
    "default-src 'none'",
    `script-src ${chartScriptHashes().join(' ')}`,
    `style-src ${styleHash}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    ...(options.frameAncestors === true ? ["frame-ancestors 'self'"] : []),
  ].join('; ');
}

/**
 * A complete document: `title` names it (window title, PDF title), `body` is the main content,
 * `language` the language it is written in (`<html lang>`).
 */
export function documentPage(parts: {
  language: Language;
  title: string;
  header: SafeHtml;
  body: SafeHtml;
}): string {
  return html`<!doctype html>
    <html lang="${parts.language}">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${documentCsp()}" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${parts.title}</title>
        ${styleElement}
      </head>
      <body>
        <main>${parts.header} ${parts.body}</main>
        ${chartScripts()}
      </body>
    </html> `.markup;
}
