import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { ChromiumPdfPrinter } from './pdf-printer.js';

const page =
  '<!doctype html><html lang="en"><head><title>T</title></head><body><h1>Printed</h1></body></html>';

/** Process ids of the browsers this test process started (Chromium's main process is our child). */
function browserChildren(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => /chrom/i.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

const run = promisify(execFile);

/** The text of a PDF (poppler's pdftotext), white space squeezed. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-printer-'));
  try {
    const file = join(dir, 'printed.pdf');
    await writeFile(file, pdf);
    return (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ').trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('ChromiumPdfPrinter: one warm browser, restarted when it died, 503 on time-out (issue 18)', () => {
  const printer = new ChromiumPdfPrinter();
  afterAll(async () => {
    await printer.close();
  });

  it('prints a PDF, and prints again after its browser was killed', async () => {
    const first = await printer.print(page);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    const running = browserChildren();
    expect(running.length).toBeGreaterThan(0);
    for (const pid of running) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await printer.print(page);
    expect(again.subarray(0, 5).toString()).toBe('%PDF-');
    expect(browserChildren().some((pid) => !running.includes(pid))).toBe(true);
  }, 60_000);

  it('answers 503 with a clear message when the document is not done in time', async () => {
    const hurried = new ChromiumPdfPrinter({ timeoutMs: 1 });
    try {
      const error = await refusal(hurried.print(page));
      expect(error.statusCode).toBe(503);
      expect(error.code).toBe('PDF_TIMEOUT');
      expect(error.message).toMatch(/longer than 30 seconds/);
    } finally {
      await hurried.close();
    }
  }, 30_000);

  it('prints one at a time when told, and a document still waiting at its deadline leaves the queue', async () => {
    const single = new ChromiumPdfPrinter({ maxConcurrent: 1, timeoutMs: 20_000 });
    try {
      await single.print(page); // warm
      // A page that keeps the only turn busy for 3 s (a script that blocks its load).
      const slow = page.replace(
        '</body>',
        '<script>const end = Date.now() + 3000; while (Date.now() < end);</script></body>',
      );
      const started = performance.now();
      const first = single.print(slow);
      const [a, b] = await Promise.all([first, single.print(page)]);
      // The second waited for the first: both arrive after the slow page's 3 s.
      expect(performance.now() - started).toBeGreaterThan(2_900);
      expect(a.subarray(0, 5).toString()).toBe('%PDF-');
      expect(b.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await single.close();
    }
    const short = new ChromiumPdfPrinter({ maxConcurrent: 1, timeoutMs: 1_500 });
    try {
      await short.print(page).catch(() => undefined); // start the browser (may take longer than 1.5 s)
      const slow = page.replace(
        '</body>',
        '<script>const end = Date.now() + 4000; while (Date.now() < end);</script></body>',
      );
      const busy = short.print(slow).catch((error: unknown) => error);
      const started = performance.now();
      const waiting = await refusal(short.print(page));
      // Refused at its own deadline, not after the busy page's 4 s.
      expect(waiting.code).toBe('PDF_TIMEOUT');
      expect(performance.now() - started).toBeLessThan(3_500);
      await busy;
    } finally {
      await short.close();
    }
  }, 60_000);

  it('replaces a warm page after it printed its share of documents', async () => {
    // window.name outlives setContent on one page, so the document prints how many documents its
    // page has printed; a fresh page starts again at 1.
    const counting =
      '<!doctype html><html lang="en"><head><title>T</title></head><body><p id="n">-</p><script>' +
      "window.name = String(Number(window.name || '0') + 1);" +
      "document.getElementById('n').textContent = 'document ' + window.name + ' on this page';" +
      '</script></body></html>';
    const worn = new ChromiumPdfPrinter({ maxConcurrent: 1, printsPerPage: 2 });
    try {
      const texts: string[] = [];
      for (let i = 0; i < 5; i++) texts.push(await pdfText(await worn.print(counting)));
      // Each page also carries its number in the footer (issue 31 item 15).
      expect(texts).toEqual([1, 2, 1, 2, 1].map((n) => `document ${String(n)} on this page Page 1 of 1`));
    } finally {
      await worn.close();
    }
  }, 60_000);

  it("prints each document with its own Content-Security-Policy, not the last document's", async () => {
    // Two documents, each allowing only its own inline style by hash; the style writes a word.
    const styled = (word: string) => {
      const style = `h1::after { content: ' ${word}'; }`;
      const hash = createHash('sha256').update(style).digest('base64');
      return (
        '<!doctype html><html lang="en"><head><title>T</title>' +
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'sha256-${hash}'">` +
        `<style>${style}</style></head><body><h1>Printed</h1></body></html>`
      );
    };
    const single = new ChromiumPdfPrinter({ maxConcurrent: 1 });
    try {
      // One turn at a time: every document prints on the same warm page.
      const texts: string[] = [];
      for (const word of ['first', 'second', 'first'])
        texts.push(await pdfText(await single.print(styled(word))));
      expect(texts).toEqual([
        'Printed first Page 1 of 1',
        'Printed second Page 1 of 1',
        'Printed first Page 1 of 1',
      ]);
    } finally {
      await single.close();
    }
  }, 60_000);

  it('leaves the page numbers out when told, for pages without a margin to hold them', async () => {
    const text = await pdfText(await printer.print(page, { pageNumbers: false }));
    expect(text).toBe('Printed');
  }, 60_000);

  it('answers 503 when Chromium cannot start, and says so in the log', async () => {
    const logged: string[] = [];
    const missing = new ChromiumPdfPrinter({
      executablePath: '/nonexistent/chromium',
      log: (message) => logged.push(message),
    });
    const error = await refusal(missing.print(page));
    expect(error.statusCode).toBe(503);
    expect(error.code).toBe('PDF_UNAVAILABLE');
    expect(logged.join('\n')).toContain('/nonexistent/chromium');
    await missing.close();
  });
});
