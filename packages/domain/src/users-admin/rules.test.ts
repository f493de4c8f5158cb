import { describe, expect, it } from 'vitest';
import {
  grantableRoles,
  mayInviteOption,
  roleColumnLabel,
  rolesForInviteOptions,
  roleToggleRefusal,
  roleToggleRefusalMessage,
  sortAppRoles,
} from './rules.js';

describe('users-admin rules', () => {
  it('orders role columns with three-part dashed roles last, then alphabetically', () => {
    expect(
      sortAppRoles(['medivi-x-y', 'medivi-read', 'medivi-admin', 'medivi-a-b', 'medivimobile-read']),
    ).toEqual(['medivi-admin', 'medivi-read', 'medivimobile-read', 'medivi-a-b', 'medivi-x-y']);
  });

  it('labels a column with the role without its prefix, upper-cased', () => {
    expect(roleColumnLabel('medivi-benchmarks')).toBe('BENCHMARKS');
    expect(roleColumnLabel('claims-contractsuperadmin')).toBe('CONTRACTSUPERADMIN');
    // Two READ columns would share one name (issue 31 item 12).
    expect(roleColumnLabel('medivimobile-read')).toBe('MOBILE READ');
    expect(roleColumnLabel('claimsmobile-read')).toBe('MOBILE READ');
  });

  it('refuses unknown, other-variant and (for non-medivi-admins) admin-level roles', () => {
    const inviter = { userID: 'inviter', roles: ['medivi-read', 'medivi-inviteuser'] };
    const admin = { userID: 'admin', roles: ['medivi-read', 'medivi-admin'] };
    const target = { userID: 'target', roles: ['medivi-read'] };
    expect(roleToggleRefusal(inviter, target, 'medivi', 'medivi-reports')).toBeNull();
    expect(roleToggleRefusal(inviter, target, 'medivi', 'medivi-admin')).toBe('admin-level');
    expect(roleToggleRefusal(admin, target, 'medivi', 'medivi-admin')).toBeNull();
    expect(roleToggleRefusal(admin, target, 'medivi', 'claims-admin')).toBe('other-variant');
    expect(roleToggleRefusal(admin, target, 'medivi', 'medivi-nonsense')).toBe('unknown-role');
    const claimsAdmin = { userID: 'c', roles: ['claims-admin'] };
    expect(roleToggleRefusal(claimsAdmin, target, 'claims', 'claims-admin')).toBe('admin-level');
    const both = { userID: 'c', roles: ['claims-admin', 'medivi-admin'] };
    expect(roleToggleRefusal(both, target, 'claims', 'claims-admin')).toBeNull();
  });

  it('refuses every change to one’s own roles, even a medivi-admin’s (decision 0111)', () => {
    const admin = { userID: 'admin', roles: ['medivi-read', 'medivi-admin'] };
    const inviter = { userID: 'inviter', roles: ['medivi-read', 'medivi-inviteuser'] };
    expect(roleToggleRefusal(admin, admin, 'medivi', 'medivi-benchmarks')).toBe('own-account');
    expect(roleToggleRefusal(inviter, inviter, 'medivi', 'medivi-read')).toBe('own-account');
    expect(roleToggleRefusalMessage('own-account')).toMatch(/your own roles/);
  });

  it('lets an inviter toggle only the partner invitations’ roles, and nothing on an administrator', () => {
    const inviter = { userID: 'inviter', roles: ['medivi-read', 'medivi-inviteuser'] };
    const target = { userID: 'target', roles: ['medivi-read'] };
    expect(grantableRoles(inviter.roles, 'medivi')).toEqual([
      'medivi-caseviewclient',
      'medivi-clientmonthlyreport',
      'medivi-clientplanhealthreport',
      'medivi-provideracceptancereport',
      'medivi-read',
      'medivi-reports',
    ]);
    for (const name of [
      '6dhallplans',
      'analysis',
      'benchmarks',
      'code',
      'updateproviderexperience',
      'updateproviderexperiencereadonly',
      'inviteuser',
      'casesmember',
    ]) {
      expect(roleToggleRefusal(inviter, target, 'medivi', `medivi-${name}`)).toBe('not-grantable');
    }
    const admin = { userID: 'admin', roles: ['medivi-read', 'medivi-admin'] };
    expect(roleToggleRefusal(inviter, admin, 'medivi', 'medivi-read')).toBe('admin-holder');
    const claimsAdmin = { userID: 'ca', roles: ['claims-read', 'claims-admin'] };
    expect(roleToggleRefusal(inviter, claimsAdmin, 'medivi', 'medivi-reports')).toBe('admin-holder');
    // A medivi-admin may give every role, 6dhallplans included.
    expect(roleToggleRefusal(admin, target, 'medivi', 'medivi-6dhallplans')).toBeNull();
  });

  it('maps invite options to roles of the variant and keeps 6DH Employee for medivi-admins', () => {
    expect(rolesForInviteOptions('medivi', ['partnerprovidersearch'])).toEqual(['medivi-read']);
    expect(rolesForInviteOptions('claims', ['partnerwithout'])).toEqual([
      'claims-provideracceptancereport',
      'claims-read',
      'claims-reports',
    ]);
    expect(mayInviteOption(['medivi-inviteuser'], '6dhemployee')).toBe(false);
    expect(mayInviteOption(['medivi-admin'], '6dhemployee')).toBe(true);
    expect(mayInviteOption(['medivi-inviteuser'], 'partnerwithphi')).toBe(true);
  });
});
