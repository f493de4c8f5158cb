import { errorMessageOf } from '../../lib/api';

/** Shown when a write fails without a message of its own (spec §8: error flag set). */
export const writeFailedText = 'The record could not be saved. Please try again.';

/** The failure text of a refused write: the server's message, else the generic one. */
export function writeErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    return errorMessageOf(error as Parameters<typeof errorMessageOf>[0]) ?? writeFailedText;
  }
  return writeFailedText;
}
