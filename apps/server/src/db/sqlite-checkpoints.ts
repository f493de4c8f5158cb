import { Worker } from 'node:worker_threads';

/**
 * How many WAL pages a commit of the server's own connection may leave before that commit copies
 * them back itself (SQLite's `wal_autocheckpoint`; its default is 1,000). Only a fallback for a
 * checkpoint thread that is gone or falls behind: the thread normally keeps the WAL far shorter.
 */
export const fallbackAutoCheckpointPages = 20_000;

/** How often the checkpoint thread copies the WAL back into the database file, ms. */
export const checkpointIntervalMs = 250;

/** What one background checkpoint did: WAL frames in the log and frames copied back (SQLite's `log`, `checkpointed`). */
export interface CheckpointReport {
  log: number;
  checkpointed: number;
}

/**
 * The thread's code (CommonJS, run with `eval`): its own connection to the file, a PASSIVE
 * checkpoint on a timer (it never waits for the server's connection and never blocks it), and a
 * report of each checkpoint that copied anything.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const Database = createRequire(workerData.resolveFrom)('better-sqlite3');
const db = new Database(workerData.file, { fileMustExist: true });
const timer = setInterval(() => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    if (result !== undefined && result.checkpointed > 0) {
      parentPort.postMessage({ log: result.log, checkpointed: result.checkpointed });
    }
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** A running checkpoint thread. */
export interface CheckpointThread {
  /** Stops the timer, closes the thread's connection and waits for the thread to end. */
  stop(): Promise<void>;
}

/**
 * Copies the WAL of the SQLite database `file` back into the database file from a thread of its
 * own (docs/decisions/0119). Without it the commit that crosses `wal_autocheckpoint` pages does
 * the copy and its two fsyncs itself, on the event loop: one status change in twenty or so held
 * every request for 1 to 15 ms on this machine. The server's connection keeps
 * `fallbackAutoCheckpointPages` as a fallback, so the WAL stays bounded if the thread ends.
 * @param onCheckpoint told of each checkpoint that copied frames (tests).
 * @param onError told (once) when a checkpoint fails or the thread ends by an error.
 */
export function startCheckpointThread(
  file: string,
  options: {
    intervalMs?: number;
    onCheckpoint?: (report: CheckpointReport) => void;
    onError?: (message: string) => void;
  } = {},
): CheckpointThread {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: {
      file,
      intervalMs: options.intervalMs ?? checkpointIntervalMs,
      resolveFrom: import.meta.url,
    },
  });
  worker.unref();
  // A failing checkpoint fails again every interval: say so once.
  let isErrorTold = false;
  const tellError = (message: string) => {
    if (isErrorTold) return;
    isErrorTold = true;
    options.onError?.(message);
  };
  worker.on('message', (message: CheckpointReport | { error: string }) => {
    if ('error' in message) tellError(message.error);
    else options.onCheckpoint?.(message);
  });
  worker.on('error', (error: unknown) => {
    tellError(error instanceof Error ? error.message : String(error));
  });
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      resolve();
    });
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(resolve, 2_000, false).unref()),
      ]);
      if (!stopped) await worker.terminate();
    },
  };
}
