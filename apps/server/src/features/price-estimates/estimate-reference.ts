import { LRUCache } from 'lru-cache';
import type { EstimateClaimType, EstimateCodeType } from '@medivi/domain';
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
}

/** A code's facts with their providers, and the publisher's description (null when none). */
export interface CodeData {
  facts: CodeFacts[];
  description: string | null;
}

/** The provider-experience facts of one provider data version. */
interface Experience {
  version: number;
  recommendations: Promise<Map<string, string>>;
  contracted: Map<string, Promise<Set<string>>>;
}

/** The first five digits of a zip as the price files write it (`44106-1234` → `44106`). */
export function zip5Of(zip: string | null): string | null {
  if (zip === null) return null;
  const digits = zip.replace(/\D/g, '');
  return digits.length >= 5 ? digits.slice(0, 5) : null;
}

/**
 * What price estimates read from the imported CMS tables and the provider-experience list, kept in
 * memory: the CMS figures until the import stamp changes (decision 0102 "One data snapshot"), the
 * experience labels until the provider data version changes (decision 0082). Each request reads
 * the stamp and the version (two one-row queries); the rest is read on first use. Equal reads made
 * at once share one promise; a failed read is not kept.
 */
export class EstimateReference {
  private snapshot: Snapshot | null = null;
  private experience: Experience | null = null;

  constructor(
    private readonly repository: PriceEstimatesRepository,
    private readonly codeCacheSize = 200,
  ) {}

  /** The snapshot of the current import stamp. */
  private async current(): Promise<Snapshot> {
    const stamp = await this.repository.importStamp();
    if (this.snapshot?.stamp !== stamp) {
      this.snapshot = {
        stamp,
        hospitalsByZip: null,
        quality: null,
        hospitalNpis: null,
        codes: new LRUCache({ max: Math.max(1, this.codeCacheSize) }),
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
        return { facts, description };
      },
      () => snapshot.codes.delete(key),
    );
    snapshot.codes.set(key, promise);
    return promise;
  }

  /** The hospitals of the price files by the five-digit zip of their address. */
  async hospitalsByZip(): Promise<Map<string, EstimateProvider[]>> {
    const snapshot = await this.current();
    snapshot.hospitalsByZip ??= this.kept(
      async () => {
        const byZip = new Map<string, EstimateProvider[]>();
        for (const hospital of await this.repository.hospitals()) {
          const zip = zip5Of(hospital.zip);
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
    const version = await this.repository.providersVersion();
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
