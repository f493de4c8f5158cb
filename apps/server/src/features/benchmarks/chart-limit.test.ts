import { benchmarkChartMaxProviders, chartBodySchema } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors.js';
import type { AreaFactsRepository } from './area-facts.repository.js';
import type { BenchmarkSnapshot } from './benchmark-snapshot.js';
import type { ChartRepository, FactScope } from './chart.repository.js';
import { ChartService } from './chart.service.js';

/**
 * The provider maximum of `POST /api/chart` (docs/decisions/0102): a state selection can expand to
 * more providers than a chart holds. The repository is replaced by one that reports a provider
 * count, since no shipped file has more than 5,000 providers for one code and year.
 */
function serviceCounting(providers: number): {
  service: ChartService;
  snapshot: BenchmarkSnapshot;
  figuresAsked: () => number;
} {
  let asked = 0;
  const repository = {
    readScopeOf: (scope: FactScope) => Promise.resolve({ ...scope, byCode: false }),
    yearsWithProviders: () => Promise.resolve([{ year: 2012, providers }]),
    providerCodeFigures: () => {
      asked += 1;
      return Promise.resolve({ rows: [], sourceFiles: [] });
    },
    sourceFiles: () => Promise.resolve([]),
    providers: () => Promise.resolve([]),
    codeDescriptions: () => Promise.resolve(new Map<string, string>()),
  } as unknown as ChartRepository;
  const areas = {
    areaFigures: () => Promise.resolve([]),
  } as unknown as AreaFactsRepository;
  const snapshot = {
    stamp: 'test',
    hospitalFiguresOf: () => Promise.resolve({ ratios: new Map(), scores: new Map() }),
    areaYears: () => Promise.resolve([]),
  } as unknown as BenchmarkSnapshot;
  return { service: new ChartService(repository, areas), snapshot, figuresAsked: () => asked };
}

const body = chartBodySchema.parse({
  claimType: 'Professional',
  providerSelections: [{ id: 'NE', name: 'Nebraska', type: 'state', matches: 0 }],
  procedureSelections: [{ id: '99213', name: '99213', type: 'HCPCS', matches: 0 }],
});

describe('the chart provider maximum', () => {
  it(`refuses a selection of ${String(benchmarkChartMaxProviders + 1)} providers with 400 before reading figures`, async () => {
    const { service, snapshot, figuresAsked } = serviceCounting(benchmarkChartMaxProviders + 1);
    const refusal = await service.chart(body, snapshot).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).statusCode).toBe(400);
    expect((refusal as DomainError).message).toContain('5,001 providers');
    expect(figuresAsked()).toBe(0);
  });

  it(`charts a selection of exactly ${String(benchmarkChartMaxProviders)} providers`, async () => {
    const { service, snapshot, figuresAsked } = serviceCounting(benchmarkChartMaxProviders);
    const reply = await service.chart(body, snapshot);
    expect(reply.meta.dataYear).toBe(2012);
    expect(figuresAsked()).toBe(1);
  });
});
