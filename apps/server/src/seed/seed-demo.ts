import type { DatabaseHandle } from '../db/database.js';
import type { Clock } from '../platform/clock.js';

export function seedDemoData(
  _handle: DatabaseHandle,
  _clock: Clock,
  _options: { log: (line: string) => void },
): Promise<void> {
  return Promise.reject(new Error('demo seed is not built yet'));
}
