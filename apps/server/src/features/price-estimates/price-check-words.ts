import {
  estimateMinCount,
  estimateNotices,
  estimateStaleYears,
  type Language,
  type ProviderEstimateCard,
} from '@medivi/domain';
import { formatMoney, intlLocaleOf, serverText } from '../../platform/i18n/server-text.js';
import { estimateAssumptionNotices } from './estimate-notices.js';

/**
 * The price check's words in its reader's language (issue 37, docs/decisions/0126): the card's
 * values the estimates reply gives in English (risk level, provider-experience label, why an
 * estimate is unavailable, the stale-data warning, the notices) worded from the server's
 * `priceCheck` catalogue by their codes, the card's data year or the notice's English text; a
 * notice the catalogue does not know prints as it came. A test holds the English catalogue to
 * the domain's words.
 */
export interface PriceCheckWords {
  language: Language;
  /** A dollar amount to the cent; a gap as "Unavailable", never $0. */
  amount: (amount: number | null) => string;
  /** Billed ÷ allowed to one decimal, "3.2 ×", or "not known". */
  ratio: (ratio: number | null) => string;
  /** The HVBP score with its fiscal year, or "Not scored". */
  quality: (quality: { score: number; fiscalYear: number } | null) => string;
  /** The CMS file and data year of a card's figure. */
  source: (card: Pick<ProviderEstimateCard, 'dataYear' | 'sourceFiles'>) => string;
  /** The risk level, the experience label, why it is unavailable and the stale warning. */
  notes: (card: ProviderEstimateCard) => string[];
  /** A notice of the reply. */
  notice: (notice: string) => string;
}

const noticeIds = new Map<string, Parameters<typeof serverText>[1]>([
  [estimateNotices[0] ?? '', 'priceCheck.notice.estimate'],
  [estimateNotices[1] ?? '', 'priceCheck.notice.referenceBased'],
  [estimateNotices[2] ?? '', 'priceCheck.notice.callAhead'],
  [estimateNotices[3] ?? '', 'priceCheck.notice.sources'],
  [estimateAssumptionNotices.atStart, 'priceCheck.notice.atStart'],
  [estimateAssumptionNotices.synthetic, 'priceCheck.notice.synthetic'],
]);

const experienceLabels = ['Contracted', 'Caution', 'Not Recommended', 'Recommended', 'Unknown'];

/** The words in `language` of the price check of plan `planName` (named in its notices). */
export function priceCheckWords(language: Language, planName: string): PriceCheckWords {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(intlLocaleOf(language), {
      minimumFractionDigits: digits === 1 ? 1 : 0,
      maximumFractionDigits: digits,
      useGrouping: false,
    }).format(value);
  return {
    language,
    amount: (amount) =>
      amount === null || !Number.isFinite(amount)
        ? serverText(language, 'priceCheck.fact.unavailable')
        : formatMoney(language, amount),
    ratio: (ratio) =>
      ratio === null || !Number.isFinite(ratio)
        ? serverText(language, 'priceCheck.card.notKnown')
        : serverText(language, 'priceCheck.card.ratioValue', { ratio: number(Number(ratio.toFixed(1)), 1) }),
    quality: (quality) =>
      quality === null
        ? serverText(language, 'priceCheck.card.notScored')
        : serverText(language, 'priceCheck.card.points', {
            score: number(Math.round(quality.score * 100) / 100, 2),
            year: String(quality.fiscalYear),
          }),
    source: (card) =>
      card.dataYear === null
        ? serverText(language, 'priceCheck.card.noSource')
        : serverText(language, 'priceCheck.card.sourceValue', {
            files: card.sourceFiles.join(', '),
            year: String(card.dataYear),
          }),
    notes: (card) => {
      const notes = [serverText(language, 'priceCheck.card.risk', { risk: card.risk })];
      if (card.experience !== null) {
        notes.push(
          experienceLabels.includes(card.experience)
            ? serverText(language, 'priceCheck.card.experience', { label: card.experience.replace(' ', '') })
            : card.experience,
        );
      }
      if (card.unavailableReason !== null) {
        notes.push(
          serverText(language, 'priceCheck.card.unavailableReason', {
            reason: card.unavailableReason,
            min: String(estimateMinCount),
          }),
        );
      } else if (card.unavailableText !== null) {
        notes.push(card.unavailableText);
      }
      // The warning is the domain's `staleWarningOf` the card's data year.
      if (card.staleWarning !== null) {
        notes.push(
          serverText(language, 'priceCheck.card.stale', {
            year: String(card.dataYear ?? ''),
            years: String(estimateStaleYears),
          }),
        );
      }
      return notes;
    },
    notice: (notice) => {
      const id = noticeIds.get(notice);
      if (id !== undefined) return serverText(language, id);
      return notice === estimateAssumptionNotices.noDesign(planName)
        ? serverText(language, 'priceCheck.notice.noDesign', { plan: planName })
        : notice;
    },
  };
}
