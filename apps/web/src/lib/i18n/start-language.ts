import { activateLanguage } from './i18n';
import { browserLanguages, pickStartLanguage, readRememberedLanguage } from './language-choice';

/**
 * Shows the portal in the language this browser chose before, else the browser's own (issue 37).
 * Start-up waits for it, so that a Spanish page does not first paint in English; a catalogue that
 * cannot be loaded leaves the page in English.
 */
export async function startLanguage(): Promise<void> {
  try {
    await activateLanguage(pickStartLanguage(readRememberedLanguage(), browserLanguages()));
  } catch {
    // The catalogue's chunk did not load (offline, a new deployment): English stays.
  }
}
