import PQueue from 'p-queue';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DomainError } from '../errors.js';
import type { Language } from '@medivi/domain';
import { serverText } from '../i18n/server-text.js';

/** Debian's Chromium, the default of CHROMIUM_PATH (README "Configuration"). */
export const defaultChromiumPath = '/usr/bin/chromium';

/** Time one document may take from the request to the last byte, ms (analysis-reports-admin spec §9). */
export const defaultPrintTimeoutMs = 30_000;

/** Pages printing at once; the rest wait their turn in order (issue 18). */
export const defaultMaxConcurrentPrints = 2;

/**
 * The footer Chromium prints in the bottom margin of every page: 'Page n of N' in `language`
 * ('Página n de N'; issue 37). Its own small font, as the footer does not inherit the document's
 * styles; Chromium fills the two spans.
 */
export function pageNumberFooter(language: Language = 'en'): string {
  const words = serverText(language, 'common.pageOf', {
    page: '<span class="pageNumber"></span>',
    total: '<span class="totalPages"></span>',
  });
  return `<div style="width:100%;text-align:center;font:9px sans-serif;color:#444;">${words}</div>`;
}

/**
 * Documents one warm page prints before it is closed and a fresh one takes its place. A page's
 * renderer collects its garbage lazily: reused without end, one renderer grew from 190 to 700 MiB
 * over 1,000 savings analyses (bench/results/cost-comparison.md); a fresh page every 50 documents
 * costs one page start (tens of ms) per 50.
 */
export const defaultPrintsPerPage = 50;

/** How one document is printed. */
export interface PrintOptions {
  /**
   * Print 'Page n of N' in the bottom margin (default true). A document whose pages have no
   * margin to hold it, such as a wallet-sized card, turns it off.
   */
  pageNumbers?: boolean;
  /** The language of the page numbers (default English). */
  language?: Language;
}

/** Turns an HTML document into PDF bytes. */
export interface PdfPrinter {
  /**
   * The PDF of `html`, a complete document that needs no network (scripts and styles inline):
   * US Letter unless its CSS `@page` sets a size, tagged (structure tree for screen readers), with
   * an outline of its headings.
   * @throws DomainError 503 `PDF_TIMEOUT` when the document is not done within the time-out
   * (waiting for a turn included), 503 `PDF_UNAVAILABLE` when the browser cannot start.
   */
  print(html: string, options?: PrintOptions): Promise<Buffer>;
  /** Closes the browser; a later `print` starts it again. */
  close(): Promise<void>;
}

export interface ChromiumPdfPrinterOptions {
  /** Chromium's executable; default `/usr/bin/chromium`. */
  executablePath?: string;
  timeoutMs?: number;
  maxConcurrent?: number;
  /** Documents a warm page prints before it is replaced; default {@link defaultPrintsPerPage}. */
  printsPerPage?: number;
  /** Told when the browser could not start or died (the reply is a plain 503). */
  log?: (message: string) => void;
}

/** Flags for a browser that prints local HTML and never needs the network or a GPU. */
const chromiumArgs = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const timeoutMessage =
  'The document took longer than 30 seconds to make because many are being made. Please try again in a minute.';
const unavailableMessage =
  'Documents cannot be made right now: the PDF printer is not available. Please try again later.';

/** The running browser and the one context its pages live in. */
interface Warm {
  browser: Browser;
  context: BrowserContext;
}

/**
 * Prints HTML to PDF with one warm headless Chromium (playwright-core), started on the first
 * document, started again if it died, closed with the app. Pages are kept warm too, one per turn,
 * each for `printsPerPage` documents: a new browser context per document cost 0.4-0.8 s here, a
 * reused page none, and `setContent` replaces the whole document (the documents use no cookies or storage, and need no network: they
 * carry a Content-Security-Policy of `default-src 'none'`). At most `maxConcurrent` print at once;
 * the time-out covers waiting for a turn and printing (docs/decisions/0104, section Documents).
 */
