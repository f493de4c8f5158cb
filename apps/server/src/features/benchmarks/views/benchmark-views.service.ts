import {
  type AreaAverage,
  type BenchmarkTableReply,
  type BenchmarkTableRequest,
  type ClaimType,
  type CodeType,
  type CountyComparisonReply,
  type CountyComparisonRequest,
  type CountyRow,
  codeTypesWithData,
  medianRatio,
  percentileSet,
  weightedAverage,
} from '@medivi/domain';
import type { AreaFactsRepository } from '../area-facts.repository.js';
import type { BenchmarkSnapshots } from '../benchmark-snapshot.js';
import type { ChartRepository, FactCodeType, ProviderCodeRow } from '../chart.repository.js';
import { factClaimTypes, kindOf, normalizeCode } from '../chart.service.js';
import type { ZipCountyRepository } from './zip-county.repository.js';

/** The code type with public figures of a claim type: DRG, APC or HCPCS (docs/decisions/0102). */
export function viewCodeType(claimType: ClaimType): FactCodeType {
  return codeTypesWithData[claimType][0] as FactCodeType;
}

/** What a view selects: the scope of the facts, the year shown and the files. */
interface Selection {
  claimType: ClaimType;
  codeType: CodeType;
  code: string;
  description: string | null;
  dataYear: number | null;
  availableYears: number[];
  sourceFiles: string[];
  rows: ProviderCodeRow[];
}

/** One figure per group: hospitals, claims, weighted averages and billed / Medicare. */
function groupRow(county: string | null, rows: readonly ProviderCodeRow[]): CountyRow {
  const billedAvg = weightedAverage(rows.map((row) => ({ count: row.numClaims, value: row.billedAvg })));
  const medicareAvg = weightedAverage(rows.map((row) => ({ count: row.numClaims, value: row.medicareAvg })));
  return {
    county,
    hospitals: new Set(rows.map((row) => row.providerId)).size,
    count: rows.reduce((sum, row) => sum + row.numClaims, 0),
    billedAvg,
    medicareAvg,
    ratio: billedAvg !== null && medicareAvg !== null && medicareAvg > 0 ? billedAvg / medicareAvg : null,
  };
}

/**
 * The further benchmark views (docs/decisions/0103-benchmark-views.md): each provider's figures for
 * one code are aggregated in SQL (the chart's read: claims summed over places of service, billed
 * and Medicare weighted by claims); percentiles and county groups are computed over those rows.
 */
export class BenchmarkViewsService {
  constructor(
    private readonly facts: ChartRepository,
    private readonly areas: AreaFactsRepository,
    private readonly zips: ZipCountyRepository,
    private readonly snapshots: BenchmarkSnapshots,
  ) {}

  private async select(
    claimType: ClaimType,
    rawCode: string,
    states: readonly string[],
    dataYear: number | undefined,
  ): Promise<Selection> {
    const codeType = viewCodeType(claimType);
    const code = normalizeCode(codeType, rawCode);
    const [scope, descriptions] = await Promise.all([
      this.facts.readScopeOf({
        claimType: factClaimTypes[claimType],
        codeType,
        codes: [code],
        providerIds: [],
        states,
        kind: kindOf(claimType),
      }),
      this.facts.codeDescriptions(codeType, [code]),
    ]);
    const availableYears = (await this.facts.yearsWithProviders(scope)).map((entry) => entry.year);
    const year =
      dataYear !== undefined && availableYears.includes(dataYear) ? dataYear : (availableYears[0] ?? null);
    // The files are read in the database's order, as the views have always listed them, even
    // where the figures' read could tell them (`ScopeFigures.sourceFiles`, sorted in code units).
    const [rows, sourceFiles] =
      year === null
        ? [[], []]
        : await Promise.all([
            this.facts.providerCodeFigures(scope, year).then((figures) => figures.rows),
            this.facts.sourceFiles(scope, year),
          ]);
    return {
      claimType,
      codeType,
      code,
      description: descriptions.get(code) ?? null,
      dataYear: year,
      availableYears,
      sourceFiles,
      rows,
    };
  }

  /** `POST /api/benchmarks/table`: percentiles across the area's providers (docs/decisions/0103). */
  async benchmarkTable(request: BenchmarkTableRequest): Promise<BenchmarkTableReply> {
    const states = request.area === 'US' ? [] : [request.area];
    const { rows, ...selection } = await this.select(
      request.claimType,
      request.code,
      states,
      request.dataYear,
    );
    const billed = percentileSet(rows.map((row) => row.billedAvg));
    const medicare = percentileSet(rows.map((row) => row.medicareAvg));
    return {
      ...selection,
      area: request.area,
      providers: new Set(rows.map((row) => row.providerId)).size,
      count: rows.reduce((sum, row) => sum + row.numClaims, 0),
      billed,
      medicare,
      medianRatio: medianRatio(billed, medicare),
      areaAverages: await this.areaAverages(request.claimType, selection.code, request.area),
    };
  }

  /** The by-geography averages of the nation and the area's state, every year present (inpatient). */
  private async areaAverages(claimType: ClaimType, code: string, area: string): Promise<AreaAverage[]> {
    if (claimType !== 'Inpatient') return [];
    const areas = area === 'US' ? ['US'] : ['US', area];
    const years = await (await this.snapshots.current()).areaYears([code]);
    const result: AreaAverage[] = [];
    for (const year of years) {
      const figures = await this.areas.areaFigures([code], areas, year);
      for (const figure of figures.sort((a, b) => (a.area === 'US' ? -1 : b.area === 'US' ? 1 : 0)))
        result.push({
          area: figure.area,
          dataYear: year,
          count: figure.numClaims,
          billedAvg: figure.billedAvg,
          medicareAvg: figure.medicareAvg,
          sourceFile: figure.sourceFile,
        });
    }
    return result;
  }

  /** `POST /api/benchmarks/counties`: the state's hospitals grouped by county (docs/decisions/0103). */
  async countyComparison(request: CountyComparisonRequest): Promise<CountyComparisonReply> {
    const { rows, ...selection } = await this.select(
      request.claimType,
      request.code,
      [request.state],
      request.dataYear,
    );
    const counties = await this.zips.countiesOf([...new Set(rows.map((row) => row.providerId))]);
    const countyOf = new Map(counties.map((entry) => [entry.providerId, entry.county]));
    const groups = new Map<string | null, ProviderCodeRow[]>();
    for (const row of rows) {
      const county = countyOf.get(row.providerId) ?? null;
      groups.set(county, [...(groups.get(county) ?? []), row]);
    }
    const countyRows = [...groups.entries()]
      .map(([county, members]) => groupRow(county, members))
      .sort(
        (a, b) =>
          b.count - a.count ||
          (a.county === null ? 1 : b.county === null ? -1 : a.county.localeCompare(b.county)),
      );
    return {
      ...selection,
      state: request.state,
      zipSources: [
        ...new Set(counties.flatMap((entry) => (entry.zipSource === null ? [] : [entry.zipSource]))),
      ].sort(),
      total: groupRow(null, rows),
      counties: countyRows,
    };
  }
}
