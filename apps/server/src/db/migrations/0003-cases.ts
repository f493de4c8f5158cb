import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Case store (cases spec §3, issue 4 items 1, 5, 6): cases, their status history, attachments,
 * the events the notifications issue will deliver, and the counter behind case numbers
 * (docs/decisions/0050). Frozen once landed.
 */
export function cases(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // One row per counter; a create increments it inside its own transaction, so two creates
      // never read the same value (PostgreSQL locks the row, SQLite serialises writers).
      await db.schema
        .createTable('case_number_sequence')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into case_number_sequence (name, value) values ('case', 0)`.execute(db);

      await db.schema
        .createTable('cases')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('case_number', 'text', (c) => c.notNull().unique())
        .addColumn('record_type', 'text', (c) => c.notNull())
        .addColumn('status', 'text')
        .addColumn('status_detail', 'text')
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('submitted_by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('member_link_id', 'text', (c) => c.references('member_links.id').onDelete('set null'))
        .addColumn('eligibility_id', 'text', (c) =>
          c.references('eligibility_records.id').onDelete('set null'),
        )
        .addColumn('plan_id', 'text', (c) => c.references('plans.id').onDelete('set null'))
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('member_id', 'text')
        .addColumn('date_of_birth', 'text')
        .addColumn('phone', 'text')
        .addColumn('email', 'text')
        .addColumn('address', 'text')
        .addColumn('city', 'text')
        .addColumn('state', 'text')
        .addColumn('zip', 'text')
        .addColumn('preferred_contact', 'text')
        .addColumn('new_patient', 'integer')
        .addColumn('group_id', 'text')
        .addColumn('plan_name', 'text')
        .addColumn('tpa_name', 'text')
        .addColumn('submitter_json', 'text')
        .addColumn('provider_name', 'text')
        .addColumn('provider_street', 'text')
        .addColumn('provider_city', 'text')
        .addColumn('provider_state', 'text')
        .addColumn('provider_zip', 'text')
        .addColumn('provider_json', 'text')
        .addColumn('additional_comment', 'text')
        .addColumn('pss_email', 'text')
        .addColumn('css_email', 'text')
        .addColumn('total_billed_charges', 'double precision')
        .addColumn('balance_bill_amount', 'double precision')
        .addColumn('claim_dos_from', 'text')
        .addColumn('claim_dos_to', 'text')
        .addColumn('number_of_claims', 'integer')
        .addColumn('is_synthetic', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('cases_eligibility_created')
        .on('cases')
        .columns(['eligibility_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('cases_submitter_created')
        .on('cases')
        .columns(['submitted_by_user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('cases_plan_created')
        .on('cases')
        .columns(['plan_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('case_status_history')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('status_detail', 'text')
        .addColumn('changed_by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('case_status_history_case')
        .on('case_status_history')
        .columns(['case_id', 'changed_at'])
        .execute();

      await db.schema
        .createTable('case_attachments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('content_location', 'text')
        .addColumn('uploaded_by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('case_attachments_case').on('case_attachments').column('case_id').execute();

      await db.schema
        .createTable('case_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('delivered_at', timestamp)
        .execute();
      await db.schema
        .createIndex('case_events_undelivered')
        .on('case_events')
        .columns(['delivered_at', 'created_at'])
        .execute();
    },
  };
}