export class ChromiumPdfPrinter implements PdfPrinter {
  private warm: Promise<Warm> | null = null;
  private idlePages: Page[] = [];
  /** Documents each live page has printed. */
  private readonly prints = new WeakMap<Page, number>();
  /** First come, first served, at most `maxConcurrent` printing at once (p-queue). */
  private readonly queue: PQueue;
  private readonly executablePath: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: ChromiumPdfPrinterOptions = {}) {
    this.executablePath = options.executablePath ?? defaultChromiumPath;
    this.timeoutMs = options.timeoutMs ?? defaultPrintTimeoutMs;
    this.queue = new PQueue({ concurrency: options.maxConcurrent ?? defaultMaxConcurrentPrints });
  }

  async print(html: string, options: PrintOptions = {}): Promise<Buffer> {
    const startedAt = performance.now();
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      // Past the deadline p-queue drops a waiting document from the queue and rejects a running one
      // at once; the page still finishes (its own time-out is what is left), and only then is its
      // turn given to the next document.
      return await this.queue.add(
        () =>
          this.printOnWarmPage(
            html,
            this.timeoutMs - (performance.now() - startedAt),
            options.pageNumbers === false ? null : pageNumberFooter(options.language),
          ),
        { signal },
      );
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // The deadline, Playwright's own time-out, or the browser died in the middle of the page.
      if (signal.aborted || (error instanceof Error && error.name === 'TimeoutError'))
        throw new DomainError(503, timeoutMessage, { code: 'PDF_TIMEOUT', headers: { 'retry-after': '60' } });
      this.options.log?.(`PDF printing failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new DomainError(503, unavailableMessage, { code: 'PDF_UNAVAILABLE' });
    }
  }

  async close(): Promise<void> {
    const warm = this.warm;
    this.warm = null;
    this.idlePages = [];
    if (warm === null) return;
    try {
      await (await warm).browser.close();
    } catch {
      // It never started, or it is already gone: nothing to close.
    }
  }

  /** Prints on an idle warm page (a new one when none is idle); a page that failed is dropped. */
  private async printOnWarmPage(html: string, timeoutMs: number, footer: string | null): Promise<Buffer> {
    const warm = await this.warmBrowser();
    let page = this.idlePages.pop();
    while (page?.isClosed() === true) page = this.idlePages.pop();
    page ??= await warm.context.newPage();
    try {
      page.setDefaultTimeout(Math.max(1, timeoutMs));
      // `setContent` writes into the page's current document, and a Content-Security-Policy that a
      // document's meta element set stays on that document: the next document's own inline style
      // or script would be refused by the last one's hashes. A page that printed before is first
      // given a fresh, empty document.
      if ((this.prints.get(page) ?? 0) > 0) await page.goto('about:blank');
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({
        format: 'Letter',
        printBackground: true,
        tagged: true,
        outline: true,
        preferCSSPageSize: true,
        // 'Page n of N' in the bottom margin of every page (issue 31 item 15).
        displayHeaderFooter: footer !== null,
        headerTemplate: '<span></span>',
        footerTemplate: footer ?? '',
      });
      const printed = (this.prints.get(page) ?? 0) + 1;
      this.prints.set(page, printed);
      const worn = printed >= (this.options.printsPerPage ?? defaultPrintsPerPage);
      // A worn page goes, and its renderer's memory with it; closing it does not hold up the reply.
      if (worn) void page.close().catch(() => undefined);
      else if (this.warm !== null && (await this.warm) === warm) this.idlePages.push(page);
      return pdf;
    } catch (error) {
      await page.close().catch(() => undefined);
      throw error;
    }
  }

  /** The running browser; starts one when there is none or the last one died. */
  private warmBrowser(): Promise<Warm> {
    if (this.warm !== null) return this.warm;
    // playwright-core is loaded on the first document, not with the app: it takes about half a
    // second to load, which every start and every test process would pay otherwise.
    const starting = import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({ executablePath: this.executablePath, headless: true, args: chromiumArgs }),
      )
      .then(async (browser) => {
        browser.on('disconnected', () => {
          if (this.warm === starting) {
            this.warm = null;
            this.idlePages = [];
          }
        });
        return { browser, context: await browser.newContext({ javaScriptEnabled: true, offline: true }) };
      });
    this.warm = starting;
    starting.catch((error: unknown) => {
      if (this.warm === starting) this.warm = null;
      this.options.log?.(
        `Chromium (${this.executablePath}) did not start: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    return starting;
  }
}
