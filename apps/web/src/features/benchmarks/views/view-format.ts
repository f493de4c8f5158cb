const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ratios = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Shown for a figure the file does not have (never 0). */
export const notAvailable = 'not available';

/** US dollars to the cent, e.g. '$12,345.67'; 'not available' for null. */
export function dollars(value: number | null | undefined): string {
  return value === null || value === undefined ? notAvailable : money.format(value);
}

/** A whole count, e.g. '1,234'. */
export function count(value: number): string {
  return counts.format(value);
}

/** A ratio to 2 decimals, e.g. '3.25'; 'not available' for null. */
export function ratio(value: number | null | undefined): string {
  return value === null || value === undefined ? notAvailable : ratios.format(value);
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
