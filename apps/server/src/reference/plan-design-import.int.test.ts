import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDesignFileColumns, type PlanDesignFileColumn } from '@medivi/domain';
import { ManualClock } from '../platform/clock.js';
import { createPlan } from '../testing/eligibility.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { importPlanDesignFile, PlanDesignFileRefusedError } from './plan-design-import.js';

const header = planDesignFileColumns.join(',');
const planA = 'Design Plan A (synthetic)';
const planB = 'Design Plan B (synthetic)';
const twinName = 'Twin Plan (synthetic)';

/** A good design line of plan A for 2026; `changes` replace cells by column. */
function line(changes: Partial<Record<PlanDesignFileColumn, string>> = {}): string {
  const cells: Record<PlanDesignFileColumn, string> = {
    plan_name: planA,
    plan_year: '2026',
    multiple_inpatient: '1.4',
    multiple_outpatient: '1.4',
    multiple_professional: '1.4',
    deductible_individual: '1500',
    deductible_family: '3000',
    oop_max_individual: '5000',
    oop_max_family: '10000',
    coinsurance_percent: '20',
    copay_primary_care: '25',
    copay_specialist: '50',
    copay_urgent_care: '75',
    copay_emergency: '250',
    is_synthetic: '1',
    ...changes,
  };
  return planDesignFileColumns.map((column) => cells[column]).join(',');
}

