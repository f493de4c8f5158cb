import {
  type AutocompleteReply,
  benchmarkAutocomplete,
  benchmarksMessages,
  type AutocompleteRequest,
  type ClaimType,
  type CodeType,
  hasDataSource,
  type ProviderDetailReply,
  ratioOf,
  type SavedSelections,
  type SelectionItem,
  usStates,
} from '@medivi/domain';
import { DomainError } from '../../platform/errors.js';
import type { AutocompleteRepository } from './autocomplete.repository.js';
import { costReportFiguresOf } from './cost-report-figures.js';
import { type MatchScope } from './autocomplete.repository.js';
import type { FactCodeType } from './chart.repository.js';
import { factClaimTypes, kindOf, normalizeCode } from './chart.service.js';
import type { ProviderDetailRepository } from './provider-detail.repository.js';

/** True for a state code among the selected provider ids (two letters). */
const isStateCode = (id: string): boolean => /^[A-Za-z]{2}$/.test(id);

/** The states whose code is the text or whose name starts with it. */
function matchingStates(text: string): { code: string; name: string }[] {
  const lower = text.toLowerCase();
  return usStates.filter(
    (state) => state.code.toLowerCase() === lower || state.name.toLowerCase().startsWith(lower),
  );
}

/** A provider as an option and a chip name it: 'Cleveland Clinic - Cleveland, OH'. */
function providerOptionName(row: { name: string; city: string | null; state: string | null }): string {
  return [row.name, [row.city, row.state].filter((part) => part !== null).join(', ')]
    .filter((part) => part !== '')
    .join(' - ');
}

/** A code as an option and a chip name it: '470 - MAJOR JOINT REPLACEMENT…'. */
function codeOptionName(row: { code: string; description: string }): string {
  return `${row.code} - ${row.description}`;
}

/**
 * Autocomplete and provider details of the Benchmarks page (analysis-reports-admin spec §3, §5,
 * §7; docs/decisions/0102).
 */
export class LookupService {
  constructor(
    private readonly options: AutocompleteRepository,
    private readonly details: ProviderDetailRepository,
  ) {}

  /**
   * Saved selections with every provider and code named as the chart and the options name them
   * now (issue 31 item 14): a chip saved with a name an older file gave keeps its id, not its
   * name. An id no longer imported keeps the saved name.
   */
  async withCurrentNames(claimType: ClaimType, saved: SavedSelections): Promise<SavedSelections> {
    const providerIds = saved.providerSelections
      .filter((item) => item.type === 'provider')
      .map((item) => item.id);
    const codeType = saved.procedureSelections[0]?.type;
    const [providers, codes] = await Promise.all([
      this.options.providersByIds(providerIds),
      codeType === undefined || !hasDataSource(claimType, codeType as CodeType)
        ? Promise.resolve([])
        : this.options.codesByIds(
            codeType as FactCodeType,
            saved.procedureSelections.map((item) => normalizeCode(codeType as CodeType, item.id)),
          ),
    ]);
    const providerNames = new Map(providers.map((row) => [row.provider_id, providerOptionName(row)]));
    const codeNames = new Map(codes.map((row) => [row.code, codeOptionName(row)]));
    return {
      providerSelections: saved.providerSelections.map((item) =>
        item.type === 'provider' ? { ...item, name: providerNames.get(item.id) ?? item.name } : item,
      ),
      procedureSelections: saved.procedureSelections.map((item) => ({
        ...item,
        name: codeNames.get(normalizeCode(item.type as CodeType, item.id)) ?? item.name,
      })),
    };
  }

  /**
   * `POST /api/autocomplete/{query}`: fewer than 2 characters, or a code type without a data
   * source, answers []. Providers (states first, as type 'state') match the name, the start of
   * the city or of the CCN/NPI; codes match the start of the code or the description. `matches`
   * counts the selected codes a provider has facts for (any code when none is selected), the
   * providers of a state or a code among the selected providers (any provider when none).
   * At most 25 options.
   */
  async autocomplete(query: string, body: AutocompleteRequest): Promise<AutocompleteReply> {
    const text = query.trim();
    const codeType: CodeType = body.claimType === 'Inpatient' ? 'DRG' : body.codeType;
    if (text.length < benchmarkAutocomplete.minQueryLength || !hasDataSource(body.claimType, codeType))
      return [];
    const scope: MatchScope = {
      claimType: factClaimTypes[body.claimType],
      codeType: codeType as FactCodeType,
      codes: body.codes.map((code) => normalizeCode(codeType, code)),
      providerIds: body.providerIDs.filter((id) => !isStateCode(id)),
      states: body.providerIDs.filter(isStateCode).map((id) => id.toUpperCase()),
      kind: kindOf(body.claimType),
    };
    const limit = benchmarkAutocomplete.maxOptions;
    if (body.autocompleteType === 'procedure') {
      const found = await this.options.findCodes(scope.codeType, text, limit);
      const matches = await this.options.providersPerCode(
        found.map((row) => row.code),
        scope,
      );
      return found.map((row) => ({
        id: row.code,
        name: codeOptionName(row),
        type: scope.codeType,
        matches: matches.get(row.code) ?? 0,
      }));
    }
    const states = matchingStates(text).slice(0, limit);
    const stateMatches = await this.options.providersPerState(
      states.map((state) => state.code),
      scope,
    );
    const stateOptions: SelectionItem[] = states.map((state) => ({
      id: state.code,
      name: state.name,
      type: 'state',
      matches: stateMatches.get(state.code) ?? 0,
    }));
    const providers = await this.options.findProviders(scope.kind, text, limit - stateOptions.length);
    const matches = await this.options.codesPerProvider(
      providers.map((row) => row.provider_id),
      scope,
    );
    const providerOptions: SelectionItem[] = providers.map((row) => ({
      id: row.provider_id,
      name: providerOptionName(row),
      type: 'provider',
      matches: matches.get(row.provider_id) ?? 0,
    }));
    return [...stateOptions, ...providerOptions];
  }

