import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * How many claims each plan holds, kept by the database itself (issue 32, docs/decisions/0124):
 * client staff's first page of a plan's claims gives the plan's total, which counting 20,000
 * index entries made the largest read of the request. Triggers on `claims` keep `plan_claim_counts`
 * equal to a count of the table for every writer (the claims importer, the demo seed, anything
 * else), in the statement that changes the claims, so the figure is never stale: on SQLite a row
 * trigger per inserted, deleted or re-planned claim; on PostgreSQL statement triggers over the
 * transition tables, one upsert per plan a statement touches. A plan without claims has no row or
 * a row of 0. The table is filled from the claims already stored. Frozen once landed.
 */
export function planClaimCounts(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('plan_claim_counts')
        .addColumn('plan_id', 'text', (col) => col.primaryKey().references('plans.id').onDelete('cascade'))
        .addColumn('claims', 'bigint', (col) => col.notNull())
        .execute();
      if (dialect === 'postgres') {
        await sql`
          create function plan_claim_counts_insert() returns trigger language plpgsql as $$
          begin
            insert into plan_claim_counts (plan_id, claims)
              select plan_id, count(*) from new_claims group by plan_id
              on conflict (plan_id) do update set claims = plan_claim_counts.claims + excluded.claims;
            return null;
          end
          $$`.execute(db);
        await sql`
          create function plan_claim_counts_delete() returns trigger language plpgsql as $$
          begin
            update plan_claim_counts as n set claims = n.claims - gone.claims
              from (select plan_id, count(*) as claims from old_claims group by plan_id) as gone
              where n.plan_id = gone.plan_id;
            return null;
          end
          $$`.execute(db);
        await sql`
          create function plan_claim_counts_update() returns trigger language plpgsql as $$
          begin
            update plan_claim_counts as n set claims = n.claims - moved.claims
              from (select o.plan_id, count(*) as claims from old_claims o
                    join new_claims c on c.claim_id = o.claim_id
                    where c.plan_id <> o.plan_id group by o.plan_id) as moved
              where n.plan_id = moved.plan_id;
            insert into plan_claim_counts (plan_id, claims)
              select c.plan_id, count(*) from new_claims c
                join old_claims o on o.claim_id = c.claim_id
                where c.plan_id <> o.plan_id group by c.plan_id
              on conflict (plan_id) do update set claims = plan_claim_counts.claims + excluded.claims;
            return null;
          end
          $$`.execute(db);
        await sql`
          create trigger claims_count_insert after insert on claims
          referencing new table as new_claims
          for each statement execute function plan_claim_counts_insert()`.execute(db);
        await sql`
          create trigger claims_count_delete after delete on claims
          referencing old table as old_claims
          for each statement execute function plan_claim_counts_delete()`.execute(db);
        await sql`
          create trigger claims_count_update after update on claims
          referencing old table as old_claims new table as new_claims
          for each statement execute function plan_claim_counts_update()`.execute(db);
        // TRUNCATE fires no row or transition trigger: it empties the counts with the claims.
        await sql`
          create function plan_claim_counts_truncate() returns trigger language plpgsql as $$
          begin
            delete from plan_claim_counts;
            return null;
          end
          $$`.execute(db);
        await sql`
          create trigger claims_count_truncate after truncate on claims
          for each statement execute function plan_claim_counts_truncate()`.execute(db);
      } else {
        await sql`
          create trigger claims_count_insert after insert on claims begin
            insert into plan_claim_counts (plan_id, claims) values (new.plan_id, 1)
              on conflict (plan_id) do update set claims = claims + 1;
          end`.execute(db);
        await sql`
          create trigger claims_count_delete after delete on claims begin
            update plan_claim_counts set claims = claims - 1 where plan_id = old.plan_id;
          end`.execute(db);
        await sql`
          create trigger claims_count_update after update of plan_id on claims
          when old.plan_id is not new.plan_id begin
            update plan_claim_counts set claims = claims - 1 where plan_id = old.plan_id;
            insert into plan_claim_counts (plan_id, claims) values (new.plan_id, 1)
              on conflict (plan_id) do update set claims = claims + 1;
          end`.execute(db);
      }
      await sql`
        insert into plan_claim_counts (plan_id, claims)
        select plan_id, count(*) from claims group by plan_id`.execute(db);
    },
  };
}
