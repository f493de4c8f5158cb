import type { DatabaseHandle } from '../db/database.js';

export function importMissingReferenceData(
  _handle: DatabaseHandle,
  _options: { dataDir: string; log: (line: string) => void },
): Promise<void> {
  return Promise.reject(new Error('reference importers are not built yet'));
}
