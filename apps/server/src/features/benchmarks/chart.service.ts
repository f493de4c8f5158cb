import {
  type Aggregate,
  barValuesOf,
  benchmarkChartMaxProviders,
  benchmarksMessages,
  type BenchmarkProvider,
  type ChartReply,
  type ChartRequest,
  type ClaimType,
  type CodeType,
  classifyProvider,
  codeTypeOf,
  costOf,
  dollarsInCents,
  exclusionEntry,
  hasDataSource,
  noDataSourceText,
  type ProcedureFigures,
  roundedAggregate,
  simpleAggregate,
  weightedAggregate,
} from '@medivi/domain';
import { DomainError } from '../../platform/errors.js';
import type { ChartRepository } from './chart.repository.js';
import {
  type FactClaimType,
  type FactCodeType,
  type FactScope,
  type ProviderCodeRow,
  type ProviderKind,
  type ProviderRow,
} from './chart.repository.js';
import type { AreaFactsRepository } from './area-facts.repository.js';
import { linesNoteOf, referenceLinesOf } from './reference-lines.js';

/** The fact table's claim type of a spec claim type. */
export const factClaimTypes: Record<ClaimType, FactClaimType> = {
  Inpatient: 'inpatient',
  Outpatient: 'outpatient',
  Professional: 'professional',
};

/** The kind of provider that bills a claim type: hospitals inpatient and outpatient claims. */
export function kindOf(claimType: ClaimType): ProviderKind {
  return claimType === 'Professional' ? 'professional' : 'hospital';
}

/**
 * A code as the fact table writes it: DRGs zero-padded to 3 digits ('39' → '039'), APCs to 4,
 * HCPCS upper-cased.
 */
export function normalizeCode(codeType: CodeType, code: string): string {
  const trimmed = code.trim().toUpperCase();
  if (codeType === 'DRG' && /^\d{1,3}$/.test(trimmed)) return trimmed.padStart(3, '0');
  if (codeType === 'APC' && /^\d{1,4}$/.test(trimmed)) return trimmed.padStart(4, '0');
  return trimmed;
}

