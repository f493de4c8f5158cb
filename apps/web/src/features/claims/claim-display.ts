import {
  caseStatusLabels,
  type Language,
  type MedicareMultiples,
  type MemberClaimRelationship,
  type MemberClaimStatus,
  type MemberClaimSummary,
  type RepricedClaimType,
} from '@medivi/domain';
import { activeLanguage, type Translate } from '../../lib/i18n/i18n';
import { formatDate, formatNumber } from '../../lib/i18n/format';

/*
 * The claims area's words for values the server gives as codes (issue 37, docs/decisions/0125): a
 * claim's status, the patient's relationship, the kind of care, worded by the `claims` catalogue in
 * the portal's language. The English words are the domain's (`memberClaimStatusLabels`,
 * `memberClaimRelationshipLabels`, `memberClaimTypeLabels`, shared with the EOB PDF); a test holds
 * the English catalogue to them. Each function takes Lingui's `_` (from `useLingui()`).
 */

/** How a claim's status reads to a member ('Paid', 'Denegada'). */
export function claimStatusText(status: MemberClaimStatus, _: Translate): string {
  return _('claims.status', { status });
}

/** How a patient's relationship to the subscriber reads ('Spouse', 'Cónyuge'). */
export function relationshipText(relationship: MemberClaimRelationship, _: Translate): string {
  return _('claims.relationship', { relationship });
}

/** How a claim type reads: the kind of care, not the billing form ('Hospital stay'). */
export function claimTypeText(claimType: RepricedClaimType, _: Translate): string {
  return _('claims.claimType', { claimType });
}

/**
 * A claim's `YYYY-MM-DD` day: as the server gives it in English (as the spec shows it), the
 * language's medium date otherwise ('5 mar 2026'), so that a Spanish reader does not read the day
 * and month the wrong way round. The text itself when it is not a day.
 */
export function claimDayText(day: string, language: Language = activeLanguage()): string {
  if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  try {
    return formatDate(day, language);
  } catch {
    return day;
  }
}

/** The dates of service: one day, or 'from to to'. */
export function serviceDatesOf(
  claim: Pick<MemberClaimSummary, 'serviceDateFrom' | 'serviceDateTo'>,
  _: Translate,
  language: Language = activeLanguage(),
): string {
  const from = claimDayText(claim.serviceDateFrom, language);
  return claim.serviceDateFrom === claim.serviceDateTo
    ? from
    : _('claims.dateRange', { from, to: claimDayText(claim.serviceDateTo, language) });
}

const caseStatusOfLabel: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(caseStatusLabels).map(([status, label]) => [label, status]),
);

/** A case's status label as the server gives it (cases spec §4: 'Opened'); an unknown one as it came. */
export function caseStatusText(label: string, _: Translate): string {
  const status = caseStatusOfLabel[label];
  return status === undefined ? label : _('claims.eob.caseStatus', { status });
}

/** A Medicare multiple as the percent of Medicare providers speak of: 1.5 → '150', 1.425 → '142.5'. */
export function medicarePercentOf(multiple: number, language: Language = activeLanguage()): string {
  return formatNumber(multiple * 100, 1, language);
}

/**
 * The provider notice in full, one paragraph an entry (the domain's `providerNoticeText`, which
 * the server gives in English), worded from the plan year's multiples: how the plan pays, what
 * the price is based on, what the member owes and when to call.
 */
export function providerNoticeParagraphs(multiples: MedicareMultiples | null, _: Translate): string[] {
  return [
    multiples === null
      ? _('claims.notice.paymentNoDesign')
      : _('claims.notice.payment', {
          inpatient: medicarePercentOf(multiples.inpatient),
          outpatient: medicarePercentOf(multiples.outpatient),
          professional: medicarePercentOf(multiples.professional),
        }),
    _('claims.notice.basis'),
    _('claims.notice.memberOwes'),
    _('claims.notice.callBefore'),
  ];
}
