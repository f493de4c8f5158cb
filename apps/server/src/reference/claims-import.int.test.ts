import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsFileColumns } from '@medivi/domain';
import { createCaseMember, createTestCase } from '../testing/cases.js';
import { createPlan } from '../testing/eligibility.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { importClaimsFile } from './claims-import.js';
import { claimsLine, deniedClaimCells, memberClaimsLine, oldClaimsColumns } from './testing/claims-lines.js';

const header = oldClaimsColumns.join(',');
const line = claimsLine;
const detailLine = memberClaimsLine;
const fullHeader = claimsFileColumns.join(',');

describe('claims import', () => {
  let t: TestApp;
  let dir: string;
  let caseNumber: string;
  let caseId: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'medivi-claims-'));
    const member = await createCaseMember(t.db, { email: 'claims-member@example.test', memberId: 'CLM100' });
    const created = await createTestCase(t.db, member);
    caseNumber = created.CaseNumber;
    caseId = created.id;
    await createPlan(t.db, 'other-claims-plan', 'Other Claims Plan (synthetic)');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function fileWith(name: string, lines: string[], gzip = false, head = header): string {
    const path = join(dir, name);
    const text = [head, ...lines].join('\n') + '\n';
    writeFileSync(path, gzip ? gzipSync(text) : text);
    return path;
  }

  async function run(path: string) {
    const log: string[] = [];
    const result = await importClaimsFile(t.database.handle, path, {
      clock: t.clock,
      log: (text) => log.push(text),
    });
    return { result, log: log.join('\n') };
  }

  it('imports good rows, links a case by number, and reports each bad row with its line', async () => {
    const path = fileWith('claims.csv', [
      line('syn-a1'),
      line('SYN-A2', { case_number: caseNumber, balance_billed: '69.50' }),
      line('SYN-A3', {
        provider_npi: '',
        provider_ccn: '360180',
        claim_type: 'inpatient',
        code_type: 'DRG',
        code: '470',
        billed: '50000',
        allowed: '20000',
        paid: '20000',
        medicare_equivalent: '14000',
      }),
      line('SYN-B1', { plan_name: 'No Such Plan' }),
      line('SYN-B2', { billed: 'abc' }),
      line('SYN-B3', { provider_npi: '1234567890' }),
      line('SYN-B4', { case_number: 'CS-999999' }),
      line('SYN-B5', { plan_name: 'Other Claims Plan (synthetic)', case_number: caseNumber }),
      line('SYN-B6', { allowed: '200', paid: '200' }),
      'SYN-B7,too,few',
    ]);
    const { result, log } = await run(path);
    expect(result).toMatchObject({ read: 10, written: 3, unchanged: 0, rejected: 7 });
    expect(log).toContain('claims.csv:5: rejected: plan_name: no plan is named "No Such Plan"');
    expect(log).toMatch(/claims\.csv:6: rejected: billed: is not an amount/);
    expect(log).toContain('claims.csv:7: rejected: provider_npi: 1234567890 has a wrong check digit');
    expect(log).toContain('claims.csv:8: rejected: case_number: no case CS-999999');
    expect(log).toContain(`claims.csv:9: rejected: case_number: case ${caseNumber} is of another plan`);
    expect(log).toContain('claims.csv:10: rejected: allowed: is more than billed');
    expect(log).toMatch(/claims\.csv:11: rejected: .*Record Length/i);
    const rows = await t.db.selectFrom('claims').selectAll().orderBy('claim_id').execute();
    expect(rows.map((row) => row.claim_id)).toEqual(['SYN-A1', 'SYN-A2', 'SYN-A3']);
    expect(rows[1]).toMatchObject({ case_id: caseId, balance_billed: 69.5, billed: 180, allowed: 110.5 });
    // The case number also makes the case one of the claim's cases (docs/decisions/0114).
    expect(await t.db.selectFrom('claim_cases').select(['claim_id', 'case_id']).execute()).toEqual([
      { claim_id: 'SYN-A2', case_id: caseId },
    ]);
    expect(rows[2]).toMatchObject({ provider_ccn: '360180', provider_npi: null, claim_type: 'inpatient' });
    expect(rows.every((row) => row.is_synthetic === 1 && row.source_file === 'claims.csv')).toBe(true);
  });

  it('is idempotent on the claim id: the same file again writes nothing, a changed figure updates', async () => {
    const lines = [
      line('SYN-A1'),
      line('SYN-A2', { balance_billed: '69.50' }),
      line('SYN-A3', { billed: '181.00' }),
    ];
    const again = await run(fileWith('claims-again.csv.gz', lines.slice(0, 2), true));
    expect(again.result).toMatchObject({ read: 2, written: 0, unchanged: 2, rejected: 0 });
    const changed = await run(fileWith('claims-changed.csv', lines));
    expect(changed.result).toMatchObject({ read: 3, written: 1, unchanged: 2 });
    const rows = await t.db.selectFrom('claims').selectAll().orderBy('claim_id').execute();
    expect(rows).toHaveLength(3);
    // A row without a case number keeps the claim's case link.
    expect(rows[1]?.case_id).toBe(caseId);
    expect(rows[2]).toMatchObject({ billed: 181, claim_type: 'professional', provider_ccn: null });
  });

  it('imports the member-claim columns: patient, billing provider, place, status and cost share', async () => {
    const path = fileWith(
      'member-claims.csv',
      [
        detailLine('SYN-D1'),
        detailLine('SYN-D2', {
          patient_member_id: 'CLM100-02',
          patient_relationship: 'Child',
          patient_name: 'Kim Synthetic',
          billing_provider_tin: '12-3456789',
          claim_status: 'adjusted',
          decided_on: '2024-04-02',
          paid: '0',
          deductible_amount: '60.50',
          coinsurance_amount: '',
        }),
        detailLine('SYN-D3', deniedClaimCells),
        detailLine('SYN-E1', { patient_relationship: 'cousin' }),
        detailLine('SYN-E2', { billing_provider_npi: '1234567890' }),
        detailLine('SYN-E3', { ...deniedClaimCells, denial_reason: '' }),
        detailLine('SYN-E4', { coinsurance_amount: '9.99' }),
        detailLine('SYN-E5', { decided_on: '2024-03-01' }),
        detailLine('SYN-E6', { place_of_service: '7' }),
        detailLine('SYN-E7', { patient_relationship: 'spouse', patient_member_id: '' }),
      ],
      false,
      fullHeader,
    );
    const { result, log } = await run(path);
    expect(result).toMatchObject({ read: 10, written: 3, unchanged: 0, rejected: 7 });
    const reasons = [
      'patient_relationship: is not subscriber, spouse, child or other',
      'billing_provider_npi: 1234567890 has a wrong check digit',
      'denial_reason: is empty; a denied claim needs one',
      'deductible_amount: deductible + coinsurance + copay is 59.99, not allowed − paid (60.00)',
      'decided_on: is before service_date_from',
      'place_of_service: is not a two-digit CMS place-of-service code (01 to 99)',
      'patient_relationship: needs a patient_member_id',
    ];
    reasons.forEach((reason, index) => {
      expect(log).toContain(`member-claims.csv:${String(index + 5)}: rejected: ${reason}`);
    });
    const rows = await t.db
      .selectFrom('claims')
      .selectAll()
      .where('claim_id', 'like', 'SYN-D%')
      .orderBy('claim_id')
      .execute();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      member_id: 'CLM100',
      patient_member_id: 'CLM100',
      patient_relationship: 'subscriber',
      billing_provider_npi: '1234567893',
      billing_provider_tin: null,
      place_of_service: '11',
      billing_class: 'professional',
      claim_status: 'paid',
      denial_reason: null,
      decided_on: '2024-03-20',
      allowed: 110.5,
      paid: 50.5,
      deductible_amount: 0,
      coinsurance_amount: 10,
      copay_amount: 50,
    });
    expect(rows[1]).toMatchObject({
      member_id: 'CLM100',
      patient_member_id: 'CLM100-02',
      patient_relationship: 'child',
      billing_provider_tin: '123456789',
      claim_status: 'adjusted',
      decided_on: '2024-04-02',
      paid: 0,
      deductible_amount: 60.5,
      coinsurance_amount: 0,
      copay_amount: 50,
    });
    expect(rows[2]).toMatchObject({
      claim_status: 'denied',
      denial_reason: 'The plan needed prior authorization for this service.',
      allowed: 0,
      paid: 0,
      deductible_amount: 0,
      coinsurance_amount: 0,
      copay_amount: 0,
    });

    // Idempotent over the new columns too: the same file writes nothing, a changed status one row.
    expect((await run(path)).result).toMatchObject({ written: 0, unchanged: 3, rejected: 7 });
    const adjusted = fileWith(
      'member-claims-adjusted.csv',
      [detailLine('SYN-D1', { claim_status: 'adjusted' }), detailLine('SYN-D3', deniedClaimCells)],
      false,
      fullHeader,
    );
    expect((await run(adjusted)).result).toMatchObject({ written: 1, unchanged: 1 });
    const changed = await t.db
      .selectFrom('claims')
      .select('claim_status')
      .where('claim_id', '=', 'SYN-D1')
      .executeTakeFirstOrThrow();
    expect(changed.claim_status).toBe('adjusted');
  });

  it('imports a file of the old layout as before: the subscriber is the patient, paid, no split', async () => {
    const { result } = await run(fileWith('old-layout.csv', [line('SYN-O1', { paid: '80.00' })]));
    expect(result).toMatchObject({ read: 1, written: 1, rejected: 0 });
    const row = await t.db
      .selectFrom('claims')
      .selectAll()
      .where('claim_id', '=', 'SYN-O1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      member_id: 'CLM100',
      allowed: 110.5,
      paid: 80,
      patient_member_id: null,
      patient_relationship: null,
      billing_provider_npi: null,
      billing_provider_tin: null,
      place_of_service: null,
      billing_class: null,
      claim_status: 'paid',
      denial_reason: null,
      decided_on: null,
      deductible_amount: 0,
      coinsurance_amount: 0,
      copay_amount: 0,
    });
  });

  it('refuses a file that is not a claims file, naming the missing columns', async () => {
    const path = join(dir, 'not-claims.csv');
    writeFileSync(path, 'member_id,first_name\nA,B\n');
    await expect(run(path)).rejects.toThrow(/not a claims file: missing columns claim_id, plan_name/);
  });
});
