import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testScanner } from '../../testing/malware-scanner.js';
import { testSessionSecret } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Json>;
  requestBody?: { content: Record<string, unknown> };
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Json }> };
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

const publicBaseUrl = 'https://portal.medivi.test';
const redoclyCli = join(
  dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

/** Runs `redocly lint` (recommended rules, no configuration file) on a document file. */
async function lint(file: string, cwd: string): Promise<LintReport> {
  const run = promisify(execFile);
  const options = {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  };
  const args = [redoclyCli, 'lint', file, '--format=json', '--extends=recommended', '--max-problems=1000'];
  // The linter exits 1 when it finds an error; its report is on stdout either way.
  const { stdout } = await run(process.execPath, args, options).catch(
    (error: unknown) => error as { stdout: string },
  );
  return JSON.parse(stdout) as LintReport;
}

describe('the OpenAPI document (docs/decisions/0099)', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let dir: string;
  let document: Document;
  let operations: [string, Operation][];

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'medivi-openapi-'));
    app = await buildApp({
      handle: database.handle,
      sessionSecret: testSessionSecret,
      logLevel: 'silent',
      scanner: testScanner(),
      publicBaseUrl,
      attachmentsDir: join(dir, 'attachments'),
    });
    await app.ready();
    document = app.swagger() as unknown as Document;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        operation,
      ]),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes redocly lint with the recommended rules: no error, and no warning but a route that refuses nothing', async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const report = await lint(file, dir);
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
    const warnings = new Set(report.problems.map((problem) => problem.ruleId));
    expect([...warnings].filter((rule) => rule !== 'operation-4xx-response')).toEqual([]);
    expect(report.totals.warnings).toBeLessThanOrEqual(3);
  }, 60_000);

  it('names every operation once, from its contract, and tags it with its area', () => {
    expect(operations.length).toBeGreaterThan(60);
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const byRoute = Object.fromEntries(operations.map(([route, operation]) => [route, operation]));
    expect(byRoute['POST /api/login']).toMatchObject({ operationId: 'login', tags: ['auth'] });
    expect(byRoute['GET /api/v2/get-plans']).toMatchObject({ operationId: 'getPlans', tags: ['accounts'] });
    expect(byRoute['GET /api/clientNotifications']?.tags).toEqual(['notifications']);
    expect(byRoute['GET /api/case/{id}/attachments/{attachmentId}']?.operationId).toBe('getCaseAttachment');
  });

  it("documents a family's accumulators by member id and the plan's benefit design (issue 32)", () => {
    const byRoute = Object.fromEntries(operations);
    const accumulators = byRoute['GET /api/member/accumulators'];
    const parameters = (accumulators?.parameters ?? []) as { name: string; in: string }[];
    expect(parameters.map((parameter) => [parameter.name, parameter.in])).toEqual(
      expect.arrayContaining([
        ['planID', 'query'],
        ['year', 'query'],
        ['memberID', 'query'],
      ]),
    );
    expect(`${String(accumulators?.summary)} ${String(accumulators?.description)}`).toContain(
      'client staff name it by memberID',
    );
    expect(Object.keys(accumulators?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
    const design = byRoute['GET /api/member/plan-design'];
    expect(design).toMatchObject({ operationId: 'getMemberPlanDesign', tags: ['claims'] });
    expect(Object.keys(design?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    );
  });

  it('marks public routes and asks the session cookie and X-CSRF-Token of signed-in ones, with their roles', () => {
    const byRoute = Object.fromEntries(operations);
    for (const route of [
      'POST /api/login',
      'GET /api/password-range/{prefix}',
      'POST /api/createRbpFormCase',
    ]) {
      expect(byRoute[route]?.security, route).toEqual([]);
    }
    expect(byRoute['PUT /api/cases/{id}/status']?.security).toEqual([{ sessionCookie: [], csrfToken: [] }]);
    expect(byRoute['PUT /api/cases/{id}/status']?.description).toContain('`admin`');
    expect(byRoute['GET /api/getCases']?.description).toMatch(/`casesmember`, `admin`/);
    expect(byRoute['POST /api/updatePassword']?.security).toEqual([{ sessionCookie: [], csrfToken: [] }]);
    for (const [route, operation] of operations) {
      expect(Array.isArray(operation.security), route).toBe(true);
      const signedIn = (operation.security ?? []).length > 0;
      expect('401' in operation.responses || !signedIn || route === 'POST /api/updatePassword', route).toBe(
        true,
      );
    }
  });

  it('gives every refusal the one error reply', () => {
    const error = document.components.schemas.ErrorReply;
    expect(Object.keys(error?.properties ?? {}).sort()).toEqual(
      ['code', 'error', 'fieldErrors', 'message', 'params', 'statusCode'].sort(),
    );
    const byRoute = Object.fromEntries(operations);
    expect(Object.keys(byRoute['POST /api/login']?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '403', '413', '415', '429']),
    );
    expect(Object.keys(byRoute['DELETE /api/deleteNotification/{id}']?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '404']),
    );
    expect(byRoute['POST /api/case/uploadAttachment']?.responses['503']).toEqual({
      $ref: '#/components/responses/ServiceUnavailable',
    });
  });

  it('says the real media types and the server', () => {
    const byRoute = Object.fromEntries(operations);
    expect(
      Object.keys(byRoute['GET /api/password-range/{prefix}']?.responses['200']?.content as Json),
    ).toEqual(['text/plain']);
    expect(Object.keys(byRoute['POST /api/case/uploadAttachment']?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    expect(Object.keys(byRoute['POST /api/createProfile']?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
      'application/json',
    ]);
    expect(Object.keys(byRoute['POST /api/login']?.requestBody?.content ?? {})).toEqual(['application/json']);
    expect(Object.keys(byRoute['GET /api/audit']?.responses['200']?.content as Json)).toEqual([
      'application/json',
      'text/csv',
    ]);
    const download =
      byRoute['GET /api/clientCase/{id}/attachments/{attachmentId}']?.responses['200']?.content;
    expect(Object.keys(download as Json)).toEqual(expect.arrayContaining(['application/pdf', 'image/png']));
    expect((download as Record<string, { schema: Json }>)['application/pdf']?.schema).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(document.servers).toEqual([expect.objectContaining({ url: publicBaseUrl })]);
  });
});
