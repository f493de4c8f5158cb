/**
 * Storage benchmark (issue 36; docs/decisions/0120-object-storage.md): 10 MB attachments stored and
 * read back at 10 concurrent clients through `FileStorage`, on the local folder and on an
 * S3-compatible server on loopback (the tests' `@20minutes/s3rver`), measured in the same run and
 * alternating rounds; the judged figure is the S3 p95 as a ratio to the local folder's. Then the
 * peak RSS of a process that stores 1 and 100 such attachments in the bucket, each count in a
 * child process of its own, to show memory does not grow with the number of uploads.
 *
 * It measures the storage layer the upload and download routes call (`put`, `open` read to the
 * end), not the HTTP route: the route's multipart parsing, content check and malware scan cost the
 * same on both storages, and an in-process scan stub would make the route's figure no truer.
 * Run alone: `npx tsx bench/storage-bench.ts`; `npm run bench -- storage` writes
 * bench/results/storage.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  LocalFileStorage,
  newStorageKey,
  type PortalFileStorage,
} from '../apps/server/src/platform/attachments/file-storage.js';
import {
  createS3Client,
  S3FileStorage,
  type S3Connection,
} from '../apps/server/src/platform/attachments/s3-file-storage.js';
import { startTestS3Server, testS3Credentials } from '../apps/server/src/testing/s3-server.js';
import { type LoadResult, loadResultOf, loadTable, median, runBenchChild } from './support.js';

const benchFile = fileURLToPath(import.meta.url);
const fileBytes = 10_000_000;
const clients = 10;
const perClient = 4;
const roundCount = 3;

/** Times (ms) of `clients` clients each running `perClient` times `task`, and the wall time (s). */
async function underLoad(
  task: (client: number) => Promise<void>,
): Promise<{ times: number[]; seconds: number }> {
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; i < perClient; i += 1) {
        const begun = performance.now();
        await task(client);
        times.push(performance.now() - begun);
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}

async function readWhole(storage: PortalFileStorage, key: string): Promise<number> {
  const stream = await storage.open(key);
  if (stream === null) throw new Error(`${key} is missing`);
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  if (bytes !== fileBytes) throw new Error(`${key}: ${String(bytes)} bytes read`);
  return bytes;
}

/** Uploads then downloads at `clients` clients; returns the two load results. */
async function measureStorage(name: string, storage: PortalFileStorage): Promise<[LoadResult, LoadResult]> {
  const contents = Array.from({ length: clients }, () => randomBytes(fileBytes));
  const keys: string[][] = contents.map(() => []);
  const uploads = await underLoad(async (client) => {
    const key = newStorageKey();
    await storage.put(key, contents[client] ?? Buffer.alloc(0));
    keys[client]?.push(key);
  });
  const reads = keys.map(() => 0);
  const downloads = await underLoad(async (client) => {
    const list = keys[client] ?? [];
    await readWhole(storage, list[reads[client] ?? 0] ?? '');
    reads[client] = ((reads[client] ?? 0) + 1) % list.length;
  });
  for (const key of keys.flat()) await storage.remove(key);
  return [
    loadResultOf(`${name}: upload 10 MB`, uploads.times, uploads.seconds),
    loadResultOf(`${name}: download 10 MB`, downloads.times, downloads.seconds),
  ];
}

/** What a child measured (MiB): the process's peak RSS, its RSS before and at most during the uploads. */
interface ChildMemory {
  count: number;
  peakRssMiB: number;
  startRssMiB: number;
  uploadPeakRssMiB: number;
}

/** The child: stores `count` attachments of 10 MB in the bucket one after another; prints peak RSS. */
async function runChild(count: number, connection: S3Connection): Promise<void> {
  const storage = new S3FileStorage(
    createS3Client(connection, { credentials: testS3Credentials }),
    connection,
    'attachments/',
  );
  const content = randomBytes(fileBytes);
  const keys: string[] = [];
  // The process's peak RSS is reached while it loads (tsx compiling the sources); what uploads
  // add shows in the RSS sampled while they run.
  const startRss = process.memoryUsage().rss;
  let uploadPeak = startRss;
  const sampler = setInterval(() => {
    uploadPeak = Math.max(uploadPeak, process.memoryUsage().rss);
  }, 10);
  for (let i = 0; i < count; i += 1) {
    const key = newStorageKey();
    await storage.put(key, content);
    keys.push(key);
  }
  clearInterval(sampler);
  uploadPeak = Math.max(uploadPeak, process.memoryUsage().rss);
  for (const key of keys) await storage.remove(key);
  console.log(
    JSON.stringify({
      count,
      peakRssMiB: process.resourceUsage().maxRSS / 1024,
      startRssMiB: startRss / 2 ** 20,
      uploadPeakRssMiB: uploadPeak / 2 ** 20,
    }),
  );
}

