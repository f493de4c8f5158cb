import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Foundation schema: users, roles, sessions, audit events, plans, reference data (zip codes,
 * NUCC taxonomy, providers, hospitals), partner plans, provider experience, data versions and
 * import runs. Frozen once landed: later changes go in new migrations.
 */
export function foundation(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('is_onboarding_complete', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_password_expired', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_deactivated', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enable_notification', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('access_level', 'text')
        .addColumn('member_id', 'text')
        .addColumn('is_synthetic', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('last_seen_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

      // Shape required by rate-limiter-flexible (RateLimiterSQLite / RateLimiterPostgres); the
      // library only reads and writes it, the schema stays ours.
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute();

      await db.schema
        .createTable('audit_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', timestamp, (c) => c.notNull())
        .addColumn('actor_user_id', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject_type', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'text')
        .addColumn('detail', 'text')
        .execute();
      await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
      await db.schema
        .createIndex('audit_events_subject')
        .on('audit_events')
        .columns(['subject_type', 'subject_id'])
        .execute();

      await db.schema
        .createTable('plans')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('display_medivi_message', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('medivi_message', 'text')
        .addColumn('is_live', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_synthetic', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('user_plans')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_plans_pk', ['user_id', 'plan_id'])
        .execute();

      await db.schema
        .createTable('zip_codes')
        .addColumn('zip', 'text', (c) => c.primaryKey())
        .addColumn('city', 'text')
        .addColumn('state', 'text')
        .addColumn('state_name', 'text')
        .addColumn('county', 'text')
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('zip_codes_latitude')
        .on('zip_codes')
        .columns(['latitude', 'longitude'])
        .execute();

      await db.schema
        .createTable('taxonomies')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('grouping', 'text')
        .addColumn('classification', 'text')
        .addColumn('specialization', 'text')
        .addColumn('display_name', 'text')
        .addColumn('section', 'text')
        .addColumn('definition', 'text')
        .execute();

      await db.schema
        .createTable('providers')
        .addColumn('npi', 'text', (c) => c.primaryKey())
        .addColumn('entity_type', 'text', (c) => c.notNull())
        .addColumn('organization_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('first_name', 'text')
        .addColumn('middle_name', 'text')
        .addColumn('credential', 'text')
        .addColumn('address_line1', 'text')
        .addColumn('address_line2', 'text')
        .addColumn('city', 'text')
        .addColumn('state', 'text')
        .addColumn('zip', 'text', (c) => c.notNull())
        .addColumn('zip_plus4', 'text')
        .addColumn('phone', 'text')
        .addColumn('gender', 'text')
        .addColumn('primary_taxonomy', 'text')
        .addColumn('secondary_taxonomies', 'text')
        .addColumn('specialty_text', 'text')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('providers_zip').on('providers').column('zip').execute();

      await db.schema
        .createTable('hospitals')
        .addColumn('ccn', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('city', 'text')
        .addColumn('state', 'text')
        .addColumn('zip', 'text')
        .addColumn('county', 'text')
        .addColumn('phone', 'text')
        .addColumn('hospital_type', 'text')
        .addColumn('ownership', 'text')
        .addColumn('emergency_services', 'integer')
        .addColumn('overall_rating', 'integer')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('hospital_enrollments')
        .addColumn('enrollment_id', 'text', (c) => c.primaryKey())
        .addColumn('ccn', 'text')
        .addColumn('npi', 'text', (c) => c.notNull())
        .addColumn('organization_name', 'text')
        .addColumn('doing_business_as', 'text')
        .addColumn('address_line1', 'text')
        .addColumn('address_line2', 'text')
        .addColumn('city', 'text')
        .addColumn('state', 'text')
        .addColumn('zip', 'text')
        .addColumn('practice_location_type', 'text')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('hospital_enrollments_ccn')
        .on('hospital_enrollments')
        .column('ccn')
        .execute();

      await db.schema
        .createTable('provider_partner_plans')
        .addColumn('npi', 'text', (c) => c.notNull())
        .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('provider_partner_plans_pk', ['npi', 'plan_id'])
        .execute();
      await db.schema
        .createIndex('provider_partner_plans_plan')
        .on('provider_partner_plans')
        .column('plan_id')
        .execute();

      await db.schema
        .createTable('provider_experience')
        .addColumn('npi', 'text', (c) => c.primaryKey())
        .addColumn('provider_name', 'text')
        .addColumn('ein', 'text')
        .addColumn('entity_type', 'text')
        .addColumn('recommendation', 'text', (c) => c.notNull())
        .addColumn('external_notes', 'text')
        .addColumn('internal_notes', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute();

      await db.schema
        .createTable('data_versions')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into data_versions (name, version) values ('providers', 1)`.execute(db);

      await db.schema
        .createTable('import_runs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('started_at', timestamp, (c) => c.notNull())
        .addColumn('finished_at', timestamp)
        .addColumn('rows_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rows_written', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rows_rejected', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('import_runs_file').on('import_runs').column('file').execute();
    },
  };
}
