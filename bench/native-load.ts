/**
 * A load driver whose per-byte work is native: undici's Pool (llhttp), each reply's body read
 * chunk by chunk as bytes and dropped. autocannon, the driver of the other tables, turns every
 * body chunk into a string and appends it (`pipelinedRequestsQueue.addBody`: `req.body += data`)
 * in its pure-JS parser (http-parser-js); on the 2-core benchmark machine that work competes with
 * the server for the CPU, so for a reply of megabytes it measures the driver more than the server.
 * This driver times the same thing, from sending the request to the reply's last byte.
 */
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { type LoadRequest, type LoadResult, loadResultOf } from './support.js';

/** One request: its time to the last byte, ms, and whether it answered 2xx with a body. */
interface Timed {
  ms: number;
  ok: boolean;
}

/**
 * Runs `requests` (cycled: a path is a GET, a {@link LoadRequest} a POST of its JSON) against
 * `url` with `connections` clients, each sending its next request when the last reply has been
 * read, for `durationSeconds` after a warm-up of that time / 5.
 * Replies are read as sent (compressed when `headers` accepts an encoding), never decoded.
 * @throws when any reply is not 2xx: the run measured the wrong thing (a lost session, say).
 */
export async function measureNative(
  name: string,
  url: string,
  requests: readonly (string | LoadRequest)[],
  headers: Record<string, string>,
  options: { connections?: number; durationSeconds?: number } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 10;
  const duration = options.durationSeconds ?? 10;
  const pool = new Pool(url, { connections, pipelining: 1 });
  const bodies = requests.map((request) =>
    typeof request === 'string'
      ? { method: 'GET' as const, path: request, body: undefined, headers }
      : {
          method: 'POST' as const,
          path: request.path,
          body: JSON.stringify(request.json),
          headers: { ...headers, 'content-type': 'application/json' },
        },
  );
  let next = 0;
  const send = async (): Promise<Timed> => {
    const request = bodies[next++ % bodies.length] as (typeof bodies)[number];
    const startedAt = performance.now();
    try {
      const reply = await pool.request(request);
      let bytes = 0;
      for await (const chunk of reply.body) bytes += (chunk as Buffer).length;
      const ok = reply.statusCode >= 200 && reply.statusCode < 300 && bytes > 0;
      return { ms: performance.now() - startedAt, ok };
    } catch {
      return { ms: performance.now() - startedAt, ok: false };
    }
  };
  const run = async (seconds: number): Promise<Timed[]> => {
    const endsAt = performance.now() + seconds * 1000;
    const timed: Timed[] = [];
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < endsAt) timed.push(await send());
      }),
    );
    return timed;
  };
  try {
    await run(Math.max(1, Math.round(duration / 5)));
    const timed = await run(duration);
    const refused = timed.filter((t) => !t.ok).length;
    if (refused > 0) throw new Error(`${name}: ${String(refused)} replies were not 2xx`);
    return loadResultOf(
      name,
      timed.map((t) => t.ms),
      duration,
    );
  } finally {
    await pool.close();
  }
}
