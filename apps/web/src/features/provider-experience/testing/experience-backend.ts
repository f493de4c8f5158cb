import {
  providerExperienceTexts,
  type ProviderExperienceChange,
  type ProviderExperienceRecord,
  type ProviderExperienceSnapshot,
} from '@medivi/domain';
import { jsonResponse, mockApi } from '../../../testing/api-mock';

/** A listed provider-experience record for tests (synthetic). */
export function makeRecord(overrides: Partial<ProviderExperienceRecord> = {}): ProviderExperienceRecord {
  return {
    npi: '1003825605',
    provider_name: 'JANICE LYONS',
    ein: '123456789',
    entity_type: '1',
    recommendation: 'CAUTION',
    external_notes: 'Synthetic note: asks for payment up front.',
    internal_notes: null,
    active: true,
    lastupdateddate: '2026-03-02T15:00:00.000Z',
    updated_by: 'Finley Demo-Updater',
    ...overrides,
  };
}

/** A record as a history entry keeps it (without who and when). */
export function snapshotOf(record: ProviderExperienceRecord): ProviderExperienceSnapshot {
  const { lastupdateddate: _when, updated_by: _who, ...snapshot } = record;
  return snapshot;
}

/** One history entry for tests: an update of the recommendation from CAUTION to DELISTED. */
export function makeChange(overrides: Partial<ProviderExperienceChange> = {}): ProviderExperienceChange {
  const before = snapshotOf(makeRecord());
  return {
    id: 'change-2',
    revision: 2,
    action: 'update',
    changedAt: '2026-03-03T10:00:00.000Z',
    changedBy: { userId: 'u-2', name: 'Finley Demo-Updater', email: 'provider-updater@demo.medivi.test' },
    changedFields: ['recommendation'],
    before,
    after: { ...before, recommendation: 'DELISTED' },
    ...overrides,
  };
}

export interface BackendOptions {
  records?: ProviderExperienceRecord[];
  history?: ProviderExperienceChange[];
  /** Replaces the list reply with this failure status. */
  listStatus?: number;
  /** Replaces the write replies with this error reply. */
  writeError?: { status: number; body: Record<string, unknown> };
}

/**
 * A fake provider-experience backend over `fetch`: the list answers its records as the server
 * would page them (offset = 1-based page), the list queries, writes and their bodies are recorded.
 */
export function mockExperienceBackend(options: BackendOptions = {}) {
  const records = options.records ?? [makeRecord()];
  const listQueries: URLSearchParams[] = [];
  const writes: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = mockApi({
    'GET /api/getProviderExperience': (request) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      if (options.listStatus !== undefined) {
        return jsonResponse(
          { statusCode: options.listStatus, error: 'Error', message: 'List failed' },
          options.listStatus,
        );
      }
      const offset = Number(query.get('offset') ?? '1');
      const limit = Number(query.get('limit') ?? '10');
      const page = records.slice((offset - 1) * limit, offset * limit);
      return jsonResponse({
        records: page,
        total: records.length,
        offset,
        limit,
        totalPages: Math.ceil(records.length / limit),
      });
    },
    'POST /api/createProviderExperience': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      writes.push({ method: 'POST', path: '/api/createProviderExperience', body });
      if (options.writeError !== undefined)
        return jsonResponse(options.writeError.body, options.writeError.status);
      return jsonResponse({
        message: providerExperienceTexts.added,
        record: makeRecord({ npi: String(body.npi), recommendation: body.recommendation as 'CAUTION' }),
      });
    },
    'GET /api/providerDirectory/1164490496': () =>
      jsonResponse({
        npi: '1164490496',
        provider_name: 'MARTIN KOSDROSKY',
        entity_type: '1',
        isListed: false,
      }),
  });
  // Paths with an NPI in them: answered by prefix.
  const byPath = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method === 'PUT' && path.startsWith('/api/updateProviderExperience/')) {
      const body = (await request.json()) as Record<string, unknown>;
      writes.push({ method: 'PUT', path, body });
      if (options.writeError !== undefined)
        return jsonResponse(options.writeError.body, options.writeError.status);
      return jsonResponse({ message: providerExperienceTexts.updated, record: makeRecord() });
    }
    if (request.method === 'GET' && path.startsWith('/api/providerExperienceHistory/')) {
      return jsonResponse({ npi: path.split('/').pop(), history: options.history ?? [] });
    }
    if (byPath === undefined) throw new Error('no fetch mock');
    return byPath(request);
  });
  return { fetchMock, listQueries, writes };
}
