import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import type { ProviderSearchReply, TaxonomyMappingReply } from '@medivi/domain';
import { storageKeys } from '../../lib/storage';
import { filterKeyOf, type ProviderSearchArgs, queryKeyOf, type TaxonomyMappingArgs } from './search-params';

/**
 * How long a cached provider list stays usable, ms (30 s). Provider-experience changes (Caution,
 * Not Recommended) take effect on the server at once (docs/decisions/0082), so this bound is how
 * long the browser can still show a member the label from before a change: a member who returns to
 * the same search or reloads it sees the change within 30 s, any other search at once
 * (docs/decisions/0083).
 */
export const providerCacheFreshnessMs = 30_000;

/**
 * How long a zip's record is kept, ms (5 minutes): within it a reload brings back the member's last
 * search (zip, filters, page), whose providers are then fetched again once older than
 * `providerCacheFreshnessMs`.
 */
export const providerCacheRecordLifetimeMs = 5 * 60_000;

/** At most this many zips are cached; the least recently fetched goes first. */
export const providerCacheMaxZips = 5;

/** At most this many pages or text searches are cached per zip; the oldest goes first. */
export const providerCacheMaxEntries = 10;

/**
 * One zip's cache (accounts spec §3: a compressed provider-list cache; cases spec §3 Provider-list
 * cache). `entries` are replies keyed by their full query; all share `filterKey`, so a changed
 * filter starts a new list (spec §4). `providerTypes` is the latest taxonomy mapping.
 */