function emptyReply(claimType: ClaimType, codeType: CodeType, noDataSource: string | null): ChartReply {
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

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

const newest = (years: Iterable<number>): number | null => {
  let best: number | null = null;
  for (const year of years) if (best === null || year > best) best = year;
  return best;
};

/**
 * Builds `POST /api/chart` (analysis-reports-admin spec §3, §7; docs/decisions/0102): resolves the
 * selection (listed providers, every provider of a selected state, or with no provider selected
 * the nation), picks the data year, aggregates the facts in SQL by provider and code, and computes
 * each provider's simple and weighted aggregates, exclusions, cost (newest cost report) and
 * quality (newest HVBP score).
 * @throws DomainError 400 when the selection holds more than `benchmarkChartMaxProviders` providers.
 */
export class ChartService {
  constructor(
    private readonly repository: ChartRepository,
    private readonly areas: AreaFactsRepository,
  ) {}

  async chart(request: ChartRequest): Promise<ChartReply> {
    const { claimType } = request;
    const codeType = codeTypeOf(claimType, request.outpatientCodeType, request.professionalCodeType);
    if (!hasDataSource(claimType, codeType))
      return emptyReply(claimType, codeType, noDataSourceText(claimType, codeType));
    const factCodeType = codeType as FactCodeType;
    const codes = unique(request.procedureSelections.map((item) => normalizeCode(codeType, item.id)));
    const listed = request.providerSelections.filter((item) => item.type === 'provider');
    const scope: FactScope = {
      claimType: factClaimTypes[claimType],
      codeType: factCodeType,
      codes,
      providerIds: unique(listed.map((item) => item.id.trim())),
      states: unique(
        request.providerSelections
          .filter((item) => item.type === 'state')
          .map((item) => item.id.trim().toUpperCase()),
      ),
      kind: kindOf(claimType),
    };
    if (codes.length === 0) return emptyReply(claimType, codeType, null);

    const availableYears = await this.repository.availableYears(scope);
    const dataYear =
      request.dataYear !== undefined && availableYears.includes(request.dataYear)
        ? request.dataYear
        : (availableYears[0] ?? null);
    const reply = emptyReply(claimType, codeType, null);
    reply.meta.availableYears = availableYears;
    reply.meta.providersPerYear = await this.repository.providersPerYear(scope, availableYears);
    reply.meta.dataYear = dataYear;
    const figures = dataYear === null ? [] : await this.figuresWithinLimit(scope, dataYear);

    const byProvider = new Map<string, ProviderCodeRow[]>();
    for (const row of figures) {
      const rows = byProvider.get(row.providerId);
      if (rows === undefined) byProvider.set(row.providerId, [row]);
      else rows.push(row);
    }
    const ids = unique([...scope.providerIds, ...byProvider.keys()]);
    const dimension = new Map((await this.repository.providers(ids)).map((row) => [row.providerId, row]));
    const hospitals = ids.filter((id) => dimension.get(id)?.kind === 'hospital');
    const [ratios, quality, descriptions] = await Promise.all([
      this.repository.newestCostToChargeRatios(hospitals),
      this.repository.newestQualityScores(hospitals),
      this.repository.codeDescriptions(factCodeType, codes),
    ]);
    reply.meta.procedures = codes.map((code) => ({ code, description: descriptions.get(code) ?? '' }));

    const names = new Map(listed.map((item) => [item.id.trim(), item.name]));
    const listedIds = new Set(scope.providerIds);
    const others = [...byProvider.keys()]
      .filter((id) => !listedIds.has(id))
      .sort(
        (a, b) =>
          collator.compare(dimension.get(a)?.name ?? a, dimension.get(b)?.name ?? b) ||
          collator.compare(a, b),
      );
    const usedRatios: number[] = [];
    const usedQuality: number[] = [];
    const sources = new Set(dataYear === null ? [] : await this.repository.sourceFiles(scope, dataYear));

    for (const id of [...scope.providerIds, ...others]) {
      const row: ProviderRow | undefined = dimension.get(id);
      const name = row?.name ?? names.get(id) ?? id;
      const procedures: ProcedureFigures[] = (byProvider.get(id) ?? []).map((fact) => ({
        code: fact.code,
        numClaims: fact.numClaims,
        billedAvg: fact.billedAvg,
        medicareAvg: fact.medicareAvg,
      }));
      const exclusion = classifyProvider({
        billsClaimType: row === undefined || row.kind === scope.kind,
        procedures,
        selectedCodeCount: codes.length,
      });
      if (exclusion !== null) {
        reply.providerData.excludedProviders.push(exclusionEntry(exclusion, name));
        continue;
      }
      const cost = ratios.get(id) ?? null;
      const score = quality.get(id) ?? null;
      if (cost !== null) {
        usedRatios.push(cost.reportYear);
        sources.add(cost.sourceFile);
      }
      if (score !== null) {
        usedQuality.push(score.fiscalYear);
        sources.add(score.sourceFile);
      }
      const ratio = cost?.ratio ?? null;
      const simple = simpleAggregate(procedures, ratio);
      const weighted = weightedAggregate(procedures, ratio);
      const provider = providerOf(
        id,
        name,
        row,
        request.includeProcedures ? procedures : null,
        codes,
        ratio,
        {
          simple,
          weighted,
        },
      );
      provider.quality = score?.score ?? null;
      provider.qualityFiscalYear = score === null ? null : score.fiscalYear;
      provider.costReportYear = cost?.reportYear ?? null;
      reply.providerData.providers.push(provider);
      reply.bars.push({
        providerID: id,
        name,
        values: barValuesOf(weighted, provider.quality),
        simple: barValuesOf(simple, provider.quality),
      });
    }
    reply.meta.costReportYear = newest(usedRatios);
    reply.meta.qualityFiscalYear = newest(usedQuality);

    if (claimType === 'Inpatient' && dataYear !== null && reply.providerData.providers.length > 0) {
      const states = unique(
        reply.providerData.providers
          .map((provider) => provider.state)
          .filter((state): state is string => state !== null),
      );
      const lines = await referenceLinesOf(this.areas, { codes, states, dataYear });
      reply.lines = lines.lines;
      reply.meta.linesNote = linesNoteOf(lines.year);
      for (const source of lines.sources) sources.add(source);
    }
    reply.meta.sources = [...sources].sort();
    return reply;
  }

  /** The grouped figures of the scope, after checking the provider maximum. */
  private async figuresWithinLimit(scope: FactScope, year: number): Promise<ProviderCodeRow[]> {
    const count = await this.repository.countProviders(scope, year);
    const total = Math.max(count, scope.providerIds.length);
    if (total > benchmarkChartMaxProviders)
      throw new DomainError(400, benchmarksMessages.tooManyProviders(total), {
        code: 'TOO_MANY_PROVIDERS',
        fieldErrors: { providerSelections: benchmarksMessages.tooManyProviders(total) },
      });
    return this.repository.providerCodeFigures(scope, year);
  }
}

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
): BenchmarkProvider {
  const provider: BenchmarkProvider = {
    id,
    name,
    city: row?.city ?? null,
    state: row?.state ?? null,
    quality: null,
    qualityFiscalYear: null,
    costReportYear: null,
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
