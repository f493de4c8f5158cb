import { describe, expect, it } from 'vitest';
import { namesImportedFromDomain } from '../../start-up-chunk';

describe('namesImportedFromDomain', () => {
  it('reads the names a module imports from the domain package, renamed or not', () => {
    const code = [
      'import { paths } from "../lib/paths";',
      'import { hasAnyRole, providerSearchRoles as searchRoles,\n  repricingRoles } from "@medivi/domain";',
      "export { applicationName } from '@medivi/domain';",
    ].join('\n');
    expect([...(namesImportedFromDomain(code) ?? [])].sort()).toEqual([
      'applicationName',
      'hasAnyRole',
      'providerSearchRoles',
      'repricingRoles',
    ]);
  });

  it('finds none in a module that imports nothing from it', () => {
    expect(namesImportedFromDomain('import { a } from "@medivi/domain-extra";')).toEqual(new Set());
  });

  it('answers null (every module) for a namespace import or a re-export of everything', () => {
    expect(namesImportedFromDomain('import * as domain from "@medivi/domain";')).toBeNull();
    expect(namesImportedFromDomain("export * from '@medivi/domain';")).toBeNull();
  });
});
