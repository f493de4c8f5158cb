import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClaimsContact } from '../../platform/claims-contact.js';
import type { SignedIn, TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { createEstimateWorld } from './testing/estimate-world.js';

const run = promisify(execFile);

describe(`the price check as a PDF on ${testDialect} (issue 33 item 4)`, () => {
  let t: TestApp;
  let member: SignedIn;
  let reader: SignedIn;
  let workDir: string;

  beforeAll(async () => {
    ({ t, member, reader } = await createEstimateWorld());
    workDir = await mkdtemp(join(tmpdir(), 'price-check-'));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(workDir, { recursive: true, force: true });
  });

  const url = (query: Record<string, string>) =>
    `/api/price-estimates/price-check.pdf?${new URLSearchParams(query).toString()}`;
  const drg470 = { codeType: 'DRG', code: '470', zip: '44106', radius: '15', planID: 'pe-plan' };

  it('prints the providers with their figures, sources and notices as a tagged PDF, without a CSRF header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: url(drg470),
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="price-check.pdf"');
    const file = join(workDir, 'price-check.pdf');
    await writeFile(file, response.rawPayload);
    const info = (await run('pdfinfo', [file])).stdout;
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toMatch(/Title:\s+Price check, DRG 470/);
    const text = (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Price check: Knee or hip replacement (hospital stay)');
    expect(text).toContain('CLEVELAND CLINIC');
    // pdftotext joins a file name broken at its hyphen ('by-' / 'provider'): compare without it.
    expect(text.replace(/-/g, '')).toContain('CMS inpatientdrg100byproviderfy2011.csv.gz, data year 2011');
    expect(text).toContain('19.25 points (FY2024)');
    expect(text).toContain('$1,200.00');
    expect(text).toContain(
      'Estimate unavailable: the CMS file has no figure for this provider and procedure.',
    );
    expect(text).toContain('This is an estimate, not a guarantee');
    expect(text).toContain('Providers: 4 of 4');
    expect(text).toContain('Deductible left: $1,200.00');
    // The Spanish tagline of 29 CFR 2590.715-2719(e) on the English document (issue 37).
    expect(text).toContain(`Si necesita ayuda en español, llame al ${demoClaimsContact.phone}.`);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'outcome'])
      .where('action', '=', 'price_estimate.printed')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('prints in Spanish for a member whose account is in Spanish, figures alike (issue 37)', async () => {
    const setLanguage = (language: string) =>
      t.db.updateTable('users').set({ language }).where('email', '=', 'pe-member@example.test').execute();
    await setLanguage('es');
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: url(drg470),
        headers: { cookie: member.cookie },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const file = join(workDir, 'price-check-es.pdf');
      await writeFile(file, response.rawPayload);
      const info = (await run('pdfinfo', [file])).stdout;
      expect(info).toMatch(/Tagged:\s+yes/);
      expect(info).toMatch(/Title:\s+Consulta de precios, DRG 470/);
      const text = (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
      for (const fact of [
        'Consulta de precios: Knee or hip replacement (hospital stay)',
        'Un estimado antes de la atención, no una garantía ni una factura.',
        'Deducible restante: $1,200.00',
        'Proveedores: 4 de 4',
        'Estimado no disponible: el archivo de CMS no tiene una cifra para este proveedor y procedimiento.',
        'Esto es un estimado, no una garantía de pago',
        '11.25 puntos (año fiscal 2024)',
        'Página 1 de 2',
        `Si necesita ayuda en español, llame al ${demoClaimsContact.phone}.`,
      ]) {
        expect(text, fact).toContain(fact);
      }
      // Provider, procedure and file names aside, no English sentence is left.
      expect(text).not.toMatch(
        /\b(the plan|you pay|estimate unavailable|notices|providers|deductible left)\b/i,
      );
    } finally {
      await setLanguage('en');
    }
  });

  it('refuses a reader without an estimate role and a plan he cannot see', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: url(drg470), headers: reader.headers })).statusCode,
    ).toBe(403);
    const other = await t.app.inject({
      method: 'GET',
      url: url({ ...drg470, planID: 'pe-other' }),
      headers: member.headers,
    });
    expect(other.statusCode).toBe(403);
  });
});
