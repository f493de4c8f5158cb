/**
 * A memory and CPU probe preloaded into a server child process of a benchmark (the notification
 * fan-out's portal or bare baseline, the cost comparison's portal) through NODE_OPTIONS, so the
 * process under test needs no benchmark code of its own. It answers any HTTP request on 127.0.0.1:BENCH_PROBE_PORT with the
 * process's memory after two full garbage collections and its CPU time so far. Its own server is
 * unref'd: it never keeps the process alive.
 */
import { freePort } from '../tools/portal-process.js';

/** What the probe reports. Bytes and microseconds. */
export interface ProbeReading {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  cpuUser: number;
  cpuSystem: number;
}

// Only in the main thread: a preload also runs in the thread of module hooks (tsx's, in the bare
// server's child, on Node 24), where a second listen on the same port failed the child with EADDRINUSE.
const probeSource = `
import { createServer } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { isMainThread } from 'node:worker_threads';
if (isMainThread) {
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const server = createServer((_request, response) => {
  gc();
  gc();
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({
    rss: memory.rss, heapUsed: memory.heapUsed, external: memory.external,
    arrayBuffers: memory.arrayBuffers, cpuUser: cpu.user, cpuSystem: cpu.system,
  }));
});
server.listen(Number(process.env.BENCH_PROBE_PORT), '127.0.0.1');
server.unref();
}
`;

/** A probe to preload: the environment to give the child, and how to read it. */
export interface Probe {
  env: Record<string, string>;
  read(): Promise<ProbeReading>;
}

/** Makes a probe on a free loopback port, preloaded by the NODE_OPTIONS of `env`. */
export async function createProbe(): Promise<Probe> {
  const port = await freePort();
  const module = `data:text/javascript;base64,${Buffer.from(probeSource).toString('base64')}`;
  const inherited = process.env.NODE_OPTIONS ?? '';
  return {
    env: {
      BENCH_PROBE_PORT: String(port),
      NODE_OPTIONS: `${inherited} --import=${module}`.trim(),
    },
    read: async () => {
      const response = await fetch(`http://127.0.0.1:${String(port)}/`);
      if (!response.ok) throw new Error(`probe answered ${String(response.status)}`);
      return (await response.json()) as ProbeReading;
    },
  };
}
