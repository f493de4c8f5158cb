import { type InfoDocument, type Language, privacyDocument, supportDocument } from '@medivi/domain';
import { serverText } from '../../platform/i18n/server-text.js';
import type { PdfPrinter } from '../../platform/pdf/pdf-printer.js';
import { renderInfoDocumentHtml } from './public-document-html.js';
import { infoDocumentIn } from './public-document-words.js';

/** The public documents the server prints (accounts spec §2: /privacy.pdf and /support.pdf). */
export const publicDocumentNames = ['privacy', 'support'] as const;
export type PublicDocumentName = (typeof publicDocumentNames)[number];

/**
 * The text of each public document and its closing lines in `language` (issue 37), the same as
 * the /privacy and /support pages show: the domain's `InfoDocument` worded by the `publicDocuments`
 * catalogue, and the support mailbox `supportAddress` (SUPPORT_EMAIL).
 */
export function publicDocumentSource(
  name: PublicDocumentName,
  supportAddress: string,
  language: Language = 'en',
): { document: InfoDocument; closing: string[] } {
  const document = infoDocumentIn(language, name, name === 'privacy' ? privacyDocument : supportDocument);
  const closing = serverText(language, `publicDocuments.${name}.closing`, { address: supportAddress });
  return { document, closing: [closing] };
}

/**
 * Prints the public documents on the app's PDF printer and keeps each (per language) in memory
 * after its first print: the text is constant for a build and a configuration. A print that
 * failed is not kept, so the next request tries again.
 */
export class PublicDocuments {
  private readonly printed = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly printer: PdfPrinter,
    private readonly supportAddress: string,
  ) {}

  /**
   * The PDF bytes of `name` in `language`.
   * @throws DomainError 503 `PDF_TIMEOUT` or `PDF_UNAVAILABLE` from the printer.
   */
  pdf(name: PublicDocumentName, language: Language = 'en'): Promise<Buffer> {
    const key = `${name}:${language}`;
    const cached = this.printed.get(key);
    if (cached !== undefined) return cached;
    const { document, closing } = publicDocumentSource(name, this.supportAddress, language);
    const printing = this.printer.print(renderInfoDocumentHtml(document, closing, language), { language });
    this.printed.set(key, printing);
    printing.catch(() => {
      if (this.printed.get(key) === printing) this.printed.delete(key);
    });
    return printing;
  }
}
