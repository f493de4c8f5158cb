import { privacyDocument, supportDocument } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors.js';
import type { PdfPrinter } from '../../platform/pdf/pdf-printer.js';
import { renderInfoDocumentHtml } from './public-document-html.js';
import { PublicDocuments } from './public-info-documents.service.js';

/** A printer that records the documents it was given and fails the first `failures` of them. */
function recordingPrinter(failures = 0): PdfPrinter & { printed: string[] } {
  const printed: string[] = [];
  let left = failures;
  return {
    printed,
    print: (html) => {
      printed.push(html);
      if (left > 0) {
        left -= 1;
        return Promise.reject(new DomainError(503, 'not now', { code: 'PDF_UNAVAILABLE' }));
      }
      return Promise.resolve(Buffer.from(`%PDF-${String(printed.length)}`));
    },
    close: () => Promise.resolve(),
  };
}

describe('public documents (accounts spec §2 /privacy.pdf, /support.pdf)', () => {
  it('prints each document once and serves the kept bytes after', async () => {
    const printer = recordingPrinter();
    const documents = new PublicDocuments(printer, 'help@example.test');
    const [a, b] = await Promise.all([documents.pdf('privacy'), documents.pdf('privacy')]);
    const c = await documents.pdf('privacy');
    expect(a).toBe(b);
    expect(c).toBe(a);
    await documents.pdf('support');
    expect(printer.printed).toHaveLength(2);
    expect(printer.printed[0]).toContain(privacyDocument.title);
    expect(printer.printed[1]).toContain(supportDocument.title);
    expect(printer.printed[1]).toContain('help@example.test');
  });

  it('prints again after a failed print instead of keeping the failure', async () => {
    const printer = recordingPrinter(1);
    const documents = new PublicDocuments(printer, 'help@example.test');
    await expect(documents.pdf('support')).rejects.toMatchObject({ code: 'PDF_UNAVAILABLE' });
    const pdf = await documents.pdf('support');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(printer.printed).toHaveLength(2);
  });

  it('escapes the text and carries no script', () => {
    const markup = renderInfoDocumentHtml(
      { title: 'A <b> & "c"', intro: ['<script>x</script>'], sections: [] },
      ['mail <me>'],
    );
    expect(markup).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
    expect(markup).toContain('mail &lt;me&gt;');
    expect(markup).not.toMatch(/<script/i);
    expect(markup).toContain('MediVI portal');
  });

  it('prints and keeps each language apart, in its own words', async () => {
    const printer = recordingPrinter();
    const documents = new PublicDocuments(printer, 'help@example.test');
    const english = await documents.pdf('support', 'en');
    const spanish = await documents.pdf('support', 'es');
    expect(spanish).not.toBe(english);
    expect(await documents.pdf('support', 'es')).toBe(spanish);
    expect(printer.printed).toHaveLength(2);
    expect(printer.printed[0]).toContain('<html lang="en">');
    expect(printer.printed[0]).toContain('Support mailbox: help@example.test');
    expect(printer.printed[1]).toContain('<html lang="es">');
    expect(printer.printed[1]).toContain('Buzón de ayuda: help@example.test');
    expect(printer.printed[1]).toContain('Portal MediVI · Ayuda');
  });
});
