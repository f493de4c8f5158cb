import {
  duplicateNpiMessage,
  entityTypes,
  notesMaxLength,
  npiLength,
  providerExperienceMessages,
  providerExperienceTexts,
  providerNameMaxLength,
  recommendations,
  taxIdMaxLength,
  unknownNpiMessage,
} from '@medivi/domain';
import type { Translate } from '../../lib/i18n/i18n';

/*
 * The provider-experience texts that the domain package or the server give in English (issue 37,
 * docs/decisions/0125): looked up by value and worded by the `providerExperience` catalogue; a
 * text the catalogue does not know shows as it came.
 */

/** Lingui's `_` (from `useLingui()`). */
/** The values each field message's wording takes (numbers as the domain writes them, ungrouped). */
const fieldMessageValues: Readonly<Record<keyof typeof providerExperienceMessages, Record<string, string>>> =
  {
    npiRequired: {},
    npiTenDigits: { digits: String(npiLength) },
    npiCheckDigit: {},
    taxIdDigits: { max: String(taxIdMaxLength) },
    recommendationRequired: {},
    recommendationUnknown: {},
    entityType: {},
    notesTooLong: { max: String(notesMaxLength) },
    providerNameTooLong: { max: String(providerNameMaxLength) },
    npiMismatch: {},
  };

const byMessage = new Map<string, [string, Record<string, string>]>(
  Object.entries(fieldMessageValues).map(([key, values]) => [
    providerExperienceMessages[key as keyof typeof providerExperienceMessages] as string,
    [`providerExperience.fieldMessage.${key}`, values],
  ]),
);

/**
 * A pattern matching the texts `wording` makes for any NPI, with the NPI as its one group: the
 * domain's own function builds it, so a change of the domain's wording changes it too.
 */
function npiPattern(wording: (npi: string) => string): RegExp {
  const marker = '\u0000';
  const escaped = wording(marker).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(marker, '(\\d+)')}$`);
}

/** Messages that name an NPI: the server's pattern, and the catalogue id that words it. */
const npiMessages: readonly [RegExp, string][] = [
  [npiPattern(duplicateNpiMessage), 'providerExperience.errors.DUPLICATE_NPI'],
  [npiPattern(unknownNpiMessage), 'providerExperience.errors.NOT_FOUND'],
];

/**
 * A field message of the insert and update forms (`providerExperienceMessages`, from the form's
 * checks or the server's `fieldErrors`, such as `duplicateNpiMessage`) in the portal's language;
 * a message the catalogue does not know is returned as it came.
 */
export function fieldMessageText(message: string, _: Translate): string {
  const found = byMessage.get(message);
  if (found !== undefined) return _(found[0], found[1]);
  for (const [pattern, id] of npiMessages) {
    const npi = pattern.exec(message)?.[1];
    if (npi !== undefined) return _(id, { npi });
  }
  return message;
}

/** A recommendation code (CAUTION, UNFRIENDLY, DELISTED) as the portal's language writes it. */
export function recommendationText(recommendation: string, _: Translate): string {
  return recommendations.some((known) => known === recommendation)
    ? _(`providerExperience.recommendation.${recommendation}`)
    : recommendation;
}

/** The recommendation choices of a select: each code, worded. */
export function recommendationOptions(_: Translate): { value: string; label: string }[] {
  return recommendations.map((recommendation) => ({
    value: recommendation,
    label: recommendationText(recommendation, _),
  }));
}

/**
 * An entity type's name (spec §3: '1' Professional, '2' Facility) in the portal's language; '' for
 * an unknown or missing type.
 */
export function entityTypeText(entityType: string | null, _: Translate): string {
  if (entityType === '1') return _('providerExperience.entityType.professional');
  if (entityType === '2') return _('providerExperience.entityType.facility');
  return '';
}

/** The entity type choices of a select: '1' and '2', named. */
export function entityTypeOptions(_: Translate): { value: string; label: string }[] {
  return entityTypes.map((entityType) => ({
    value: entityType,
    label: entityTypeText(entityType, _),
  }));
}

/**
 * The server's message after a write (`providerExperienceTexts.added` or `.updated`) in the
 * portal's language; another message shows as it came.
 */
export function writtenText(message: string, _: Translate): string {
  if (message === providerExperienceTexts.added) return _('providerExperience.complete.added');
  if (message === providerExperienceTexts.updated) return _('providerExperience.complete.updated');
  return message;
}
