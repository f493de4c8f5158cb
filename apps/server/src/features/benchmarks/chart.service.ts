import {
  benchmarkChartMaxProviders,
  benchmarksMessages,
  type BenchmarkProvider,
  type ChartReply,
  type ChartRequest,
  type ClaimType,
  type CodeType,
  codeTypeOf,
  hasDataSource,
  noDataSourceText,
  type YearProviders,
} from '@medivi/domain';
import { DomainError } from '../../platform/errors.js';
import type { AreaFactsRepository } from './area-facts.repository.js';
import type { BenchmarkSnapshot, HospitalFiguresOf } from './benchmark-snapshot.js';
import {
  assembleReply,
  type ChartedProviders,
  type ChartLines,
  chartProviders,
  emptyReply,
} from './chart-reply.js';
import type {
  ChartRepository,
  FactClaimType,
  FactCodeType,
  FactScope,
  ProviderCodeRow,
  ProviderKind,
  ReadScope,
} from './chart.repository.js';
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

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** What a chart selects, as the scope step resolves it from the request. */
interface ChartSelection {
  claimType: ClaimType;
  /** The chart's code type, one with a data source. */
  codeType: FactCodeType;
  /** The facts to read: codes normalized and unique, listed ids trimmed, states upper-cased. */
  scope: FactScope;
  /** The names the request gives its listed providers, by id. */
  listedNames: ReadonlyMap<string, string>;
  /** Whether each charted provider carries its per-code figures. */
  includeProcedures: boolean;
}

/**
 * Step 1, the scope: the request's code type, codes and providers as a `FactScope`, or the reply
 * already when there is nothing to read (a code type without a data source, or no code selected).
 */
function selectionOf(request: ChartRequest): { reply: ChartReply } | { selection: ChartSelection } {
  const { claimType } = request;
  const codeType = codeTypeOf(claimType, request.outpatientCodeType, request.professionalCodeType);
  if (!hasDataSource(claimType, codeType))
    return { reply: emptyReply(claimType, codeType, noDataSourceText(claimType, codeType)) };
  const codes = unique(request.procedureSelections.map((item) => normalizeCode(codeType, item.id)));
  if (codes.length === 0) return { reply: emptyReply(claimType, codeType, null) };
  const listed = request.providerSelections.filter((item) => item.type === 'provider');
  const states = request.providerSelections
    .filter((item) => item.type === 'state')
    .map((item) => item.id.trim().toUpperCase());
  return {
    selection: {
      claimType,
      codeType: codeType as FactCodeType,
      scope: {
        claimType: factClaimTypes[claimType],
        codeType: codeType as FactCodeType,
        codes,
        providerIds: unique(listed.map((item) => item.id.trim())),
        states: unique(states),
        kind: kindOf(claimType),
      },
      listedNames: new Map(listed.map((item) => [item.id.trim(), item.name])),
      includeProcedures: request.includeProcedures,
    },
  };
}

/** What the facts step read: the years, the year shown, its figures and their files. */
interface ChartFacts {
  /** Years with facts for the scope, newest first, with their providers. */
  providersPerYear: YearProviders[];
  /** The requested year when it has facts, else the newest; null when no year has any. */
  dataYear: number | null;
  figures: ProviderCodeRow[];
  /** The files of those figures. */
  sourceFiles: string[];
}

/**
 * Refuses a chart of more providers than it holds: those with facts in the year, or the listed
 * ones when they are more.
 * @throws DomainError 400 `TOO_MANY_PROVIDERS` past `benchmarkChartMaxProviders`.
 */
function checkProviderLimit(providersInYear: number, listedProviders: number): void {
  const total = Math.max(providersInYear, listedProviders);
  if (total > benchmarkChartMaxProviders)
    throw new DomainError(400, benchmarksMessages.tooManyProviders(total), {
      code: 'TOO_MANY_PROVIDERS',
      fieldErrors: { providerSelections: benchmarksMessages.tooManyProviders(total) },
    });
}

const noHospitalFigures: HospitalFiguresOf = { ratios: new Map(), scores: new Map() };

/**
 * Builds `POST /api/chart` (analysis-reports-admin spec §3, §7; docs/decisions/0102) in named
 * steps: the scope (listed providers, every provider of a selected state, or with no provider
 * selected the nation), the facts (the data year, the provider maximum, the figures aggregated in
 * SQL by provider and code), the providers (dimension rows, each one's simple and weighted
 * aggregates, exclusions, cost from the newest cost report and quality from the newest HVBP
 * score), the reference lines, and the reply assembled from them. Each step hands the next what
 * it read; the service keeps nothing between charts.
 */
