// @ts-check
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from './eslint-feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

// Absolute paths, so the test does not depend on the directory it runs from.
const root = fileURLToPath(new URL('..', import.meta.url));
const domain = `${root}packages/domain/src`;
const server = `${root}apps/server/src`;

/** The shared folders as the message names them. */
const domainShared = relative(process.cwd(), `${domain}/shared`);
const serverShared = [`${server}/platform`, `${server}/db`]
  .map((path) => relative(process.cwd(), path))
  .join(', ');

const options = [
  {
    trees: [
      { features: `${server}/features`, shared: [`${server}/platform`, `${server}/db`] },
      { features: domain, shared: [`${domain}/shared`] },
    ],
    aliases: { '@medivi/domain': `${root}packages/domain` },
  },
];

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

ruleTester.run('feature-boundaries', featureBoundaries, {
  valid: [
    // A domain area imports shared code and its own files.
    {
      filename: `${domain}/passwords/contract.ts`,
      code: "import { userSchema } from '../shared/user.js'; import { x } from './rules.js';",
      options,
    },
    // The package root re-exports every area.
    {
      filename: `${domain}/index.ts`,
      code: "export * from './cases/rules.js'; export * from './shared/user.js'; export * from './rbp-form/contract.js';",
      options,
    },
    // Shared code imports shared code.
    {
      filename: `${domain}/shared/case-field-schemas.ts`,
      code: "import { a } from './case-fields.js';",
      options,
    },
    // An area reaches its own files through the package name.
    {
      filename: `${domain}/cases/contract.ts`,
      code: "import { caseStatuses } from '@medivi/domain/src/cases/rules.js';",
      options,
    },
    // The apps import the package root; other packages are not checked.
    {
      filename: `${server}/features/cases/cases.routes.ts`,
      code: "import { caseMessages } from '@medivi/domain'; import { z } from 'zod';",
      options,
    },
    // A server file outside the features and shared folders (app.ts) registers every feature.
    {
      filename: `${server}/app.ts`,
      code: "import { cases } from './features/cases/cases.routes.js';",
      options,
    },
  ],
  invalid: [
    {
      filename: `${domain}/rbp-form/rules.ts`,
      code: "import { caseFieldMessages } from '../cases/rules.js';",
      options,
      errors: [{ messageId: 'crossFeature', data: { from: 'rbp-form', to: 'cases', shared: domainShared } }],
    },
    // Type-only imports and re-exports count too.
    {
      filename: `${domain}/notifications/rules.ts`,
      code: "import type { CaseRecordType } from '../cases/rules.js'; export { x } from '../cases/contract.js';",
      options,
      errors: [{ messageId: 'crossFeature' }, { messageId: 'crossFeature' }],
    },
    {
      filename: `${domain}/shared/own-entry.test.ts`,
      code: "import { caseStatusDetailLabel } from '../cases/rules.js';",
      options,
      errors: [{ messageId: 'sharedImportsFeature', data: { to: 'cases' } }],
    },
    // Non-relative: the package's subpath, an absolute path, a folder import, a type import.
    {
      filename: `${domain}/notifications/rules.ts`,
      code: "import { caseRecordTypeNames } from '@medivi/domain/src/cases/rules';",
      options,
      errors: [
        { messageId: 'crossFeature', data: { from: 'notifications', to: 'cases', shared: domainShared } },
      ],
    },
    {
      filename: `${domain}/accounts/rules.ts`,
      code: `import { memberFieldMaxLengths } from '${domain}/registration/rules.js';`,
      options,
      errors: [
        { messageId: 'crossFeature', data: { from: 'accounts', to: 'registration', shared: domainShared } },
      ],
    },
    {
      filename: `${domain}/shared/user.ts`,
      code: "const auth = await import('@medivi/domain/src/auth'); type T = import('../auth/contract.js').X;",
      options,
      errors: [
        { messageId: 'sharedImportsFeature', data: { to: 'auth' } },
        { messageId: 'sharedImportsFeature', data: { to: 'auth' } },
      ],
    },
    // The server tree keeps its own rules.
    {
      filename: `${server}/features/rbp-form/rbp-form.routes.ts`,
      code: "import { storeCaseUpload } from '../cases/case-attachment-handlers.js';",
      options,
      errors: [{ messageId: 'crossFeature', data: { from: 'rbp-form', to: 'cases', shared: serverShared } }],
    },
    {
      filename: `${server}/platform/errors.ts`,
      code: "import { cases } from '../features/cases/cases.routes.js';",
      options,
      errors: [{ messageId: 'sharedImportsFeature', data: { to: 'cases' } }],
    },
  ],
});