interface CacheRecord {
  version: 1;
  zip: string;
  /** Epoch ms of the newest reply in the record. */
  dateLastFetched: number;
  filterKey: string;
  /** The last search of this zip, which a reload brings back. */
  lastQuery: Record<string, string | number> | null;
  entries: Record<string, { fetchedAt: number; reply: ProviderSearchReply }>;
  providerTypes: { key: string; fetchedAt: number; reply: TaxonomyMappingReply } | null;
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasNumbers(value: Fields, names: readonly string[]): boolean {
  return names.every((name) => typeof value[name] === 'number');
}

function isQuery(value: unknown): value is Record<string, string | number> {
  return (
    isFields(value) &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

function isSearchReply(value: unknown): value is ProviderSearchReply {
  return (
    isFields(value) &&
    hasNumbers(value, ['page', 'limit', 'totalCount', 'totalPages', 'radius']) &&
    Array.isArray(value.providers) &&
    value.providers.every((provider) => isFields(provider) && typeof provider.npi === 'string') &&
    isFields(value.accessibilityCounts) &&
    isFields(value.zipCodeDetails)
  );
}

function isTaxonomyReply(value: unknown): value is TaxonomyMappingReply {
  return isFields(value) && isFields(value.data) && isFields(value.data.providerType);
}

/**
 * True when a decoded record has the shape this version writes. The cache holds replies this
 * client stored after the server had checked them against the contracts, so the version and the
 * shapes the page reads are checked, without the contracts' full schemas (which would bring zod
 * into the page's download, docs/decisions/0011-code-splitting-and-start-up.md).
 */
function isCacheRecord(value: unknown): value is CacheRecord {
  if (!isFields(value) || value.version !== 1) return false;
  const { zip, filterKey, lastQuery, entries, providerTypes } = value;
  return (
    typeof zip === 'string' &&
    typeof filterKey === 'string' &&
    hasNumbers(value, ['dateLastFetched']) &&
    (lastQuery === null || isQuery(lastQuery)) &&
    isFields(entries) &&
    Object.values(entries).every(
      (entry) => isFields(entry) && hasNumbers(entry, ['fetchedAt']) && isSearchReply(entry.reply),
    ) &&
    (providerTypes === null ||
      (isFields(providerTypes) &&
        typeof providerTypes.key === 'string' &&
        hasNumbers(providerTypes, ['fetchedAt']) &&
        isTaxonomyReply(providerTypes.reply)))
  );
}

/** Where and when: tests pass their own storage and clock. */
export interface ProviderCacheOptions {
  /** Defaults to the browser's local storage; null when the browser refuses it. */
  storage?: Storage | null;
  /** Epoch ms; defaults to now. */
  now?: number;
}

function storageOf(options: ProviderCacheOptions): Storage | null {
  if (options.storage !== undefined) return options.storage;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function keyOf(zip: string): string {
  return `${storageKeys.providerCachePrefix}${zip}`;
}

function isWithin(fetchedAt: number, now: number, lifetimeMs: number): boolean {
  return now - fetchedAt <= lifetimeMs && fetchedAt <= now;
}

/** True while a reply may be shown without asking the server again. */
function isFresh(fetchedAt: number, now: number): boolean {
  return isWithin(fetchedAt, now, providerCacheFreshnessMs);
}

/**
 * Decodes one zip's record; a damaged, foreign or expired record (older than
 * `providerCacheRecordLifetimeMs`) is removed and gives null. Its replies may be stale: readers check
 * each one's freshness.
 */
function loadRecord(storage: Storage, key: string, now: number): CacheRecord | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let record: CacheRecord | null = null;
  try {
    const decoded: unknown = JSON.parse(decompressFromUTF16(raw));
    if (isCacheRecord(decoded)) record = decoded;
  } catch {
    record = null;
  }
  if (record === null || !isWithin(record.dateLastFetched, now, providerCacheRecordLifetimeMs)) {
    removeKey(storage, key);
    return null;
  }
  return record;
}

function removeKey(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

function cacheKeys(storage: Storage): string[] {
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(storageKeys.providerCachePrefix) === true) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}

function trySave(storage: Storage, key: string, record: CacheRecord): boolean {
  try {
    storage.setItem(key, compressToUTF16(JSON.stringify(record)));
    return true;
  } catch {
    return false;
  }
}

/** The other zips' keys, least recently fetched first; expired ones are removed on the way. */
function otherZipsOldestFirst(storage: Storage, keepKey: string, now: number): string[] {
  return cacheKeys(storage)
    .filter((key) => key !== keepKey)
    .map((key) => ({ key, record: loadRecord(storage, key, now) }))
    .filter((item): item is { key: string; record: CacheRecord } => item.record !== null)
    .sort((a, b) => a.record.dateLastFetched - b.record.dateLastFetched)
    .map((item) => item.key);
}

/**
 * Saves a record within bounds: too many zips drops the oldest; a full storage drops the oldest
 * zips, then this zip's older entries, and otherwise gives up (the page works without cache).
 */
function saveRecord(storage: Storage, record: CacheRecord, now: number): void {
  const key = keyOf(record.zip);
  const others = otherZipsOldestFirst(storage, key, now);
  while (others.length >= providerCacheMaxZips) removeKey(storage, others.shift() ?? '');
  if (trySave(storage, key, record)) return;
  for (const other of others) {
    removeKey(storage, other);
    if (trySave(storage, key, record)) return;
  }
  const newest = Object.entries(record.entries)
    .sort(([, a], [, b]) => b.fetchedAt - a.fetchedAt)
    .slice(0, 1);
  if (!trySave(storage, key, { ...record, entries: Object.fromEntries(newest) })) removeKey(storage, key);
}

function emptyRecord(zip: string, now: number): CacheRecord {
  return {
    version: 1,
    zip,
    dateLastFetched: now,
    filterKey: '',
    lastQuery: null,
    entries: {},
    providerTypes: null,
  };
}

/** A fresh cached reply for exactly this search, or null (spec §3 Provider-list cache per zip). */
export function readCachedSearch(
  args: ProviderSearchArgs,
  options: ProviderCacheOptions = {},
): ProviderSearchReply | null {
  const storage = storageOf(options);
  if (storage === null) return null;
  const now = options.now ?? Date.now();
  const record = loadRecord(storage, keyOf(args.zip), now);
  if (record?.filterKey !== filterKeyOf(args)) return null;
  const entry = record.entries[queryKeyOf(args)];
  return entry !== undefined && isFresh(entry.fetchedAt, now) ? entry.reply : null;
}

/**
 * Caches a search reply under its full query. A search with other filters than the cached ones
 * replaces the zip's list (spec §4: changing a filter clears the list cache); expired and surplus
 * entries are dropped.
 */
export function writeCachedSearch(
  args: ProviderSearchArgs,
  reply: ProviderSearchReply,
  options: ProviderCacheOptions = {},
): void {
  const storage = storageOf(options);
  if (storage === null) return;
  const now = options.now ?? Date.now();
  const record = loadRecord(storage, keyOf(args.zip), now) ?? emptyRecord(args.zip, now);
  const filterKey = filterKeyOf(args);
  const kept = record.filterKey === filterKey ? Object.entries(record.entries) : [];
  const entries = [
    ...kept.filter(([key, entry]) => key !== queryKeyOf(args) && isFresh(entry.fetchedAt, now)),
    [queryKeyOf(args), { fetchedAt: now, reply }] as const,
  ]
    .sort(([, a], [, b]) => b.fetchedAt - a.fetchedAt)
    .slice(0, providerCacheMaxEntries);
  const providerTypes =
    record.providerTypes !== null && isFresh(record.providerTypes.fetchedAt, now)
      ? record.providerTypes
      : null;
  saveRecord(
    storage,
    {
      ...record,
      dateLastFetched: now,
      filterKey,
      lastQuery: { ...args },
      entries: Object.fromEntries(entries),
      providerTypes,
    },
    now,
  );
}

/** A fresh cached taxonomy mapping for exactly this query, or null. */
export function readCachedTaxonomy(
  args: TaxonomyMappingArgs,
  options: ProviderCacheOptions = {},
): TaxonomyMappingReply | null {
  const storage = storageOf(options);
  if (storage === null) return null;
  const now = options.now ?? Date.now();
  const cached = loadRecord(storage, keyOf(args.zip), now)?.providerTypes;
  if (cached == null || cached.key !== queryKeyOf(args) || !isFresh(cached.fetchedAt, now)) return null;
  return cached.reply;
}

/** Caches the taxonomy mapping of a zip (one per zip: the latest). */
export function writeCachedTaxonomy(
  args: TaxonomyMappingArgs,
  reply: TaxonomyMappingReply,
  options: ProviderCacheOptions = {},
): void {
  const storage = storageOf(options);
  if (storage === null) return;
  const now = options.now ?? Date.now();
  const record = loadRecord(storage, keyOf(args.zip), now) ?? emptyRecord(args.zip, now);
  saveRecord(
    storage,
    {
      ...record,
      dateLastFetched: now,
      providerTypes: { key: queryKeyOf(args), fetchedAt: now, reply },
    },
    now,
  );
}

/**
 * The most recent search of a record still kept, to bring the page back as the member left it
 * after a reload (its providers are fetched again when no longer fresh); expired records are
 * removed on the way. Null when there is none.
 */
export function findLatestCachedSearch(
  options: ProviderCacheOptions = {},
): Record<string, string | number> | null {
  const storage = storageOf(options);
  if (storage === null) return null;
  const now = options.now ?? Date.now();
  let latest: CacheRecord | null = null;
  for (const key of cacheKeys(storage)) {
    const record = loadRecord(storage, key, now);
    if (record?.lastQuery != null && (latest === null || record.dateLastFetched > latest.dateLastFetched)) {
      latest = record;
    }
  }
  return latest?.lastQuery ?? null;
}

/** Removes every cached zip. */
export function clearProviderCache(options: ProviderCacheOptions = {}): void {
  const storage = storageOf(options);
  if (storage === null) return;
  for (const key of cacheKeys(storage)) removeKey(storage, key);
}
