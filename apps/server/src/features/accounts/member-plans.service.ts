import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  type AddedPlanProvider,
  type AddPlanInput,
  type AddPlanReply,
  accountSettingsMessages,
  maskEmail,
  type Plan,
  radiusDefaultMiles,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { recordsHeldBy } from '../../platform/member-links/held-records.js';
import { addMemberLink } from '../../platform/member-links/link-writes.js';
import { linksToRecord } from '../../platform/member-links/record-holders.js';
import { blockedFor, countFailure, tooManyAttempts } from '../../platform/rate-limit.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import { ZipCentroids, zipDistancesWithin } from '../../platform/zip-centroids.js';
import { AccountRepository } from './account.repository.js';
import { type EligibilityRecord, EligibilityRepository } from './eligibility.repository.js';
import { type PlanProviderRow, type PlanRow, PlansRepository } from './plans.repository.js';

/** Providers the add-plan reply carries: the first page of the nearest (docs/decisions/0045). */
export const addedPlanProvidersPageSize = 10;

// Zips are read in distance order, this many at a time, until a page of providers is found.
const zipBatchSize = 25;

/** A plan row as the API shows it (accounts spec §3 Plan). */
export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    displayMediviMessage: row.display_medivi_message === 1,
    mediviMessage: row.medivi_message,
    sixDegPatientID: row.six_deg_patient_id,
  };
}

function providerName(row: PlanProviderRow): string {
  if (row.entity_type === '2') return row.organization_name ?? 'Unnamed organization';
  const name = [row.first_name, row.last_name].filter((part) => part !== null && part !== '').join(' ');
  const shown = name === '' ? (row.organization_name ?? 'Unnamed provider') : name;
  return row.credential === null || row.credential === '' ? shown : `${shown}, ${row.credential}`;
}

type Person = Pick<EligibilityRecord, 'first_name' | 'last_name' | 'date_of_birth'>;

function samePerson(a: Person, b: Person): boolean {
  return a.first_name === b.first_name && a.last_name === b.last_name && a.date_of_birth === b.date_of_birth;
}

/**
 * ADD PLAN (accounts spec §4 Adding a plan, §5 Add plan form, §7 `POST /api/v2/add-plan`): links
 * another plan's eligibility record of the signed-in person to the account.
 */
export class MemberPlansService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly matchLimiter: RateLimiterAbstract,
  ) {}

  /**
   * Matches the six fields (uppercased, date YYYY-MM-DD) to an eligibility record of the same
   * person as the account's own records (any record when the account has none yet) and links it.
   * @returns the plans and a first page of the new plan's providers near `providerSearchZip`, or
   *   `message` and `existingEmail` (masked like registration's) when another account holds
   *   the record.
   * @throws DomainError 400 `NO_MATCHING_MEMBER` without revealing which field failed, 409
   *   `PLAN_ALREADY_ADDED`, 429 after too many failed matches.
   */
  async addPlan(user: CurrentUser, input: AddPlanInput, address: string): Promise<AddPlanReply> {
    const limiterKey = user.userID;
    const blockedMs = await blockedFor(this.matchLimiter, limiterKey);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'attempts');

    const ownRecords = await recordsHeldBy(this.db, user.userID, 'self');
    const record = (await new EligibilityRepository(this.db).findRecords(input)).find(
      (candidate) => ownRecords.length === 0 || ownRecords.some((own) => samePerson(own, candidate)),
    );
    if (record === undefined) {
      await this.failMatch(limiterKey);
      throw new DomainError(400, accountSettingsMessages.noMatchingPlan, { code: 'NO_MATCHING_MEMBER' });
    }

    const recordLinks = await linksToRecord(this.db, record.id);
    const plans = new PlansRepository(this.db);
    const ownPlanIds = new Set((await plans.plansOfUser(user.userID)).map((plan) => plan.id));
    if (recordLinks.some((link) => link.userId === user.userID) || ownPlanIds.has(record.plan_id)) {
      throw new DomainError(409, accountSettingsMessages.planAlreadyAdded, { code: 'PLAN_ALREADY_ADDED' });
    }
    const holder = recordLinks.find((link) => link.relationship === 'self');
    if (holder !== undefined) {
      await this.failMatch(limiterKey);
      await recordAuditEvent(this.db, this.clock, {
        actorUserId: user.userID,
        action: 'accounts.plan_add_in_use',
        subjectType: 'plan',
        subjectId: record.plan_id,
        address,
        detail: { address },
      });
      return { message: accountSettingsMessages.credentialsInUse, existingEmail: maskEmail(holder.email) };
    }

    const at = this.clock.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await addMemberLink(trx, { userId: user.userID, eligibilityId: record.id, relationship: 'self', at });
      await new PlansRepository(trx).addUserPlan(user.userID, record.plan_id);
      await new AccountRepository(trx).setMemberIdIfEmpty(user.userID, record.member_id, at);
      await recordAuditEvent(trx, this.clock, {
        actorUserId: user.userID,
        action: 'accounts.plan_added',
        subjectType: 'plan',
        subjectId: record.plan_id,
        address,
        detail: { address },
      });
    });
    const zip = input.providerSearchZip ?? '';
    return {
      message: accountSettingsMessages.planAdded,
      plans: (await plans.plansOfUser(user.userID)).map(toPlan),
      providers: zip === '' ? [] : await this.providersNear(record.plan_id, zip),
    };
  }

  private async failMatch(key: string): Promise<void> {
    const blockedMs = await countFailure(this.matchLimiter, key);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'attempts');
  }

  /**
   * The nearest providers of `planId` within the default Provider Search radius of `zip`, by
   * distance then name: zips are read in distance order a batch at a time, so the page is exact
   * without loading the whole area. An unknown zip gives none.
   */
  async providersNear(planId: string, zip: string): Promise<AddedPlanProvider[]> {
    const zipCentroids = new ZipCentroids(this.db);
    const center = await zipCentroids.findZip(zip);
    if (center === undefined) return [];
    const miles = await zipDistancesWithin(zipCentroids, center, radiusDefaultMiles);
    const zips = [...miles]
      .map(([near, distance]) => ({ zip: near, miles: distance }))
      .sort((a, b) => a.miles - b.miles || a.zip.localeCompare(b.zip));
    const repository = new PlansRepository(this.db);

    const found: AddedPlanProvider[] = [];
    for (
      let start = 0;
      start < zips.length && found.length < addedPlanProvidersPageSize;
      start += zipBatchSize
    ) {
      const batch = zips.slice(start, start + zipBatchSize).map((z) => z.zip);
      const rows = await repository.planProvidersInZips(planId, batch, 5000);
      const providers = rows.map((row) => ({
        npi: row.npi,
        name: providerName(row),
        city: row.city,
        state: row.state,
        zip: row.zip,
        distance: Math.round((miles.get(row.zip) ?? 0) * 10) / 10,
      }));
      providers.sort(
        (a, b) => a.distance - b.distance || a.name.localeCompare(b.name) || a.npi.localeCompare(b.npi),
      );
      found.push(...providers);
    }
    return found.slice(0, addedPlanProvidersPageSize);
  }
}
