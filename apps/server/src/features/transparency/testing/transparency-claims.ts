import type { Insertable, Kysely } from 'kysely';
import type { ClaimsTable, Database } from '../../../db/schema.js';
import { claimRow } from '../../../testing/claims.js';
import { createPlan } from '../../../testing/eligibility.js';

/** A plan with the identifiers the files need (synthetic), its plan year starting in `startMonth`. */
export async function createTransparencyPlan(
  db: Kysely<Database>,
  id: string,
  startMonth = 1,
): Promise<void> {
  await createPlan(db, id, `Synthetic ${id} Health Plan`);
  await db
    .updateTable('plans')
    .set({
      plan_year_start_month: startMonth,
      transparency_plan_id_type: 'ein',
      transparency_plan_id: '990000001',
      plan_sponsor_name: `Synthetic ${id} Manufacturing`,
      issuer_name: `Synthetic ${id} Manufacturing`,
      plan_market_type: 'group',
    })
    .where('id', '=', id)
    .execute();
}

/** Inserts `rows` in statements of 200 (under SQLite's variable limit). */
export async function insertClaims(db: Kysely<Database>, rows: Insertable<ClaimsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('claims')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

let serial = 0;

/**
 * `count` claims of one provider and code on `planId` from `firstDay` on (one a day), amounts
 * cycling through `allowed` and `billed`. Patient names and member ids are marked so a test can
 * look for them in the files.
 */
export function providerClaims(
  planId: string,
  count: number,
  firstDay: string,
  changes: Partial<Insertable<ClaimsTable>>,
  allowed: readonly number[] = [110.51],
  billed: readonly number[] = [180],
): Insertable<ClaimsTable>[] {
  return Array.from({ length: count }, (_, i) => {
    serial += 1;
    const day = new Date(Date.parse(`${firstDay}T00:00:00Z`) + (i % 20) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return claimRow(`TIC-${String(serial)}`, planId, `MEMBERSECRET${String(serial)}`, {
      patient_name: `PATIENTSECRET ${String(serial)}`,
      service_date_from: day,
      service_date_to: day,
      allowed: allowed[i % allowed.length],
      billed: billed[i % billed.length],
      ...changes,
    });
  });
}
