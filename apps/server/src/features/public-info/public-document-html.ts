import type { InfoDocument, Language } from '@medivi/domain';
import { serverText } from '../../platform/i18n/server-text.js';
import { cspHashOf, html, trustedHtml } from '../../platform/pdf/safe-html.js';

/**
 * The printable HTML of a public information text (accounts spec §2: /privacy.pdf, /support.pdf):
 * the same `InfoDocument` the /privacy and /support pages show, as one self-contained document
 * with a plain print stylesheet and no scripts (docs/decisions/0108).
 */

/** The portal's name in the footer line of every public document. */
export const portalName = 'MediVI';

const styles = `
@page { size: Letter; margin: 0.75in 0.8in; }
html { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 11pt; color: #1a1a1a; line-height: 1.4; }
body { margin: 0; }
h1 { font-size: 20pt; margin: 0 0 10pt; color: #1f4e79; }
h2 { font-size: 13pt; margin: 16pt 0 4pt; color: #1f4e79; break-after: avoid; }
p { margin: 4pt 0; }
ul { margin: 4pt 0; padding-left: 18pt; }
li { margin: 2pt 0; }
section { break-inside: avoid; }
footer { margin-top: 24pt; padding-top: 6pt; border-top: 1px solid #b0b7c3; font-size: 9pt; color: #444; }
`;

const styleHash = cspHashOf(styles);
/** Joined as a plain string: its text must stay exactly what was hashed. */
const styleElement = trustedHtml('<style>' + styles + '</style>');

/** Nothing from the network, no scripts: exactly the inline style, by hash. */
const documentCsp = `default-src 'none'; style-src ${styleHash}; base-uri 'none'; form-action 'none'`;

/**
 * A complete HTML document of `document`: its title as the one h1, the introduction, each section
 * as an h2 with its paragraphs and list, then `closing` paragraphs (the support mailbox line), and
 * a footer line naming the portal. Every text is escaped (`html` of safe-html.ts). `language` is
 * the document's (`lang`, the footer's words); its texts come already worded.
 */
export function renderInfoDocumentHtml(
  document: InfoDocument,
  closing: readonly string[] = [],
  language: Language = 'en',
): string {
  const footer = serverText(language, 'publicDocuments.footer', {
    portal: portalName,
    title: document.title,
  });
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${documentCsp}" />
        <title>${portalName} ${document.title}</title>
        ${styleElement}
      </head>
      <body>
        <main>
          <h1>${document.title}</h1>
          ${document.intro.map((paragraph) => html`<p>${paragraph}</p>`)}
          ${document.sections.map(
            (section) =>
              html`<section>
                <h2>${section.heading}</h2>
                ${section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
                ${
                  section.items === undefined
                    ? null
                    : html`<ul>
                        ${section.items.map((item) => html`<li>${item}</li>`)}
                      </ul>`
                }
              </section>`,
          )}
          ${closing.map((paragraph) => html`<p>${paragraph}</p>`)}
        </main>
        <footer>${footer}</footer>
      </body>
    </html>`.markup;
}
