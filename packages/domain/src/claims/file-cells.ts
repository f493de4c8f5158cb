import { z } from 'zod';
import { parseIsoDate } from '../shared/dates.js';

/**
 * Cell schemas of the claims file (docs/decisions/0105 "Claims", 0114 "Data"), shared by the
 * columns of `rules.ts` and the member-claim columns of `claim-details.ts`. Every cell arrives as
 * a string.
 */

/** Largest amount accepted on one claim, US dollars. */
export const claimAmountMax = 100_000_000;

/** Two amounts that differ by less than this are equal (half a cent). */
export const centTolerance = 0.005;

/** Whole cents of an amount in US dollars (amounts of the file have at most two decimals). */
export const centsOf = (dollars: number): number => Math.round(dollars * 100);

/** A required text cell, trimmed. */
export const textCell = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'is empty')
    .max(max, `is longer than ${String(max)} characters`);

/** An optional text cell, trimmed; empty → null. */
export const optionalTextCell = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `is longer than ${String(max)} characters`)
    .transform((value) => (value === '' ? null : value));

/** An ISO `YYYY-MM-DD` date cell. */
export const isoDateCell = z
  .string()
  .trim()
  .refine((value) => parseIsoDate(value) !== null, 'is not a YYYY-MM-DD date');

/** An amount cell: US dollars, digits with at most two decimals, never negative. */
export const amountCell = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'is not an amount in dollars (digits, at most two decimals)')
  .transform(Number)
  .refine((value) => value <= claimAmountMax, `is more than ${String(claimAmountMax)}`);
