import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimsTable } from '../../db/schema.js';
import { LocalFileStorage } from '../../platform/attachments/file-storage.js';
import { ManualClock } from '../../platform/clock.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../../testing/test-database.js';
import { PublicationsRepository } from './publications.repository.js';
import { cmsSchemaErrors, gunzipJson } from './testing/cms-schemas.js';
import { createTransparencyPlan, insertClaims, providerClaims } from './testing/transparency-claims.js';
import { publishTransparencyMonth, type TransparencyPublisher } from './transparency-publication.js';

/** One flattened allowed amount: code type, version, code, TIN type and value, class, place, allowed, billed, NPI. */
type Tuple = string;

interface AllowedAmountsFile {
  out_of_network: {
    billing_code_type: string;
    billing_code_type_version: string;
    billing_code: string;
    allowed_amounts: {
      tin: { type: string; value: string };
      service_code?: string[];
      billing_class: string;
      payments: { allowed_amount: number; providers: { billed_charge: number; npi: number[] }[] }[];
    }[];
  }[];
}

function tuplesOfFile(file: AllowedAmountsFile): Tuple[] {
  const tuples: Tuple[] = [];
  for (const entry of file.out_of_network) {
    for (const place of entry.allowed_amounts) {
      for (const payment of place.payments) {
        for (const provider of payment.providers) {
          for (const npi of provider.npi) {
            tuples.push(
              [
                entry.billing_code_type,
                entry.billing_code_type_version,
                entry.billing_code,
                place.tin.type,
                place.tin.value,
                place.billing_class,
                place.service_code?.join('+') ?? '',
                payment.allowed_amount,
                provider.billed_charge,
                npi,
              ].join('|'),
            );
          }
        }
      }
    }
  }
  return tuples.sort();
}

/**
 * The file's content recomputed from the claims in plain code, apart from the server's queries:
 * the window 2026-06-04 … 2026-09-01 of publication date 2026-12-01, not denied, a DRG/APC/HCPCS
 * code, an NPI, a place of service for professional claims, plan years from July, and the
 * 20-claim rule per provider and code.
 */
function recompute(claims: Insertable<ClaimsTable>[]): {
  tuples: Tuple[];
  leftOutPairs: number;
  leftOutClaims: number;
} {
  const keyed = claims
    .filter((c) => c.service_date_from >= '2026-06-04' && c.service_date_from <= '2026-09-01')
    .filter((c) => c.claim_status !== 'denied' && c.code != null && c.code_type != null)
    .map((c) => {
      const npi = c.billing_provider_npi ?? c.provider_npi ?? null;
      const billingClass =
        c.billing_class ?? (c.claim_type === 'professional' ? 'professional' : 'institutional');
      const type =
        c.code_type === 'DRG'
          ? 'MS-DRG'
          : c.code_type === 'APC'
            ? 'APC'
            : /^\d/.test(c.code ?? '')
              ? 'CPT'
              : 'HCPCS';
      const version = c.service_date_from >= '2026-07-01' ? '2026' : '2025';
      return { c, npi, billingClass, code: `${type}|${version}|${c.code ?? ''}` };
    })
    .filter((k) => k.npi !== null && (k.billingClass !== 'professional' || k.c.place_of_service != null));
  const counts = new Map<string, number>();
  for (const k of keyed)
    counts.set(`${k.code}|${k.npi ?? ''}`, (counts.get(`${k.code}|${k.npi ?? ''}`) ?? 0) + 1);
  const kept = keyed.filter((k) => (counts.get(`${k.code}|${k.npi ?? ''}`) ?? 0) >= 20);
  const tuples = new Set(
    kept.map((k) => {
      const tin = k.c.billing_provider_tin == null ? `npi|${k.npi ?? ''}` : `ein|${k.c.billing_provider_tin}`;
      return [k.code, tin, k.billingClass, k.c.place_of_service ?? '', k.c.allowed, k.c.billed, k.npi].join(
        '|',
      );
    }),
  );
  const small = [...counts.values()].filter((n) => n < 20);
  return {
    tuples: [...tuples].sort(),
    leftOutPairs: small.length,
    leftOutClaims: small.reduce((a, b) => a + b, 0),
  };
}

