import { type Kysely, sql } from 'kysely';
import { repricingSavings, type RepricedClaim, type RepricingSortField } from '@medivi/domain';
import type { Database } from '../../db/schema.js';

/** Filters of the work list (all optional, combined with AND). */
export interface RepricingFilters {
  claimId?: string | undefined;
  member?: string | undefined;
  provider?: string | undefined;
  planId?: string | undefined;
}

/** `%`, `_` and `\` of user text match themselves in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** What each sort field orders by; savings is billed less allowed, as `repricingSavings` says. */
const sortExpressions = {
  receivedOn: sql`c.received_on`,
  claimId: sql`c.claim_id`,
  serviceDate: sql`c.service_date_from`,
  billed: sql`c.billed`,
  allowed: sql`c.allowed`,
  savings: sql`c.billed - c.allowed`,
} as const satisfies Record<RepricingSortField, unknown>;

/** Reads of the repriced claims (Kysely only; the same SQL on both engines). */
export class RepricingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(filters: RepricingFilters) {
    let query = this.db.selectFrom('claims as c').innerJoin('plans as p', 'p.id', 'c.plan_id');
    if (filters.claimId !== undefined) {
      // Anywhere in the id: the number at its end is what people copy (issue 31 item 17).
      const pattern = `%${escapeLike(filters.claimId)}%`;
      query = query.where(sql<boolean>`lower(c.claim_id) like ${pattern} escape '\\'`);
    }
    if (filters.member !== undefined) {
      const pattern = `%${escapeLike(filters.member)}%`;
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`lower(c.member_id) like ${pattern} escape '\\'`,
          sql<boolean>`lower(c.patient_name) like ${pattern} escape '\\'`,
        ]),
      );
    }
    if (filters.provider !== undefined) {
      const pattern = `%${escapeLike(filters.provider)}%`;
      const exact = filters.provider.toUpperCase();
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`lower(c.provider_name) like ${pattern} escape '\\'`,
          eb('c.provider_npi', '=', exact),
          eb('c.provider_ccn', '=', exact),
        ]),
      );
    }
    if (filters.planId !== undefined) query = query.where('c.plan_id', '=', filters.planId);
    return query;
  }

  /** How many claims match. */
  async count(filters: RepricingFilters): Promise<number> {
    const row = await this.filtered(filters)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /**
   * One page of matching claims in the order asked (default newest received first), ties by
   * claim id.
   */
  async find(
    filters: RepricingFilters,
    limit: number,
    offset: number,
    order: { sort: RepricingSortField; direction: 'asc' | 'desc' } = {
      sort: 'receivedOn',
      direction: 'desc',
    },
  ): Promise<RepricedClaim[]> {
    const rows = await this.filtered(filters)
      .select([
        'c.claim_id',
        'c.plan_id',
        'p.name as plan_name',
        'c.member_id',
        'c.patient_name',
        'c.provider_name',
        'c.provider_npi',
        'c.provider_ccn',
        'c.claim_type',
        'c.code_type',
        'c.code',
        'c.service_date_from',
        'c.service_date_to',
        'c.received_on',
        'c.billed',
        'c.medicare_equivalent',
        'c.allowed',
        'c.is_synthetic',
      ])
      .orderBy(sortExpressions[order.sort], order.direction)
      .orderBy('c.claim_id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      claimId: row.claim_id,
      planId: row.plan_id,
      planName: row.plan_name,
      memberId: row.member_id,
      patientName: row.patient_name,
      providerName: row.provider_name,
      providerNpi: row.provider_npi,
      providerCcn: row.provider_ccn,
      claimType: row.claim_type,
      codeType: row.code_type,
      code: row.code,
      serviceDateFrom: row.service_date_from,
      serviceDateTo: row.service_date_to,
      receivedOn: row.received_on,
      billed: row.billed,
      medicareEquivalent: row.medicare_equivalent,
      allowed: row.allowed,
      savings: repricingSavings(row),
      isSynthetic: row.is_synthetic === 1,
    }));
  }

  /** The plans that have claims, by name. */
  async plans(): Promise<{ id: string; name: string }[]> {
    return this.db
      .selectFrom('plans as p')
      .select(['p.id', 'p.name'])
      .where((eb) =>
        eb.exists(eb.selectFrom('claims as c').select('c.claim_id').whereRef('c.plan_id', '=', 'p.id')),
      )
      .orderBy('p.name')
      .execute();
  }
}
