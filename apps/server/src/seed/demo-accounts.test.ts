import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../config.js';
import { demoAccounts, demoEmail, demoPassword } from './demo-accounts.js';

const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8');

describe('demo accounts', () => {
  it('are all listed in the README with their roles', () => {
    for (const account of demoAccounts) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${demoEmail(account.login)}\``));
      expect(row, account.login).toBeDefined();
      for (const role of account.roles) expect(row, `${account.login} ${role}`).toContain(`\`${role}\``);
    }
  });

  it('have the password the README gives', () => {
    expect(readme).toContain(`**\`${demoPassword}\`**`);
  });

  it('cover one account for each role the spec names, under the agreed logins', () => {
    expect(demoAccounts.map((account) => account.login).sort()).toEqual(
      [
        'member',
        'member2',
        'member-limited',
        'client',
        'client-viewer',
        'analyst',
        'admin',
        'inviter',
        'benchmarks',
        'reports',
        'code',
        'client-monthly',
        'provider-updater',
        'provider-readonly',
        'allplans',
        'mobile',
        'claims-admin',
        'expired',
        'deactivated',
      ].sort(),
    );
  });
});
