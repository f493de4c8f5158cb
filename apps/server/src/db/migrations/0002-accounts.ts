import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Account lifecycle schema (accounts spec §3, §4): eligibility records members register against,
 * the links from accounts to those records (the member themself, added plans, dependents),
 * single-use codes (e-mail verification, password reset, sign-in code), browsers remembered for
 * MFA, the embedded mail outbox, and the account columns the flows need. Frozen once landed.
 */
export function accounts(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('email_verified_at', timestamp).execute();
      await db.schema.alterTable('users').addColumn('terms_accepted_at', timestamp).execute();
      await db.schema.alterTable('users').addColumn('password_changed_at', timestamp).execute();

      await db.schema
        .createTable('eligibility_records')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'text', (c) => c.notNull())
        .addColumn('group_id', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('date_of_birth', 'text', (c) => c.notNull())
        .addColumn('zip', 'text', (c) => c.notNull())
        .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
        .addColumn('relationship', 'text', (c) => c.notNull())
        .addColumn('subscriber_member_id', 'text')
        .addColumn('is_synthetic', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('eligibility_records_person', [
          'member_id',
          'group_id',
          'first_name',
          'last_name',
          'date_of_birth',
        ])
        .execute();
      await db.schema
        .createIndex('eligibility_records_subscriber')
        .on('eligibility_records')
        .columns(['subscriber_member_id', 'group_id'])
        .execute();

      await db.schema
        .createTable('member_links')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('eligibility_id', 'text', (c) =>
          c.notNull().references('eligibility_records.id').onDelete('cascade'),
        )
        .addColumn('relationship', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('member_links_user_record', ['user_id', 'eligibility_id'])
        .execute();
      await db.schema
        .createIndex('member_links_eligibility')
        .on('member_links')
        .column('eligibility_id')
        .execute();
      // One account holds a person as itself, and one account holds a person as a dependent:
      // two requests racing to link the same record end in a unique violation (HTTP 409).
      await sql`create unique index member_links_one_self on member_links (eligibility_id) where relationship = 'self'`.execute(
        db,
      );
      await sql`create unique index member_links_one_dependent on member_links (eligibility_id) where relationship = 'dependent'`.execute(
        db,
      );

      await db.schema
        .createTable('one_time_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('used_at', timestamp)
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('one_time_codes_hash')
        .on('one_time_codes')
        .columns(['purpose', 'code_hash'])
        .execute();
      await db.schema
        .createIndex('one_time_codes_user')
        .on('one_time_codes')
        .columns(['user_id', 'purpose'])
        .execute();

      await db.schema
        .createTable('trusted_browsers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('outbox_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('from_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('raw', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('outbox_messages_created_at')
        .on('outbox_messages')
        .column('created_at')
        .execute();
    },
  };
}
