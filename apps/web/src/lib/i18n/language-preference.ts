import type { Language } from '@medivi/domain';
import type { AppDispatch } from '../../app/store';

/**
 * A language a visitor chose on a public page since the page opened, or null. Signing in then
 * stores it on the account rather than replacing it with the account's (docs/decisions/0125).
 */
let visitorChoice: Language | null = null;

/** Notes a visitor's explicit choice, to be stored on the account at sign-in. */
export function noteVisitorChoice(language: Language): void {
  visitorChoice = language;
}

/** The visitor's choice since the page opened, forgotten once read; null when none. */
export function takeVisitorChoice(): Language | null {
  const choice = visitorChoice;
  visitorChoice = null;
  return choice;
}

/**
 * Stores `language` on the signed-in account (`POST /api/user/updateLanguage`). The API's code
 * loads on first use, so that the public pages' switch adds no request code to their download.
 * A failure reaches the snackbar queue like other account calls.
 */
export async function saveAccountLanguage(dispatch: AppDispatch, language: Language): Promise<void> {
  const { userSettingsApi } = await import('../user-settings-api');
  await dispatch(userSettingsApi.endpoints.updateLanguage.initiate({ language }));
}
