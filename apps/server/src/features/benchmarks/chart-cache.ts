import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ChartReply, ChartRequest } from '@medivi/domain';
import type { BenchmarkSnapshot, BenchmarkSnapshots } from './benchmark-snapshot.js';

/** Default bound of the chart reply cache: 64 MiB of serialized JSON (README "Configuration"). */
export const defaultChartCacheBytes = 64 * 2 ** 20;

/** Content encodings a kept reply is also held in, in the server's order of preference. */
export const chartReplyEncodings = ['br', 'gzip'] as const;
export type ChartReplyEncoding = (typeof chartReplyEncodings)[number];

/**
 * A kept reply: its JSON text, and the same bytes compressed once for each encoding, so a
 * repeated chart is not compressed again per request (the country chart is 7.9 MB of JSON;
 * docs/decisions/0102, "Chart speed"). The settings are @fastify/compress's defaults (Brotli
 * quality 4, gzip level 6), which compress every other reply.
 */
export interface KeptChartReply {
  json: string;
  encoded: Readonly<Record<ChartReplyEncoding, Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function keep(json: string): Promise<KeptChartReply> {
  const [br, gz] = await Promise.all([
    brotli(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
    gzipAsync(json),
  ]);
  return { json, encoded: { br, gzip: gz } };
}

/** Computes a chart reply from the tables of one snapshot (`ChartService.chart`). */
export type ComputeChart = (request: ChartRequest, snapshot: BenchmarkSnapshot) => Promise<ChartReply>;

/** What a computation of the LRU gets besides its key. */
interface ComputeContext {
  request: ChartRequest;
  snapshot: BenchmarkSnapshot;
}

/**
 * The serialized replies of `POST /api/chart` (docs/decisions/0102, "Chart speed"), kept by the
 * request and the import stamp of the benchmark data snapshot (`benchmark-snapshot.ts`): a chart
 * depends only on the public CMS facts and the request, never on who asks (the roles are checked
 * before), so an analyst opening the same selection again, or ten analysts opening the demo
 * chart, share one computation. A finished import changes the stamp, so the next request computes
 * afresh; old entries age out of the LRU. Each request reads the stamp once, and a computation
 * gets the snapshot of that stamp, so it reads the stamp no more. Requests for the same chart made
 * at once wait for one computation (lru-cache `fetch`). A failed computation (such as 400 for too
 * many providers) is not kept.
 *
 * Replies are kept as JSON text, sent as they are: the reply object is built by the service from
 * the domain types and holds public CMS figures only, so the reply is not validated against its
 * zod schema again on the way out (that pass cost more than the query on the country chart).
 */
export class ChartReplyCache {
  private readonly cache: LRUCache<string, KeptChartReply, ComputeContext> | null;

  /**
   * @param snapshots the benchmark data snapshot, whose import stamp is part of every key.
   * @param compute builds a reply from a snapshot's tables.
   * @param maxBytes bound of the kept replies in bytes: the JSON text (UTF-16 code units, close to
   *   bytes for this ASCII text) plus its compressed copies; 0 keeps nothing and computes every
   *   request.
   */
  constructor(
    private readonly snapshots: BenchmarkSnapshots,
    private readonly compute: ComputeChart,
    maxBytes: number,
  ) {
    this.cache =
      maxBytes > 0
        ? new LRUCache<string, KeptChartReply, ComputeContext>({
            maxSize: maxBytes,
            sizeCalculation: (kept) =>
              Math.max(1, kept.json.length + kept.encoded.br.length + kept.encoded.gzip.length),
            fetchMethod: async (_key, _stale, { context }) =>
              keep(JSON.stringify(await this.compute(context.request, context.snapshot))),
          })
        : null;
  }

  /**
   * The reply to `request`: its JSON text, with compressed copies when the cache keeps it (null
   * when the cache is off: the text is then compressed on the way out like any reply). Reads the
   * import stamp once, kept or not.
   * @throws what the computation throws (DomainError 400 for too many providers).
   */
  async reply(request: ChartRequest): Promise<{ json: string; encoded: KeptChartReply['encoded'] | null }> {
    const snapshot = await this.snapshots.current();
    if (this.cache === null)
      return { json: JSON.stringify(await this.compute(request, snapshot)), encoded: null };
    // The parsed request has its keys in schema order, so equal requests give equal keys.
    const key = `${snapshot.stamp}\n${JSON.stringify(request)}`;
    const kept = await this.cache.fetch(key, { context: { request, snapshot } });
    if (kept === undefined)
      return { json: JSON.stringify(await this.compute(request, snapshot)), encoded: null };
    return kept;
  }

  /** Entries kept now (for tests and the benchmark report). */
  get size(): number {
    return this.cache?.size ?? 0;
  }
}