/** Runs the benchmark and returns its Markdown section. */
export async function runStorageBench(): Promise<string> {
  const s3 = await startTestS3Server();
  const dir = mkdtempSync(join(tmpdir(), 'medivi-storage-bench-'));
  try {
    const local = new LocalFileStorage(dir);
    const bucket = s3.storage('attachments/');
    const results: LoadResult[] = [];
    const ratios = { upload: [] as number[], download: [] as number[] };
    for (let round = 1; round <= roundCount; round += 1) {
      const suffix = `round ${String(round)}`;
      const [localUp, localDown] = await measureStorage(`local folder, ${suffix}`, local);
      const [s3Up, s3Down] = await measureStorage(`S3 (loopback), ${suffix}`, bucket);
      results.push(localUp, s3Up, localDown, s3Down);
      ratios.upload.push(s3Up.p95 / localUp.p95);
      ratios.download.push(s3Down.p95 / localDown.p95);
    }
    const memory: ChildMemory[] = [];
    for (const count of [1, 100]) {
      memory.push(
        await runBenchChild<ChildMemory>(benchFile, [String(count), JSON.stringify(s3.connection)]),
      );
    }
    return [
      `## 10 MB attachments at ${String(clients)} concurrent clients, local folder and S3`,
      '',
      `Each client stores ${String(perClient)} attachments of ${fileBytes.toLocaleString('en-US')} random bytes, then reads ${String(perClient)} back to the end, through \`FileStorage\` (\`put\`, \`open\`); local folder and bucket alternate over ${String(roundCount)} rounds. The S3 server is \`@20minutes/s3rver\` on 127.0.0.1 in the same process (a Node server writing to the same disk), so the ratio is the SDK's and the HTTP hop's cost plus that server's (it writes each object, then reads it again for its MD5, on the same two cores), not AWS S3's latency. The machine was shared with other work while this ran: read the ratios, not the milliseconds.`,
      '',
      loadTable(results),
      '',
      `- upload, S3 p95 as a ratio to the local folder (median of ${String(roundCount)} rounds): **${median(ratios.upload).toFixed(2)}×**; rounds ${ratios.upload.map((r) => r.toFixed(2)).join(', ')}`,
      `- download, S3 p95 as a ratio to the local folder: **${median(ratios.download).toFixed(2)}×**; rounds ${ratios.download.map((r) => r.toFixed(2)).join(', ')}`,
      '',
      '## Peak memory across 1 and 100 uploads to the bucket',
      '',
      'A process of its own stores N attachments of 10 MB in the bucket one after another (the S3 server runs in the parent):',
      '',
      '| uploads | RSS before the uploads MiB | highest RSS while uploading (sampled every 10 ms) MiB | peak RSS of the process MiB |',
      '|---|---|---|---|',
      ...memory.map(
        (m) =>
          `| ${String(m.count)} | ${m.startRssMiB.toFixed(1)} | ${m.uploadPeakRssMiB.toFixed(1)} | ${m.peakRssMiB.toFixed(1)} |`,
      ),
      '',
      'The process peak is reached while tsx loads the sources, before any upload; the sampled column is what the uploads hold.',
    ].join('\n');
  } finally {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (resolve(process.argv[1] ?? '') === benchFile) {
  const childAt = process.argv.indexOf('--child');
  if (childAt >= 0) {
    await runChild(
      Number(process.argv[childAt + 1]),
      JSON.parse(process.argv[childAt + 2] ?? '{}') as S3Connection,
    );
  } else {
    console.log(await runStorageBench());
  }
}
