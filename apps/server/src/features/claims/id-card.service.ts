import QRCode from 'qrcode';
import {
  type IdCard,
  type IdCardDependent,
  idCardMessages,
  isoDateOf,
  limitedAccessLevel,
  type MemberClaimRelationship,
  planYearOf,
  type ProviderNotice,
  type ProviderNoticeOnCard,
  providerNoticeText,
  providerNoticeUrl,
} from '@medivi/domain';
import type { ClaimsContact } from '../../platform/claims-contact.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import type { HeldRecord } from '../../platform/member-links/held-records.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import type { IdCardPlan, IdCardRepository } from './id-card.repository.js';

/** What the service needs besides the repository: the time, the portal's origin and the claims contact. */
export interface IdCardSettings {
  clock: Clock;
  /** Origin of the portal (`PUBLIC_BASE_URL`), the start of the QR code's address. */
  publicBaseUrl: string;
  contact: ClaimsContact;
}

/** Who a card is for: the account, and whether the portal hides his dependents from him. */
export type CardHolder = Pick<CurrentUser, 'userID' | 'accessLevel'>;

/** The plan year that holds today and its Medicare multiples (null without a design). */
interface PlanYearFacts {
  planYear: number;
  medicareMultiples: IdCard['medicareMultiples'];
  isSynthetic: boolean;
}

const relationships: ReadonlySet<string> = new Set(['spouse', 'child']);

function relationshipOf(record: HeldRecord): MemberClaimRelationship {
  return relationships.has(record.relationship) ? (record.relationship as MemberClaimRelationship) : 'other';
}

function nameOf(record: HeldRecord): string {
  return `${record.first_name} ${record.last_name}`;
}

/**
 * A QR code of `url` as an SVG data URL (`data:image/svg+xml;base64,…`): error correction M (15 %
 * of the code may be lost to wear or a fold and it still reads), a one-module quiet zone.
 */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * The member ID card and the provider notice (issue 32 item 5, docs/decisions/0114 "ID card and
 * provider notice"). Ownership is decided here: a member's cards are built only from the records
 * his own account holds (`platform/member-links/`): one card per plan he holds a 'self' record on,
 * the dependents he holds on that plan on it. The provider notice tells about a plan, never a member.
 */
export class IdCardService {
  constructor(
    private readonly repository: IdCardRepository,
    private readonly settings: IdCardSettings,
  ) {}

  /**
   * The cards of `holder`, by plan name (then plan id): none when he holds no record of his own.
   * When he holds two own records on one plan (rare), the newest is the card's. A member with
   * 'Limited Access' gets his cards without dependents: the portal hides his dependents from him
   * everywhere else (accounts spec §4, §6; docs/decisions/0114 "ID card and provider notice").
   */
  async cardsOf(holder: CardHolder): Promise<IdCard[]> {
    const held = await this.repository.recordsHeldBy(holder.userID);
    const showsDependents = holder.accessLevel !== limitedAccessLevel;
    const ownByPlan = new Map<string, HeldRecord>();
    for (const record of held) if (record.held_as === 'self') ownByPlan.set(record.plan_id, record);
    const plans = await this.repository.plansByIds([...ownByPlan.keys()]);
    const cards: IdCard[] = [];
    for (const [planId, own] of ownByPlan) {
      const plan = plans.get(planId);
      if (plan === undefined) continue;
      const dependents = held
        .filter((record) => showsDependents && record.held_as === 'dependent' && record.plan_id === planId)
        .sort(
          (a, b) =>
            a.last_name.localeCompare(b.last_name) ||
            a.first_name.localeCompare(b.first_name) ||
            a.link_id.localeCompare(b.link_id),
        )
        .map((record): IdCardDependent => ({
          name: nameOf(record),
          memberId: record.member_id,
          relationship: relationshipOf(record),
        }));
      const year = await this.planYearFacts(plan);
      cards.push({
        planID: plan.id,
        planName: plan.name,
        planYear: year.planYear,
        groupId: own.group_id,
        memberId: own.member_id,
        subscriberName: nameOf(own),
        dependents,
        medicareMultiples: year.medicareMultiples,
        providerNotice: await this.noticeOnCard(plan.id, year.medicareMultiples),
        isSynthetic: plan.isSynthetic || year.isSynthetic,
      });
    }
    return cards.sort((a, b) => a.planName.localeCompare(b.planName) || a.planID.localeCompare(b.planID));
  }

  /**
   * The cards of `holder` to print (as `cardsOf`): all of them, or only the card of `planID`.
   * @throws DomainError 404 `PLAN_NOT_HELD` when `planID` is not a plan he holds a card for (another
   *   member's plan included), 404 `NO_ID_CARDS` when he holds none.
   */
  async cardsToPrint(holder: CardHolder, planID: string | undefined): Promise<IdCard[]> {
    const cards = await this.cardsOf(holder);
    if (planID !== undefined) {
      const card = cards.find((candidate) => candidate.planID === planID);
      if (card === undefined)
        throw new DomainError(404, idCardMessages.planNotHeld, { code: 'PLAN_NOT_HELD' });
      return [card];
    }
    if (cards.length === 0) throw new DomainError(404, idCardMessages.noCards, { code: 'NO_ID_CARDS' });
    return cards;
  }

  /**
   * The public provider notice of `planID`: plan facts only.
   * @throws DomainError 404 `PLAN_NOT_FOUND` when there is no such plan.
   */
  async providerNotice(planID: string): Promise<ProviderNotice> {
    const plan = await this.repository.planById(planID);
    if (plan === undefined)
      throw new DomainError(404, idCardMessages.planNotFound, { code: 'PLAN_NOT_FOUND' });
    const year = await this.planYearFacts(plan);
    const { contact } = this.settings;
    return {
      planID: plan.id,
      planName: plan.name,
      planYear: year.planYear,
      medicareMultiples: year.medicareMultiples,
      text: providerNoticeText(year.medicareMultiples),
      phone: contact.phone,
      claimsAddress: contact.address,
      ...(contact.payerId === null ? {} : { payerId: contact.payerId }),
      noticeUrl: providerNoticeUrl(this.settings.publicBaseUrl, plan.id),
      isSynthetic: plan.isSynthetic || year.isSynthetic,
    };
  }

  /** The plan year of `plan` that holds today (injected clock) and its design's multiples. */
  private async planYearFacts(plan: IdCardPlan): Promise<PlanYearFacts> {
    const planYear = planYearOf(isoDateOf(this.settings.clock.now()), plan.planYearStartMonth);
    const design = await this.repository.designOf(plan.id, planYear);
    return {
      planYear,
      medicareMultiples: design?.medicareMultiples ?? null,
      isSynthetic: design?.isSynthetic ?? false,
    };
  }

  private async noticeOnCard(
    planID: string,
    multiples: IdCard['medicareMultiples'],
  ): Promise<ProviderNoticeOnCard> {
    const { contact } = this.settings;
    const noticeUrl = providerNoticeUrl(this.settings.publicBaseUrl, planID);
    return {
      text: providerNoticeText(multiples),
      phone: contact.phone,
      claimsAddress: contact.address,
      ...(contact.payerId === null ? {} : { payerId: contact.payerId }),
      noticeUrl,
      qrCodeDataUrl: await qrCodeDataUrl(noticeUrl),
    };
  }
}
