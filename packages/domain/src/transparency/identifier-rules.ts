/**
 * The plan identifiers of the Transparency in Coverage files (issue 34; docs/decisions/0116 "Plan
 * identifiers"), after the CMS field tables of `shared/data/transparency-in-coverage/docs/`: the
 * table of contents requires `plan_id_type`, `plan_id`, `issuer_name` and `plan_market_type`, and
 * the schemas require `plan_sponsor_name` when the type is "ein". Pure: the screen, the API and
 * the publication run share these rules.
 */

/** `plan_id_type`: the plan sponsor's Employer Identification Number, or the plan's HIOS id. */
export const transparencyPlanIdTypes = ['ein', 'hios'] as const;
export type TransparencyPlanIdType = (typeof transparencyPlanIdTypes)[number];

/** `plan_market_type`. */
export const transparencyMarketTypes = ['group', 'individual'] as const;
export type TransparencyMarketType = (typeof transparencyMarketTypes)[number];

/** The longest sponsor or issuer name taken, in characters. */
export const transparencyNameMaxLength = 200;

/** The longest plan id text taken before it is checked (`12-3456789`, `12345OH001`). */
export const transparencyPlanIdMaxLength = 20;

/** An EIN as typed: nine digits, or two, a hyphen and seven (`12-3456789`). */
const einPattern = /^(\d{2})-?(\d{7})$/;

/**
 * A HIOS id as the CMS field table asks for it: "the 10-digit HIOS identifier, or, if [it] is not
 * available, the 5-digit HIOS identifier". The 10-character id is the HIOS product id (the issuer's
 * five digits, the state's two letters, three digits: `12345OH001`); CMS's samples write ten
 * digits, taken too. The 5-digit id is the issuer id.
 */
const hiosPatterns = [/^\d{5}$/, /^\d{5}[A-Z]{2}\d{3}$/, /^\d{10}$/];

/**
 * The plan id as stored and published for `type`, or null when it is not one: an EIN's nine
 * digits without the hyphen (`12-3456789` → `123456789`); a HIOS id with its letters in capitals.
 * Spaces around it are dropped.
 */
export function storedPlanIdOf(type: TransparencyPlanIdType, text: string): string | null {
  const trimmed = text.trim();
  if (type === 'ein') {
    const match = einPattern.exec(trimmed);
    return match === null ? null : `${match[1] ?? ''}${match[2] ?? ''}`;
  }
  const upper = trimmed.toUpperCase();
  return hiosPatterns.some((pattern) => pattern.test(upper)) ? upper : null;
}

/** True for a known `plan_id_type`. */
export function isTransparencyPlanIdType(value: unknown): value is TransparencyPlanIdType {
  return transparencyPlanIdTypes.some((type) => type === value);
}

/** True for a known `plan_market_type`. */
export function isTransparencyMarketType(value: unknown): value is TransparencyMarketType {
  return transparencyMarketTypes.some((type) => type === value);
}

/** A plan's identifiers as stored (migration 0016's columns of `plans`); null where none is set. */
export interface StoredTransparencyIdentifiers {
  planIdType: string | null;
  planId: string | null;
  planSponsorName: string | null;
  issuerName: string | null;
  planMarketType: string | null;
}

/**
 * Why a plan cannot be published as it stands, in the words of the publication log (the refused
 * run's `failure`; its row id names the reason, so the words stay as they are).
 */
export const transparencyIdentifierProblems = {
  noPlanIdType: 'the plan has no plan id type (EIN or HIOS)',
  noPlanId: 'the plan has no plan id',
  invalidEin: 'the plan id is not an EIN (nine digits)',
  invalidHios: 'the plan id is not a HIOS id (the 10-character product id or the 5-digit issuer id)',
  noMarketType: 'the plan has no market type',
  noIssuerName: 'the plan has no issuer name',
  noSponsorName: 'the plan has an EIN but no sponsor name',
} as const;

/**
 * Why a publication run failed other than a plan's identifiers, in the words of the publication
 * log (a run's `failure`): its process stopped sending a heartbeat, or its files could not be
 * written. Any other failure is an unexpected error's own message.
 */
export const transparencyRunFailures = {
  abandoned: 'the run stopped before it ended (no sign of life)',
  notWritten: 'the files could not be written',
} as const;

