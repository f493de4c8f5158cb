import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../testing/test-app.js';
import { type BadRequest, badRequest, oneMegabyteRequests } from './testing/bad-input.js';
import { createRouteTableApp, type RouteTableApp, type TableRoute } from './testing/route-table.js';
import { createWorld, type SessionName, sessionNames, type World } from './testing/world.js';

/**
 * Requests per run (FUZZ_RUNS), spread evenly over the routes, and the seed (FUZZ_SEED): a failure
 * prints both, and the same two replay it.
 */
const totalRuns = Number(process.env.FUZZ_RUNS ?? 10_500);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

/** Who sends: signed out, or one of the seeded users, with or without the CSRF token. */
type Sender = { name: 'signed out' } | { name: SessionName; withToken: boolean };

const senderArb: fc.Arbitrary<Sender> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Sender>({ name: 'signed out' }) },
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.constantFrom(...sessionNames), fc.boolean())
      .map<Sender>(([name, token]) => ({ name, withToken: token || name === 'everyRole' })),
  },
);

describe('bad input on every route, signed out and as every role: never a 5xx (issue 15)', () => {
  let table: RouteTableApp;
  let world: World;
  const emails: Record<SessionName, string> = {
    memberA: 'rt-member-a@example.test',
    clientA: 'rt-client-a@example.test',
    staff: 'rt-staff@example.test',
    providerStaff: 'rt-provider-staff@example.test',
    everyRole: 'rt-every-role@example.test',
  };
  const counts = { requests: 0, byStatus: new Map<number, number>(), serverErrors: 0 };

  beforeAll(async () => {
    table = await createRouteTableApp();
    world = await createWorld(table.t);
    console.log(
      `bad input: seed ${String(seed)} (replay with FUZZ_SEED=${String(seed)} FUZZ_RUNS=${String(totalRuns)})`,
    );
  });
  afterAll(async () => {
    const statuses = [...counts.byStatus.entries()].sort(([a], [b]) => a - b);
    console.log(
      `bad input: ${String(counts.requests)} requests over ${String(table.routes.length)} routes, ` +
        `${String(counts.serverErrors)} 5xx, by status ${statuses.map(([s, n]) => `${String(s)}:${String(n)}`).join(' ')}`,
    );
    await table.t.close();
  });

  async function send(request: BadRequest, sender: Sender): Promise<LightMyRequestResponse> {
    const session: SignedIn | null = sender.name === 'signed out' ? null : world.sessions[sender.name];
    const headers: Record<string, string> = {};
    if (session !== null) {
      headers.cookie = session.cookie;
      if (sender.name !== 'signed out' && sender.withToken) headers['x-csrf-token'] = session.csrfToken;
    }
    if (request.contentType !== null && request.payload !== undefined)
      headers['content-type'] = request.contentType;
    const response = await table.t.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    counts.requests += 1;
    counts.byStatus.set(response.statusCode, (counts.byStatus.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode >= 500) counts.serverErrors += 1;
    return response;
  }

  /** Signs a user in again when a generated call ended his session (sign-out, password change). */
  async function renewEndedSessions(): Promise<void> {
    for (const name of sessionNames) {
      const check = await table.t.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: world.sessions[name].headers,
      });
      if (check.json<{ user: unknown }>().user === null)
        world.sessions[name] = await signIn(table.t.app, emails[name]);
    }
  }

  function describeFailure(route: TableRoute, response: LightMyRequestResponse): string {
    return `${route.key} answered ${String(response.statusCode)}: ${response.body.slice(0, 300)} (FUZZ_SEED=${String(seed)})`;
  }

  it('answers every generated request below 500 and keeps answering', async () => {
    const runsPerRoute = Math.ceil(totalRuns / table.routes.length);
    for (const [index, route] of table.routes.entries()) {
      await fc.assert(
        fc.asyncProperty(badRequest(route), senderArb, async (request, sender) => {
          const response = await send(request, sender);
          expect(response.statusCode, describeFailure(route, response)).toBeLessThan(500);
        }),
        { seed: seed + index, numRuns: runsPerRoute, endOnFailure: true },
      );
      await renewEndedSessions();
      const health = await table.t.app.inject({ method: 'GET', url: '/api/auth' });
      expect(health.statusCode, `the app stopped answering after ${route.key}`).toBe(200);
    }
    expect(counts.requests).toBeGreaterThanOrEqual(totalRuns);
    expect(counts.serverErrors).toBe(0);
  }, 240_000);

  it('answers 1 MB strings and bodies over the limit below 500, the senders taking turns', async () => {
    const senders: Sender[] = [
      { name: 'signed out' },
      ...sessionNames.map((name): Sender => ({ name, withToken: true })),
    ];
    for (const route of table.routes) {
      for (const request of oneMegabyteRequests(route)) {
        const sender = senders[counts.requests % senders.length] ?? { name: 'signed out' as const };
        const response = await send(request, sender);
        expect(response.statusCode, describeFailure(route, response)).toBeLessThan(500);
      }
      await renewEndedSessions();
    }
    const health = await table.t.app.inject({ method: 'GET', url: '/api/auth' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});
