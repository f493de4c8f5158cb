import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  type PlanTransparencyIdentifiersReply,
  type TransparencyFilesReply,
  transparencyIdentifierProblems as problems,
} from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../platform/attachments/file-storage.js';
import { createPlan } from '../../testing/eligibility.js';
import { staffRoles } from '../../testing/notifications.js';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { createTestDatabase, testDialect } from '../../testing/test-database.js';
import { cmsSchemaErrors } from './testing/cms-schemas.js';
import { insertClaims, providerClaims } from './testing/transparency-claims.js';
import { publishTransparencyMonth, type TransparencyPublisher } from './transparency-publication.js';

const planId = 'tid-publish';
const url = `/api/plans/${planId}/transparency-identifiers`;

describe(`a plan refused for its identifiers is published once they are set, on ${testDialect} (issue 34)`, () => {
  let t: TestApp;
  let dir: string;
  let publisher: TransparencyPublisher;

  // Signed in afresh each time: the tests move the clock by hours, past a session's idle time.
  const admin = (): Promise<SignedIn> => signIn(t.app, 'tid-publisher@example.test');
  const identifiersOf = async () =>
    (
      await t.app.inject({ method: 'GET', url, headers: (await admin()).headers })
    ).json<PlanTransparencyIdentifiersReply>();
  const publish = async () => {
    const results = await publishTransparencyMonth(publisher, '2026-12', planId);
    expect(results).toHaveLength(1);
    return results[0];
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'medivi-tic-identifiers-publish-'));
    t = await createTestApp({ database: await createTestDatabase(), transparencyDir: dir });
    await createPlan(t.db, planId, 'Identifier Publication Plan (synthetic)');
    const professional = { billing_provider_npi: '1234567893', place_of_service: '11' };
    await insertClaims(t.db, providerClaims(planId, 25, '2026-06-10', professional));
    t.clock.advance(Date.parse('2026-12-01T06:00:00.000Z') - t.clock.now().getTime());
    publisher = {
      db: t.db,
      clock: t.clock,
      storage: new LocalFileStorage(dir),
      reportingEntityName: 'MediVI',
      publicBaseUrl: 'https://portal.example.test',
    };
    await createUser(t.db, { email: 'tid-publisher@example.test', roles: staffRoles });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the month while the plan has no identifiers, and the screen shows why', async () => {
    expect(await publish()).toMatchObject({ outcome: 'failed', failure: problems.noPlanIdType });
    const reply = await identifiersOf();
    expect(reply.problems[0]).toBe(problems.noPlanIdType);
    expect(reply.lastRun).toMatchObject({
      month: '2026-12',
      status: 'failed',
      failure: problems.noPlanIdType,
      windowFrom: '2026-06-04',
      windowTo: '2026-09-01',
    });
  });

  it('refuses an EIN written into the database with its hyphen, as the screen says', async () => {
    await t.db
      .updateTable('plans')
      .set({
        transparency_plan_id_type: 'ein',
        transparency_plan_id: '00-0000105',
        plan_sponsor_name: 'Synthetic Publication Sponsor',
        issuer_name: 'Synthetic Publication Sponsor',
        plan_market_type: 'group',
      })
      .where('id', '=', planId)
      .execute();
    t.clock.advance(3_600_000);
    expect(await publish()).toMatchObject({ outcome: 'failed', failure: problems.invalidEin });
    const reply = await identifiersOf();
    expect(reply.problems).toEqual([problems.invalidEin]);
    expect(reply.lastRun?.failure).toBe(problems.invalidEin);
  });

  it('publishes the month at the next try once the identifiers are saved', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: (await admin()).headers,
      payload: {
        planIdType: 'ein',
        planId: '00-0000105',
        planSponsorName: 'Synthetic Publication Sponsor',
        issuerName: 'Synthetic Publication Sponsor',
        planMarketType: 'group',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PlanTransparencyIdentifiersReply>().problems).toEqual([]);

    t.clock.advance(3_600_000);
    expect(await publish()).toMatchObject({ outcome: 'published', failure: null });
    const reply = await identifiersOf();
    expect(reply.lastRun).toMatchObject({ month: '2026-12', status: 'published', claims: 25, failure: null });

    const files = await t.app.inject({ method: 'GET', url: '/api/transparency/files' });
    const plan = files.json<TransparencyFilesReply>().plans.find((candidate) => candidate.planId === planId);
    const contents = plan?.files.find((file) => file.kind === 'table-of-contents');
    if (contents === undefined) throw new Error('no table of contents published');
    const download = await t.app.inject({
      method: 'GET',
      url: contents.url,
      headers: { 'accept-encoding': 'gzip' },
    });
    const document = JSON.parse(gunzipSync(download.rawPayload).toString('utf8')) as {
      reporting_structure: { reporting_plans: Record<string, string>[] }[];
    };
    expect(cmsSchemaErrors('table-of-contents', document)).toEqual([]);
    expect(document.reporting_structure[0]?.reporting_plans[0]).toMatchObject({
      plan_id_type: 'ein',
      plan_id: '000000105',
      plan_sponsor_name: 'Synthetic Publication Sponsor',
      issuer_name: 'Synthetic Publication Sponsor',
      plan_market_type: 'group',
    });
  });
});
