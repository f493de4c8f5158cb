import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  analysisStateSchema,
  type AnalysisStateInput,
  computeComparison,
  type FeeBridge,
  feeBridge,
  type MedicareRatiosReply,
} from '@medivi/domain';
import { workedExampleInput } from '@medivi/domain/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../../testing/test-app.js';
import { testDialect } from '../../../testing/test-database.js';

const run = promisify(execFile);

/** A plan name with characters HTML must escape. */
const planName = 'Acme & Sons <Retail> "Plan" 2025';

/**
 * The issue's journey on the worked example of docs/decisions/0104 (its data sources, percents,
 * vendor fees and dates): 60 % Ohio, 40 % Alabama, Current pricing, ten times its facility and
 * professional totals for 250 employees.
 */
const analysis: AnalysisStateInput = {
  ...workedExampleInput,
  planName,
  numberOfEmployees: 250,
  utilization: [
    { state: 'OH', percent: 60 },
    { state: 'AL', percent: 40 },
  ],
  planResponsibility: { facility: 1_640_000, professional: 720_000 },
  pricingSelection: 'Current',
  notes: 'Renewal in March;\n<b>not</b> markup.',
};

const paths = {
  'executive-summary': '/api/comparison-executive-summary',
  'savings-analysis': '/api/comparison-savings-analysis',
} as const;

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

