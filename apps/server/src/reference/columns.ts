/**
 * Header → column index resolution. Formats name the columns they read (with the aliases the
 * publishers used over the years); rows are then read by index, never as objects keyed by header.
 */

function normalizeName(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The header row of a file, looked up by column name without regard to case or spacing. */
export class HeaderIndex {
  private readonly positions = new Map<string, number>();

  constructor(readonly names: readonly string[]) {
    names.forEach((name, index) => {
      const key = normalizeName(name);
      // The first of two equally named columns wins, as in the publishers' own readers.
      if (!this.positions.has(key)) this.positions.set(key, index);
    });
  }

  /** The index of the first of `aliases` present in the header, or -1. */
  find(...aliases: readonly string[]): number {
    for (const alias of aliases) {
      const index = this.positions.get(normalizeName(alias));
      if (index !== undefined) return index;
    }
    return -1;
  }

  /** True when every one of `names` is a column. */
  hasAll(...names: readonly string[]): boolean {
    return names.every((name) => this.positions.has(normalizeName(name)));
  }
}

/** The column index of every field of a format's spec: field → aliases in order of preference. */
export type ColumnIndexes<Field extends string> = Record<Field, number>;

/** Resolves every field of `spec` against `header`; a field with no column gets -1. */
export function resolveColumns<Field extends string>(
  header: HeaderIndex,
  spec: Record<Field, readonly string[]>,
): ColumnIndexes<Field> {
  const result = {} as ColumnIndexes<Field>;
  for (const field of Object.keys(spec) as Field[]) {
    result[field] = header.find(...spec[field]);
  }
  return result;
}

/** The trimmed cell at `index`, or '' when the column is absent or the row is short. */
export function cell(fields: readonly string[], index: number): string {
  if (index < 0) return '';
  const value = fields[index];
  return value === undefined ? '' : value.trim();
}
