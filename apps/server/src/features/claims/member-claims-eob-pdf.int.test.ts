import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ErrorReply } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClaimsContact } from '../../platform/claims-contact.js';
import { createTestApp, type SignedIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { claimRow } from '../../testing/claims.js';
import { type ClaimsWorld, createClaimsWorld, insertWorldClaims } from './testing/member-claims-fixtures.js';

const run = promisify(execFile);

/** A provider name with characters HTML must escape. */
const markupName = 'Synthetic <b>Bold</b> & "Sons" Clinic';

describe(`an EOB as a PDF on ${testDialect} (issue 32 item 5, docs/decisions/0114)`, () => {
  let t: TestApp;
  let world: ClaimsWorld;
  let workDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createClaimsWorld(t);
    await insertWorldClaims(t.db);
    // A claim from a real claims file (not synthetic), whose provider name is markup.
    await t.db
      .insertInto('claims')
      .values(
        claimRow('MC-SUB-REAL', 'mc-plan', 'MC100', {
          patient_name: 'SAM SUBSCRIBER',
          provider_name: markupName,
          is_synthetic: 0,
        }),
      )
      .execute();
    workDir = await mkdtemp(join(tmpdir(), 'member-claims-eob-'));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(workDir, { recursive: true, force: true });
  });

  const pdfUrl = (claimId: string) => `/api/member/claims/${claimId}/eob.pdf`;
  const get = (session: SignedIn | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

  /** The PDF's text (pdftotext, reading order, white space made single spaces) and pdfinfo's facts. */
  async function pdfFacts(body: Buffer, name: string): Promise<{ info: string; text: string }> {
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = join(workDir, name);
    await writeFile(file, body);
    const info = (await run('pdfinfo', [file])).stdout;
    const text = (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
    return { info, text };
  }

  it("prints a member's claim as a tagged PDF with its figures to the cent, its sentences and the notices", async () => {
    const response = await get(world.sessions.subscriber, pdfUrl('MC-SUB-1'));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="eob-MC-SUB-1.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    const { info, text } = await pdfFacts(response.rawPayload, 'sub-1.pdf');
    expect(info).toMatch(/^Tagged:\s+yes/m);
    expect(info).toMatch(/^Title:\s+Explanation of benefits, claim MC-SUB-1$/m);
    for (const fact of [
      'Member Claims Plan (synthetic)',
      'SAM SUBSCRIBER (Subscriber)',
      'MC100',
      'Synthetic Lakeside Clinic',
      '1234567893',
      '34-1234567',
      'August 10, 2030',
      'HCPCS 99213',
    ]) {
      expect(text, fact).toContain(fact);
    }
    // Billed, Medicare × the plan's multiple, allowed, plan paid, deductible, coinsurance, copay,
    // member owes, above the allowed amount: the claim row's figures, in the table's order.
    expect(text).toContain('$180.00 $73.67 × 1.5 = $110.51 $110.51 $55.41 $30.00 $0.10 $25.00 $55.10 $69.49');
    expect(text).toContain(
      "The plan allowed $110.51: $73.67, what Medicare would allow for the same care, times 1.5, the plan's multiple for professional claims.",
    );
    expect(text).toContain('This is not a bill');
    expect(text).toContain(
      "You may appeal the plan's decision on this claim within 180 days of the decision (29 CFR 2560.503-1(h)(3)(i)).",
    );
    expect(text).toContain(
      'Your share of this claim is $55.10. If a provider bills you more, do not pay the difference: file a Balance Bill case in the portal.',
    );
    expect(text).toContain('Demo data: synthetic');
    expect(text).not.toContain('Why the claim was denied');
    // The Spanish tagline of 29 CFR 2590.715-2719(e), in English mode too (issue 37).
    expect(text).toContain(`Si necesita ayuda en español, llame al ${demoClaimsContact.phone}.`);
  });

  it('prints the EOB in Spanish for a member whose account is in Spanish, figures alike, no English words left (issue 37)', async () => {
    const setLanguage = (language: string) =>
      t.db.updateTable('users').set({ language }).where('id', '=', world.subscriber.userId).execute();
    await setLanguage('es');
    try {
      const response = await get(world.sessions.subscriber, pdfUrl('MC-SUB-1'));
      expect(response.statusCode).toBe(200);
      const { info, text } = await pdfFacts(response.rawPayload, 'sub-1-es.pdf');
      expect(info).toMatch(/^Tagged:\s+yes/m);
      expect(info).toMatch(/^Title:\s+Explicación de beneficios \(EOB\), reclamación MC-SUB-1$/m);
      for (const fact of [
        'Esto no es una factura.',
        `Si necesita ayuda en español, llame al ${demoClaimsContact.phone}.`,
        'SAM SUBSCRIBER (Suscriptor)',
        '10 de agosto de 2030',
        'Lo que se facturó y lo que se pagó',
        'Su derecho a apelar',
        'Página 1 de',
      ]) {
        expect(text, fact).toContain(fact);
      }
      expect(text).toContain(
        '$180.00 $73.67 × 1.5 = $110.51 $110.51 $55.41 $30.00 $0.10 $25.00 $55.10 $69.49',
      );
      // Names, codes and the demo phone number aside, no English word is left.
      let words = text.split(demoClaimsContact.phone).join(' ');
      for (const name of ['Member Claims Plan (synthetic)', 'Synthetic Lakeside Clinic', 'SAM SUBSCRIBER']) {
        words = words.split(name).join(' ');
      }
      expect(words).not.toMatch(
        /\b(the|you|your|this|claim|billed|paid|plan paid|not on file|notices|provider)\b/i,
      );
    } finally {
      await setLanguage('en');
    }
  });

  it("gives a denied claim's PDF its reason and the appeal date", async () => {
    const response = await get(world.sessions.subscriber, pdfUrl('mc-kid-denied'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="eob-MC-KID-DENIED.pdf"');
    const { text } = await pdfFacts(response.rawPayload, 'kid-denied.pdf');
    expect(text).toContain('KIM SUBSCRIBER (Child)');
    expect(text).toContain('Why the claim was denied Not a covered service. Appeal by October 17, 2031.');
    expect(text).toContain(
      "You may appeal the denial until October 17, 2031, 180 days after the plan's decision (29 CFR 2560.503-1(h)(3)(i)).",
    );
    expect(text).toContain('$500.00 $200.00 × 1.5 = $300.00 $0.00 $0.00 $0.00 $0.00 $0.00 $0.00 $500.00');
  });

  it('escapes the claim’s text, and leaves the demo-data notice off a claim that is not synthetic', async () => {
    const response = await get(world.sessions.subscriber, pdfUrl('MC-SUB-REAL'));
    expect(response.statusCode).toBe(200);
    const { text } = await pdfFacts(response.rawPayload, 'sub-real.pdf');
    expect(text).toContain(markupName);
    expect(text).toContain('This is not a bill');
    expect(text).not.toContain('Demo data');
  });

  it("answers 404 for another member's or an adult dependent's claim, 403 without the role, 401 signed out", async () => {
    for (const claimId of ['MC-OTHER-1', 'MC-B-1', 'MC-ADULT-1', 'MC-NOPE']) {
      const response = await get(world.sessions.subscriber, pdfUrl(claimId));
      expect(response.statusCode, claimId).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json<ErrorReply>().code).toBe('CLAIM_NOT_FOUND');
    }
    expect((await get(world.sessions.client, pdfUrl('MC-B-1'))).statusCode).toBe(404);
    expect((await get(world.sessions.adult, pdfUrl('MC-SUB-1'))).statusCode).toBe(404);
    const noRole = await get(world.sessions.noRole, pdfUrl('MC-SUB-1'));
    expect(noRole.statusCode).toBe(403);
    expect(noRole.json<ErrorReply>().code).toBe('FORBIDDEN_ROLE');
    expect((await get(null, pdfUrl('MC-SUB-1'))).statusCode).toBe(401);
  });

  it('answers a plain link that sends the session cookie alone, as client staff for their plan too', async () => {
    const { cookie } = world.sessions.subscriber;
    const link = await t.app.inject({ method: 'GET', url: pdfUrl('MC-KID-1'), headers: { cookie } });
    expect(link.statusCode).toBe(200);
    expect(link.headers['content-type']).toBe('application/pdf');
    const client = await get(world.sessions.client, pdfUrl('MC-ADULT-1'));
    expect(client.statusCode).toBe(200);
  });

  it('writes a claim.eob_downloaded row with who, which claim and which patient, and a denied row for a refused one', async () => {
    // Rows of this test only: the clock stands still unless moved.
    t.clock.advance(60_000);
    const since = t.clock.now().toISOString();
    expect((await get(world.sessions.subscriber, pdfUrl('MC-KID-1'))).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await get(world.sessions.subscriber, pdfUrl('MC-ADULT-1'))).statusCode).toBe(404);
    const rows = await t.db
      .selectFrom('audit_events')
      .select(['action', 'subject_type', 'subject_id', 'outcome', 'detail', 'address'])
      .where('actor_user_id', '=', world.subscriber.userId)
      .where('at', '>=', since)
      .orderBy('at')
      .execute();
    expect(rows.map((row) => [row.action, row.subject_type, row.subject_id, row.outcome])).toEqual([
      ['claim.eob_downloaded', 'claim', 'MC-KID-1', 'success'],
      ['claim.eob_downloaded', 'claim', 'MC-ADULT-1', 'denied'],
    ]);
    expect(JSON.parse(rows[0]?.detail ?? '{}')).toMatchObject({
      method: 'GET',
      status: 200,
      planId: 'mc-plan',
      patientEligibilityId: world.kidEligibilityId,
    });
    expect(rows[0]?.address).toBe('127.0.0.1');
  });
});
