import { writeSync } from 'node:fs';
import { openDatabase } from '../../../db/database.js';
import { LocalFileStorage } from '../../../platform/attachments/file-storage.js';
import { systemClock } from '../../../platform/clock.js';
import { publishTransparencyMonth } from '../transparency-publication.js';

/**
 * A publication run in a process of its own that stops dead at row `PAUSE_AT_ROW`: it says
 * 'half-way' on stdout and blocks its thread, so the crash test can kill it mid-file (SIGKILL, no
 * cleanup of any kind). Arguments: database URL, storage folder, month, plan id.
 */
const [url, dir, month, planId] = process.argv.slice(2);
const pauseAt = Number(process.env.PAUSE_AT_ROW ?? '100');
if (url === undefined || dir === undefined || month === undefined || planId === undefined) {
  throw new Error('usage: publish-child <database url> <folder> <YYYY-MM> <plan id>');
}
const handle = openDatabase(url);
await publishTransparencyMonth(
  {
    db: handle.db,
    clock: systemClock,
    storage: new LocalFileStorage(dir),
    reportingEntityName: 'MediVI',
    publicBaseUrl: 'https://portal.example.test',
    onRow: (index) => {
      if (index !== pauseAt) return;
      writeSync(1, 'half-way\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120_000);
    },
  },
  month,
  planId,
);
await handle.close();
