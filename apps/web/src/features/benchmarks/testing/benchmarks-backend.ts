import {
  barValuesOf,
  chartReplySchema,
  dollarsInCents,
  providerDetailReplySchema,
  roundedAggregate,
  savedSelectionsSchema,
  type YearProviders,
} from '@medivi/domain';
import { jsonResponse, mockApi } from '../../../testing/api-mock';
import type {
  Aggregate,
  ChartReply,
  ChartRequest,
  ProviderDetailReply,
  SavedSelections,
  SelectionItem,
} from '../benchmarks-api-types';
import {
  clevelandHospitals,
  costReportFile,
  drgNames,
  type HospitalFixture,
  inpatientFile,
  qualityFile,
} from './cleveland-drg-facts';

/** The selection item of a fixture hospital. */
export function hospitalItem(hospital: HospitalFixture): SelectionItem {
  return {
    id: hospital.ccn,
    name: hospital.name,
    type: 'provider',
    matches: Object.keys(hospital.drgs).length,
  };
}

/** The selection item of a DRG of the fixtures. */
export function drgItem(code: string): SelectionItem {
  const matches = clevelandHospitals.filter((h) => h.drgs[code] !== undefined).length;
  return { id: code, name: `${code} - ${drgNames[code] ?? ''}`, type: 'DRG', matches };
}

function aggregate(rows: readonly [number, number, number][], ccr: number, weighted: boolean): Aggregate {
  const weights = rows.map(([count]) => (weighted ? count : 1));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const mean = (pick: (row: [number, number, number]) => number) =>
    rows.reduce((sum, row, i) => sum + pick(row) * (weights[i] ?? 0), 0) / total;
  const billedAvg = mean(([, billed]) => billed);
  const medicareAvg = mean(([, , medicare]) => medicare);
  const costAvg = billedAvg * ccr;
  return {
    billedAvg,
    costAvg,
    medicareAvg,
    lengthOfStayAvg: null,
    numClaims: rows.reduce((sum, [count]) => sum + count, 0),
    costRatio: billedAvg / costAvg,
    medicareRatio: billedAvg / medicareAvg,
    billedStdDev: null,
    costStdDev: null,
    medicareStdDev: null,
  };
}

/**
 * The chart reply a server would give for the fixture hospitals and DRGs of `request`; the
 * providers carry their per-code figures unless `includeProcedures` is false (default true).
 * `earlierYears` are further data years with their provider counts, after the fixture's 2011.
 */
export function chartReplyFor(
  request: Omit<ChartRequest, 'includeProcedures'> & { includeProcedures?: boolean },
  earlierYears: readonly YearProviders[] = [],
): ChartReply {
  const codeType =
    request.claimType === 'Inpatient'
      ? 'DRG'
      : request.claimType === 'Outpatient'
        ? request.outpatientCodeType
        : request.professionalCodeType;
  if (codeType === 'Diagnosis') {
    return {
      bars: [],
      lines: [],
      meta: {
        claimType: request.claimType,
        codeType,
        dataYear: null,
        availableYears: [],
        providersPerYear: [],
        sources: [],
        costReportYear: null,
        qualityFiscalYear: null,
        linesNote: null,
        procedures: [],
        noDataSource: `No data source: ${request.claimType.toLowerCase()} figures by diagnosis code need claims data that no public CMS file publishes.`,
      },
      providerData: { providers: [], excludedProviders: [] },
    };
  }
  const codes = request.procedureSelections.map((item) => item.id);
  const ids = request.providerSelections.map((item) => item.id);
  const chosen = clevelandHospitals.filter((h) => ids.length === 0 || ids.includes(h.ccn));
  const reply: ChartReply = {
    bars: [],
    lines: [],
    meta: {
      claimType: request.claimType,
      codeType,
      dataYear: 2011,
      availableYears: [2011, ...earlierYears.map((entry) => entry.year)],
      providersPerYear: [],
      sources: [inpatientFile, costReportFile, qualityFile],
      costReportYear: 2021,
      qualityFiscalYear: 2024,
      noDataSource: null,
      linesNote: null,
      procedures: codes.map((code) => ({ code, description: drgNames[code] ?? '' })),
    },
    providerData: { providers: [], excludedProviders: [] },
  };
  for (const hospital of chosen) {
    const withRows = codes.flatMap((code) => {
      const row = hospital.drgs[code];
      return row === undefined ? [] : [{ code, row }];
    });
    const rows = withRows.map(({ row }) => row);
    if (rows.length === 0) {
      reply.providerData.excludedProviders.push(`noData - ${hospital.name}`);
      continue;
    }
    const weighted = aggregate(rows, hospital.cost.costToChargeRatio, true);
    const simple = aggregate(rows, hospital.cost.costToChargeRatio, false);
    reply.bars.push({
      providerID: hospital.ccn,
      name: hospital.name,
      values: barValuesOf(weighted, hospital.quality.tps),
      simple: barValuesOf(simple, hospital.quality.tps),
    });
    reply.providerData.providers.push({
      id: hospital.ccn,
      name: hospital.name,
      city: hospital.city,
      state: hospital.state,
      quality: hospital.quality.tps,
      qualityFiscalYear: 2024,
      costReportYear: 2021,
      ...(request.includeProcedures === false
        ? {}
        : {
            procedures: withRows.map(({ code, row: [numClaims, billedAvg, medicareAvg] }) => ({
              code,
              numClaims,
              billedAvg,
              medicareAvg,
              costAvg: dollarsInCents(billedAvg * hospital.cost.costToChargeRatio),
            })),
          }),
      // As the server sends them: the bars as the page shows them, the providers' aggregates to the cent.
      simpleAggregate: roundedAggregate(simple),
      weightedAggregate: roundedAggregate(weighted),
    });
  }
  const charted = reply.bars.length;
  reply.meta.providersPerYear = [
    ...(charted > 0 ? [{ year: 2011, providers: charted }] : []),
    ...earlierYears,
  ];
  return reply;
}

