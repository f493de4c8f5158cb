import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  providerExperienceHistoryReplySchema,
  providerExperienceListReplySchema,
  providerExperienceMessages as messages,
  providerExperienceWriteReplySchema,
} from '@medivi/domain';
import type { SignedIn, TestApp } from '../../testing/test-app.js';
import {
  createProviderExperienceTestApp,
  createUrl as create,
  historyUrl as history,
  listUrl as list,
  type ProviderExperienceTestApp,
  testNpis as npis,
  updateUrl as update,
} from './testing/provider-experience.js';

describe('provider-experience API: roles, rules and history', () => {
  let api: ProviderExperienceTestApp;
  let t: TestApp;
  let updater: SignedIn;
  let readonly: SignedIn;
  let searcher: SignedIn;

  beforeAll(async () => {
    api = await createProviderExperienceTestApp();
    ({ t, updater, readonly, searcher } = api);
  });
  afterAll(async () => {
    await t.close();
  });

  const call: ProviderExperienceTestApp['call'] = (...args) => api.call(...args);
  const rejected: ProviderExperienceTestApp['rejected'] = (...args) => api.rejected(...args);

  it('inserts a record with the server time and author, and lists it for both roles', async () => {
    const { status, json } = await call('POST', create, updater, {
      provider_name: 'Example Provider',
      npi: npis[0],
      ein: '123456789',
      entity_type: '1',
      recommendation: 'CAUTION',
      external_notes: 'Asks for payment up front.',
      internal_notes: 'Reported twice.',
      active: true,
      lastupdateddate: '1999-01-01T00:00:00Z',
    });
    expect(status).toBe(200);
    const reply = providerExperienceWriteReplySchema.parse(json);
    expect(reply.message).toBe('Record(s) Successfully Added');
    expect(reply.record).toMatchObject({
      npi: npis[0],
      provider_name: 'Example Provider',
      ein: '123456789',
      entity_type: '1',
      recommendation: 'CAUTION',
      active: true,
      updated_by: 'Uma Updater',
      lastupdateddate: t.clock.now().toISOString(),
    });
    for (const session of [updater, readonly]) {
      const page = providerExperienceListReplySchema.parse((await call('GET', list, session)).json);
      expect(page.records.map((record) => record.npi)).toContain(npis[0]);
    }
  });

  it('answers 401 without a session and 403 to other roles and to the read-only role on writes', async () => {
    expect((await rejected('GET', list)).status).toBe(401);
    expect(
      (await rejected('POST', create, undefined, { npi: npis[5], recommendation: 'CAUTION' })).status,
    ).toBe(401);
    expect((await rejected('GET', list, searcher)).status).toBe(403);
    expect((await rejected('GET', history(npis[0]), searcher)).status).toBe(403);
    for (const session of [readonly, searcher]) {
      expect(
        (await rejected('POST', create, session, { npi: npis[5], recommendation: 'CAUTION' })).status,
      ).toBe(403);
      expect((await rejected('PUT', update(npis[0]), session, { recommendation: 'DELISTED' })).status).toBe(
        403,
      );
      expect((await rejected('GET', `/api/providerDirectory/${npis[0]}`, session)).status).toBe(403);
    }
    const page = providerExperienceListReplySchema.parse((await call('GET', list, updater)).json);
    expect(page.records.map((record) => record.npi)).not.toContain(npis[5]);
    expect(page.records.find((record) => record.npi === npis[0])?.recommendation).toBe('CAUTION');
  });

  it('documents the five calls in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/getProviderExperience',
        '/api/createProviderExperience',
        '/api/updateProviderExperience/{npi}',
        '/api/providerExperienceHistory/{npi}',
        '/api/providerDirectory/{npi}',
      ]),
    );
  });

  it('rejects a write without the CSRF token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: create,
      headers: { cookie: updater.cookie },
      payload: { npi: npis[5], recommendation: 'CAUTION' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('enforces every insert rule with field messages and writes nothing', async () => {
    const cases: [object, string, string][] = [
      [{ recommendation: 'CAUTION' }, 'npi', 'Provider NPI is required'],
      [{ npi: '', recommendation: 'CAUTION' }, 'npi', 'Provider NPI is required'],
      [{ npi: '10030004ab', recommendation: 'CAUTION' }, 'npi', 'Provider NPI must be a 10-digit number'],
      [{ npi: '10030004231', recommendation: 'CAUTION' }, 'npi', 'Provider NPI must be a 10-digit number'],
      [{ npi: '1003000424', recommendation: 'CAUTION' }, 'npi', messages.npiCheckDigit],
      [{ npi: npis[5], recommendation: 'CAUTION', ein: '1234567890' }, 'ein', messages.taxIdDigits],
      [{ npi: npis[5], recommendation: 'CAUTION', ein: '12-345678' }, 'ein', messages.taxIdDigits],
      [{ npi: npis[5] }, 'recommendation', 'Recommendation is required'],
      [{ npi: npis[5], recommendation: '' }, 'recommendation', 'Recommendation is required'],
      [{ npi: npis[5], recommendation: 'FRIENDLY' }, 'recommendation', messages.recommendationUnknown],
      [{ npi: npis[5], recommendation: 'CAUTION', entity_type: '3' }, 'entity_type', messages.entityType],
      [
        { npi: npis[5], recommendation: 'CAUTION', external_notes: 'x'.repeat(2001) },
        'external_notes',
        messages.notesTooLong,
      ],
      [{ npi: npis[5], recommendation: 'CAUTION', active: 'yes' }, 'active', 'Active must be true or false'],
    ];
    for (const [payload, field, message] of cases) {
      const { status, error } = await rejected('POST', create, updater, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(error.fieldErrors?.[field], JSON.stringify(payload)).toBe(message);
    }
    const stored = await t.db
      .selectFrom('provider_experience')
      .select('npi')
      .where('npi', '=', npis[5])
      .execute();
    expect(stored).toEqual([]);
  });

  it('answers 400, never 5xx, to a body that is not a record', async () => {
    for (const payload of [[], ['1003000423'], { npi: null, recommendation: null }, { npi: { $gt: '' } }]) {
      expect((await rejected('POST', create, updater, payload)).status, JSON.stringify(payload)).toBe(400);
    }
    const empty = await t.app.inject({ method: 'PUT', url: update(npis[0]), headers: updater.headers });
    expect(empty.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: create,
      headers: { ...updater.headers, 'content-type': 'application/json' },
      payload: '{"npi": "1003000423",',
    });
    expect(text.statusCode).toBe(400);
  });

  it('refuses a second insert of an NPI with 409 and keeps the first record', async () => {
    const { status, error } = await rejected('POST', create, updater, {
      npi: npis[0],
      recommendation: 'DELISTED',
    });
    expect(status).toBe(409);
    expect(error.message).toBe(
      `NPI ${npis[0]} is already on the provider-experience list. Update that record instead.`,
    );
    const row = await t.db
      .selectFrom('provider_experience')
      .selectAll()
      .where('npi', '=', npis[0])
      .executeTakeFirst();
    expect(row?.recommendation).toBe('CAUTION');
  });

  it('updates a record, keeps fields left out, and records before and after in the history', async () => {
    t.clock.advance(60_000);
    const { status, json } = await call('PUT', update(npis[0]), updater, {
      npi: npis[0],
      recommendation: 'DELISTED',
      internal_notes: '',
      active: false,
    });
    expect(status).toBe(200);
    const reply = providerExperienceWriteReplySchema.parse(json);
    expect(reply.message).toBe('Record(s) Successfully Updated');
    expect(reply.record).toMatchObject({
      recommendation: 'DELISTED',
      internal_notes: null,
      external_notes: 'Asks for payment up front.',
      ein: '123456789',
      active: false,
      lastupdateddate: t.clock.now().toISOString(),
    });

    const changes = providerExperienceHistoryReplySchema.parse(
      (await call('GET', history(npis[0]), readonly)).json,
    );
    expect(changes.history.map((change) => [change.revision, change.action])).toEqual([
      [2, 'update'],
      [1, 'insert'],
    ]);
    const [updated, inserted] = changes.history;
    expect(updated?.before).toMatchObject({
      recommendation: 'CAUTION',
      internal_notes: 'Reported twice.',
      active: true,
    });
    expect(updated?.after).toMatchObject({ recommendation: 'DELISTED', internal_notes: null, active: false });
    expect(updated?.changedFields.sort()).toEqual(['active', 'internal_notes', 'recommendation']);
    expect(updated?.changedBy).toMatchObject({ name: 'Uma Updater', email: 'updater@example.test' });
    expect(updated?.changedAt).toBe(t.clock.now().toISOString());
    expect(inserted?.before).toBeNull();
    expect(inserted?.after.recommendation).toBe('CAUTION');

    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'subject_id'])
      .where('subject_type', '=', 'provider_experience')
      .orderBy('at')
      .execute();
    expect(audit).toEqual([
      { action: 'provider_experience.insert', subject_id: npis[0] },
      { action: 'provider_experience.update', subject_id: npis[0] },
    ]);
  });

  it('records nothing for a save that changes nothing', async () => {
    const before = await t.db.selectFrom('provider_experience_history').select('id').execute();
    const { status } = await call('PUT', update(npis[0]), updater, { recommendation: 'DELISTED' });
    expect(status).toBe(200);
    const after = await t.db.selectFrom('provider_experience_history').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('answers 404 for an update or history of an NPI not on the list, 400 for a bad path or body NPI', async () => {
    const missing = await rejected('PUT', update(npis[4]), updater, { recommendation: 'CAUTION' });
    expect(missing.status).toBe(404);
    expect(missing.error.message).toBe(`NPI ${npis[4]} is not on the provider-experience list.`);
    expect((await rejected('GET', history(npis[4]), updater)).status).toBe(404);
    for (const bad of ['12345', '1003000424', 'abcdefghij', '100300042300']) {
      const { status, error } = await rejected('PUT', update(bad), updater, { recommendation: 'CAUTION' });
      expect(status, bad).toBe(400);
      expect(error.fieldErrors?.npi, bad).toBeDefined();
    }
    const mismatch = await rejected('PUT', update(npis[0]), updater, {
      npi: npis[1],
      recommendation: 'CAUTION',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.error.fieldErrors?.npi).toBe(messages.npiMismatch);
    const badBody = await rejected('PUT', update(npis[0]), updater, {
      recommendation: 'CAUTION',
      ein: 'abc',
    });
    expect(badBody.status).toBe(400);
    expect(badBody.error.fieldErrors?.ein).toBe(messages.taxIdDigits);
  });
});
