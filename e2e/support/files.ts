import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A tiny but real one-page PDF, made here so the journeys carry no binary fixture. */
export function tinyPdf(): Buffer {
  const objects = [
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer<</Size ${String(objects.length + 1)}/Root 1 0 R>>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** What `pdfFacts` reads of a PDF. */
export interface PdfFacts {
  /** Whether the bytes start with the PDF signature `%PDF-`. */
  isPdf: boolean;
  /** The text as poppler's `pdftotext -layout` extracts it. */
  text: string;
  /** Whether the PDF is tagged (poppler's `pdfinfo` reports `Tagged: yes`). */
  tagged: boolean;
}

/**
 * The text of a PDF (poppler's pdftotext) and whether it is tagged (pdfinfo), from its bytes.
 * @throws Error from pdftotext or pdfinfo when the bytes are no readable PDF.
 */
export function pdfFacts(pdf: Buffer): PdfFacts {
  const dir = mkdtempSync(join(tmpdir(), 'medivi-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return {
      isPdf: pdf.subarray(0, 5).toString('latin1') === '%PDF-',
      text,
      tagged: /^Tagged:\s+yes/m.test(info),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
