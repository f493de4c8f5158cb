import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  type AddDependentInput,
  type AddDependentReply,
  accountSettingsMessages,
  type DependentMember,
  type DependentMembersReply,
  dependentDateOfBirthProblem,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import {
  dependentsOf,
  findDependentOf,
  type HeldDependent,
  recordsHeldBy,
} from '../../platform/member-links/held-records.js';
import { addMemberLink, removeMemberLink } from '../../platform/member-links/link-writes.js';
import { linksToRecord } from '../../platform/member-links/record-holders.js';
import { blockedFor, countFailure, tooManyAttempts } from '../../platform/rate-limit.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import { assertFullMemberAccess } from './member-access.js';
import { type EligibilityRecord, EligibilityRepository } from './eligibility.repository.js';

function toDependent(row: HeldDependent): DependentMember {
  return {
    sixDegPatientID: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    memberId: row.member_id,
    patientid: null,
  };
}

/** The fields of a record that name its household: the subscriber's member ID and the group. */
type Household = Pick<EligibilityRecord, 'relationship' | 'member_id' | 'subscriber_member_id' | 'group_id'>;

/** Relationships on the eligibility file a dependent may have. */
const dependentRelationships = new Set(['child', 'spouse']);

/**
 * Dependent members (accounts spec §2 screens 12–13, §4 Dependents and delete, §5 Dependent form,
 * §7): list, add and remove the signed-in case member's dependents. Every call is open only to case
 * members without 'Limited Access', touches only the caller's own links, and is audited (who,
 * what, when, client address; never names or dates of birth).
 */
export class DependentsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly matchLimiter: RateLimiterAbstract,
  ) {}

  /** The caller's dependents, by name; the read is audited. @throws DomainError 403 (see access). */
  async list(user: CurrentUser, variant: Variant, address: string): Promise<DependentMembersReply> {
    assertFullMemberAccess(user, variant);
    const rows = await dependentsOf(this.db, user.userID);
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: user.userID,
      action: 'accounts.dependents_read',
      subjectType: 'user',
      subjectId: user.userID,
      address,
      detail: { address, count: rows.length },
    });
    return { dependentMembers: rows.map(toDependent) };
  }

  /**
   * Adds a dependent: the six fields must match a child or spouse record under the caller's
   * subscriber member ID and group (from the caller's own records, or, for an account not linked
   * to a record yet, the subscriber records of its member ID), younger than 18 on the server clock's
   * date, and not a dependent of another account.
   * @throws DomainError 400 with `fieldErrors.dateOfBirth` for the age rule, 400
   *   `NO_MATCHING_DEPENDENT`, 409 `DEPENDENT_ALREADY_ADDED` / `DEPENDENT_ON_OTHER_ACCOUNT`, 403
   *   (see access), 429 after too many failed matches.
   */
  async add(
    user: CurrentUser,
    variant: Variant,
    input: AddDependentInput,
    address: string,
  ): Promise<AddDependentReply> {
    assertFullMemberAccess(user, variant);
    const ageProblem = dependentDateOfBirthProblem(input.dateOfBirth, this.clock.now());
    if (ageProblem !== null) {
      throw new DomainError(400, ageProblem, {
        code: 'DEPENDENT_DATE_OF_BIRTH',
        fieldErrors: { dateOfBirth: ageProblem },
      });
    }
    const blockedMs = await blockedFor(this.matchLimiter, user.userID);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'attempts');

    const eligibility = new EligibilityRepository(this.db);
    const households = await this.householdsOf(user, eligibility);
    const record = (await eligibility.findRecords(input)).find(
      (candidate) =>
        dependentRelationships.has(candidate.relationship) &&
        candidate.subscriber_member_id !== null &&
        households.has(`${candidate.subscriber_member_id}\u0000${candidate.group_id}`),
    );
    if (record === undefined) {
      const nowBlockedMs = await countFailure(this.matchLimiter, user.userID);
      if (nowBlockedMs > 0) throw tooManyAttempts(nowBlockedMs, 'attempts');
      throw new DomainError(400, accountSettingsMessages.noMatchingDependent, {
        code: 'NO_MATCHING_DEPENDENT',
      });
    }
    const recordLinks = await linksToRecord(this.db, record.id);
    if (recordLinks.some((link) => link.userId === user.userID)) {
      throw new DomainError(409, accountSettingsMessages.dependentAlreadyAdded, {
        code: 'DEPENDENT_ALREADY_ADDED',
      });
    }
    if (recordLinks.some((link) => link.relationship === 'dependent')) {
      throw new DomainError(409, accountSettingsMessages.dependentOnOtherAccount, {
        code: 'DEPENDENT_ON_OTHER_ACCOUNT',
      });
    }

    const at = this.clock.now().toISOString();
    const linkId = await this.db.transaction().execute(async (trx) => {
      const id = await addMemberLink(trx, {
        userId: user.userID,
        eligibilityId: record.id,
        relationship: 'dependent',
        at,
      });
      await recordAuditEvent(trx, this.clock, {
        actorUserId: user.userID,
        action: 'accounts.dependent_added',
        subjectType: 'dependent',
        subjectId: id,
        address,
        detail: { address },
      });
      return id;
    });
    return {
      message: accountSettingsMessages.dependentAdded,
      dependentMember: toDependent({
        id: linkId,
        first_name: record.first_name,
        last_name: record.last_name,
        member_id: record.member_id,
      }),
    };
  }

  /**
   * Removes one of the caller's own dependents by sixDegPatientID.
   * @throws DomainError 404 `DEPENDENT_NOT_FOUND` for an unknown id and for another account's
   *   dependent alike, so the reply never tells that the id exists; 403 (see access).
   */
  async remove(user: CurrentUser, variant: Variant, linkId: string, address: string): Promise<void> {
    assertFullMemberAccess(user, variant);
    const removed = await this.db.transaction().execute(async (trx) => {
      if ((await findDependentOf(trx, user.userID, linkId)) === undefined) return false;
      await removeMemberLink(trx, user.userID, linkId);
      await recordAuditEvent(trx, this.clock, {
        actorUserId: user.userID,
        action: 'accounts.dependent_deleted',
        subjectType: 'dependent',
        subjectId: linkId,
        address,
        detail: { address },
      });
      return true;
    });
    if (!removed) {
      throw new DomainError(404, accountSettingsMessages.dependentNotFound, { code: 'DEPENDENT_NOT_FOUND' });
    }
  }

  /** The caller's (subscriber member ID, group ID) pairs, joined by a NUL character. */
  private async householdsOf(user: CurrentUser, eligibility: EligibilityRepository): Promise<Set<string>> {
    const own: Household[] = await recordsHeldBy(this.db, user.userID, 'self');
    const records =
      own.length > 0 || user.memberID === null
        ? own
        : await eligibility.subscriberRecordsWithMemberId(user.memberID.toUpperCase());
    return new Set(
      records.map((record) => {
        const subscriber =
          record.relationship === 'subscriber' ? record.member_id : (record.subscriber_member_id ?? '');
        return `${subscriber}\u0000${record.group_id}`;
      }),
    );
  }
}
