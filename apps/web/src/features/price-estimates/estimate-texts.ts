import {
  estimateMessages,
  estimateMinCount,
  estimateNotices,
  type ProviderEstimateCard,
} from '@medivi/domain';
import { formatMoney, formatNumber, localeOf } from '../../lib/i18n/format';
import type { Translate } from '../../lib/i18n/i18n';

/*
 * The price estimates' texts that the domain package or the server give in English (issue 37,
 * docs/decisions/0125): risk levels, reasons an estimate is unavailable, the stale-data warning,
 * the notices, the form's and the server's field messages. Each is looked up by its code or its
 * value and worded by the `priceEstimates` catalogue; a text the catalogue does not know shows as
 * it came. A test holds the English catalogue to the domain's words.
 */

/** A dollar amount to the cent; a gap as 'Unavailable', never $0 (the domain's `formatEstimateAmount`). */
export function amountText(amount: number | null, _: Translate): string {
  return amount === null || !Number.isFinite(amount)
    ? _('priceEstimates.card.unavailable')
    : formatMoney(amount);
}

/** Billed ÷ allowed to one decimal, '3.2 ×'; null as 'not known'. */
export function ratioText(ratio: number | null, _: Translate): string {
  return ratio === null || !Number.isFinite(ratio)
    ? _('priceEstimates.card.notKnown')
    : _('priceEstimates.card.ratioValue', {
        ratio: new Intl.NumberFormat(localeOf(), {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
          useGrouping: false,
        }).format(Number(ratio.toFixed(1))),
      });
}

/** An HVBP score to at most two decimals, with its fiscal year. */
export function qualityText(quality: { score: number; fiscalYear: number } | null, _: Translate): string {
  return quality === null
    ? _('priceEstimates.card.notScored')
    : _('priceEstimates.card.points', {
        score: formatNumber(Math.round(quality.score * 100) / 100, 2),
        year: String(quality.fiscalYear),
      });
}

/** Where a card's figure comes from: 'CMS <files>, data year <year>', or that there is none. */
export function sourceText(
  card: Pick<ProviderEstimateCard, 'dataYear' | 'sourceFiles'>,
  _: Translate,
): string {
  return card.dataYear === null
    ? _('priceEstimates.card.noSource')
    : _('priceEstimates.card.sourceValue', {
        files: card.sourceFiles.join(', '),
        year: String(card.dataYear),
      });
}

/** Why a card's estimate is not given, from its reason's code; else the server's text. */
export function unavailableText(card: ProviderEstimateCard, _: Translate): string | null {
  if (card.unavailableReason === null) return card.unavailableText;
  return _('priceEstimates.card.unavailableReason', {
    reason: card.unavailableReason,
    min: String(estimateMinCount),
  });
}

/** The stale-data warning, worded from the year and age it names (the domain's `staleWarningOf`). */
export function staleText(warning: string | null, _: Translate): string | null {
  if (warning === null) return null;
  const named = /^The newest CMS figure for this provider is from (\d{4}), over (\d+) years old/.exec(
    warning,
  );
  return named === null
    ? warning
    : _('priceEstimates.card.stale', { year: named[1] ?? '', years: named[2] ?? '' });
}

/** A provider-experience label's words ('Contracted', 'Contratado'). */
export function experienceText(label: string, _: Translate): string {
  const known = ['Contracted', 'Caution', 'Not Recommended', 'Recommended', 'Unknown'];
  return known.includes(label)
    ? _('priceEstimates.card.experienceLabel', { label: label.replace(' ', '') })
    : label;
}

const noticeIds: Readonly<Record<string, string>> = {
  [estimateNotices[0] ?? '']: 'priceEstimates.notice.estimate',
  [estimateNotices[1] ?? '']: 'priceEstimates.notice.referenceBased',
  [estimateNotices[2] ?? '']: 'priceEstimates.notice.callAhead',
  [estimateNotices[3] ?? '']: 'priceEstimates.notice.sources',
  'Estimated as at the start of the plan year: no one’s deductible or out-of-pocket amounts are counted. A member sees his own.':
    'priceEstimates.notice.atStart',
  'Demo data: this plan and its benefit design are synthetic.': 'priceEstimates.notice.synthetic',
};

/** A notice of the estimates reply, in the portal's language; an unknown one as it came. */
export function noticeText(notice: string, _: Translate): string {
  const id = noticeIds[notice];
  if (id !== undefined) return _(id);
  const noDesign =
    /^(.+) has no benefit design on file for this plan year: member costs are unavailable\.$/.exec(notice);
  return noDesign === null ? notice : _('priceEstimates.notice.noDesign', { plan: noDesign[1] ?? '' });
}

/** The form's own message when neither a procedure nor a code is given. */
export const procedureMessage = 'Choose a procedure, or enter a code and its type';

/** The messages a person meets on the page (the others answer API clients' malformed queries). */
const shownMessages = [
  'codeType',
  'code',
  'noFigures',
  'zipRequired',
  'zip',
  'zipUnknown',
  'radius',
  'planRequired',
  'planNotVisible',
  'noPlans',
] as const satisfies readonly (keyof typeof estimateMessages)[];

const messageIds: Readonly<Record<string, string>> = {
  ...Object.fromEntries(shownMessages.map((key) => [estimateMessages[key], `priceEstimates.message.${key}`])),
  [procedureMessage]: 'priceEstimates.message.procedure',
};

/** A field message of the form's checks or of the server, in the portal's language. */
export function messageText(message: string, _: Translate): string {
  const id = messageIds[message];
  return id === undefined ? message : _(id);
}
