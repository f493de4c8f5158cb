import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';

/**
 * Lingui's Vite plugin on the web app's catalogues (docs/decisions/0125): a catalogue imported as
 * `…/auth.json?lingui` becomes its compiled messages, so the browser gets no message parser. Used
 * by the build (vite.config.ts) and by the web tests (vitest.config.ts); a message that is not ICU
 * fails both.
 */
export function compiledCatalogues() {
  return lingui({
    configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
    failOnCompileError: true,
  });
}
