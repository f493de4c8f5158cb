import { serviceLevelLimits, serviceLevelMessages } from '@medivi/domain';
import type { Translate } from '../../lib/i18n/i18n';

/*
 * The service-levels area's texts that the domain package or the server give in English (issue
 * 37, docs/decisions/0125): looked up by value and worded by the `serviceLevels` catalogue; a
 * message the catalogue does not know shows as it came.
 */

/** Lingui's `_` (from `useLingui()`). */
type MessageKey = Exclude<keyof typeof serviceLevelMessages, 'typeRequired'>;

/** The field messages of `serviceLevelMessages` a form shows, with the values their wording takes. */
const fieldMessages: Readonly<Partial<Record<MessageKey, Record<string, number>>>> = {
  firstResponseRequired: {},
  firstResponseRange: { ...serviceLevelLimits.firstResponseDays },
  resolutionRequired: {},
  resolutionRange: { ...serviceLevelLimits.resolutionDays },
  resolutionBeforeFirstResponse: {},
  extensionRequired: {},
  extensionRange: { ...serviceLevelLimits.extensionDays },
  extensionLongerThanResolution: {},
  wholeDays: {},
};

const byMessage = new Map<string, [string, Record<string, number>]>(
  Object.entries(fieldMessages).map(([key, values]) => [
    serviceLevelMessages[key as MessageKey] as string,
    [`serviceLevels.fieldMessage.${key}`, values],
  ]),
);

/** A field message of the service-levels schema or the server, in the portal's language. */
export function fieldMessageText(message: string, _: Translate): string {
  const found = byMessage.get(message);
  return found === undefined ? message : _(found[0], found[1]);
}

/** The server's reply to a save (`serviceLevelMessages.saved`), in the portal's language. */
export function savedText(message: string, _: Translate): string {
  return message === serviceLevelMessages.saved ? _('serviceLevels.saved') : message;
}
