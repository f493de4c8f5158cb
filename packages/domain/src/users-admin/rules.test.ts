import { describe, expect, it } from 'vitest';
import {
  mayInviteOption,
  roleColumnLabel,
  rolesForInviteOptions,
  roleToggleRefusal,
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
    expect(roleColumnLabel('medivimobile-read')).toBe('READ');
  });

  it('refuses unknown, other-variant and (for non-medivi-admins) admin-level roles', () => {
    const inviter = ['medivi-read', 'medivi-inviteuser'];
    const admin = ['medivi-read', 'medivi-admin'];
    expect(roleToggleRefusal(inviter, 'medivi', 'medivi-benchmarks')).toBeNull();
    expect(roleToggleRefusal(inviter, 'medivi', 'medivi-admin')).toBe('admin-level');
    expect(roleToggleRefusal(admin, 'medivi', 'medivi-admin')).toBeNull();
    expect(roleToggleRefusal(admin, 'medivi', 'claims-admin')).toBe('other-variant');
    expect(roleToggleRefusal(admin, 'medivi', 'medivi-nonsense')).toBe('unknown-role');
    expect(roleToggleRefusal(['claims-admin'], 'claims', 'claims-admin')).toBe('admin-level');
    expect(roleToggleRefusal(['claims-admin', 'medivi-admin'], 'claims', 'claims-admin')).toBeNull();
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
