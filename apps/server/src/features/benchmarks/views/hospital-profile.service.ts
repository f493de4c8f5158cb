import {
  type HospitalProfileReply,
  type HospitalProfileRequest,
  hospitalProfileTopDrgs,
  percentileSet,
} from '@medivi/domain';
import type { ChartRepository, ProviderCodeRow } from '../chart.repository.js';
import type { ProviderDetailRepository } from '../provider-detail.repository.js';
import { costReportFiguresOf } from '../cost-report-figures.js';
import type { HospitalProfileRepository } from './hospital-profile.repository.js';

/**
 * `POST /api/benchmarks/hospital` (docs/decisions/0103): a hospital's address, newest cost report
 * and HVBP scores, and its top 20 DRGs by discharges in the data year, each with the medians across
 * the state's hospitals (figures per hospital as the chart's, aggregated in SQL).
 */
export class HospitalProfileService {
  constructor(
    private readonly facts: ChartRepository,
    private readonly details: ProviderDetailRepository,
    private readonly profiles: HospitalProfileRepository,
  ) {}

  async profile(request: HospitalProfileRequest): Promise<HospitalProfileReply> {
    const { ccn } = request;
    const provider = await this.details.findProvider(ccn);
    if (provider?.provider_kind !== 'hospital')
      return {
        ccn,
        hospital: null,
        costReport: null,
        quality: null,
        dataYear: null,
        availableYears: [],
        sourceFiles: [],
        drgs: [],
      };
    const [report, quality, availableYears] = await Promise.all([
      this.details.newestCostReport(ccn),
      this.details.newestQuality(ccn),
      this.profiles.inpatientYears(ccn),
    ]);
    const year =
      request.dataYear !== undefined && availableYears.includes(request.dataYear)
        ? request.dataYear
        : (availableYears[0] ?? null);
    const top = year === null ? [] : await this.profiles.topDrgs(ccn, year, hospitalProfileTopDrgs);
    const codes = top.map((row) => row.code);
    const scope = {
      claimType: 'inpatient',
      codeType: 'DRG',
      codes,
      providerIds: [],
      states: provider.state === null ? [] : [provider.state],
      kind: 'hospital',
    } as const;
    const [stateRows, descriptions, sourceFiles] =
      year === null || codes.length === 0 || provider.state === null
        ? [[] as ProviderCodeRow[], new Map<string, string>(), [] as string[]]
        : await Promise.all([
            this.facts
              .readScopeOf(scope)
              .then((read) => this.facts.providerCodeFigures(read, year))
              .then((figures) => figures.rows),
            this.facts.codeDescriptions('DRG', codes),
            this.facts
              .readScopeOf({ ...scope, providerIds: [ccn], states: [] })
              .then((read) => this.facts.sourceFiles(read, year)),
          ]);
    const drgs = top.map((drg) => {
      const peers = stateRows.filter((row) => row.code === drg.code);
      const own = peers.find((row) => row.providerId === ccn);
      const billed = percentileSet(peers.map((row) => row.billedAvg));
      const medicare = percentileSet(peers.map((row) => row.medicareAvg));
      const billedAvg = own?.billedAvg ?? null;
      const medicareAvg = own?.medicareAvg ?? null;
      return {
        code: drg.code,
        description: descriptions.get(drg.code) ?? null,
        discharges: drg.discharges,
        billedAvg,
        medicareAvg,
        ratio: billedAvg !== null && medicareAvg !== null && medicareAvg > 0 ? billedAvg / medicareAvg : null,
        stateHospitals: peers.length,
        stateMedianBilled: billed?.p50 ?? null,
        stateMedianMedicare: medicare?.p50 ?? null,
      };
    });
    return {
      ccn,
      hospital: {
        name: provider.name,
        address: provider.address,
        city: provider.city,
        state: provider.state,
        zip: provider.zip,
        sourceFile: provider.source,
      },
      costReport:
        report === undefined
          ? null
          : {
              reportYear: report.report_year,
              fiscalYearEnd: report.fiscal_year_end,
              beds: report.beds,
              ...costReportFiguresOf(report),
              costToChargeRatio: report.cost_to_charge_ratio,
              sourceFile: report.source_file,
            },
      quality:
        quality === undefined
          ? null
          : {
              fiscalYear: quality.fiscal_year,
              totalPerformanceScore: quality.total_performance_score,
              clinicalOutcomes: quality.clinical_outcomes,
              personAndCommunityEngagement: quality.person_and_community_engagement,
              safety: quality.safety,
              efficiencyAndCostReduction: quality.efficiency_and_cost_reduction,
              sourceFile: quality.source_file,
            },
      dataYear: year,
      availableYears,
      sourceFiles,
      drgs,
    };
  }
}
