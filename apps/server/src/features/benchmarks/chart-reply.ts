import {
  type Aggregate,
  barValuesOf,
  type BenchmarkBar,
  type BenchmarkLine,
  type BenchmarkProvider,
  type ChartReply,
  type ClaimType,
  type CodeType,
  classifyProvider,
  costOf,
  dollarsInCents,
  exclusionEntry,
  type ProcedureFigures,
  roundedAggregate,
  simpleAggregate,
  type YearProviders,
  weightedAggregate,
} from '@medivi/domain';
import type { HospitalFiguresOf } from './benchmark-snapshot.js';
import type { ProviderCodeRow, ProviderKind, ProviderRow } from './chart.repository.js';

/**
 * The pure half of `POST /api/chart` (docs/decisions/0102): from what `ChartService` read, each
 * charted provider's figures, bars and exclusions, and the reply. Nothing here reads the database.
 */

/** The reply with nothing charted: no code type with a data source, or no code selected. */
export function emptyReply(
  claimType: ClaimType,
  codeType: CodeType,
  noDataSource: string | null,
): ChartReply {
  return {
    bars: [],
    lines: [],
    meta: {
      claimType,
      codeType,
      dataYear: null,
      availableYears: [],
      providersPerYear: [],
      sources: [],
      costReportYear: null,
      qualityFiscalYear: null,
      noDataSource,
      linesNote: null,
      procedures: [],
    },
    providerData: { providers: [], excludedProviders: [] },
  };
}

/**
 * Compares as `String.prototype.localeCompare` without arguments does (ECMA-402 defines it by
 * this collator), built once instead of on every comparison.
 */
const collator = new Intl.Collator();

const newest = (years: Iterable<number>): number | null => {
  let best: number | null = null;
  for (const year of years) if (best === null || year > best) best = year;
  return best;
};

/**
 * A charted provider as `providerData.providers` sends it (docs/decisions/0102 "Chart speed"): the
 * selected codes it has claims for, in selection order, without their descriptions (those are in
 * `meta.procedures`; none when `procedures` is null, for a request without them), and both
 * aggregates, every dollar figure rounded to the cent and the ratios to 4 places. The bars carry
 * the aggregates to the places the page shows (`barValuesOf`).
 */
function providerOf(
  id: string,
  name: string,
  row: ProviderRow | undefined,
  procedures: readonly ProcedureFigures[] | null,
  codes: readonly string[],
  costToChargeRatio: number | null,
  aggregates: { simple: Aggregate; weighted: Aggregate },
  years: { quality: number | null; qualityFiscalYear: number | null; costReportYear: number | null },
): BenchmarkProvider {
  const provider: BenchmarkProvider = {
    id,
    name,
    city: row?.city ?? null,
    state: row?.state ?? null,
    quality: years.quality,
    qualityFiscalYear: years.qualityFiscalYear,
    costReportYear: years.costReportYear,
    simpleAggregate: roundedAggregate(aggregates.simple),
    weightedAggregate: roundedAggregate(aggregates.weighted),
  };
  if (procedures === null) return provider;
  const byCode = new Map(procedures.map((procedure) => [procedure.code, procedure]));
  return {
    ...provider,
    procedures: codes.flatMap((code) => {
      const found = byCode.get(code);
      if (found === undefined || found.numClaims <= 0) return [];
      return [
        {
          code,
          numClaims: found.numClaims,
          billedAvg: dollarsInCents(found.billedAvg),
          medicareAvg: dollarsInCents(found.medicareAvg),
          costAvg: dollarsInCents(costOf(found.billedAvg, costToChargeRatio)),
        },
      ];
    }),
  };
}

/** Everything the providers step knows about the providers of one chart. */
export interface ProviderInputs {
  /** Ids the request lists, in its order (charted first, whether or not they have facts). */
  listedIds: readonly string[];
  /** The names the request gives listed providers, for one the dimension table lacks. */
  listedNames: ReadonlyMap<string, string>;
  /** The selected codes, normalized, in selection order. */
  codes: readonly string[];
  /** The kind of provider that bills the chart's claim type. */
  kind: ProviderKind;
  /** The figures of the data year, one row per provider and code. */
  figures: readonly ProviderCodeRow[];
  /** The dimension rows of the listed providers and of every provider with figures, by id. */
  dimension: ReadonlyMap<string, ProviderRow>;
  /** The hospitals' newest cost-to-charge ratios and HVBP scores. */
  hospitals: HospitalFiguresOf;
  /** Whether each provider carries its per-code figures (the request's `includeProcedures`). */
  includeProcedures: boolean;
}

/** The charted and the excluded providers of one chart, in bar order. */
export interface ChartedProviders {
  providers: BenchmarkProvider[];
  bars: BenchmarkBar[];
  /** 'exclusionType - name' of each provider left out (spec §3). */
  excludedProviders: string[];
  /** Newest cost report year and HVBP fiscal year among the charted providers (null without). */
  costReportYear: number | null;
  qualityFiscalYear: number | null;
  /** Files of the cost reports and HVBP scores the charted providers use. */
  sources: string[];
}

