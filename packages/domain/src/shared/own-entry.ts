/**
 * The value `table` holds under `key` as its own entry, or undefined. A key given by a caller
 * ('toString', 'constructor', '__proto__') never reaches an inherited member of Object.prototype
 * this way (docs/decisions/0092): look every user-given key up in a constant table through this,
 * or keep such tables in a `Map`.
 */
export function ownEntry<T extends object>(table: T, key: string): T[keyof T] | undefined {
  return Object.hasOwn(table, key) ? (table as Record<string, T[keyof T]>)[key] : undefined;
}

/** True when `key` is an own entry of `table` (not an inherited member such as 'toString'). */
export function hasOwnEntry<T extends object>(table: T, key: PropertyKey): key is keyof T {
  return Object.hasOwn(table, key);
}
