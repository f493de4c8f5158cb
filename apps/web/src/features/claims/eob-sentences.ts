import {
  appealWindowDays,
  appealWindowSource,
  type EobFigures,
  formatClaimDate,
  type Language,
} from '@medivi/domain';
import { activeLanguage, type Translate } from '../../lib/i18n/i18n';
import { formatMoney, localeOf } from '../../lib/i18n/format';

/*
 * The EOB's plain-words sentences in the portal's language (issue 37, docs/decisions/0125 and
 * 0126): the claim reply's `explanation` is the domain's `eobExplanation` in English for API
 * clients; the page words the same sentences from the claim's figures, on the same rules, with
 * the `claims` catalogue. A test holds the English ones to the domain's word for word.
 */

/** Whether two amounts are the same to the cent. */
function sameCents(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/**
 * The domain's `allowedUnderMultiple` (Medicare equivalent × multiple, rounded to the cent half
 * away from zero, on the decimals as written) in whole-cent integers, so that the page does not
 * load decimal.js for one product: 73.67 × 1.5 = 110.505 → 110.51.
 */
export function allowedUnderMultipleOf(medicareEquivalent: number, multiple: number): number {
  const written = /^(\d+)(?:\.(\d+))?$/.exec(String(multiple));
  if (written === null || medicareEquivalent < 0)
    return Math.round(medicareEquivalent * multiple * 100) / 100;
  const decimals = written[2] ?? '';
  const scale = 10n ** BigInt(decimals.length);
  const product = BigInt(Math.round(medicareEquivalent * 100)) * BigInt(`${written[1] ?? '0'}${decimals}`);
  return Number((product * 2n + scale) / (scale * 2n)) / 100;
}

/** A `YYYY-MM-DD` day as a long date: 'July 14, 2025', '14 de julio de 2025'. */
function longDay(day: string, language: Language): string {
  if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return formatClaimDate(day);
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** The plan's Medicare multiple as the language writes a number (`1.5`). */
function multipleIn(language: Language, multiple: number): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 6, useGrouping: false }).format(
    multiple,
  );
}

function allowedSentence(figures: EobFigures, _: Translate, language: Language): string {
  const money = (amount: number) => formatMoney(amount, language);
  const allowed = money(figures.allowed);
  const medicare = money(figures.medicareEquivalent);
  const multiple = figures.medicareMultiple;
  if (multiple === null) return _('claims.sentence.allowedNoMultiple', { allowed, medicare });
  const priced = allowedUnderMultipleOf(figures.medicareEquivalent, multiple);
  const values = {
    allowed,
    medicare,
    multiple: multipleIn(language, multiple),
    claimType: _('claims.sentence.claimTypeOfClaims', { claimType: figures.claimType }),
  };
  if (sameCents(priced, figures.allowed)) return _('claims.sentence.allowedHow', values);
  if (sameCents(figures.allowed, figures.billed) && priced > figures.billed) {
    return _('claims.sentence.allowedBilled', { ...values, priced: money(priced) });
  }
  return _('claims.sentence.allowedOther', values);
}

function shareSentence(figures: EobFigures, owes: number, _: Translate, language: Language): string {
  if (owes <= 0) return _('claims.sentence.owesNothing');
  const money = (amount: number) => formatMoney(amount, language);
  const parts = [
    figures.deductible > 0 ? _('claims.share.deductible', { amount: money(figures.deductible) }) : null,
    figures.coinsurance > 0 ? _('claims.share.coinsurance', { amount: money(figures.coinsurance) }) : null,
    figures.copay > 0 ? _('claims.share.copay', { amount: money(figures.copay) }) : null,
  ].filter((part): part is string => part !== null);
  const listed =
    parts.length <= 1
      ? parts.join('')
      : _('claims.share.lastOf', { first: parts.slice(0, -1).join(', '), last: parts.at(-1) ?? '' });
  return _('claims.sentence.share', { owes: money(owes), parts: listed });
}

/**
 * The EOB's sentences for one claim in the portal's language, in the order and on the rules of
 * the domain's `eobExplanation`: billed; a denial, its reason and the appeal deadline; or the
 * allowed amount and how, what the plan paid, the member's share and what a provider may still
 * bill. A denial reason from the claims file is the claim's own data and shows as given. What the
 * member owes and what a provider could still bill are the server's figures (`memberOwes`,
 * `balanceBillable` of the claim's reply), so that the page needs no decimal arithmetic of its own.
 */
export function eobSentences(
  figures: EobFigures & { memberOwes: number; balanceBillable: number },
  _: Translate,
  language = activeLanguage(),
): string[] {
  const money = (amount: number) => formatMoney(amount, language);
  const sentences = [
    _('claims.sentence.billed', { provider: figures.providerName, billed: money(figures.billed) }),
  ];
  if (figures.status === 'denied') {
    const reason = figures.denialReason?.trim() ?? '';
    sentences.push(
      reason === ''
        ? _('claims.sentence.denied')
        : _('claims.sentence.deniedWithReason', { reason: reason.replace(/\.$/, '') }),
      _('claims.sentence.deniedNothingPaid'),
    );
    if (figures.appealBy !== null) {
      sentences.push(
        _('claims.sentence.appealUntil', {
          date: longDay(figures.appealBy, language),
          days: String(appealWindowDays),
          source: appealWindowSource,
        }),
      );
    }
    sentences.push(_('claims.sentence.deniedBill'));
    return sentences;
  }
  if (figures.status === 'adjusted') sentences.push(_('claims.sentence.adjusted'));
  const owes = figures.memberOwes;
  sentences.push(
    allowedSentence(figures, _, language),
    _('claims.sentence.paid', { paid: money(figures.planPaid) }),
    shareSentence(figures, owes, _, language),
  );
  const beyond = figures.balanceBillable;
  if (beyond > 0) {
    sentences.push(_('claims.sentence.beyond', { beyond: money(beyond), owes: money(owes) }));
  }
  return sentences;
}
