import { LRUCache } from 'lru-cache';
import type { EstimateClaimType, EstimateCodeType } from '@medivi/domain';
import type { ZipCentroid, ZipPoint } from '../../platform/zip-centroids.js';
import type { CodeFacts, EstimateProvider, PriceEstimatesRepository } from './price-estimates.repository.js';

/** A hospital's newest HVBP total performance score (points), its fiscal year and file. */
export interface QualityScore {
  score: number;
  fiscalYear: number;
  sourceFile: string;
}

/** The CMS figures of one import, read once each and kept until the import stamp changes. */
interface Snapshot {
  stamp: string;
  hospitalsByZip: Promise<Map<string, EstimateProvider[]>> | null;
  quality: Promise<Map<string, QualityScore>> | null;
  hospitalNpis: Promise<Map<string, string[]>> | null;
  codes: LRUCache<string, Promise<CodeData>>;
  /** The zips within a radius of a zip with their miles, by `zip:radius`. */
  areas: LRUCache<string, Promise<Map<string, number>>>;
  /** The hospitals within a radius of a zip, nearest first, by `zip:radius`. */
  nearby: LRUCache<string, Promise<NearbyHospital[]>>;
  /** Zip centroids by zip (undefined: not known). */
  zips: LRUCache<string, Promise<ZipCentroid | null>>;
}

/** A code's facts with their providers, and the publisher's description (null when none). */
export interface CodeData {
  facts: CodeFacts[];
  /** The same by provider id. */
  byProvider: ReadonlyMap<string, CodeFacts>;
  description: string | null;
}

/** A hospital of the price files with its great-circle miles from a search's zip. */
export interface NearbyHospital {
  hospital: EstimateProvider;
  miles: number;
}

/** The provider-experience facts of one provider data version. */
interface Experience {
  version: number;
  recommendations: Promise<Map<string, string>>;
  contracted: Map<string, Promise<Set<string>>>;
}

/** How long a read import stamp is trusted, ms. */
const stampTtlMs = 1000;

/** Areas (zip and radius) kept per import. */
const areaCacheSize = 500;

/**
 * What price estimates read from the imported CMS tables and the provider-experience list, kept in
 * memory: the CMS figures until the import stamp changes (decision 0102 "One data snapshot"), the
 * experience labels until the provider data version changes (decision 0082). Each request reads
 * the stamp and the version (two one-row queries); the rest is read on first use. Equal reads made
 * at once share one promise; a failed read is not kept.
 */
export class EstimateReference {
  private snapshot: Snapshot | null = null;
  private stampReadAt = Number.NEGATIVE_INFINITY;
  private versionReadAt = Number.NEGATIVE_INFINITY;
  private currentVersion = 0;
  private experience: Experience | null = null;

  constructor(
    private readonly repository: PriceEstimatesRepository,
    private readonly codeCacheSize = 200,
  ) {}

  /**
   * The snapshot of the current import stamp. The stamp is read again once `stampTtlMs` has
   * passed since the last read: its six counts cost more than the rest of an estimate, and an
   * import shows a second later instead of at once (decision 0115 "Speed").
   */
  private async current(): Promise<Snapshot> {
    const now = performance.now();
    if (this.snapshot !== null && now - this.stampReadAt < stampTtlMs) return this.snapshot;
    const stamp = await this.repository.importStamp();
    this.stampReadAt = now;
    if (this.snapshot?.stamp !== stamp) {
      this.snapshot = {
        stamp,
        hospitalsByZip: null,
        quality: null,
        hospitalNpis: null,
        codes: new LRUCache({ max: Math.max(1, this.codeCacheSize) }),
        areas: new LRUCache({ max: areaCacheSize }),
        nearby: new LRUCache({ max: areaCacheSize }),
        zips: new LRUCache({ max: 10_000 }),
      };
    }
    return this.snapshot;
  }

  /** Runs `read`, calling `forget` when it fails, so a failed read is not kept. */
  private kept<T>(read: () => Promise<T>, forget: () => void): Promise<T> {
    const promise = read();
    void promise.catch(() => {
      forget();
    });
    return promise;
  }

  /** Every fact of a code with its provider, all data years, and the code's description. */
  async codeData(claimType: EstimateClaimType, codeType: EstimateCodeType, code: string): Promise<CodeData> {
    const snapshot = await this.current();
    const key = `${claimType}:${codeType}:${code}`;
    const cached = snapshot.codes.get(key);
    if (cached !== undefined) return cached;
    const promise = this.kept(
      async () => {
        const [facts, description] = await Promise.all([
          this.repository.factsOfCode(claimType, codeType, code),
          this.repository.codeDescription(codeType, code),
        ]);
        return {
          facts,
          byProvider: new Map(facts.map((entry) => [entry.provider.providerId, entry])),
          description,
        };
      },
      () => snapshot.codes.delete(key),
    );
    snapshot.codes.set(key, promise);
    return promise;
  }