describe('plan-design import', () => {
  let database: TestDatabase;
  let dir: string;
  const clock = new ManualClock('2026-02-01T09:00:00.000Z');
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'medivi-plan-designs-'));
    await createPlan(database.handle.db, 'design-plan-a', planA);
    await createPlan(database.handle.db, 'design-plan-b', planB);
    await createPlan(database.handle.db, 'design-twin-1', twinName);
    await createPlan(database.handle.db, 'design-twin-2', twinName);
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  function fileWith(name: string, text: string, gzip = false): string {
    const path = join(dir, name);
    writeFileSync(path, gzip ? gzipSync(text) : text);
    return path;
  }

  async function run(path: string) {
    const log: string[] = [];
    const result = await importPlanDesignFile(database.handle, path, {
      clock,
      log: (text) => log.push(text),
    });
    return { result, log: log.join('\n') };
  }

  function storedDesigns() {
    return database.handle.db
      .selectFrom('plan_designs')
      .selectAll()
      .orderBy('plan_id')
      .orderBy('plan_year')
      .execute();
  }

  it('imports a file with its columns in any order, named in any case, optional columns left out', async () => {
    const required = planDesignFileColumns.filter(
      (column) => !column.startsWith('copay_') && column !== 'is_synthetic',
    );
    const reordered = [...required].reverse();
    const cellsOf = (changes: Partial<Record<PlanDesignFileColumn, string>>) => {
      const cells = line(changes).split(',');
      return reordered.map((column) => cells[planDesignFileColumns.indexOf(column)]).join(',');
    };
    const text = [
      reordered.map((column) => ` ${column.toUpperCase()} `).join(','),
      cellsOf({}),
      cellsOf({ plan_name: planB, plan_year: '2025', coinsurance_percent: '10', deductible_individual: '0' }),
    ].join('\n');
    const { result, log } = await run(fileWith('designs.csv', `${text}\n`));
    expect(result).toEqual({ file: 'designs.csv', read: 2, written: 2, unchanged: 0 });
    expect(log).toContain('designs.csv: read 2, written 2, unchanged 0');
    const rows = await storedDesigns();
    expect(rows).toEqual([
      {
        plan_id: 'design-plan-a',
        plan_year: 2026,
        multiple_inpatient: 1.4,
        multiple_outpatient: 1.4,
        multiple_professional: 1.4,
        deductible_individual: 1500,
        deductible_family: 3000,
        oop_max_individual: 5000,
        oop_max_family: 10000,
        coinsurance_percent: 20,
        copay_primary_care: null,
        copay_specialist: null,
        copay_urgent_care: null,
        copay_emergency: null,
        is_synthetic: 0,
        source_file: 'designs.csv',
        imported_at: '2026-02-01T09:00:00.000Z',
      },
      expect.objectContaining({
        plan_id: 'design-plan-b',
        plan_year: 2025,
        deductible_individual: 0,
        coinsurance_percent: 10,
      }),
    ]);
  });

  it('refuses the whole file when any row is bad, reporting every bad row with its line', async () => {
    const before = await storedDesigns();
    const plansBefore = await database.handle.db.selectFrom('plans').select('id').execute();
    const text = [
      header,
      line({ plan_year: '2027' }),
      line({ plan_name: 'No Such Plan' }),
      line({ plan_name: planB, deductible_family: '1000' }),
      line({ plan_name: planB, plan_year: '2027', multiple_inpatient: '12', coinsurance_percent: 'x' }),
      line({ plan_name: twinName }),
      line({ plan_year: '2027', deductible_individual: '1600' }),
      'too,few,cells',
      line({ plan_name: planB, plan_year: '2026', copay_emergency: '' }),
    ].join('\n');
    const outcome = run(fileWith('bad-designs.csv', `${text}\n`));
    await expect(outcome).rejects.toThrow(PlanDesignFileRefusedError);
    await expect(outcome).rejects.toThrow('refused: 6 bad rows, nothing was imported');
    const error = await outcome.catch((caught: unknown) => caught);
    const problems = error instanceof PlanDesignFileRefusedError ? error.problems : [];
    expect(problems.slice(0, 5)).toEqual([
      { line: 3, reason: 'plan_name: no plan is named "No Such Plan"' },
      { line: 4, reason: 'deductible_family: is less than deductible_individual' },
      {
        line: 5,
        reason:
          'multiple_inpatient: is not between 0.5 and 10; coinsurance_percent: is not a percent (digits, at most two decimals)',
      },
      { line: 6, reason: `plan_name: 2 plans are named "${twinName}"` },
      { line: 7, reason: 'plan_year: line 2 has the design of this plan for 2027 already' },
    ]);
    expect(problems[5]?.line).toBe(8);
    expect(problems[5]?.reason).toMatch(/record length/i);
    expect(problems).toHaveLength(6);
    // Nothing of the file is written, not even its good rows, and no plan is made.
    expect(await storedDesigns()).toEqual(before);
    expect(await database.handle.db.selectFrom('plans').select('id').execute()).toEqual(plansBefore);
  });

  it('prints each bad row as file:line: rejected: reason', async () => {
    const logged: string[] = [];
    const path = fileWith('one-bad.csv', `${header}\n${line()}\n${line({ plan_year: '1999' })}\n`);
    await expect(
      importPlanDesignFile(database.handle, path, { clock, log: (text) => logged.push(text) }),
    ).rejects.toThrow('refused: 1 bad row, nothing was imported');
    expect(logged).toEqual(['  one-bad.csv:3: rejected: plan_year: is not between 2000 and 2100']);
  });

  it('replaces the design of a plan and year stored already, and writes nothing for the same file again', async () => {
    const text = [
      header,
      line({ deductible_individual: '2000', deductible_family: '4000', copay_urgent_care: '' }),
      line({ plan_year: '2027' }),
    ].join('\n');
    clock.advance(60_000);
    const first = await run(fileWith('designs-2027.csv.gz', `${text}\n`, true));
    expect(first.result).toMatchObject({ read: 2, written: 2, unchanged: 0 });
    const replaced = await database.handle.db
      .selectFrom('plan_designs')
      .selectAll()
      .where('plan_id', '=', 'design-plan-a')
      .orderBy('plan_year')
      .execute();
    expect(replaced).toHaveLength(2);
    expect(replaced[0]).toMatchObject({
      plan_year: 2026,
      deductible_individual: 2000,
      deductible_family: 4000,
      copay_primary_care: 25,
      copay_urgent_care: null,
      is_synthetic: 1,
      source_file: 'designs-2027.csv.gz',
      imported_at: '2026-02-01T09:01:00.000Z',
    });

    const before = await storedDesigns();
    clock.advance(60_000);
    const again = await run(fileWith('designs-again.csv', `${text}\n`));
    expect(again.result).toMatchObject({ read: 2, written: 0, unchanged: 2 });
    expect(await storedDesigns()).toEqual(before);
  });

  it('refuses a file that is not a plan-design file, naming the missing columns', async () => {
    const path = fileWith('not-designs.csv', 'plan_name,plan_year\nA,2026\n');
    await expect(run(path)).rejects.toThrow(
      /not a plan-design file: missing columns multiple_inpatient, multiple_outpatient, .*\(expected header plan_name,plan_year,/,
    );
  });
});
