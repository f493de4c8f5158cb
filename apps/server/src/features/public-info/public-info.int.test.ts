import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { InfoDocument } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { testScanner } from '../../testing/malware-scanner.js';
import { testSessionSecret } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../../testing/test-database.js';
import { publicDocumentNames, publicDocumentSource } from './public-info-documents.service.js';

const run = promisify(execFile);

/** pdftotext breaks lines: compare with all white space as one blank. */
function squeezed(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The first sentence of a section, the words the PDF must hold. */
function firstSentence(section: InfoDocument['sections'][number]): string {
  const paragraph = section.paragraphs[0] ?? section.items?.[0] ?? '';
  return (/^[^.:]+[.:]?/.exec(paragraph)?.[0] ?? paragraph).trim();
}

describe(`public documents /privacy.pdf and /support.pdf on ${testDialect} (accounts spec §2)`, () => {
  const supportEmail = 'help-desk@example.test';
  let database: TestDatabase;
  let app: FastifyInstance;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'public-documents-'));
    // A built web app beside it: its fallback answers every other page address with index.html.
    const webDistDir = join(workDir, 'web');
    await mkdir(webDistDir);
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>web app</title>');
    database = await createTestDatabase();
    app = await buildApp({
      handle: database.handle,
      sessionSecret: testSessionSecret,
      logLevel: 'silent',
      scanner: testScanner(),
      webDistDir,
      supportEmail,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    await rm(workDir, { recursive: true, force: true });
  });

  async function textOf(body: Buffer, name: string): Promise<string> {
    const file = join(workDir, name);
    await writeFile(file, body);
    return squeezed((await run('pdftotext', [file, '-'])).stdout);
  }

  it.each(publicDocumentNames)(
    'serves /%s.pdf without a session as an inline PDF holding the page text',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `/${name}.pdf` });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`inline; filename="${name}.pdf"`);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const text = await textOf(response.rawPayload, `${name}.pdf`);
      const { document, closing } = publicDocumentSource(name, supportEmail);
      expect(text).toContain(document.title);
      for (const section of document.sections) {
        expect(text).toContain(squeezed(section.heading));
        expect(text).toContain(squeezed(firstSentence(section)));
      }
      expect(text).toContain(supportEmail);
      expect(closing.join(' ')).toContain(supportEmail);
      expect(text).toContain('MediVI portal');
    },
    60_000,
  );

  it.each(publicDocumentNames)(
    'serves /%s.pdf?lang=es in Spanish, page numbers too, and English for a language it lacks (issue 37)',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `/${name}.pdf?lang=es` });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      const text = await textOf(response.rawPayload, `${name}-es.pdf`);
      const { document } = publicDocumentSource(name, supportEmail, 'es');
      const english = publicDocumentSource(name, supportEmail, 'en').document;
      expect(document.title).not.toBe(english.title);
      expect(text).toContain(squeezed(document.title));
      for (const [index, section] of document.sections.entries()) {
        expect(text).toContain(squeezed(section.heading));
        expect(text).not.toContain(squeezed(english.sections[index]?.heading ?? ''));
      }
      expect(text).toContain(supportEmail);
      expect(text).toContain('Portal MediVI');
      expect(text).toContain('Página 1 de');

      const unknown = await app.inject({ method: 'GET', url: `/${name}.pdf?lang=xx` });
      expect(unknown.statusCode).toBe(200);
      expect(await textOf(unknown.rawPayload, `${name}-xx.pdf`)).toContain(english.title);
    },
    60_000,
  );

  it('leaves other page addresses to the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/privacy' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('web app');
  });
});
