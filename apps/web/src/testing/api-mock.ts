import { vi } from 'vitest';

/** A JSON reply like the server's. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces `fetch` with handlers keyed by 'METHOD /path'; unknown calls answer 404. Returns the
 * mock, whose calls hold the requests made.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[key];
    if (handler === undefined) {
      return jsonResponse({ statusCode: 404, error: 'Not Found', message: `no handler for ${key}` }, 404);
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests a fetch mock received, as 'METHOD /path'. */
export function requestsOf(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return `${request.method} ${new URL(request.url).pathname}`;
  });
}
