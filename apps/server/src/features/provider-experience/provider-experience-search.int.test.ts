import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasValidNpiCheckDigit,
  providerDirectoryEntrySchema,
  type ProviderSearchReply,
  providerSearchReplySchema,
  providerExperienceHistoryReplySchema,
  providerExperienceWriteReplySchema,
} from '@medivi/domain';
import { openDatabase } from '../../db/database.js';
import { systemClock } from '../../platform/clock.js';
import { demoEmail, demoPassword } from '../../seed/demo-accounts.js';
import { seedDemoData } from '../../seed/seed-demo.js';
import { importClevelandReferenceData } from '../../testing/reference-data.js';
import { createTestApp, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';

// A real Cleveland physician practising in 44106 (Cleveland physicians directory of NPPES),
// without a demo provider-experience record.
const velotta = { npi: '1003000423', name: 'JENNIFER VELOTTA, M.D.' };
const nearby = '/api/provider-search/v1?zip=44106&radius=5&limit=100';
/** The same area with the name as search text: only that provider's card is on the page. */
const byName = `${nearby}&text=velotta`;

describe('provider-experience changes on the real Cleveland directory', () => {
  let t: TestApp;
  /** A second server on the same database, as another process behind the load balancer. */
  let other: TestApp;
  let updater: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await importClevelandReferenceData(t.database.handle);
    await seedDemoData(t.database.handle, systemClock, { log: () => undefined, publishReports: false });
    const secondHandle = openDatabase(t.database.url, { poolSize: 2 });
    other = await createTestApp({
      database: { handle: secondHandle, url: t.database.url, dispose: () => secondHandle.close() },
    });
    updater = await signIn(t.app, demoEmail('provider-updater'), demoPassword);
    member = await signIn(t.app, demoEmail('member'), demoPassword);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  async function searchOn(app: TestApp, url = nearby): Promise<ProviderSearchReply> {
    const response = await app.app.inject({ method: 'GET', url, headers: member.headers });
    expect(response.statusCode).toBe(200);
    return providerSearchReplySchema.parse(response.json());
  }

  /** The label of the chosen provider's card in the same area, searched by name on `app`. */
  async function labelOn(app: TestApp) {
    const reply = await searchOn(app, byName);
    return reply.providers.find((provider) => provider.npi === velotta.npi)?.label1;
  }

  async function write(method: 'POST' | 'PUT', url: string, payload: object) {
    const response = await t.app.inject({ method, url, headers: updater.headers, payload });
    expect(response.statusCode, response.body).toBe(200);
    return providerExperienceWriteReplySchema.parse(response.json());
  }

  it('finds a valid check digit on every NPI of the imported directory', async () => {
    const rows = await t.db.selectFrom('providers').select('npi').execute();
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.filter((row) => !hasValidNpiCheckDigit(row.npi)).map((row) => row.npi)).toEqual([]);
  });

  it('shows the directory name and entity type of a known NPI to the updater', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/providerDirectory/${velotta.npi}`,
      headers: updater.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(providerDirectoryEntrySchema.parse(response.json())).toEqual({
      npi: velotta.npi,
      provider_name: velotta.name,
      entity_type: '1',
      isListed: false,
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/providerDirectory/1234567893',
      headers: updater.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('labels a provider in search at once after insert and update, on every server process', async () => {
    const before = await searchOn(t);
    expect((await searchOn(other)).accessibilityCounts).toEqual(before.accessibilityCounts);
    expect(await labelOn(t)).toBe('Unknown');
    expect(await labelOn(other)).toBe('Unknown');

    // The directory's name and entity type win over what the client sent.
    const inserted = await write('POST', '/api/createProviderExperience', {
      npi: velotta.npi,
      provider_name: 'Someone Else',
      entity_type: '2',
      recommendation: 'CAUTION',
      external_notes: 'Synthetic test note.',
    });
    expect(inserted.record).toMatchObject({ provider_name: velotta.name, entity_type: '1' });

    const caution = await searchOn(t);
    expect(await labelOn(t)).toBe('Caution');
    expect(caution.accessibilityCounts.Caution).toBe(before.accessibilityCounts.Caution + 1);
    expect(caution.accessibilityCounts.Unknown).toBe(before.accessibilityCounts.Unknown - 1);
    // The other process had this area cached and still sees the change.
    expect(await labelOn(other)).toBe('Caution');

    await write('PUT', `/api/updateProviderExperience/${velotta.npi}`, { recommendation: 'DELISTED' });
    const delisted = await searchOn(other);
    expect(await labelOn(other)).toBe('Not Recommended');
    expect(delisted.accessibilityCounts.Caution).toBe(before.accessibilityCounts.Caution);
    expect(delisted.accessibilityCounts['Not Recommended']).toBe(
      before.accessibilityCounts['Not Recommended'] + 1,
    );
    const filtered = await searchOn(t, `${nearby}&accessibilities=Not%20Recommended`);
    expect(filtered.providers.map((provider) => provider.npi)).toContain(velotta.npi);

    await write('PUT', `/api/updateProviderExperience/${velotta.npi}`, {
      recommendation: 'DELISTED',
      active: false,
    });
    const inactive = await searchOn(t);
    expect(await labelOn(t)).toBe('Unknown');
    expect(inactive.accessibilityCounts).toEqual(before.accessibilityCounts);
  });

  it('keeps the whole story in the history, newest first', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/providerExperienceHistory/${velotta.npi}`,
      headers: updater.headers,
    });
    const { history } = providerExperienceHistoryReplySchema.parse(response.json());
    expect(
      history.map((change) => [change.action, change.after.recommendation, change.after.active]),
    ).toEqual([
      ['update', 'DELISTED', false],
      ['update', 'DELISTED', true],
      ['insert', 'CAUTION', true],
    ]);
    expect(history[1]?.changedFields).toEqual(['recommendation']);
    expect(history.every((change) => change.changedBy.name === 'Finley Demo-Updater')).toBe(true);
  });

  it('updates a seeded record, which has no history yet, and keeps its before state', async () => {
    const seeded = await t.db
      .selectFrom('provider_experience')
      .selectAll()
      .where('recommendation', '=', 'UNFRIENDLY')
      .executeTakeFirstOrThrow();
    const reply = await write('PUT', `/api/updateProviderExperience/${seeded.npi}`, {
      recommendation: 'CAUTION',
    });
    expect(reply.record).toMatchObject({
      npi: seeded.npi,
      recommendation: 'CAUTION',
      updated_by: 'Finley Demo-Updater',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/providerExperienceHistory/${seeded.npi}`,
      headers: updater.headers,
    });
    const { history } = providerExperienceHistoryReplySchema.parse(response.json());
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ revision: 1, action: 'update' });
    expect(history[0]?.before).toMatchObject({
      recommendation: 'UNFRIENDLY',
      internal_notes: seeded.internal_notes,
    });
  });
});
