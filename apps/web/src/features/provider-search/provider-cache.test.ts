import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage';
import {
  clearProviderCache,
  findLatestCachedSearch,
  providerCacheFreshnessMs,
  providerCacheRecordLifetimeMs,
  providerCacheMaxZips,
  readCachedSearch,
  readCachedTaxonomy,
  writeCachedSearch,
  writeCachedTaxonomy,
} from './provider-cache';
import type { ProviderSearchArgs } from './search-params';
import { makeProvider, makeReply, makeTaxonomyReply } from './testing/fixtures';

const t0 = 1_750_000_000_000;

function argsFor(overrides: Partial<ProviderSearchArgs> = {}): ProviderSearchArgs {
  return {
    zip: '44106',
    limit: 50,
    page: 1,
    radius: 25,
    sortBy: 'accessibility',
    sortDirection: 'asc',
    ...overrides,
  };
}

/** Local storage that refuses to hold more than `capacity` characters, like a full browser store. */
class SmallStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly capacity: number) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const others = [...this.items].filter(([k]) => k !== key).reduce((sum, [, v]) => sum + v.length, 0);
    if (others + value.length > this.capacity) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

describe('provider cache', () => {
  it('stores the reply compressed under the zip and gives it back for the same query', () => {
    const reply = makeReply([makeProvider({ name: 'Dr Cached' })]);
    writeCachedSearch(argsFor(), reply, { now: t0 });
    const raw = window.localStorage.getItem(`${storageKeys.providerCachePrefix}44106`);
    expect(raw).not.toBeNull();
    expect(raw).not.toContain('Dr Cached');
    const record = JSON.parse(decompressFromUTF16(raw!)) as { zip: string; dateLastFetched: number };
    expect(record).toMatchObject({ zip: '44106', dateLastFetched: t0 });
    expect(readCachedSearch(argsFor(), { now: t0 + 1000 })).toEqual(reply);
  });

  it('finds nothing for another query of the same zip', () => {
    writeCachedSearch(argsFor(), makeReply(), { now: t0 });
    expect(readCachedSearch(argsFor({ page: 2 }), { now: t0 })).toBeNull();
    expect(readCachedSearch(argsFor({ zip: '10001' }), { now: t0 })).toBeNull();
  });

  it('ignores a list older than the freshness window and removes the zip after its lifetime', () => {
    writeCachedSearch(argsFor(), makeReply(), { now: t0 });
    expect(readCachedSearch(argsFor(), { now: t0 + providerCacheFreshnessMs })).not.toBeNull();
    expect(readCachedSearch(argsFor(), { now: t0 + providerCacheFreshnessMs + 1 })).toBeNull();
    expect(window.localStorage.getItem(`${storageKeys.providerCachePrefix}44106`)).not.toBeNull();
    expect(readCachedSearch(argsFor(), { now: t0 + providerCacheRecordLifetimeMs + 1 })).toBeNull();
    expect(window.localStorage.getItem(`${storageKeys.providerCachePrefix}44106`)).toBeNull();
  });

  it('hides a provider-experience change for 30 s at most: an older reply is fetched again', () => {
    writeCachedSearch(argsFor(), makeReply(), { now: t0 });
    expect(readCachedSearch(argsFor(), { now: t0 + 29_000 })).not.toBeNull();
    expect(readCachedSearch(argsFor(), { now: t0 + 30_001 })).toBeNull();
    // The search itself is still brought back after a reload; its providers are fetched again.
    expect(findLatestCachedSearch({ now: t0 + 30_001 })).toMatchObject({ zip: '44106' });
  });

  it('ignores an expired page while newer pages of the zip stay', () => {
    writeCachedSearch(argsFor({ page: 1 }), makeReply(), { now: t0 });
    writeCachedSearch(argsFor({ page: 2 }), makeReply(), { now: t0 + providerCacheFreshnessMs });
    const later = t0 + providerCacheFreshnessMs + 1;
    expect(readCachedSearch(argsFor({ page: 1 }), { now: later })).toBeNull();
    expect(readCachedSearch(argsFor({ page: 2 }), { now: later })).not.toBeNull();
  });

  it('keeps other pages and text searches of the same filters', () => {
    writeCachedSearch(argsFor({ page: 1 }), makeReply(), { now: t0 });
    writeCachedSearch(argsFor({ page: 2 }), makeReply(), { now: t0 + 1 });
    writeCachedSearch(argsFor({ page: 1, limit: 100 }), makeReply(), { now: t0 + 2 });
    expect(readCachedSearch(argsFor({ page: 1 }), { now: t0 + 3 })).not.toBeNull();
    expect(readCachedSearch(argsFor({ page: 2 }), { now: t0 + 3 })).not.toBeNull();
  });

  it('clears the list of a zip when a filter changes', () => {
    writeCachedSearch(argsFor(), makeReply(), { now: t0 });
    writeCachedSearch(argsFor({ gender: 'F' }), makeReply(), { now: t0 + 1 });
    expect(readCachedSearch(argsFor({ gender: 'F' }), { now: t0 + 2 })).not.toBeNull();
    expect(readCachedSearch(argsFor(), { now: t0 + 2 })).toBeNull();
  });

  it('keeps at most the most recent zips', () => {
    const zips = Array.from({ length: providerCacheMaxZips + 1 }, (_, index) => String(10001 + index));
    zips.forEach((zip, index) => {
      writeCachedSearch(argsFor({ zip }), makeReply(), { now: t0 + index });
    });
    const now = t0 + zips.length;
    expect(readCachedSearch(argsFor({ zip: zips[0]! }), { now })).toBeNull();
    expect(readCachedSearch(argsFor({ zip: zips.at(-1)! }), { now })).not.toBeNull();
  });

  it('drops the oldest zips when storage is full', () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      makeProvider({
        npi: String(1000000000 + index),
        name: `Provider ${String(index)} ${'x'.repeat(index)}`,
      }),
    );
    const probe = new SmallStorage(Number.MAX_SAFE_INTEGER);
    writeCachedSearch(argsFor(), makeReply(many), { storage: probe, now: t0 });
    const oneZip = probe.getItem(`${storageKeys.providerCachePrefix}44106`)!.length;
    const storage = new SmallStorage(Math.floor(oneZip * 1.5));
    writeCachedSearch(argsFor({ zip: '10001' }), makeReply(many), { storage, now: t0 });
    writeCachedSearch(argsFor({ zip: '44106' }), makeReply(many), { storage, now: t0 + 1 });
    expect(readCachedSearch(argsFor({ zip: '44106' }), { storage, now: t0 + 2 })).not.toBeNull();
    expect(storage.getItem(`${storageKeys.providerCachePrefix}10001`)).toBeNull();
  });

  it('works without storage at all', () => {
    expect(() => {
      writeCachedSearch(argsFor(), makeReply(), { storage: null, now: t0 });
    }).not.toThrow();
    expect(readCachedSearch(argsFor(), { storage: null, now: t0 })).toBeNull();
  });

  it('removes a damaged record instead of using it', () => {
    const key = `${storageKeys.providerCachePrefix}44106`;
    window.localStorage.setItem(key, 'not compressed json');
    expect(readCachedSearch(argsFor(), { now: t0 })).toBeNull();
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('removes a record of another version or with replies of another shape', () => {
    const key = `${storageKeys.providerCachePrefix}44106`;
    writeCachedSearch(argsFor(), makeReply([makeProvider()]), { now: t0 });
    const stored = JSON.parse(decompressFromUTF16(window.localStorage.getItem(key) ?? '')) as {
      entries: Record<string, { reply: { providers: unknown } }>;
    };
    const foreignShapes = [
      { ...stored, version: 2 },
      {
        ...stored,
        entries: Object.fromEntries(
          Object.entries(stored.entries).map(([query, entry]) => [
            query,
            { ...entry, reply: { ...entry.reply, providers: 'none' } },
          ]),
        ),
      },
    ];
    for (const record of foreignShapes) {
      window.localStorage.setItem(key, compressToUTF16(JSON.stringify(record)));
      expect(readCachedSearch(argsFor(), { now: t0 })).toBeNull();
      expect(window.localStorage.getItem(key)).toBeNull();
    }
  });

  it('keeps the taxonomy mapping of a zip beside its list', () => {
    const taxonomyArgs = { zip: '44106', radius: 25 };
    writeCachedSearch(argsFor(), makeReply(), { now: t0 });
    writeCachedTaxonomy(taxonomyArgs, makeTaxonomyReply(), { now: t0 + 1 });
    expect(readCachedTaxonomy(taxonomyArgs, { now: t0 + 2 })).toEqual(makeTaxonomyReply());
    expect(readCachedTaxonomy({ ...taxonomyArgs, radius: 50 }, { now: t0 + 2 })).toBeNull();
    expect(readCachedSearch(argsFor(), { now: t0 + 2 })).not.toBeNull();
  });

  it('finds the latest kept search to bring back after a reload', () => {
    writeCachedSearch(argsFor({ zip: '10001' }), makeReply(), { now: t0 });
    writeCachedSearch(argsFor({ zip: '44106', page: 2 }), makeReply(), { now: t0 + 10 });
    expect(findLatestCachedSearch({ now: t0 + 20 })).toMatchObject({ zip: '44106', page: 2 });
    expect(findLatestCachedSearch({ now: t0 + 10 + providerCacheRecordLifetimeMs + 1 })).toBeNull();
  });

  it('clears every cached zip and nothing else', () => {
    window.localStorage.setItem(storageKeys.fullName, 'Pat Member');
    writeCachedSearch(argsFor({ zip: '10001' }), makeReply(), { now: t0 });
    writeCachedSearch(argsFor({ zip: '44106' }), makeReply(), { now: t0 });
    clearProviderCache();
    expect(readCachedSearch(argsFor({ zip: '44106' }), { now: t0 })).toBeNull();
    expect(window.localStorage.length).toBe(1);
  });
});
