import type { FastifyInstance } from 'fastify';
import { DomainError } from './errors.js';

/** The field message of a text that holds a NUL character. */
export const nulCharacterMessage = 'Must not contain the NUL character';

/** The dotted path of the first string (or key) in `value` that holds U+0000, or null. */
export function nulCharacterPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || depth > 20 || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) return itemPath;
    const found = nulCharacterPath(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses, with 400 and a field message, a request whose path parameters, query or body hold
 * the NUL character (U+0000) in any text: PostgreSQL cannot store it in text and fails the query,
 * SQLite would keep it, so the portal refuses it on both (docs/decisions/0002; found by the
 * route-table bad-input test, issue 15). A pre-handler, so it sees the validated values and runs
 * after the route guards.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = nulCharacterPath(value);
      if (path !== null) {
        const field = path === '' ? part : path;
        done(
          new DomainError(400, `Please correct the request: ${nulCharacterMessage}`, {
            code: 'VALIDATION_FAILED',
            fieldErrors: { [field]: nulCharacterMessage },
          }),
        );
        return;
      }
    }
    done();
  });
}