/**
 * Each provider of the chart (the listed ones in request order, then the others with figures by
 * name, then id), classified (`classifyProvider`): an excluded one as its entry, a charted one
 * with its simple and weighted aggregates (the cost from its newest cost-to-charge ratio), its
 * quality (newest HVBP score) and its bar.
 */
export function chartProviders(input: ProviderInputs): ChartedProviders {
  const byProvider = new Map<string, ProviderCodeRow[]>();
  for (const row of input.figures) {
    const rows = byProvider.get(row.providerId);
    if (rows === undefined) byProvider.set(row.providerId, [row]);
    else rows.push(row);
  }
  const listed = new Set(input.listedIds);
  const { dimension } = input;
  const others = [...byProvider.keys()]
    .filter((id) => !listed.has(id))
    .sort(
      (a, b) =>
        collator.compare(dimension.get(a)?.name ?? a, dimension.get(b)?.name ?? b) || collator.compare(a, b),
    );
  const result: ChartedProviders = {
    providers: [],
    bars: [],
    excludedProviders: [],
    costReportYear: null,
    qualityFiscalYear: null,
    sources: [],
  };
  const usedRatios: number[] = [];
  const usedQuality: number[] = [];
  for (const id of [...input.listedIds, ...others]) {
    const row = dimension.get(id);
    const name = row?.name ?? input.listedNames.get(id) ?? id;
    const procedures: ProcedureFigures[] = (byProvider.get(id) ?? []).map((fact) => ({
      code: fact.code,
      numClaims: fact.numClaims,
      billedAvg: fact.billedAvg,
      medicareAvg: fact.medicareAvg,
    }));
    const exclusion = classifyProvider({
      billsClaimType: row === undefined || row.kind === input.kind,
      procedures,
      selectedCodeCount: input.codes.length,
    });
    if (exclusion !== null) {
      result.excludedProviders.push(exclusionEntry(exclusion, name));
      continue;
    }
    const cost = input.hospitals.ratios.get(id) ?? null;
    const score = input.hospitals.scores.get(id) ?? null;
    if (cost !== null) {
      usedRatios.push(cost.reportYear);
      result.sources.push(cost.sourceFile);
    }
    if (score !== null) {
      usedQuality.push(score.fiscalYear);
      result.sources.push(score.sourceFile);
    }
    const ratio = cost?.ratio ?? null;
    const simple = simpleAggregate(procedures, ratio);
    const weighted = weightedAggregate(procedures, ratio);
    const quality = score?.score ?? null;
    result.providers.push(
      providerOf(
        id,
        name,
        row,
        input.includeProcedures ? procedures : null,
        input.codes,
        ratio,
        { simple, weighted },
        {
          quality,
          qualityFiscalYear: score === null ? null : score.fiscalYear,
          costReportYear: cost?.reportYear ?? null,
        },
      ),
    );
    result.bars.push({
      providerID: id,
      name,
      values: barValuesOf(weighted, quality),
      simple: barValuesOf(simple, quality),
    });
  }
  result.costReportYear = newest(usedRatios);
  result.qualityFiscalYear = newest(usedQuality);
  return result;
}

/** The reference lines of a chart, what the page is told about them and their files. */
export interface ChartLines {
  lines: BenchmarkLine[];
  linesNote: string | null;
  sources: string[];
}

/** What the reply is assembled from, one part per step of `ChartService.chart`. */
export interface ReplyParts {
  claimType: ClaimType;
  codeType: CodeType;
  dataYear: number | null;
  /** Years with facts for the selection, newest first, with their providers. */
  providersPerYear: YearProviders[];
  /** The files of the data year's price facts. */
  factSources: readonly string[];
  /** The selected codes with their descriptions ('' when no file names the code). */
  procedures: ChartReply['meta']['procedures'];
  charted: ChartedProviders;
  lines: ChartLines;
}

/**
 * The `POST /api/chart` reply (analysis-reports-admin spec §3): bars, lines, `meta` with every
 * file of every figure once, sorted by UTF-16 code units, and the providers.
 */
export function assembleReply(parts: ReplyParts): ChartReply {
  const { charted } = parts;
  const sources = new Set([...parts.factSources, ...charted.sources, ...parts.lines.sources]);
  return {
    bars: charted.bars,
    lines: parts.lines.lines,
    meta: {
      claimType: parts.claimType,
      codeType: parts.codeType,
      dataYear: parts.dataYear,
      availableYears: parts.providersPerYear.map((entry) => entry.year),
      providersPerYear: parts.providersPerYear,
      sources: [...sources].sort(),
      costReportYear: charted.costReportYear,
      qualityFiscalYear: charted.qualityFiscalYear,
      noDataSource: null,
      linesNote: parts.lines.linesNote,
      procedures: parts.procedures,
    },
    providerData: { providers: charted.providers, excludedProviders: charted.excludedProviders },
  };
}
