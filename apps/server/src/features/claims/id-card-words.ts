import type { Language, MedicareMultiples, MemberClaimRelationship } from '@medivi/domain';
import {
  intlLocaleOf,
  serverText,
  type ServerTextId,
  type ServerTextValues,
} from '../../platform/i18n/server-text.js';

/**
 * The words of a member ID card PDF in the reader's language (issue 37, docs/decisions/0126),
 * from the server's `idCard` catalogue. The English ones are those the card printed before the
 * catalogue, word for word: the provider notice equals the domain's `providerNoticeText`, and a
 * test keeps it so.
 */
export interface IdCardWords {
  language: Language;
  /** The catalogue's text `id`, its placeholders filled from `values`. */
  text: (id: ServerTextId, values?: ServerTextValues) => string;
  /** A Medicare multiple as a percent number of the language: 1.5 → '150', 1.425 → '142.5'. */
  percent: (multiple: number) => string;
  /** A relationship to the subscriber, in lower case ('spouse', 'cónyuge'). */
  relationship: (relationship: MemberClaimRelationship) => string;
}

/** The words of `language`. */
export function idCardWordsIn(language: Language): IdCardWords {
  const percent = new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 1 });
  return {
    language,
    text: (id, values) => serverText(language, id, values),
    percent: (multiple) => percent.format(multiple * 100),
    relationship: (relationship) => serverText(language, 'idCard.relationship', { relationship }),
  };
}

/**
 * The provider notice in full, one paragraph an entry, in the words' language: how the plan pays
 * (with the plan year's multiples, or to call for the rate), what the price is based on, what the
 * member owes and when to call. In English, the domain's `providerNoticeText` exactly.
 */
export function providerNoticeIn(words: IdCardWords, multiples: MedicareMultiples | null): string[] {
  return [
    multiples === null
      ? words.text('idCard.notice.paymentNoDesign')
      : words.text('idCard.notice.payment', {
          inpatient: words.percent(multiples.inpatient),
          outpatient: words.percent(multiples.outpatient),
          professional: words.percent(multiples.professional),
        }),
    words.text('idCard.notice.basis'),
    words.text('idCard.notice.memberOwes'),
    words.text('idCard.notice.callBefore'),
  ];
}