  /**
   * `POST /api/providerDetail` (spec §3 Provider details): the provider, its newest cost report
   * and HVBP scores (hospitals), its taxonomies (professionals) and billed-to-Medicare ratios of
   * its newest inpatient and outpatient year. Figures the files lack are null; careCoordination
   * has no HVBP domain and is always null (docs/decisions/0102 "What is not available"). The
   * details are the same whatever the chart's claim type.
   * @throws DomainError 404 for a provider without benchmark data.
   */
  async providerDetail(providerId: string): Promise<ProviderDetailReply> {
    const provider = await this.details.findProvider(providerId);
    if (provider === undefined) throw new DomainError(404, benchmarksMessages.providerNotFound);
    const isHospital = provider.provider_kind === 'hospital';
    const [report, quality, inpatient, outpatient, professional] = await Promise.all([
      isHospital ? this.details.newestCostReport(providerId) : undefined,
      isHospital ? this.details.newestQuality(providerId) : undefined,
      this.details.newestYearTotals(providerId, 'inpatient'),
      this.details.newestYearTotals(providerId, 'outpatient'),
      this.details.newestYearTotals(providerId, 'professional'),
    ]);
    const taxonomies = isHospital
      ? { primary: null, secondary: [] }
      : await this.details.taxonomyCodes(providerId);
    const rows = await this.details.taxonomies([
      ...(taxonomies.primary === null ? [] : [taxonomies.primary]),
      ...taxonomies.secondary,
    ]);
    const taxonomyOf = (code: string) => {
      const row = rows.find((candidate) => candidate.code === code);
      if (row === undefined) return null;
      const category = row.grouping ?? row.classification ?? code;
      return { category, title: row.display_name ?? row.specialization ?? row.classification ?? code };
    };
    const fiscalYearEnd = report?.fiscal_year_end ?? null;
    const number = (value: number | null | undefined): number | null => value ?? null;
    const figures = report === undefined ? undefined : costReportFiguresOf(report);
    return {
      info: {
        name: provider.name,
        address: provider.address,
        city: provider.city,
        state: provider.state,
        zip: provider.zip,
        type: provider.provider_kind,
        numBeds: number(report?.beds),
        providerID: provider.provider_id,
        inpatientFYEndDate: inpatient === undefined ? null : fiscalYearEnd,
        outpatientFYEndDate: outpatient === undefined ? null : fiscalYearEnd,
        professionalFYEndDate: professional === undefined ? null : `${String(professional.year)}-12-31`,
        costReportFY: report === undefined ? null : report.report_year,
        primaryTaxonomy: taxonomies.primary === null ? null : taxonomyOf(taxonomies.primary),
        secondaryTaxonomies: taxonomies.secondary
          .map(taxonomyOf)
          .filter((taxonomy): taxonomy is { category: string; title: string } => taxonomy !== null),
      },
      costreport:
        report === undefined
          ? null
          : {
              providerNumber: report.ccn,
              reportYear: report.report_year,
              fiscalYearEnd,
              // The spec's names (§3), read the one way the hospital profile reads them too.
              totalCharge: figures?.totalCharges ?? null,
              totalCost: figures?.totalCosts ?? null,
              netIncome: figures?.netIncome ?? null,
              patientRevenue: figures?.totalPatientRevenue ?? null,
              patientDiscounts: figures?.patientDiscounts ?? null,
              netPatientRevenue: figures?.netPatientRevenue ?? null,
              operatingExpenses: figures?.operatingExpenses ?? null,
              costToChargeRatio: number(report.cost_to_charge_ratio),
              operatingRoom: null,
              laboratory: null,
              drugsChargedToPatients: null,
              costCentreGroups: null,
              transplants: [],
              sourceFile: report.source_file,
            },
      quality:
        quality === undefined
          ? null
          : {
              totalPerformanceScore: number(quality.total_performance_score),
              clinicalCare: number(quality.clinical_outcomes),
              careCoordination: null,
              safety: number(quality.safety),
              efficiency: number(quality.efficiency_and_cost_reduction),
              personAndCommunityEngagement: number(quality.person_and_community_engagement),
              fiscalYear: quality.fiscal_year,
              sourceFile: quality.source_file,
            },
      inpatientBilledToMedicare: ratioOf(inpatient?.billed ?? null, inpatient?.medicare ?? null),
      outpatientBilledToMedicare: ratioOf(outpatient?.billed ?? null, outpatient?.medicare ?? null),
    };
  }
}
