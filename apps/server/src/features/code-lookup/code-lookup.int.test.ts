import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeEntry, CodePage, ReferenceImportsReply } from '@medivi/domain';
import type { FileImportResult } from '../../reference/import-file.js';
import { importBenchmarkReferenceData, referenceFile } from '../../testing/reference-data.js';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';

/**
 * The code look-up on real files (docs/decisions/0107-code-and-cms.md): the NUCC taxonomy code
 * set, the 2023 physician sample (HCPCS) and the first rows of the 2022 New York inpatient file
 * (DRG) and of the CY2016 outpatient APC file. Expected codes and totals are recomputed here from
 * the file text, not read back through the importers.
 */

type Row = Record<string, string>;

const subsetRows = 300;
const taxonomyPath = 'taxonomy/nucc-taxonomy-25.1.csv';
const hcpcsPath = 'cms/professional/physician-by-provider-and-service-2023-sample.csv';
const drgPath = 'cms/inpatient/inpatient-by-provider-and-service-2022-ny.csv.gz';
const apcPath = 'cms/outpatient/outpatient-comprehensive-apc-by-provider-cy2016.csv.gz';

function fileText(path: string): string {
  const bytes = readFileSync(referenceFile(path));
  return (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8').replace(/^\uFEFF/, '');
}

const rowsOf = (text: string): Row[] => parse<Row>(text, { columns: true, skip_empty_lines: true });
const clean = (value: string | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

describe(`GET /api/codes and GET /api/reference-imports on ${testDialect} (docs/decisions/0107)`, () => {
  let t: TestApp;
  let coder: SignedIn;
  let reader: SignedIn;
  let dir: string;
  let results: FileImportResult[];
  let taxonomies: Row[];
  let hcpcs: Map<string, string>;
  let drgs: Map<number, string>;
  let apcSubset: string;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'coder@example.test', roles: ['medivi-read', 'medivi-code'] });
    await createUser(t.db, { email: 'reader@example.test', roles: ['medivi-read', 'medivi-admin'] });
    coder = await signIn(t.app, 'coder@example.test');
    reader = await signIn(t.app, 'reader@example.test');
    // The first rows of the two large files, under their own names (the data year is in them).
    dir = mkdtempSync(join(tmpdir(), 'code-lookup-'));
    const subset = (path: string): string => {
      const lines = fileText(path)
        .split(/\r?\n/)
        .slice(0, subsetRows + 1);
      const target = join(dir, basename(path).replace(/\.gz$/, ''));
      writeFileSync(target, `${lines.join('\n')}\n`);
      return target;
    };
    const drgSubset = subset(drgPath);
    apcSubset = subset(apcPath);
    results = await importBenchmarkReferenceData(t.database.handle, [
      taxonomyPath,
      hcpcsPath,
      drgSubset,
      apcSubset,
    ]);
    taxonomies = rowsOf(fileText(taxonomyPath));
    hcpcs = new Map(rowsOf(fileText(hcpcsPath)).map((row) => [clean(row.HCPCS_Cd), clean(row.HCPCS_Desc)]));
    drgs = new Map(
      rowsOf(readFileSync(drgSubset, 'utf8')).map((row) => [Number(row.DRG_Cd), clean(row.DRG_Desc)]),
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, session: SignedIn | null = coder) =>
    t.app.inject({ method: 'GET', url, ...(session === null ? {} : { headers: session.headers }) });
  const search = async (query: Record<string, string | number>): Promise<CodePage> => {
    const params = new URLSearchParams(
      Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
    );
    const response = await get(`/api/codes?${params.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CodePage>();
  };

  it('finds a taxonomy code by its code in any case, first, with grouping, classification and specialization', async () => {
    const row = taxonomies.find((candidate) => clean(candidate.Specialization) !== '');
    expect(row).toBeDefined();
    const code = clean(row?.Code);
    const page = await search({ q: code.toLowerCase() });
    expect(page.codes[0]).toEqual<CodeEntry>({
      codeType: 'taxonomy',
      code,
      description: clean(row?.['Display Name']),
      grouping: clean(row?.Grouping),
      classification: clean(row?.Classification),
      specialization: clean(row?.Specialization),
      source: basename(taxonomyPath),
    });
  });

  it('finds codes by words of the description, every word, without regard to case', async () => {
    const [code, description] = [...hcpcs.entries()].find(([, text]) => text.split(' ').length >= 3) ?? [];
    const words = (description ?? '').split(' ').slice(0, 2);
    const page = await search({ q: words.join('  ').toUpperCase(), type: 'HCPCS', pageSize: 100 });
    const expected = [...hcpcs.entries()].filter(([candidate, text]) =>
      words.every((word) => `${candidate} ${text}`.toLowerCase().includes(word.toLowerCase())),
    );
    expect(page.total).toBe(expected.length);
    expect(page.codes.map((entry) => entry.code).sort()).toEqual(
      expected.map(([candidate]) => candidate).sort(),
    );
    expect(page.codes.find((entry) => entry.code === code)).toMatchObject({
      codeType: 'HCPCS',
      description,
      grouping: null,
      source: basename(hcpcsPath),
    });
  });

  it('finds a DRG by a word of its description', async () => {
    const [drg, description] = [...drgs.entries()].find(([, text]) => /CRANIOTOMY/.test(text)) ?? [];
    const page = await search({ q: 'craniotomy', type: 'DRG', pageSize: 100 });
    const expected = [...drgs.values()].filter((text) => text.toLowerCase().includes('craniotomy'));
    expect(page.total).toBe(expected.length);
    const entry = page.codes.find((candidate) => Number(candidate.code) === drg);
    expect(entry).toMatchObject({ codeType: 'DRG', description });
  });

  it('takes a percent sign or an underscore literally', async () => {
    expect((await search({ q: '%' })).total).toBe(0);
    expect((await search({ q: '_' })).total).toBe(0);
  });

  it('filters by code type and counts each type as the files hold it', async () => {
    const taxonomyTotal = (await search({ type: 'taxonomy' })).total;
    const hcpcsTotal = (await search({ type: 'HCPCS' })).total;
    const drgTotal = (await search({ type: 'DRG' })).total;
    const apcPage = await search({ type: 'APC', pageSize: 100 });
    expect(taxonomyTotal).toBe(new Set(taxonomies.map((row) => clean(row.Code))).size);
    expect(hcpcsTotal).toBe(hcpcs.size);
    expect(drgTotal).toBe(drgs.size);
    const apcs = new Set(rowsOf(readFileSync(apcSubset, 'utf8')).map((row) => Number(row.APC)));
    expect(apcPage.total).toBe(apcs.size);
    expect(apcPage.codes.every((entry) => entry.codeType === 'APC' && apcs.has(Number(entry.code)))).toBe(
      true,
    );
    expect((await search({})).total).toBe(taxonomyTotal + hcpcsTotal + drgTotal + apcPage.total);
  });

  it('pages through every taxonomy code once, with the total on each page', async () => {
    const seen: string[] = [];
    const total = taxonomies.length;
    for (let page = 1; page <= Math.ceil(total / 100); page += 1) {
      const reply = await search({ type: 'taxonomy', page, pageSize: 100 });
      expect(reply).toMatchObject({ total, page, pageSize: 100 });
      expect(reply.codes.length).toBe(Math.min(100, total - (page - 1) * 100));
      seen.push(...reply.codes.map((entry) => entry.code));
    }
    expect(seen.sort()).toEqual(taxonomies.map((row) => clean(row.Code)).sort());
    const past = await search({ type: 'taxonomy', page: 100, pageSize: 25 });
    expect(past).toMatchObject({ codes: [], total, page: 100 });
  });

  it('lists each imported file with its source, data year and row counts', async () => {
    const response = await get('/api/reference-imports');
    expect(response.statusCode, response.body).toBe(200);
    const { imports } = response.json<ReferenceImportsReply>();
    expect(imports.map((entry) => entry.file).sort()).toEqual(results.map((result) => result.file).sort());
    const byFile = new Map(imports.map((entry) => [entry.file, entry]));
    for (const result of results) {
      expect(byFile.get(result.file), result.file).toMatchObject({
        rowsRead: result.counts?.read,
        rowsWritten: result.counts?.written,
        rowsRejected: result.counts?.rejected,
        status: 'succeeded',
      });
    }
    expect(byFile.get(basename(taxonomyPath))).toMatchObject({
      source: 'NUCC Health Care Provider Taxonomy code set',
      dataYear: null,
      rowsRead: taxonomies.length,
    });
    expect(byFile.get('inpatient-by-provider-and-service-2022-ny.csv')).toMatchObject({
      source: 'Medicare Inpatient Hospitals by Provider and Service',
      dataYear: 2022,
      rowsRead: subsetRows,
    });
    expect(byFile.get(basename(hcpcsPath))?.dataYear).toBe(2023);
    expect(byFile.get('outpatient-comprehensive-apc-by-provider-cy2016.csv')?.dataYear).toBe(2016);
  });

  it('lists a file imported several times once, by its newest run of a known layout', async () => {
    const file = 'imported-again.csv';
    const run = (id: string, kind: string, startedAt: string, status: string, rowsRead: number) => ({
      id,
      kind,
      file,
      fingerprint: id,
      started_at: startedAt,
      finished_at: startedAt,
      rows_read: rowsRead,
      rows_written: rowsRead,
      rows_rejected: 0,
      status,
    });
    const kind = results.find((result) => result.kind !== null)?.kind ?? '';
    expect(kind).not.toBe('');
    await t.db
      .insertInto('import_runs')
      .values([
        run('again-1', kind, '2026-01-01T00:00:00.000Z', 'succeeded', 10),
        run('again-3', kind, '2026-02-01T00:00:00.000Z', 'succeeded', 30),
        // The same start: the larger id is the newer run.
        run('again-2', kind, '2026-02-01T00:00:00.000Z', 'failed', 20),
        // A newer run of a layout the importers do not know is not listed.
        run('again-4', 'no-such-layout', '2026-03-01T00:00:00.000Z', 'succeeded', 40),
      ])
      .execute();
    const { imports } = (await get('/api/reference-imports')).json<ReferenceImportsReply>();
    expect(imports.filter((entry) => entry.file === file)).toEqual([
      expect.objectContaining({ status: 'succeeded', rowsRead: 30 }),
    ]);
    expect(new Set(imports.map((entry) => entry.file)).size).toBe(imports.length);
  });

  it('answers 401 signed out and 403 without medivi-code', async () => {
    for (const url of ['/api/codes?q=knee', '/api/reference-imports']) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, reader)).statusCode, url).toBe(403);
    }
  });

  it('refuses bad input with 400 and a message for the field', async () => {
    const cases: [string, string][] = [
      ['pageSize=1000', 'pageSize'],
      ['pageSize=7', 'pageSize'],
      ['page=-1', 'page'],
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['page=10001', 'page'],
      ['type=ICD', 'type'],
      [`q=${'x'.repeat(1024 * 1024)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/codes?${query}`);
      expect(response.statusCode, query.slice(0, 40)).toBe(400);
      const body = response.json<{ fieldErrors?: Record<string, string> }>();
      expect(body.fieldErrors?.[field], query.slice(0, 40)).toEqual(expect.any(String));
    }
  });
});
