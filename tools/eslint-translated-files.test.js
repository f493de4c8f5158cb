// @ts-check
import { RuleTester } from 'eslint';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noLiteralStringOptions } from './eslint-translated-files.js';

RuleTester.describe = describe;
RuleTester.it = it;

const rule = i18next.rules['no-literal-string'];
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('i18next/no-literal-string on translated files (issue 37)', rule, {
  valid: [
    { code: "const a = <p>{_('auth.signIn.title')}</p>;", options: [noLiteralStringOptions] },
    { code: "const a = <p title={i18n._('common.loading')} />;", options: [noLiteralStringOptions] },
    {
      code: 'const a = <TextField name="email" type="email" autoComplete="email" variant="outlined" />;',
      options: [noLiteralStringOptions],
    },
    {
      code: 'const a = <Box component="main" sx={{ p: 2 }}>{\' \'}</Box>;',
      options: [noLiteralStringOptions],
    },
  ],
  invalid: [
    { code: 'const a = <p>Sign In</p>;', options: [noLiteralStringOptions], errors: 1 },
    { code: 'const a = <TextField label="Email" />;', options: [noLiteralStringOptions], errors: 1 },
    { code: 'const a = <nav aria-label="Account help" />;', options: [noLiteralStringOptions], errors: 1 },
    { code: "const a = <p>{'Health plan members:'}</p>;", options: [noLiteralStringOptions], errors: 1 },
  ],
});