describe(`cost-comparison documents on ${testDialect} (issue 18)`, () => {
  let t: TestApp;
  let analyst: SignedIn;
  let reader: SignedIn;
  let workDir: string;
  let headline: string;
  let bridge: FeeBridge;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'doc-analyst@example.test', roles: ['medivi-analysis'] });
    await createUser(t.db, { email: 'doc-reader@example.test', roles: ['medivi-read', 'medivi-benchmarks'] });
    analyst = await signIn(t.app, 'doc-analyst@example.test');
    reader = await signIn(t.app, 'doc-reader@example.test');
    workDir = await mkdtemp(join(tmpdir(), 'comparison-documents-'));
    // The figure the page shows: the domain's arithmetic on the ratios the server serves.
    const ratios = await t.app.inject({
      method: 'GET',
      url: '/api/cost-comparison/medicare-ratios',
      headers: analyst.headers,
    });
    expect(ratios.statusCode, ratios.body).toBe(200);
    const result = computeComparison(
      analysisStateSchema.parse(analysis),
      ratios.json<MedicareRatiosReply>().states,
    );
    expect(result.headlineSavings).not.toBeNull();
    headline = wholeDollars.format(result.headlineSavings ?? Number.NaN);
    bridge = feeBridge(result);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(workDir, { recursive: true, force: true });
  });

  function post(
    url: string,
    session: SignedIn | null,
    payload: unknown,
    options: { token?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (session !== null) {
      headers.cookie = session.cookie;
      if (options.token !== false) headers['x-csrf-token'] = session.csrfToken;
    }
    return t.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(payload) });
  }

  function formPost(url: string, session: SignedIn, fields: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  async function pdfFacts(
    body: Buffer,
    name: string,
  ): Promise<{ info: string; text: string; images: string }> {
    const file = join(workDir, name);
    await writeFile(file, body);
    const info = (await run('pdfinfo', [file])).stdout;
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
    const images = (await run('pdfimages', ['-list', file])).stdout;
    return { info, text, images };
  }

  it('refuses a user without the analysis role with 403, before reading the body', async () => {
    for (const url of Object.values(paths)) {
      const response = await post(url, reader, { planName: 42 });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json<{ code: string }>().code).toBe('FORBIDDEN_ROLE');
      const signedOut = await post(url, null, analysis);
      expect(signedOut.statusCode).toBe(401);
    }
  });

  it('refuses a call without the CSRF token with 403 before any 400: header, and form field', async () => {
    for (const url of Object.values(paths)) {
      const noHeader = await post(url, analyst, { planName: 42 }, { token: false });
      expect(noHeader.statusCode, noHeader.body).toBe(403);
      const noField = await formPost(`${url}?format=html`, analyst, { state: '{"planName":42}' });
      expect(noField.statusCode, noField.body).toBe(403);
      const wrongField = await formPost(`${url}?format=html`, analyst, {
        state: JSON.stringify(analysis),
        csrfToken: `${analyst.csrfToken.slice(0, -2)}xx`,
      });
      expect(wrongField.statusCode, wrongField.body).toBe(403);
      // Another session's token is not this session's.
      const otherToken = await formPost(`${url}?format=html`, analyst, {
        state: JSON.stringify(analysis),
        csrfToken: reader.csrfToken,
      });
      expect(otherToken.statusCode, otherToken.body).toBe(403);
    }
  });

  it('answers bad bodies with 400 and field messages, JSON and form post alike', async () => {
    const url = paths['savings-analysis'];
    const cases: [unknown, string, string][] = [
      [{ ...analysis, planName: '  ' }, 'planName', 'Enter the plan name.'],
      [
        {
          ...analysis,
          utilization: [
            { state: 'OH', percent: 70 },
            { state: 'AL', percent: 40 },
          ],
        },
        'utilization',
        'Utilization can add up to at most 100 percent.',
      ],
      [{ ...analysis, endDate: '2024-12-31' }, 'endDate', 'The end date must be on or after the start date.'],
      [
        { ...analysis, utilization: [{ state: 'XX', percent: 10 }] },
        'utilization.0.state',
        'Choose a US state.',
      ],
      [{ ...analysis, pricingSelection: 'Custom' }, 'customPricing', 'Enter the custom prices.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(url, analyst, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toBe(message);
      const form = await formPost(`${url}?format=html`, analyst, {
        state: JSON.stringify(body),
        csrfToken: analyst.csrfToken,
      });
      expect(form.statusCode, form.body).toBe(400);
      expect(form.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toBe(message);
    }
    const notJson = await formPost(url, analyst, { state: '{planName', csrfToken: analyst.csrfToken });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<{ fieldErrors: Record<string, string> }>().fieldErrors.state).toBe(
      'state must be the analysis as JSON.',
    );
    const extraField = await formPost(url, analyst, {
      state: JSON.stringify(analysis),
      csrfToken: analyst.csrfToken,
      other: '1',
    });
    expect(extraField.statusCode).toBe(400);
    const badFormat = await post(`${url}?format=docx`, analyst, analysis);
    expect(badFormat.statusCode).toBe(400);
    // Ratios too small to mean anything (their quotients would overflow) are refused as fields,
    // and the largest figures the contract takes still make a document.
    const tiny = await post(`${url}?format=html`, analyst, {
      ...analysis,
      medicareRatios: { inpatient: 1e-300, outpatient: 1e-300, professional: 1e-300 },
    });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toMatchObject({
      'medicareRatios.inpatient': 'A ratio must be at least 0.01.',
    });
    const largest = await post(`${url}?format=html`, analyst, {
      ...analysis,
      medicareRatios: { inpatient: 0.01, outpatient: 0.01, professional: 0.01 },
      billed: { inpatient: 1e12, outpatient: 1e12, professional: 1e12 },
      currentNetworkDiscount: 99.99,
      dataSources: {
        planResponsibility: 'allActuals',
        medicalSpend: 'percentOfBilled',
        billed: 'allActuals',
      },
    });
    expect(largest.statusCode, largest.body).toBe(200);
  });

  it('prints both documents as tagged Letter PDFs with the plan name and the headline savings', async () => {
    for (const [kind, url] of Object.entries(paths)) {
      const response = await post(url, analyst, analysis);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const title = kind === 'executive-summary' ? 'Executive Summary' : 'Savings Analysis';
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`Acme & Sons -Retail- -Plan- 2025 - MediVI ${title}.pdf`)}`,
      );
      const { info, text, images } = await pdfFacts(response.rawPayload, `${kind}.pdf`);
      // The drawn chart: the 680 × 250 canvas at twice the pixels (blank without its script).
      expect(images).toMatch(/^\s*\d+\s+\d+\s+image\s+1360\s+500\s/m);
      expect(info).toMatch(/^Tagged:\s+yes$/m);
      expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
      const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
      if (kind === 'executive-summary') expect(pages).toBeLessThanOrEqual(2);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(planName);
      expect(flat).toContain(headline);
      expect(flat).toContain(title);
      // Page numbers, and the savings column that adds up, bridged to the headline (issue 31).
      for (let number = 1; number <= pages; number += 1) {
        expect(flat).toContain(`Page ${String(number)} of ${String(pages)}`);
      }
      const dollars = (value: number | null) => wholeDollars.format(value ?? Number.NaN);
      expect(flat).toContain(`Savings before fees (total of the categories) ${dollars(bridge.beforeFees)}`);
      expect(flat).toContain(`Plus current vendor fees no longer paid ${dollars(bridge.currentVendorFees)}`);
      expect(flat).toContain(`Less full replacement fees ${dollars(-(bridge.newFees ?? 0))}`);
      expect(flat).toContain(`Full replacement savings after fees ${headline}`);
    }
  }, 60_000);

  it('shows the savings analysis per state with each ratio and its source, and the notes', async () => {
    const response = await post(`${paths['savings-analysis']}?format=html`, analyst, analysis);
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).toContain('<th scope="row">Ohio</th>');
    expect(page).toContain('<th scope="row">Alabama</th>');
    expect(page).toContain('<p>Renewal in March;</p><p>&lt;b&gt;not&lt;/b&gt; markup.</p>');
    expect(page).toMatch(/<canvas\s+data-chart="category-chart"\s+role="img"\s+aria-label="Bar chart/);
  });

  it('lets the CSP run exactly its inline scripts and style: each one hashes to a listed source', async () => {
    const response = await post(`${paths['executive-summary']}?format=html`, analyst, analysis);
    const csp = response.headers['content-security-policy'];
    expect(typeof csp).toBe('string');
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const inline = [...response.body.matchAll(/<(script|style)>([\s\S]*?)<\/\1>/g)];
    expect(inline.map((match) => match[1])).toEqual(['style', 'script', 'script']);
    for (const match of inline) expect(String(csp)).toContain(hashOf(match[2] ?? ''));
    // The same policy travels inside the document (attribute-escaped), for the printer.
    const metaPolicy = String(csp).replace("; frame-ancestors 'self'", '').replaceAll("'", '&#39;');
    expect(response.body).toContain(`content="${metaPolicy}"`);
  });

  it('answers the HTML variant of a browser form post with the same document, every value escaped', async () => {
    for (const url of Object.values(paths)) {
      const response = await formPost(`${url}?format=html`, analyst, {
        state: JSON.stringify(analysis),
        csrfToken: analyst.csrfToken,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'sha256-/);
      expect(response.body).toContain('Acme &amp; Sons &lt;Retail&gt; &quot;Plan&quot; 2025');
      expect(response.body).not.toContain('<Retail>');
      expect(response.body).toContain(headline);
      expect(response.body).toMatch(/<th scope="col"/);
    }
  });

  it('makes a document in well under the 30 s time-out (ms per document)', async () => {
    const timings: Record<string, number[]> = {};
    for (const [kind, url] of Object.entries(paths)) {
      timings[kind] = [];
      for (let index = 0; index < 3; index += 1) {
        const started = performance.now();
        const response = await post(url, analyst, analysis);
        expect(response.statusCode).toBe(200);
        timings[kind].push(Math.round(performance.now() - started));
      }
    }
    console.log(`document ms (warm browser, 3 each): ${JSON.stringify(timings)}`);
    for (const list of Object.values(timings)) expect(Math.min(...list)).toBeLessThan(5_000);
  }, 60_000);

  it('answers 5 savings analyses asked at once, 2 printing at a time, all within the time-out', async () => {
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await post(paths['savings-analysis'], analyst, analysis);
        return { status: response.statusCode, ms: Math.round(performance.now() - started) };
      }),
    );
    console.log(`5 at once, ms until each reply: ${replies.map((reply) => String(reply.ms)).join(', ')}`);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(Math.max(...replies.map((reply) => reply.ms))).toBeLessThan(30_000);
  }, 60_000);
});