describe(`Transparency in Coverage publication on ${testDialect} (issue 34)`, () => {
  let database: TestDatabase;
  let dir: string;
  let publisher: TransparencyPublisher;
  const clock = new ManualClock(new Date('2026-12-01T06:00:00.000Z'));
  const claims: Insertable<ClaimsTable>[] = [];
  const setClock = (iso: string) => {
    clock.advance(Date.parse(iso) - clock.now().getTime());
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'medivi-tic-'));
    const db = database.handle.db;
    await createTransparencyPlan(db, 'tic-plan', 7);
    const professional = {
      billing_provider_npi: '1234567893',
      billing_provider_tin: '111111111',
      place_of_service: '11',
    };
    claims.push(
      // 22 before the plan year starts on July 1 and 21 after: two versions, each over 20.
      ...providerClaims('tic-plan', 22, '2026-06-05', professional, [110.51, 120], [180, 200]),
      ...providerClaims('tic-plan', 21, '2026-07-02', professional, [110.51], [180, 190]),
      // Billing under no EIN: reported by NPI; 19 claims of one code are left out.
      ...providerClaims('tic-plan', 20, '2026-08-01', {
        billing_provider_npi: '1987654320',
        place_of_service: '22',
      }),
      ...providerClaims('tic-plan', 19, '2026-08-01', {
        billing_provider_npi: '1555555555',
        place_of_service: '11',
      }),
      // An inpatient hospital: institutional by its claim type, no place of service needed.
      ...providerClaims(
        'tic-plan',
        20,
        '2026-06-10',
        {
          claim_type: 'inpatient',
          code_type: 'DRG',
          code: '470',
          billing_provider_npi: '1777777777',
          billing_provider_tin: '222222222',
        },
        [15000, 15500],
        [60000],
      ),
      // Outside the window, denied, without a place of service: none of them count.
      ...providerClaims('tic-plan', 25, '2026-05-01', professional),
      ...providerClaims('tic-plan', 25, '2026-09-02', professional),
      ...providerClaims('tic-plan', 25, '2026-06-10', { ...professional, claim_status: 'denied' }),
      ...providerClaims('tic-plan', 25, '2026-06-10', {
        ...professional,
        place_of_service: null,
        code: 'J1885',
      }),
    );
    await insertClaims(db, claims);
    publisher = {
      db,
      clock,
      storage: new LocalFileStorage(dir),
      reportingEntityName: 'MediVI',
      publicBaseUrl: 'https://portal.example.test',
    };
  });

  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  async function fileOf(publicationId: string, kind: string): Promise<unknown> {
    const row = await new PublicationsRepository(database.handle.db).file(publicationId, kind);
    if (row === undefined) throw new Error(`no ${kind} file`);
    const stream = await publisher.storage.open(row.storage_key);
    if (stream === null) throw new Error('file missing from storage');
    return gunzipJson(await buffer(stream));
  }

  it('publishes files that validate against the CMS schemas and match the claims recomputed entry by entry', async () => {
    const [result] = await publishTransparencyMonth(publisher, '2026-12');
    expect(result).toMatchObject({ planId: 'tic-plan', outcome: 'published' });
    const id = result?.publicationId ?? '';
    const allowed = (await fileOf(id, 'allowed-amounts')) as AllowedAmountsFile;
    const toc = await fileOf(id, 'table-of-contents');
    expect(cmsSchemaErrors('allowed-amounts', allowed)).toEqual([]);
    expect(cmsSchemaErrors('table-of-contents', toc)).toEqual([]);
    const expected = recompute(claims);
    expect(tuplesOfFile(allowed)).toEqual(expected.tuples);
    expect(expected.tuples.length).toBeGreaterThan(5);
    const [run] = await new PublicationsRepository(database.handle.db).lastRuns(['tic-plan']);
    expect(run).toMatchObject({
      status: 'published',
      window_from: '2026-06-04',
      window_to: '2026-09-01',
      left_out_pairs: expected.leftOutPairs,
      left_out_claims: expected.leftOutClaims,
      codes: 3,
      providers: 3,
      claims: 22 + 21 + 20 + 20,
    });
    expect(JSON.stringify(toc)).toContain(
      `https://portal.example.test/api/transparency/files/${id}/allowed-amounts.json`,
    );
  });

  it('writes no member data: no patient name, member id or date of service', async () => {
    const [run] = await new PublicationsRepository(database.handle.db).currentPublications(['tic-plan']);
    const text = JSON.stringify(await fileOf(run?.id ?? '', 'allowed-amounts'));
    expect(text).not.toMatch(/PATIENTSECRET|MEMBERSECRET/);
    for (const claim of claims) expect(text).not.toContain(claim.service_date_from);
  });

  it('leaves a published month as it is and records one audit row per run', async () => {
    const [again] = await publishTransparencyMonth(publisher, '2026-12');
    expect(again?.outcome).toBe('already published');
    const audits = await database.handle.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'transparency.publish')
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ subject_id: 'tic-plan', outcome: 'success' });
  });

  it('keeps the previous month served when a run breaks half-way, with no partial file left', async () => {
    const log = new PublicationsRepository(database.handle.db);
    const [before] = await log.currentPublications(['tic-plan']);
    setClock('2027-01-01T06:00:00.000Z');
    await insertClaims(
      database.handle.db,
      providerClaims(
        'tic-plan',
        200,
        '2026-09-10',
        { billing_provider_npi: '1234567893', place_of_service: '11' },
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      ),
    );
    const broken = {
      ...publisher,
      onRow: (index: number) => {
        if (index === 5) throw new Error('disk gone');
      },
    };
    const [result] = await publishTransparencyMonth(broken, '2027-01');
    expect(result).toMatchObject({ outcome: 'failed', failure: 'disk gone' });
    const [current] = await log.currentPublications(['tic-plan']);
    expect(current?.id).toBe(before?.id);
    const [last] = await log.lastRuns(['tic-plan']);
    expect(last).toMatchObject({ status: 'failed', failure: 'the files could not be written' });
    expect(readdirSync(join(dir, 'tmp'))).toEqual([]);
    const keys = (await log.filesOf([before?.id ?? ''])).map((f) => f.storage_key).sort();
    const stored = readdirSync(dir)
      .filter((name) => name !== 'tmp')
      .flatMap((folder) => readdirSync(join(dir, folder)))
      .sort();
    expect(stored).toEqual(keys);
  });

  it('takes over a run killed half-way once its heartbeat is old, and publishes the month', async () => {
    const log = new PublicationsRepository(database.handle.db);
    const killedAt = '2027-01-01T07:00:00.000Z';
    await database.handle.db
      .insertInto('transparency_publications')
      .values({
        id: 'killed-run',
        plan_id: 'tic-plan',
        month: '2027-01',
        status: 'running',
        publication_date: '2027-01-01',
        window_from: '2026-07-05',
        window_to: '2026-10-02',
        started_at: killedAt,
        heartbeat_at: killedAt,
        finished_at: null,
        codes: null,
        providers: null,
        claims: null,
        left_out_pairs: null,
        left_out_claims: null,
        unreportable_claims: null,
        failure: null,
      })
      .execute();
    setClock('2027-01-01T07:05:00.000Z');
    const [meanwhile] = await publishTransparencyMonth(publisher, '2027-01');
    expect(meanwhile?.outcome).toBe('running elsewhere');
    setClock('2027-01-01T07:11:00.000Z');
    const [result] = await publishTransparencyMonth(publisher, '2027-01');
    expect(result?.outcome).toBe('published');
    const killed = await database.handle.db
      .selectFrom('transparency_publications')
      .selectAll()
      .where('id', '=', 'killed-run')
      .executeTakeFirstOrThrow();
    expect(killed.status).toBe('failed');
    const [current] = await log.currentPublications(['tic-plan']);
    expect(current?.id).toBe(result?.publicationId);
    expect(cmsSchemaErrors('allowed-amounts', await fileOf(current?.id ?? '', 'allowed-amounts'))).toEqual(
      [],
    );
  });
});