/** The details reply of a fixture hospital; departmental figures the HCRIS summary lacks are null. */
export function providerDetailFor(hospital: HospitalFixture): ProviderDetailReply {
  return {
    info: {
      name: hospital.name,
      address: hospital.address,
      city: hospital.city,
      state: hospital.state,
      zip: hospital.zip,
      type: 'hospital',
      numBeds: hospital.cost.beds,
      providerID: hospital.ccn,
      inpatientFYEndDate: hospital.cost.fiscalYearEnd,
      outpatientFYEndDate: hospital.cost.fiscalYearEnd,
      professionalFYEndDate: null,
      costReportFY: 2021,
      primaryTaxonomy: null,
      secondaryTaxonomies: [],
    },
    costreport: {
      providerNumber: hospital.ccn,
      reportYear: 2021,
      fiscalYearEnd: hospital.cost.fiscalYearEnd,
      sourceFile: costReportFile,
      costToChargeRatio: hospital.cost.costToChargeRatio,
      totalCharge: hospital.cost.totalCharge,
      totalCost: hospital.cost.totalCost,
      netIncome: hospital.cost.netIncome,
      patientRevenue: hospital.cost.totalPatientRevenue,
      patientDiscounts: hospital.cost.patientDiscounts,
      netPatientRevenue: hospital.cost.netPatientRevenue,
      operatingExpenses: hospital.cost.operatingExpenses,
      operatingRoom: null,
      laboratory: null,
      drugsChargedToPatients: null,
      costCentreGroups: null,
      transplants: [],
    },
    quality: {
      totalPerformanceScore: hospital.quality.tps,
      clinicalCare: hospital.quality.clinical,
      careCoordination: null,
      safety: hospital.quality.safety,
      efficiency: hospital.quality.efficiency,
      personAndCommunityEngagement: hospital.quality.engagement,
      fiscalYear: 2024,
      sourceFile: qualityFile,
    },
    inpatientBilledToMedicare: null,
    outpatientBilledToMedicare: null,
  };
}

/** Queries the autocomplete mock answers (others answer 404, as an unknown path would). */
const knownQueries = ['cl', 'cle', 'clev', 'lut', '47', '470', '469'];

/**
 * A fake benchmarks backend over `fetch`: saved selections per claim type (`saved`), the chart
 * computed from the fixture facts, provider details, and the autocomplete over fixture hospitals
 * and DRGs; `earlierYears` as in `chartReplyFor`. Chart bodies, autocomplete paths and saved bodies are recorded.
 */
export function mockBenchmarksBackend(
  saved: Partial<Record<string, SavedSelections>> = {},
  earlierYears: readonly YearProviders[] = [],
) {
  const chartBodies: ChartRequest[] = [];
  const autocompletePaths: string[] = [];
  /** `Date.now()` of each autocomplete request, ms. */
  const autocompleteTimes: number[] = [];
  const puts: { path: string; body: unknown }[] = [];
  const handlers: Record<string, (request: Request) => Promise<Response> | Response> = {
    'POST /api/chart': async (request) => {
      const body = (await request.json()) as ChartRequest;
      chartBodies.push(body);
      // The fixture answers exactly the shape the server's contract allows.
      return jsonResponse(chartReplySchema.parse(chartReplyFor(body, earlierYears)));
    },
    'POST /api/providerDetail': async (request) => {
      const { providerID } = (await request.json()) as { providerID: string };
      const hospital = clevelandHospitals.find((h) => h.ccn === providerID);
      return hospital === undefined
        ? jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Provider not found' }, 404)
        : jsonResponse(providerDetailReplySchema.parse(providerDetailFor(hospital)));
    },
  };
  for (const claimType of ['Inpatient', 'Outpatient', 'Professional']) {
    handlers[`GET /api/benchmarks/selections/${claimType}`] = () =>
      jsonResponse(
        savedSelectionsSchema.parse(saved[claimType] ?? { providerSelections: [], procedureSelections: [] }),
      );
    handlers[`PUT /api/benchmarks/selections/${claimType}`] = async (request) => {
      puts.push({ path: new URL(request.url).pathname, body: await request.json() });
      return new Response(null, { status: 204 });
    };
  }
  for (const query of knownQueries) {
    handlers[`POST /api/autocomplete/${query}`] = async (request) => {
      autocompletePaths.push(new URL(request.url).pathname);
      autocompleteTimes.push(Date.now());
      const body = (await request.json()) as { autocompleteType: string };
      const items =
        body.autocompleteType === 'provider'
          ? clevelandHospitals.filter((h) => h.name.toLowerCase().includes(query)).map(hospitalItem)
          : Object.keys(drgNames)
              .filter((code) => code.startsWith(query))
              .map(drgItem);
      return jsonResponse(items);
    };
  }
  const fetchMock = mockApi(handlers);
  return { fetchMock, chartBodies, autocompletePaths, autocompleteTimes, puts };
}
