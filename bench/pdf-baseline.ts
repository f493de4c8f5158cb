import { performance } from 'node:perf_hooks';
import { ChromiumPdfPrinter } from '../apps/server/src/platform/pdf/pdf-printer.js';
import { type LoadResult, loadResultOf } from './support.js';

/**
 * The baseline of the PDF benchmarks: one-page PDFs by the portal's printer (its own warm
 * Chromium, in this process) at `connections` concurrent prints for `durationSeconds`, after three
 * warm-up prints. A PDF endpoint's p95 is reported as a ratio to this one's.
 */
export async function onePagePdfBaseline(connections: number, durationSeconds: number): Promise<LoadResult> {
  const printer = new ChromiumPdfPrinter();
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One page</title></head>' +
    '<body><h1>One page</h1><p>A baseline document of one page.</p></body></html>';
  try {
    for (let i = 0; i < 3; i += 1) await printer.print(html);
    const times: number[] = [];
    const ends = performance.now() + durationSeconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < ends) {
          const started = performance.now();
          await printer.print(html);
          times.push(performance.now() - started);
        }
      }),
    );
    return loadResultOf(
      `one-page PDF, same printer (${String(connections)} concurrent)`,
      times,
      durationSeconds,
    );
  } finally {
    await printer.close();
  }
}
