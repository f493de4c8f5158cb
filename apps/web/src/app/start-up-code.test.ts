import { afterEach, describe, expect, it } from 'vitest';
import { preloadStartUpCode, startUpCodeTemplateId } from './start-up-code';

function addTemplate(hrefs: readonly string[]): void {
  const template = document.createElement('template');
  template.id = startUpCodeTemplateId;
  template.innerHTML = hrefs.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  document.body.append(template);
}

const preloadedHrefs = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

describe('start-up code preloads', () => {
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => {
      link.remove();
    });
    document.getElementById(startUpCodeTemplateId)?.remove();
  });

  it("moves index.html's preloads into the document, each once", async () => {
    addTemplate(['/assets/a.js', '/assets/b.js']);
    const present = document.createElement('link');
    present.rel = 'modulepreload';
    present.href = '/assets/b.js';
    document.head.append(present);
    await preloadStartUpCode();
    expect(preloadedHrefs().sort()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('does nothing without the template (development)', async () => {
    await preloadStartUpCode();
    expect(preloadedHrefs()).toEqual([]);
  });
});
