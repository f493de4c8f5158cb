import type { Kysely } from 'kysely';
import {
  accumulatorsOf,
  claimTypeOfCodeType,
  type EstimateProceduresReply,
  estimateMessages,
  estimateNotices,
  estimateProcedureOf,
  estimatesPageSize,
  isoDateOf,
  type PlanBenefitDesign,
  planYearOf,
  planYearWindow,
  type PriceEstimatesParams,
  type PriceEstimatesReply,
  type ProviderEstimateCard,
  searchEstimateProcedures,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import type { PdfPrinter } from '../../platform/pdf/pdf-printer.js';
import { PlanDesignsRepository } from '../../platform/plan-designs.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import { ZipCentroids, zipDistancesWithin, type ZipPoint } from '../../platform/zip-centroids.js';
import { cardOf, type ProviderInArea, riskCountsOf, sortCards } from './estimate-cards.js';
import { type EstimateCaller, estimateCallerOf } from './estimate-caller.js';
import { EstimatePlansRepository, type PlanFacts } from './estimate-plans.repository.js';
import { type CodeData, EstimateReference } from './estimate-reference.js';
import { estimateAssumptionNotices } from './estimate-notices.js';
import { priceCheckDocumentHtml } from './price-check-document.js';
import { PriceEstimatesRepository } from './price-estimates.repository.js';

const noneMet = {
  deductibleIndividual: 0,
  deductibleFamily: 0,
  outOfPocketIndividual: 0,
  outOfPocketFamily: 0,
};

/** Every estimate of a request in order, before paging: what the page and the price check share. */
export interface EstimateList extends Omit<PriceEstimatesReply, 'providers' | 'total' | 'page' | 'pageSize'> {
  cards: ProviderEstimateCard[];
}

function badRequest(field: string, message: string, code: string): DomainError {
  return new DomainError(400, message, { code, fieldErrors: { [field]: message } });
}

/**
 * Price estimates before care (issue 33, docs/decisions/0115): for one code near a zip, every
 * hospital (DRG, APC) or professional (HCPCS) within the radius with the plan's allowed amount,
 * the member's share and the balance-bill risk, from the CMS figures and the plan's design.
 */
export class PriceEstimatesService {
  private readonly plans: EstimatePlansRepository;
  private readonly designs: PlanDesignsRepository;
  private readonly zips: ZipCentroids;
  private readonly reference: EstimateReference;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly printer: PdfPrinter,
    /** The phone number of the price check's Spanish tagline, as printed (CLAIMS_PHONE). */
    private readonly helpPhone: string,
  ) {
    this.plans = new EstimatePlansRepository(db);
    this.designs = new PlanDesignsRepository(db);
    this.zips = new ZipCentroids(db);
    this.reference = new EstimateReference(new PriceEstimatesRepository(db));
  }

  /** The catalogue entries matching `search` (plain words or the start of a code). */
  procedures(search: string | undefined): EstimateProceduresReply {
    return { procedures: searchEstimateProcedures(search ?? '') };
  }

  /**
   * One page of estimates (20 providers).
   * @throws DomainError as `list`.
   */
  async page(user: CurrentUser, variant: Variant, query: PriceEstimatesParams): Promise<PriceEstimatesReply> {
    const { cards, ...rest } = await this.list(user, variant, query);
    const start = (query.page - 1) * estimatesPageSize;
    return {
      ...rest,
      total: cards.length,
      page: query.page,
      pageSize: estimatesPageSize,
      providers: cards.slice(start, start + estimatesPageSize),
    };
  }

  /**
   * The price check of the query as a tagged PDF in the reader's language: its first 20 providers
   * (page ignored).
   * @throws DomainError as `list`; 503 when the printer cannot print.
   */
  async priceCheckPdf(user: CurrentUser, variant: Variant, query: PriceEstimatesParams): Promise<Buffer> {
    const list = await this.list(user, variant, query);
    return this.printer.print(
      priceCheckDocumentHtml(list, isoDateOf(this.clock.now()), this.helpPhone, user.language),
      { language: user.language },
    );
  }

  /**
   * Every estimate of the query in its sort order, risk filter applied.
   * @throws DomainError 403 `PLAN_NOT_VISIBLE` for a plan the caller may not see (or when he has
   *   none); 400 `ZIP_NOT_FOUND` for a zip the reference data does not know; 400 `NO_FIGURES` for a
   *   code no CMS file the portal holds has figures for.
   */
  async list(user: CurrentUser, variant: Variant, query: PriceEstimatesParams): Promise<EstimateList> {
    const now = this.clock.now();
    const caller = await estimateCallerOf(this.plans, user, variant, now);
    const planId = query.planID ?? caller.plans[0]?.id;
    if (planId === undefined || !caller.plans.some((plan) => plan.id === planId)) {
      const message = planId === undefined ? estimateMessages.noPlans : estimateMessages.planNotVisible;
      throw new DomainError(403, message, { code: 'PLAN_NOT_VISIBLE', fieldErrors: { planID: message } });
    }
    const claimType = claimTypeOfCodeType[query.codeType];
    const [center, plan, codeData] = await Promise.all([
      this.reference.zip(query.zip, (zip) => this.zips.findZip(zip)),
      this.plans.plan(planId),
      this.reference.codeData(claimType, query.codeType, query.code),
    ]);
    if (center === null) throw badRequest('zip', estimateMessages.zipUnknown, 'ZIP_NOT_FOUND');
    if (codeData.facts.length === 0) throw badRequest('code', estimateMessages.noFigures, 'NO_FIGURES');
    if (plan === undefined)
      throw new DomainError(403, estimateMessages.planNotVisible, { code: 'PLAN_NOT_VISIBLE' });

    const planYear = planYearOf(isoDateOf(now), plan.planYearStartMonth);
    const design = await this.designs.designOf(plan.id, planYear);
    const accumulators = await this.accumulatorsOf(caller, plan, planYear, design);
    const area = await this.areaOf(claimType === 'professional', center, query.radius, codeData);
    const [quality, hospitalNpis, experience] = await Promise.all([
      this.reference.quality(),
      this.reference.hospitalNpis(),
      this.reference.experienceOf(plan.id),
    ]);
    const sources = {
      terms: { claimType, design, met: accumulators.met, currentYear: now.getUTCFullYear() },
      quality,
      hospitalNpis,
      ...experience,
    };
    const all = area.map((entry) => cardOf(entry, sources));
    const kept = query.risk === undefined ? all : all.filter((card) => query.risk?.includes(card.risk));
    const procedure = estimateProcedureOf(query.codeType, query.code);
    return {
      procedure: {
        codeType: query.codeType,
        code: query.code,
        claimType,
        name: procedure?.name ?? null,
        description: codeData.description,
      },
      plan: {
        id: plan.id,
        name: plan.name,
        planYear,
        hasDesign: design !== null,
        multiple: design?.medicareMultiples[claimType] ?? null,
        coinsurancePercent: design?.coinsurancePercent ?? null,
        isSynthetic: plan.isSynthetic || design?.isSynthetic === true,
      },
      plans: caller.plans,
      accumulators: accumulators.reply,
      zip: { zip: center.zip, city: center.city, state: center.state },
      radius: query.radius,
      sort: query.sort,
      riskCounts: riskCountsOf(all),
      cards: sortCards(kept, query.sort),
      notices: this.noticesOf(accumulators.reply.applied, design, plan),
    };
  }

  /**
   * The providers within the radius: for a hospital code every hospital of the price files whose
   * zip lies in it (with or without a figure for the code); for a professional code the
   * professionals with a figure for it there (a professional without one is not a provider of it).
   */
  private async areaOf(
    isProfessional: boolean,
    center: ZipPoint,
    radius: number,
    codeData: CodeData,
  ): Promise<ProviderInArea[]> {
    const read = (point: ZipPoint, miles: number) => zipDistancesWithin(this.zips, point, miles);
    if (isProfessional) {
      const distances = await this.reference.areaOf(center, radius, read);
      const area: ProviderInArea[] = [];
      for (const entry of codeData.facts) {
        const miles = entry.provider.zip5 === null ? undefined : distances.get(entry.provider.zip5);
        if (entry.provider.kind === 'professional' && miles !== undefined) {
          area.push({ provider: entry.provider, distanceMiles: miles, facts: entry.facts });
        }
      }
      return area;
    }
    const nearby = await this.reference.hospitalsNear(center, radius, read);
    return nearby.map(({ hospital, miles }) => ({
      provider: hospital,
      distanceMiles: miles,
      facts: codeData.byProvider.get(hospital.providerId)?.facts ?? [],
    }));
  }

  /**
   * What the member and his family have met this plan year on `plan` (the accumulators of My
   * Claims, decision 0114: himself and his dependents under 18), and the reply's remaining
   * amounts. Staff, and a member without his own record on the plan, estimate as at the start of
   * the plan year (`applied` false).
   */
  private async accumulatorsOf(
    caller: EstimateCaller,
    plan: PlanFacts,
    planYear: number,
    design: PlanBenefitDesign | null,
  ) {
    const onPlan = caller.patients.filter((record) => record.plan_id === plan.id);
    const self = onPlan.find((record) => record.held_as === 'self');
    const limitsOf = (limit: number | undefined, remaining: number | null | undefined) =>
      limit === undefined || remaining === null || remaining === undefined ? null : { limit, remaining };
    if (self === undefined) {
      return {
        met: noneMet,
        reply: {
          applied: false,
          deductible: limitsOf(design?.deductible.individual, design?.deductible.individual),
          outOfPocket: limitsOf(design?.outOfPocketMax.individual, design?.outOfPocketMax.individual),
          familyDeductible: limitsOf(design?.deductible.family, design?.deductible.family),
          familyOutOfPocket: limitsOf(design?.outOfPocketMax.family, design?.outOfPocketMax.family),
        },
      };
    }
    const people = [...new Set([self.member_id, ...onPlan.map((record) => record.member_id)])];
    // The family's totals count every claim of the family, as My Claims' do (decision 0114).
    const claims = await this.plans.familyClaimShares(
      plan.id,
      self.subscriber_member_id ?? self.member_id,
      planYearWindow(planYear, plan.planYearStartMonth),
    );
    const { individuals, family } = accumulatorsOf(
      people,
      claims.map((claim) => ({
        patientMemberId: claim.patient,
        status: claim.claim_status,
        deductible: claim.deductible_amount,
        coinsurance: claim.coinsurance_amount,
        copay: claim.copay_amount,
      })),
      design,
    );
    const own = individuals[0];
    return {
      met: {
        deductibleIndividual: own?.deductible.used ?? 0,
        deductibleFamily: family.deductible.used,
        outOfPocketIndividual: own?.outOfPocket.used ?? 0,
        outOfPocketFamily: family.outOfPocket.used,
      },
      reply: {
        applied: true,
        deductible: limitsOf(design?.deductible.individual, own?.deductible.remaining),
        outOfPocket: limitsOf(design?.outOfPocketMax.individual, own?.outOfPocket.remaining),
        familyDeductible: limitsOf(design?.deductible.family, family.deductible.remaining),
        familyOutOfPocket: limitsOf(design?.outOfPocketMax.family, family.outOfPocket.remaining),
      },
    };
  }

  /** The rules' notices, then what this estimate assumed. */
  private noticesOf(applied: boolean, design: PlanBenefitDesign | null, plan: PlanFacts): string[] {
    const notices = [...estimateNotices];
    if (!applied) notices.push(estimateAssumptionNotices.atStart);
    if (design === null) notices.push(estimateAssumptionNotices.noDesign(plan.name));
    if (plan.isSynthetic) notices.push(estimateAssumptionNotices.synthetic);
    return notices;
  }
}