export class ChartService {
  constructor(
    private readonly repository: ChartRepository,
    private readonly areas: AreaFactsRepository,
  ) {}

  /**
   * The chart of `request` from the tables of `snapshot` (whose import stamp the caller has read).
   * @throws DomainError 400 when the selection holds more than `benchmarkChartMaxProviders` providers.
   */
  async chart(request: ChartRequest, snapshot: BenchmarkSnapshot): Promise<ChartReply> {
    const selected = selectionOf(request);
    if ('reply' in selected) return selected.reply;
    const { selection } = selected;
    const scope = await this.repository.readScopeOf(selection.scope);
    const facts = await this.factsOf(scope, request.dataYear);
    const { charted, procedures } = await this.providersOf(selection, facts, snapshot);
    const lines = await this.linesOf(selection, facts.dataYear, charted.providers, snapshot);
    return assembleReply({
      claimType: selection.claimType,
      codeType: selection.codeType,
      dataYear: facts.dataYear,
      providersPerYear: facts.providersPerYear,
      factSources: facts.sourceFiles,
      procedures,
      charted,
      lines,
    });
  }

  /**
   * Step 2, the facts: the years with facts and their providers (one query), the year shown, the
   * provider maximum of that year, the figures grouped by provider and code (one query) and their
   * files (a further query only when the figures' read could not tell them).
   * @throws DomainError 400 `TOO_MANY_PROVIDERS`, before any figure is read.
   */
  private async factsOf(scope: ReadScope, requestedYear: number | undefined): Promise<ChartFacts> {
    const providersPerYear = await this.repository.yearsWithProviders(scope);
    const found = providersPerYear.find((entry) => entry.year === requestedYear) ?? providersPerYear[0];
    if (found === undefined) return { providersPerYear, dataYear: null, figures: [], sourceFiles: [] };
    checkProviderLimit(found.providers, scope.providerIds.length);
    const figures = await this.repository.providerCodeFigures(scope, found.year);
    const sourceFiles = figures.sourceFiles ?? (await this.repository.sourceFiles(scope, found.year));
    return { providersPerYear, dataYear: found.year, figures: figures.rows, sourceFiles };
  }

  /**
   * Step 3, the providers: the dimension rows of the listed providers and of those with figures
   * (a query per 900 ids), then at once the hospitals' cost-to-charge ratios and HVBP scores (from
   * the snapshot; not asked without hospitals) and the codes' descriptions (one query); each
   * provider charted or excluded (`chartProviders`).
   */
  private async providersOf(
    selection: ChartSelection,
    facts: ChartFacts,
    snapshot: BenchmarkSnapshot,
  ): Promise<{ charted: ChartedProviders; procedures: ChartReply['meta']['procedures'] }> {
    const { scope } = selection;
    const ids = unique([...scope.providerIds, ...facts.figures.map((row) => row.providerId)]);
    const dimension = new Map((await this.repository.providers(ids)).map((row) => [row.providerId, row]));
    const hospitalIds = ids.filter((id) => dimension.get(id)?.kind === 'hospital');
    const [hospitals, descriptions] = await Promise.all([
      hospitalIds.length === 0 ? noHospitalFigures : snapshot.hospitalFiguresOf(hospitalIds),
      this.repository.codeDescriptions(scope.codeType, scope.codes),
    ]);
    const charted = chartProviders({
      listedIds: scope.providerIds,
      listedNames: selection.listedNames,
      codes: scope.codes,
      kind: scope.kind,
      figures: facts.figures,
      dimension,
      hospitals,
      includeProcedures: selection.includeProcedures,
    });
    const procedures = scope.codes.map((code) => ({ code, description: descriptions.get(code) ?? '' }));
    return { charted, procedures };
  }

  /**
   * Step 4, the reference lines (inpatient only, with a data year and a charted provider): the
   * geography years of the codes (from the snapshot), then the nation's and the charted states'
   * figures in the nearest of them (`referenceLinesOf`, one query).
   */
  private async linesOf(
    selection: ChartSelection,
    dataYear: number | null,
    providers: readonly BenchmarkProvider[],
    snapshot: BenchmarkSnapshot,
  ): Promise<ChartLines> {
    if (selection.claimType !== 'Inpatient' || dataYear === null || providers.length === 0)
      return { lines: [], linesNote: null, sources: [] };
    const { codes } = selection.scope;
    const states = unique(
      providers.map((provider) => provider.state).filter((state): state is string => state !== null),
    );
    const areaYears = await snapshot.areaYears(codes);
    const lines = await referenceLinesOf(this.areas, { codes, states, dataYear, areaYears });
    return { lines: lines.lines, linesNote: linesNoteOf(lines.year), sources: lines.sources };
  }
}