  /**
   * The zips within `radius` miles of `center` with their great-circle miles
   * (`zipDistancesWithin`), kept per import: the zip centroids are reference data.
   */
  async areaOf(
    center: ZipPoint,
    radius: number,
    read: (center: ZipPoint, radius: number) => Promise<Map<string, number>>,
  ): Promise<Map<string, number>> {
    const snapshot = await this.current();
    const key = `${center.zip}:${String(radius)}`;
    const cached = snapshot.areas.get(key);
    if (cached !== undefined) return cached;
    const promise = this.kept(
      () => read(center, radius),
      () => snapshot.areas.delete(key),
    );
    snapshot.areas.set(key, promise);
    return promise;
  }

  /** The centroid of `zip`, or null for a zip the reference data does not know, kept per import. */
  async zip(
    zip: string,
    read: (zip: string) => Promise<ZipCentroid | undefined>,
  ): Promise<ZipCentroid | null> {
    const snapshot = await this.current();
    const cached = snapshot.zips.get(zip);
    if (cached !== undefined) return cached;
    const promise = this.kept(
      async () => (await read(zip)) ?? null,
      () => snapshot.zips.delete(zip),
    );
    snapshot.zips.set(zip, promise);
    return promise;
  }

  /** The hospitals of the price files within `radius` miles of `center` (`areaOf`), kept per import. */
  async hospitalsNear(
    center: ZipPoint,
    radius: number,
    read: (center: ZipPoint, radius: number) => Promise<Map<string, number>>,
  ): Promise<NearbyHospital[]> {
    const snapshot = await this.current();
    const key = `${center.zip}:${String(radius)}`;
    const cached = snapshot.nearby.get(key);
    if (cached !== undefined) return cached;
    const promise = this.kept(
      async () => {
        const [distances, byZip] = await Promise.all([
          this.areaOf(center, radius, read),
          this.hospitalsByZip(),
        ]);
        const nearby: NearbyHospital[] = [];
        for (const [zip, miles] of distances) {
          for (const hospital of byZip.get(zip) ?? []) nearby.push({ hospital, miles });
        }
        return nearby;
      },
      () => snapshot.nearby.delete(key),
    );
    snapshot.nearby.set(key, promise);
    return promise;
  }

  /** The hospitals of the price files by the five-digit zip of their address. */
  async hospitalsByZip(): Promise<Map<string, EstimateProvider[]>> {
    const snapshot = await this.current();
    snapshot.hospitalsByZip ??= this.kept(
      async () => {
        const byZip = new Map<string, EstimateProvider[]>();
        for (const hospital of await this.repository.hospitals()) {
          const zip = hospital.zip5;
          if (zip === null) continue;
          const list = byZip.get(zip) ?? [];
          list.push(hospital);
          byZip.set(zip, list);
        }
        return byZip;
      },
      () => (snapshot.hospitalsByZip = null),
    );
    return snapshot.hospitalsByZip;
  }

  /** Every hospital's newest HVBP score, by CCN. */
  async quality(): Promise<Map<string, QualityScore>> {
    const snapshot = await this.current();
    snapshot.quality ??= this.kept(
      () => this.repository.newestQualityScores(),
      () => (snapshot.quality = null),
    );
    return snapshot.quality;
  }

  /** Every enrolled hospital's organization NPIs, by CCN. */
  async hospitalNpis(): Promise<Map<string, string[]>> {
    const snapshot = await this.current();
    snapshot.hospitalNpis ??= this.kept(
      () => this.repository.hospitalNpis(),
      () => (snapshot.hospitalNpis = null),
    );
    return snapshot.hospitalNpis;
  }

  /**
   * The provider-experience recommendations by NPI and the NPIs contracted with `planId`, as of
   * the current provider data version.
   */
  async experienceOf(
    planId: string,
  ): Promise<{ recommendations: Map<string, string>; contracted: Set<string> }> {
    // Read again at most once a second, as the stamp: a provider-experience edit shows a second
    // later at the latest (decision 0082 allows a browser 30 s).
    const now = performance.now();
    if (this.experience === null || now - this.versionReadAt >= stampTtlMs) {
      this.versionReadAt = now;
      this.currentVersion = await this.repository.providersVersion();
    }
    const version = this.currentVersion;
    if (this.experience?.version !== version) {
      const experience: Experience = {
        version,
        recommendations: this.kept(
          () => this.repository.recommendations(),
          () => (this.experience = null),
        ),
        contracted: new Map(),
      };
      this.experience = experience;
    }
    const experience = this.experience;
    let contracted = experience.contracted.get(planId);
    if (contracted === undefined) {
      contracted = this.kept(
        () => this.repository.contractedNpis(planId),
        () => experience.contracted.delete(planId),
      );
      experience.contracted.set(planId, contracted);
    }
    return { recommendations: await experience.recommendations, contracted: await contracted };
  }
}
