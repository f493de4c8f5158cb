import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  type AdjudicationDesign,
  planBenefitDesignOfRow,
  planDesignFileColumns,
  planDesignFileOptionalColumns,
  planDesignFileRowSchema,
  planDesignRowProblem,
} from '@medivi/domain';
import { demoPlans } from '../../apps/server/src/seed/demo-accounts.js';

/**
 * The month the demo plans' years start in: January, the default of `plans.plan_year_start_month`
 * (migration 0011), which the demo seed keeps. A plan year is then a calendar year.
 */
export const demoPlanYearStartMonth = 1;

/** The plan year (the calendar year it starts in) of a service date. */
export function demoPlanYearOf(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  return Number(isoDate.slice(5, 7)) >= demoPlanYearStartMonth ? year : year - 1;
}

/** The design a demo plan has in a plan year, or undefined when the designs file has none. */
export type DemoDesignOf = (planId: string, planYear: number) => AdjudicationDesign | undefined;

/**
 * Reads a plan-design file of the demo plans: the generator reads the one the seed loads
 * (`demoPlanDesignsFile`, docs/demo-data.md "Demo plan designs"), so the terms the demo claims
 * are adjudicated under have one source. Every row is checked against the domain's
 * `planDesignFileRowSchema` (an optional column the file leaves out is empty, as the importer
 * reads it) and its `plan_name` must be a demo plan's exact name.
 * @returns the design of a demo plan id and plan year.
 * @throws Error naming the line of a bad row, an unknown plan or a plan and year given twice, or
 *   a missing required column.
 */
export function readDemoPlanDesigns(path: string): DemoDesignOf {
  const file = basename(path);
  const records = parse<{ record: Record<string, string | undefined>; line: number }, Record<string, string>>(
    readFileSync(path),
    {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      on_record: (record, context) => ({ record, line: context.lines }),
    },
  );
  const designs = new Map<string, AdjudicationDesign>();
  const keyOf = (planId: string, planYear: number) => `${planId} ${String(planYear)}`;
  for (const { record, line } of records) {
    const where = `${file}:${String(line)}`;
    const cells: Record<string, string> = {};
    for (const column of planDesignFileColumns) {
      const value = record[column];
      if (value === undefined && !planDesignFileOptionalColumns.includes(column)) {
        throw new Error(`${file}: no column ${column}`);
      }
      cells[column] = value ?? '';
    }
    const parsed = planDesignFileRowSchema.safeParse(cells);
    if (!parsed.success) throw new Error(`${where}: ${planDesignRowProblem(parsed.error)}`);
    const plan = demoPlans.find((candidate) => candidate.name === parsed.data.plan_name);
    if (plan === undefined) throw new Error(`${where}: no demo plan is named "${parsed.data.plan_name}"`);
    const key = keyOf(plan.id, parsed.data.plan_year);
    if (designs.has(key)) {
      throw new Error(`${where}: a second design of ${plan.id} for ${String(parsed.data.plan_year)}`);
    }
    designs.set(key, planBenefitDesignOfRow(parsed.data, plan.id));
  }
  return (planId, planYear) => designs.get(keyOf(planId, planYear));
}
