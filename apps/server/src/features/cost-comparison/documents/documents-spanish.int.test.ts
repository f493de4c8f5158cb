import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AnalysisStateInput } from '@medivi/domain';
import { workedExampleInput } from '@medivi/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../../locales/en/costComparison.json' with { type: 'json' };
import spanish from '../../../locales/es/costComparison.json' with { type: 'json' };
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../../testing/test-app.js';
import { testDialect } from '../../../testing/test-database.js';

const run = promisify(execFile);

/** The worked example of docs/decisions/0104, in one state, with a note. */
const analysis: AnalysisStateInput = {
  ...workedExampleInput,
  planName: 'Acme Retail 2025',
  numberOfEmployees: 250,
  utilization: [{ state: 'OH', percent: 100 }],
  pricingSelection: 'Current',
  notes: 'Renovación en marzo.',
};

const paths = {
  'executive-summary': '/api/comparison-executive-summary',
  'savings-analysis': '/api/comparison-savings-analysis',
} as const;

/** English labels of the documents that Spanish words differently. */
const englishLabels = Object.entries(english)
  .filter(
    ([id, text]) => spanish[id as keyof typeof spanish] !== text && !text.includes('{') && text.length > 3,
  )
  .map(([, text]) => text);

/** Whether `phrase` stands in `text` as words of its own (not inside a longer word: 'Product' of 'Producto'). */
function hasPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(text);
}

describe(`cost-comparison documents in Spanish on ${testDialect} (issue 37)`, () => {
  let t: TestApp;
  let analyst: SignedIn;
  let workDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    const id = await createUser(t.db, { email: 'doc-analista@example.test', roles: ['medivi-analysis'] });
    await t.db.updateTable('users').set({ language: 'es' }).where('id', '=', id).execute();
    analyst = await signIn(t.app, 'doc-analista@example.test');
    workDir = await mkdtemp(join(tmpdir(), 'comparison-documents-es-'));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(workDir, { recursive: true, force: true });
  });

  function post(url: string) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        cookie: analyst.cookie,
        'x-csrf-token': analyst.csrfToken,
      },
      payload: JSON.stringify(analysis),
    });
  }

  it('prints both documents in the analyst’s language, with no English label left; the file name keeps the spec’s words', async () => {
    for (const [kind, url] of Object.entries(paths)) {
      const response = await post(url);
      expect(response.statusCode, response.body).toBe(200);
      const englishTitle = kind === 'executive-summary' ? 'Executive Summary' : 'Savings Analysis';
      expect(response.headers['content-disposition']).toContain(
        encodeURIComponent(`Acme Retail 2025 - MediVI ${englishTitle}.pdf`),
      );
      const file = join(workDir, `${kind}.pdf`);
      await writeFile(file, response.rawPayload);
      const info = (await run('pdfinfo', [file])).stdout;
      const text = (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
      const title = kind === 'executive-summary' ? 'Resumen ejecutivo' : 'Análisis de ahorro';
      expect(info).toMatch(new RegExp(`^Title:\\s+Acme Retail 2025 - MediVI ${title}$`, 'm'));
      expect(text).toContain(title);
      expect(text).toContain('Período del análisis');
      expect(text).toContain('Ahorro de reemplazo total después de tarifas');
      expect(text).toMatch(/Página 1 de \d+/);
      expect(englishLabels.filter((label) => hasPhrase(text, label))).toEqual([]);
      if (kind === 'savings-analysis') {
        expect(text).toContain('Renovación en marzo.');
        expect(text).toContain('Utilización y proporciones de Medicare por estado');
      }
    }
  }, 60_000);

  it('shows the page variant with lang="es"', async () => {
    const response = await post(`${paths['executive-summary']}?format=html`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('<h1>Resumen ejecutivo</h1>');
  });
});
