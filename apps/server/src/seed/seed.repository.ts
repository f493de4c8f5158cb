import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Writes of the demo seed. Every write inserts only what is missing, so seeding twice is a no-op. */
export class SeedRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertPlanIfMissing(plan: {
    id: string;
    name: string;
    display_medivi_message: number;
    medivi_message: string | null;
    created_at: string;
  }): Promise<boolean> {
    const result = await this.db
      .insertInto('plans')
      .values({ ...plan, is_live: 1, is_synthetic: 1 })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** The id of the account with this e-mail (as stored, e.g. `demoEmail('analyst')`), or undefined. */
  async findUserId(email: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    return row?.id;
  }

  /** Inserts a demo user with roles and plans in one transaction. */
  async insertUser(user: {
    id: string;
    email: string;
    full_name: string;
    password_hash: string;
    access_level: string | null;
    member_id: string | null;
    is_password_expired: number;
    is_deactivated: number;
    now: string;
    roles: readonly string[];
    planIds: readonly string[];
  }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id: user.id,
          email: user.email,
          full_name: user.full_name,
          password_hash: user.password_hash,
          is_onboarding_complete: 1,
          is_password_expired: user.is_password_expired,
          is_deactivated: user.is_deactivated,
          enable_notification: 1,
          access_level: user.access_level,
          member_id: user.member_id,
          is_synthetic: 1,
          created_at: user.now,
          updated_at: user.now,
          email_verified_at: user.now,
          terms_accepted_at: user.now,
          password_changed_at: user.now,
        })
        .execute();
      if (user.roles.length > 0) {
        await trx
          .insertInto('user_roles')
          .values(user.roles.map((role) => ({ user_id: user.id, role })))
          .execute();
      }
      if (user.planIds.length > 0) {
        await trx
          .insertInto('user_plans')
          .values(user.planIds.map((plan_id) => ({ user_id: user.id, plan_id })))
          .execute();
      }
    });
  }

  /** NPIs of providers practising in `zips`, in NPI order. */
  async npisInZips(zips: readonly string[]): Promise<string[]> {
    const rows = await this.db
      .selectFrom('providers')
      .select('npi')
      .where('zip', 'in', zips)
      .where('source', '!=', 'synthetic-scale')
      .orderBy('npi')
      .execute();
    return rows.map((row) => row.npi);
  }

  async providerNames(npis: readonly string[]) {
    if (npis.length === 0) return [];
    return this.db
      .selectFrom('providers')
      .select(['npi', 'entity_type', 'organization_name', 'first_name', 'last_name'])
      .where('npi', 'in', npis)
      .execute();
  }

  /** Adds partner-plan contracts that are missing; returns how many were added. */
  async insertContractsIfMissing(planId: string, npis: readonly string[]): Promise<number> {
    let added = 0;
    for (let start = 0; start < npis.length; start += 500) {
      const part = npis.slice(start, start + 500);
      if (part.length === 0) continue;
      const result = await this.db
        .insertInto('provider_partner_plans')
        .values(part.map((npi) => ({ npi, plan_id: planId })))
        .onConflict((oc) => oc.columns(['npi', 'plan_id']).doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return added;
  }

  async insertExperienceIfMissing(record: {
    npi: string;
    provider_name: string | null;
    entity_type: string | null;
    recommendation: string;
    external_notes: string;
    internal_notes: string;
    updated_at: string;
  }): Promise<boolean> {
    const result = await this.db
      .insertInto('provider_experience')
      .values({ ...record, ein: null, active: 1, updated_by: null })
      .onConflict((oc) => oc.column('npi').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async bumpProvidersVersion(): Promise<void> {
    await this.db
      .updateTable('data_versions')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('name', '=', 'providers')
      .execute();
  }
}
