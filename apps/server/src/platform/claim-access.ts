import type { Kysely } from 'kysely';
import { balanceBillableOf, limitedAccessLevel, maySeeDependent, memberOwesOf } from '@medivi/domain';
import type { Database } from '../db/schema.js';
import { type HeldRecord, recordsHeldBy } from './member-links/held-records.js';
import type { CurrentUser } from './session/current-user.js';

/**
 * Which claims a member may see (docs/decisions/0114 "Who sees which claims"), written once for
 * the features that need it: the claims area (My Claims, the EOB) and the cases area (a Balance
 * Bill filed from a claim, issue 32 item 6).
 */

/**
 * The people whose claims the member `user` may see on the day `today`, each with his record and
 * plan: his own records ('self' links) first, then each dependent he holds who is under 18 that
 * day, oldest link first within each (so the order does not hang on two links made in the same
 * millisecond); a dependent 18 or older is left out (adult dependents' privacy). A member with
 * 'Limited Access' gets his own records only: the portal hides his dependents from him (accounts
 * spec §4, §6; docs/decisions/0069), so their claims are hidden too, whatever links he holds. A
 * claim belongs to one of them when it is on his plan and its patient (`patient_member_id`, else
 * the subscriber `member_id`) is his member id.
 */
export async function claimPatientsOf(
  db: Kysely<Database>,
  user: Pick<CurrentUser, 'userID' | 'accessLevel'>,
  today: Date,
): Promise<HeldRecord[]> {
  const held = await recordsHeldBy(db, user.userID);
  const own = held.filter((record) => record.held_as === 'self');
  if (user.accessLevel === limitedAccessLevel) return own;
  return [
    ...own,
    ...held.filter((record) => record.held_as !== 'self' && maySeeDependent(record.date_of_birth, today)),
  ];
}

/**
 * A claim as a case filed from it takes it: dates `YYYY-MM-DD`, amounts US dollars (`memberOwes`
 * deductible + coinsurance + copay; `balanceBillable` billed − allowed, never below 0).
 */
export interface ClaimForCase {
  claimId: string;
  planId: string;
  /** The patient's member id on the plan: the claim's own patient id, else its subscriber's. */
  patientMemberId: string;
  providerName: string;
  /** NPI of the rendering provider (null for a facility claim named by its CCN). */
  providerNpi: string | null;
  billingProviderNpi: string | null;
  serviceDateFrom: string;
  serviceDateTo: string;
  billed: number;
  allowed: number;
  memberOwes: number;
  balanceBillable: number;
}

/**
 * The claim `claimId` (matched uppercase, as claims files give ids) when one of `patients` is its
 * patient on its plan; undefined otherwise, also when there is no such claim, so a caller never
 * learns whether another person's claim exists.
 */
export async function findClaimOfPatients(
  db: Kysely<Database>,
  patients: readonly Pick<HeldRecord, 'plan_id' | 'member_id'>[],
  claimId: string,
): Promise<ClaimForCase | undefined> {
  const row = await db
    .selectFrom('claims')
    .select([
      'claim_id',
      'plan_id',
      'member_id',
      'patient_member_id',
      'provider_name',
      'provider_npi',
      'billing_provider_npi',
      'service_date_from',
      'service_date_to',
      'billed',
      'allowed',
      'deductible_amount',
      'coinsurance_amount',
      'copay_amount',
    ])
    .where('claim_id', '=', claimId.toUpperCase())
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const patientMemberId = row.patient_member_id ?? row.member_id;
  if (!patients.some((p) => p.plan_id === row.plan_id && p.member_id === patientMemberId)) return undefined;
  return {
    claimId: row.claim_id,
    planId: row.plan_id,
    patientMemberId,
    providerName: row.provider_name,
    providerNpi: row.provider_npi,
    billingProviderNpi: row.billing_provider_npi,
    serviceDateFrom: row.service_date_from,
    serviceDateTo: row.service_date_to,
    billed: row.billed,
    allowed: row.allowed,
    memberOwes: memberOwesOf({
      deductible: row.deductible_amount,
      coinsurance: row.coinsurance_amount,
      copay: row.copay_amount,
    }),
    balanceBillable: balanceBillableOf(row),
  };
}
