import {
  allowedUnderMultiple,
  appealWindowDays,
  appealWindowSource,
  balanceBillableOf,
  type EobFigures,
  type EobNotice,
  type Language,
  memberOwesOf,
} from '@medivi/domain';
import { formatLongDate, formatMoney, intlLocaleOf, serverText } from '../../platform/i18n/server-text.js';

/**
 * The EOB's sentences and notices in a language (issue 37, docs/decisions/0126), worded from the
 * server's `eob` catalogue. The English ones are those of the domain package's `eobExplanation`
 * and `eobNotices` word for word (the API's `explanation` and the web's EOB); a test keeps them
 * so. Amounts are US dollars, dates long dates of the language.
 */

/** Whether two amounts are the same to the cent. */
function sameCents(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/** The plan's Medicare multiple as the language writes a number (`1.5`). */
function multipleIn(language: Language, multiple: number): string {
  return new Intl.NumberFormat(intlLocaleOf(language), {
    maximumFractionDigits: 6,
    useGrouping: false,
  }).format(multiple);
}

/** How the plan reached its allowed amount, in words. */
function allowedSentence(language: Language, figures: EobFigures): string {
  const money = (amount: number) => formatMoney(language, amount);
  const allowed = money(figures.allowed);
  const medicare = money(figures.medicareEquivalent);
  const multiple = figures.medicareMultiple;
  if (multiple === null) return serverText(language, 'eob.sentence.allowedNoMultiple', { allowed, medicare });
  const priced = allowedUnderMultiple(figures.medicareEquivalent, multiple);
  const values = {
    allowed,
    medicare,
    multiple: multipleIn(language, multiple),
    claimType: serverText(language, 'eob.claimTypeOfClaims', { claimType: figures.claimType }),
  };
  if (sameCents(priced, figures.allowed)) return serverText(language, 'eob.sentence.allowedHow', values);
  if (sameCents(figures.allowed, figures.billed) && priced > figures.billed) {
    return serverText(language, 'eob.sentence.allowedBilled', { ...values, priced: money(priced) });
  }
  return serverText(language, 'eob.sentence.allowedOther', values);
}

/** The member's share split into its parts, in words (or that he owes nothing). */
function shareSentence(language: Language, figures: EobFigures, owes: number): string {
  if (owes <= 0) return serverText(language, 'eob.sentence.owesNothing');
  const money = (amount: number) => formatMoney(language, amount);
  const parts = [
    figures.deductible > 0
      ? serverText(language, 'eob.share.deductible', { amount: money(figures.deductible) })
      : null,
    figures.coinsurance > 0
      ? serverText(language, 'eob.share.coinsurance', { amount: money(figures.coinsurance) })
      : null,
    figures.copay > 0 ? serverText(language, 'eob.share.copay', { amount: money(figures.copay) }) : null,
  ].filter((part): part is string => part !== null);
  const listed =
    parts.length <= 1
      ? parts.join('')
      : serverText(language, 'eob.share.lastOf', {
          first: parts.slice(0, -1).join(', '),
          last: parts.at(-1) ?? '',
        });
  return serverText(language, 'eob.sentence.share', { owes: money(owes), parts: listed });
}

/**
 * The EOB's sentences for one claim in `language`, in the order and on the rules of the domain's
 * `eobExplanation` (billed; a denial, its reason and appeal deadline; or the allowed amount and
 * how, what the plan paid, the member's share and what a provider may still bill).
 */
export function eobSentencesIn(language: Language, figures: EobFigures): string[] {
  const money = (amount: number) => formatMoney(language, amount);
  const sentences = [
    serverText(language, 'eob.sentence.billed', {
      provider: figures.providerName,
      billed: money(figures.billed),
    }),
  ];
  if (figures.status === 'denied') {
    const reason = figures.denialReason?.trim() ?? '';
    sentences.push(
      reason === ''
        ? serverText(language, 'eob.sentence.denied')
        : serverText(language, 'eob.sentence.deniedWithReason', { reason: reason.replace(/\.$/, '') }),
      serverText(language, 'eob.sentence.deniedNothingPaid'),
    );
    if (figures.appealBy !== null) {
      sentences.push(
        serverText(language, 'eob.sentence.appealUntil', {
          date: formatLongDate(language, figures.appealBy),
          days: String(appealWindowDays),
          source: appealWindowSource,
        }),
      );
    }
    sentences.push(serverText(language, 'eob.sentence.deniedBill'));
    return sentences;
  }
  if (figures.status === 'adjusted') sentences.push(serverText(language, 'eob.sentence.adjusted'));
  const owes = memberOwesOf(figures);
  sentences.push(
    allowedSentence(language, figures),
    serverText(language, 'eob.sentence.paid', { paid: money(figures.planPaid) }),
    shareSentence(language, figures, owes),
  );
  const beyond = balanceBillableOf(figures);
  if (beyond > 0) {
    sentences.push(serverText(language, 'eob.sentence.beyond', { beyond: money(beyond), owes: money(owes) }));
  }
  return sentences;
}

/**
 * The notices of an EOB document in `language`, as the domain's `eobNotices`: not a bill, the
 * right to appeal, what to do about a bill above the member's share `memberOwes` (USD), and demo
 * data for a synthetic claim.
 */
export function eobNoticesIn(
  language: Language,
  claim: { memberOwes: number; isSynthetic: boolean },
): EobNotice[] {
  const notices: EobNotice[] = [
    {
      title: serverText(language, 'eob.notice.notABill.title'),
      text: serverText(language, 'eob.notice.notABill.text'),
    },
    {
      title: serverText(language, 'eob.notice.appeal.title'),
      text: serverText(language, 'eob.notice.appeal.text', {
        days: String(appealWindowDays),
        source: appealWindowSource,
      }),
    },
    {
      title: serverText(language, 'eob.notice.balanceBill.title'),
      text: serverText(language, 'eob.notice.balanceBill.text', {
        owes: formatMoney(language, claim.memberOwes),
      }),
    },
  ];
  if (claim.isSynthetic) {
    notices.push({
      title: serverText(language, 'eob.notice.demo.title'),
      text: serverText(language, 'eob.notice.demo.text'),
    });
  }
  return notices;
}
