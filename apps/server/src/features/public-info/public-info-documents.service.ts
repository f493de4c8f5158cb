import { type InfoDocument, privacyDocument, supportDocument } from '@medivi/domain';
import type { PdfPrinter } from '../../platform/pdf/pdf-printer.js';
import { renderInfoDocumentHtml } from './public-document-html.js';

/** The public documents the server prints (accounts spec §2: /privacy.pdf and /support.pdf). */
export const publicDocumentNames = ['privacy', 'support'] as const;
export type PublicDocumentName = (typeof publicDocumentNames)[number];

/**
 * The text of each public document and its closing lines, the same as the /privacy and /support
 * pages show: the domain's `InfoDocument` and the support mailbox `supportAddress` (SUPPORT_EMAIL).
 */
export function publicDocumentSource(
  name: PublicDocumentName,
  supportAddress: string,
): { document: InfoDocument; closing: string[] } {
  if (name === 'privacy')
    return {
      document: privacyDocument,
      closing: [`Send a data access or correction request to ${supportAddress}`],
    };
  return { document: supportDocument, closing: [`Support mailbox: ${supportAddress}`] };
}

/**
 * Prints the public documents on the app's PDF printer and keeps each in memory after its first
 * print: the text is constant for a build and a configuration. A print that failed is not kept,
 * so the next request tries again.
 */
export class PublicDocuments {
  private readonly printed = new Map<PublicDocumentName, Promise<Buffer>>();

  constructor(
    private readonly printer: PdfPrinter,
    private readonly supportAddress: string,
  ) {}

  /**
   * The PDF bytes of `name`.
   * @throws DomainError 503 `PDF_TIMEOUT` or `PDF_UNAVAILABLE` from the printer.
   */
  pdf(name: PublicDocumentName): Promise<Buffer> {
    const cached = this.printed.get(name);
    if (cached !== undefined) return cached;
    const { document, closing } = publicDocumentSource(name, this.supportAddress);
    const printing = this.printer.print(renderInfoDocumentHtml(document, closing));
    this.printed.set(name, printing);
    printing.catch(() => {
      if (this.printed.get(name) === printing) this.printed.delete(name);
    });
    return printing;
  }
}
