import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ChartReply, ChartRequest } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { importStamp } from './import-memo.js';

/** Default bound of the chart reply cache: 64 MiB of serialized JSON (README "Configuration"). */
export const defaultChartCacheBytes = 64 * 2 ** 20;

/**
 * The serialized replies of `POST /api/chart` (docs/decisions/0102, "Chart speed"), kept by the
 * request and the state of the imported CMS tables (`importStamp`): a chart depends only on the
 * public CMS facts and the request, never on who asks (the roles are checked before), so an
 * analyst opening the same selection again, or ten analysts opening the demo chart, share one
 * computation. A finished import changes the stamp, so the next request computes afresh; old
 * entries age out of the LRU. Requests for the same chart made at once wait for one computation
 * (lru-cache `fetch`). A failed computation (such as 400 for too many providers) is not kept.
 *
 * Replies are kept as JSON text, sent as they are: the reply object is built by the service from
 * the domain types and holds public CMS figures only, so the reply is not validated against its
 * zod schema again on the way out (that pass cost more than the query on the country chart).
 */
export class ChartReplyCache {
  private readonly cache: LRUCache<string, string, ChartRequest> | null;

  /**
   * @param maxBytes bound of the kept JSON text in bytes (UTF-16 code units, close to bytes for
   *   this ASCII text); 0 keeps nothing and computes every request.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly compute: (request: ChartRequest) => Promise<ChartReply>,
    maxBytes: number,
  ) {
    this.cache =
      maxBytes > 0
        ? new LRUCache<string, string, ChartRequest>({
            maxSize: maxBytes,
            sizeCalculation: (json) => Math.max(1, json.length),
            fetchMethod: async (_key, _stale, { context }) => JSON.stringify(await this.compute(context)),
          })
        : null;
  }

  /**
   * The reply to `request` as JSON text.
   * @throws what the computation throws (DomainError 400 for too many providers).
   */
  async json(request: ChartRequest): Promise<string> {
    if (this.cache === null) return JSON.stringify(await this.compute(request));
    // The parsed request has its keys in schema order, so equal requests give equal keys.
    const key = `${await importStamp(this.db)}\n${JSON.stringify(request)}`;
    const json = await this.cache.fetch(key, { context: request });
    if (json === undefined) return JSON.stringify(await this.compute(request));
    return json;
  }

  /** Entries kept now (for tests and the benchmark report). */
  get size(): number {
    return this.cache?.size ?? 0;
  }
}
