import {
  analysisStateSchema,
  comparisonDefaults,
  type MedicareRatiosReply,
  medicareRatiosReplySchema,
  type RatioSource,
  type SavedAnalysis,
  specStateRatioExamples,
  usStates,
} from '@medivi/domain';
import { jsonResponse, mockApi } from '../../../testing/api-mock';

/** USPS codes of usStates that are territories, not among the 50 states and DC. */
const territories = new Set(['AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'FM', 'MH', 'PW']);

function source(ratio: number, kind: RatioSource['source']): RatioSource {
  return { ratio, source: kind, dataYear: null, sourceFile: null, note: null };
}

/**
 * The per-state reply the fake backend gives: the spec's examples for Alabama and Maryland (§9),
 * the spec's defaults 6 / 5 / 3 elsewhere, each labelled so (the server derives the rest from CMS
 * files; those figures are the server's tests' business).
 */
export function specRatiosReply(): MedicareRatiosReply {
  const defaults = comparisonDefaults.medicareRatios;
  const examples: Record<string, (typeof specStateRatioExamples)[keyof typeof specStateRatioExamples]> =
    specStateRatioExamples;
  const states = usStates
    .filter((state) => !territories.has(state.code))
    .map((state) => {
      const example = examples[state.code];
      const kind = example === undefined ? 'spec-default' : 'spec-example';
      const ratios = example ?? defaults;
      return {
        state: state.code,
        name: state.name,
        inpatient: source(ratios.inpatient, kind),
        outpatient: source(ratios.outpatient, kind),
        professional: source(ratios.professional, kind),
      };
    });
  return medicareRatiosReplySchema.parse({ states, defaults: { ...defaults } });
}

export interface DocumentRequest {
  path: string;
  body: unknown;
  csrf: string | null;
}

/**
 * A fake cost-comparison backend: the ratio table, an author's saved analyses kept in memory
 * (replies checked by the contract's schemas), and the document endpoints answering `document`.
 */
export function mockAnalysisBackend({
  document = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
}: { document?: () => Response | Promise<Response> } = {}) {
  const saved = new Map<string, SavedAnalysis>();
  const savedBodies: unknown[] = [];
  const documentRequests: DocumentRequest[] = [];
  let next = 1;
  const listReply = () => ({
    analyses: [...saved.values()]
      .reverse()
      .map((a) => ({ analysisId: a.analysisId, planName: a.state.planName, updatedAt: a.updatedAt })),
  });
  const idOf = (request: Request) => new URL(request.url).pathname.split('/').pop() ?? '';
  const store = async (request: Request, analysisId: string) => {
    const body = (await request.json()) as { state: unknown };
    savedBodies.push(body);
    const analysis: SavedAnalysis = {
      analysisId,
      state: analysisStateSchema.parse(body.state),
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
    };
    saved.set(analysisId, analysis);
    return jsonResponse(analysis);
  };
  const documentHandler = async (request: Request) => {
    documentRequests.push({
      path: new URL(request.url).pathname,
      body: await request.json(),
      csrf: request.headers.get('X-CSRF-Token'),
    });
    return document();
  };
  const handlers: Parameters<typeof mockApi>[0] = {
    'GET /api/cost-comparison/medicare-ratios': () => jsonResponse(specRatiosReply()),
    'GET /api/cost-comparison/analyses': () => jsonResponse(listReply()),
    'POST /api/cost-comparison/analyses': (request) => {
      const id = `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
      return store(request, id);
    },
    'POST /api/comparison-executive-summary': documentHandler,
    'POST /api/comparison-savings-analysis': documentHandler,
  };
  const byId = (request: Request) => {
    const id = idOf(request);
    const found = saved.get(id);
    if (request.method === 'GET')
      return found === undefined
        ? jsonResponse({ statusCode: 404, error: 'Not Found', message: 'No such analysis.' }, 404)
        : jsonResponse(found);
    if (request.method === 'PUT') return store(request, id);
    saved.delete(id);
    return jsonResponse(listReply());
  };
  const fetchMock = mockApi(
    new Proxy(handlers, {
      get(target, key: string) {
        const match = /^(GET|PUT|DELETE) \/api\/cost-comparison\/analyses\/[^/]+$/.exec(key);
        return match === null ? target[key] : byId;
      },
    }),
  );
  return { fetchMock, saved, savedBodies, documentRequests };
}
