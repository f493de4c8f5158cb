import { yieldToBrowser } from '../lib/yield-to-browser';

/**
 * Id of the template in which the build puts index.html's module preloads of the start-up code
 * (vite.config.ts): inert until `preloadStartUpCode` moves them into the document, once the boot
 * screen has painted.
 */
export const startUpCodeTemplateId = 'start-up-code';

/**
 * Starts downloading the start-up code listed in index.html, one preload per task: the browser
 * does some work for each preload it is given, and a few dozen at once make a long task. Links
 * that start-up has added meanwhile are skipped. Does nothing in development.
 */
export async function preloadStartUpCode(): Promise<void> {
  const template = document.getElementById(startUpCodeTemplateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const preload of template.content.querySelectorAll('link')) {
    const isLinked = [...document.head.querySelectorAll('link')].some((link) => link.href === preload.href);
    if (!isLinked) document.head.append(document.importNode(preload, true));
    await yieldToBrowser();
  }
}
