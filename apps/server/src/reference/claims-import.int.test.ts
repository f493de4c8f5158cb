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

const header = claimsFileColumns.join(',');
const plan = 'Case Test Plan (synthetic)';

/** A good professional claim line; `changes` replace cells by column. */
function line(claimId: string, changes: Partial<Record<(typeof claimsFileColumns)[number], string>> = {}) {
  const cells: Record<string, string> = {
    claim_id: claimId,
    plan_name: plan,
    member_id: 'clm100',
    patient_name: 'Dana Synthetic',
    provider_npi: '1234567893',
    provider_ccn: '',
    provider_name: 'Test Provider',
    provider_state: 'OH',
    claim_type: 'professional',
    code_type: 'HCPCS',
    code: '99213',
    service_date_from: '2024-03-04',
    service_date_to: '2024-03-04',
    received_on: '2024-03-20',
    billed: '180.00',
    allowed: '110.50',
    paid: '110.50',
    medicare_equivalent: '73.67',
    balance_billed: '0',
    case_number: '',
    is_synthetic: '1',
    ...changes,
  };
  return claimsFileColumns.map((column) => cells[column]).join(',');
}

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

  function fileWith(name: string, lines: string[], gzip = false): string {
    const path = join(dir, name);
    const text = [header, ...lines].join('\n') + '\n';
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

  it('refuses a file that is not a claims file, naming the missing columns', async () => {
    const path = join(dir, 'not-claims.csv');
    writeFileSync(path, 'member_id,first_name\nA,B\n');
    await expect(run(path)).rejects.toThrow(/not a claims file: missing columns claim_id, plan_name/);
  });
});
