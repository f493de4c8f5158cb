import { formatFixed, formatMoney, formatNumber } from '../../../lib/i18n/format';
import type { Translate } from '../../../lib/i18n/i18n';

/** `value` with exactly `digits` decimals in the portal's language ('3.25' in English, '3,25' in Spanish). */
const fixed = (value: number, digits: number): string => formatFixed(value, digits);

/** How the benchmark views write their figures, in the portal's language (`viewFormat`). */
export interface ViewFormat {
  /** Shown for a figure the file does not have (never 0): 'not available' in English. */
  notAvailable: string;
  /** US dollars to the cent, e.g. '$12,345.67'; `notAvailable` for null. */
  dollars: (value: number | null | undefined) => string;
  /** A whole count, e.g. '1,234'. */
  count: (value: number) => string;
  /** A ratio to 2 decimals, e.g. '3.25'; `notAvailable` for null. */
  ratio: (value: number | null | undefined) => string;
  /** A figure to `digits` decimals, e.g. a score '35.00'; `notAvailable` for null. */
  decimals: (value: number | null | undefined, digits: number) => string;
}

/**
 * The views' figure formats for the portal's language (`lib/i18n/format.ts` and `Intl`), with
 * the 'not available' of `_`'s catalogue.
 */
export function viewFormat(_: Translate): ViewFormat {
  const notAvailable = _('benchmarkViews.notAvailable');
  const decimals = (value: number | null | undefined, digits: number) =>
    value === null || value === undefined ? notAvailable : fixed(value, digits);
  return {
    notAvailable,
    dollars: (value) => (value === null || value === undefined ? notAvailable : formatMoney(value)),
    count: (value) => formatNumber(value, 0),
    ratio: (value) => decimals(value, 2),
    decimals,
  };
}

/** The field messages of a failed zod parse, by top-level field name (the first message each). */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}
