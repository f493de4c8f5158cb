import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Issue 37: server errors carry codes the client translates, and no server message shows
 * untranslated. Every `code` the server puts in an error reply (a `code: 'X'` of its sources, the
 * default code of each status in platform/errors.ts) has a wording in the web's catalogues, in
 * English and Spanish: the start-up `errors` area or the `serverErrors` area
 * (docs/decisions/0125, "Server errors").
 */

const root = join(import.meta.dirname, '..');
const serverSource = join(root, 'apps/server/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The string values of `code: '…'` properties (upper-case codes) and of the `defaultCodes` object in `text`. */
export function replyCodesIn(text: string): string[] {
  const file = ts.createSourceFile('source.ts', text, ts.ScriptTarget.Latest, true);
  const codes: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isStringLiteral(node.initializer) &&
      /^[A-Z][A-Z0-9_]+$/.test(node.initializer.text)
    ) {
      const name = node.name.getText(file);
      const inDefaults =
        ts.isObjectLiteralExpression(node.parent) &&
        ts.isVariableDeclaration(node.parent.parent) &&
        node.parent.parent.name.getText(file) === 'defaultCodes';
      if (name === 'code' || inDefaults) codes.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return codes;
}

function catalogue(language: string, area: string): Record<string, string> {
  return JSON.parse(
    readFileSync(join(root, `apps/web/src/locales/${language}/${area}.json`), 'utf8'),
  ) as Record<string, string>;
}

describe('the wording of every error code the server sends (issue 37)', () => {
  it('finds codes in `code:` properties and the default code of each status', () => {
    const codes = replyCodesIn(`
      const defaultCodes = { 400: 'BAD_REQUEST' };
      throw new DomainError(404, text, { code: 'CASE_NOT_FOUND' });
      const other = { name: 'NOT_A_CODE', code: 'lower' };
    `);
    expect(codes).toEqual(['BAD_REQUEST', 'CASE_NOT_FOUND']);
  });

  it('has every code worded in English and Spanish', () => {
    const codes = new Set(
      sourceFiles(serverSource).flatMap((path) => replyCodesIn(readFileSync(path, 'utf8'))),
    );
    expect(codes.size).toBeGreaterThan(50);
    for (const language of ['en', 'es']) {
      const worded = { ...catalogue(language, 'errors'), ...catalogue(language, 'serverErrors') };
      const missing = [...codes].filter(
        (code) => !(`errors.code.${code}` in worded) && !(`serverErrors.code.${code}` in worded),
      );
      expect(missing, `codes without a ${language} wording`).toEqual([]);
    }
  });
});
