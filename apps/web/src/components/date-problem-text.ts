import { dateEntryYearMax, dateEntryYearMin, dateMessages, dateOfBirthMaxAgeYears } from '@medivi/domain';
import type { Translate } from '../lib/i18n/i18n';

/** The catalogue ids of the domain's date messages, by message. */
const dateMessageIds: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(dateMessages).map(([key, message]) => [message, `common.date.problem.${key}`]),
);

/**
 * A date message of the domain (`dateMessages`: accounts spec §5 date entry rules) in the
 * portal's language, from the `common` area with the rules' years; null for any other message, so
 * that a form's own wording can take it (issue 37).
 */
export function dateProblemText(message: string, _: Translate): string | null {
  const id = dateMessageIds[message];
  return id === undefined
    ? null
    : _(id, {
        min: String(dateEntryYearMin),
        max: String(dateEntryYearMax),
        years: String(dateOfBirthMaxAgeYears),
      });
}
