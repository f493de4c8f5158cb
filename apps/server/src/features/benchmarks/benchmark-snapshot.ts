import type {
  BenchmarkSnapshotRepository,
  HospitalFigures,
  NewestCostToChargeRatio,
  NewestQualityScore,
} from './benchmark-snapshot.repository.js';

/**
 * The benchmark data snapshot (docs/decisions/0102, "Chart speed"): what the benchmarks area
 * knows about the imported CMS tables between two imports.
 *
 * - The **import stamp** (`BenchmarkSnapshotRepository.importStamp`): import runs and the row
 *   counts of the cost report, HVBP and by-geography tables. It is read once per
 *   `BenchmarkSnapshots.current()`, that is once per chart that is not answered from the reply
 *   cache, and keys that cache.
 * - What is **derived from whole tables** and costs more than the stamp to read: every hospital's
 *   newest cost-to-charge ratio and HVBP total performance score, and the data years of each
 *   inpatient DRG's by-geography figures. Each is read on first use and kept with its snapshot.
 *
 * A new import changes the stamp, so the next `current()` starts a fresh snapshot and the kept
 * figures are read again on their next use. Besides the reply cache (`chart-cache.ts`), this
 * module holds the only state of the benchmarks area: its repositories keep nothing between
 * calls, and what one step of a chart read and the next needs is handed on explicitly.
 */

/** What a snapshot reads from the database: `BenchmarkSnapshotRepository`. */
export type SnapshotReads = Pick<
  BenchmarkSnapshotRepository,
  'importStamp' | 'newestHospitalFigures' | 'areaYearsByCode'
>;

/** Reads `read` at most once, on first use; a failed read is not kept, so the next use reads again. */
function readOnce<T>(read: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null;
  return () => {
    if (kept === null) {
      const pending = read();
      kept = pending;
      pending.catch(() => {
        if (kept === pending) kept = null;
      });
    }
    return kept;
  };
}

/** The entries of `all` for `keys` (keys without one are left out). */
function pick<T>(all: ReadonlyMap<string, T>, keys: readonly string[]): Map<string, T> {
  const result = new Map<string, T>();
  for (const key of keys) {
    const value = all.get(key);
    if (value !== undefined) result.set(key, value);
  }
  return result;
}

/** The newest cost-to-charge ratios and HVBP scores of some hospitals, by CCN. */
export interface HospitalFiguresOf {
  ratios: Map<string, NewestCostToChargeRatio>;
  scores: Map<string, NewestQualityScore>;
}

/**
 * The imported CMS tables as of one import stamp, with the figures derived from them. Immutable
 * apart from reading each derived figure once.
 */
export class BenchmarkSnapshot {
  private readonly hospitalFigures: () => Promise<HospitalFigures>;
  private readonly areaYearsByCode: () => Promise<ReadonlyMap<string, readonly number[]>>;

  /**
   * @param stamp the import stamp this snapshot stands for (opaque text; equal stamps, equal tables).
   * @param reads where the derived figures are read from on first use.
   */
  constructor(
    readonly stamp: string,
    reads: SnapshotReads,
  ) {
    this.hospitalFigures = readOnce(() => reads.newestHospitalFigures());
    this.areaYearsByCode = readOnce(() => reads.areaYearsByCode());
  }

  /**
   * The newest cost-to-charge ratio (with its report year and file) and the newest HVBP total
   * performance score (with its fiscal year and file) of each of `ccns` that has one. The first
   * call of a snapshot reads every hospital's (two queries); later calls read nothing.
   * @throws what the read throws (and the next call reads again).
   */
  async hospitalFiguresOf(ccns: readonly string[]): Promise<HospitalFiguresOf> {
    const { ratios, scores } = await this.hospitalFigures();
    return { ratios: pick(ratios, ccns), scores: pick(scores, ccns) };
  }

  /**
   * The years of the by-geography figures for the codes (inpatient DRGs), newest first. The
   * first call of a snapshot reads every DRG's years (one query); later calls read nothing.
   * @throws what the read throws (and the next call reads again).
   */
  async areaYears(codes: readonly string[]): Promise<number[]> {
    if (codes.length === 0) return [];
    const byCode = await this.areaYearsByCode();
    const years = new Set<number>();
    for (const code of codes) for (const year of byCode.get(code) ?? []) years.add(year);
    return [...years].sort((a, b) => b - a);
  }
}

/**
 * The holder of the current benchmark data snapshot: one per server process, shared by the chart
 * and the further benchmark views.
 */
export class BenchmarkSnapshots {
  private held: BenchmarkSnapshot | null = null;

  constructor(private readonly reads: SnapshotReads) {}

  /**
   * The snapshot of the imported tables as they are now. Reads the import stamp (one query); while
   * it is unchanged the same snapshot is returned with what it has read, a changed stamp (a new
   * import) replaces it with a fresh one.
   * @throws what the stamp's read throws.
   */
  async current(): Promise<BenchmarkSnapshot> {
    const stamp = await this.reads.importStamp();
    if (this.held?.stamp !== stamp) this.held = new BenchmarkSnapshot(stamp, this.reads);
    return this.held;
  }
}