const isBlank = (value: string | null): boolean => value === null || value.trim() === '';

/**
 * Every reason the stored identifiers keep a plan from being published, in the order the
 * publication run checks them (it logs the first); none when the files can name the plan. A plan
 * id counts only in its stored form (`storedPlanIdOf`): the files carry it as it is.
 */
export function transparencyIdentifierProblemsOf(identifiers: StoredTransparencyIdentifiers): string[] {
  const problems: string[] = [];
  const { planIdType, planId } = identifiers;
  const type = isTransparencyPlanIdType(planIdType) ? planIdType : null;
  if (type === null) problems.push(transparencyIdentifierProblems.noPlanIdType);
  if (planId === null || isBlank(planId)) problems.push(transparencyIdentifierProblems.noPlanId);
  else if (type !== null && storedPlanIdOf(type, planId) !== planId) {
    problems.push(
      type === 'ein' ? transparencyIdentifierProblems.invalidEin : transparencyIdentifierProblems.invalidHios,
    );
  }
  if (!isTransparencyMarketType(identifiers.planMarketType)) {
    problems.push(transparencyIdentifierProblems.noMarketType);
  }
  if (isBlank(identifiers.issuerName)) problems.push(transparencyIdentifierProblems.noIssuerName);
  if (type === 'ein' && isBlank(identifiers.planSponsorName)) {
    problems.push(transparencyIdentifierProblems.noSponsorName);
  }
  return problems;
}

/** Identifiers the files can name a plan by: each required one set, the sponsor's name or null. */
export interface CompleteTransparencyIdentifiers {
  planIdType: TransparencyPlanIdType;
  planId: string;
  planSponsorName: string | null;
  issuerName: string;
  planMarketType: TransparencyMarketType;
}

/** The identifiers typed as complete, or null when `transparencyIdentifierProblemsOf` finds any problem. */
export function completeTransparencyIdentifiersOf(
  identifiers: StoredTransparencyIdentifiers,
): CompleteTransparencyIdentifiers | null {
  const { planIdType, planId, planSponsorName, issuerName, planMarketType } = identifiers;
  if (transparencyIdentifierProblemsOf(identifiers).length > 0) return null;
  if (!isTransparencyPlanIdType(planIdType) || !isTransparencyMarketType(planMarketType)) return null;
  if (planId === null || issuerName === null) return null;
  return {
    planIdType,
    planId,
    planSponsorName: planSponsorName === null || isBlank(planSponsorName) ? null : planSponsorName,
    issuerName,
    planMarketType,
  };
}

/** The field messages of the identifiers form and of `PUT /api/plans/:planId/transparency-identifiers`. */
export const transparencyIdentifierMessages = {
  planIdTypeRequired: 'Choose the plan id type: EIN or HIOS.',
  planIdRequired: 'Enter the plan id.',
  planIdTooLong: `The plan id is at most ${String(transparencyPlanIdMaxLength)} characters.`,
  einFormat: 'An EIN is nine digits, as 12-3456789.',
  hiosFormat:
    'A HIOS id is the 10-character product id, as 12345OH001, or, without one, the 5-digit issuer id.',
  sponsorNameRequired: "Enter the plan sponsor's name: the files need it with an EIN.",
  issuerNameRequired: "Enter the issuer's name.",
  nameTooLong: `At most ${String(transparencyNameMaxLength)} characters.`,
  marketTypeRequired: 'Choose the market type: group or individual.',
  planNotFound: 'No such plan.',
  saved:
    'Identifiers saved. Files published from now on name the plan by them; a month already published stays as it was.',
} as const;

/** The labels of the fields, as the screen shows them. */
export const transparencyIdentifierFieldLabels = {
  planIdType: 'Plan id type',
  planId: 'Plan id',
  planSponsorName: 'Plan sponsor name',
  issuerName: 'Issuer name',
  planMarketType: 'Market type',
} as const satisfies Record<keyof StoredTransparencyIdentifiers, string>;

/** An identifier as the audit record says it: the value, or `(none)`. */
export function describeTransparencyIdentifier(value: string | null): string {
  return value === null || value === '' ? '(none)' : value;
}
