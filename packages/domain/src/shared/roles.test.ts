import { describe, expect, it } from 'vitest';
import { filesMemberCases, hasAnyRole, isCaseMember, role, usesClientCaseMode } from './roles.js';
import { applicationName, variantForHost } from './variant.js';

describe('variants and roles', () => {
  it('chooses the Claims variant for a host name containing claims', () => {
    expect(variantForHost('claims.localhost')).toBe('claims');
    expect(variantForHost('portal.medivi.example')).toBe('medivi');
    expect(variantForHost(undefined)).toBe('medivi');
    expect(applicationName('claims')).toBe('Claims');
    expect(applicationName('medivi')).toBe('MediVI');
  });

  it('prefixes role names with the variant, and mobile read without a dash', () => {
    expect(role('medivi', 'read')).toBe('medivi-read');
    expect(role('claims', 'admin')).toBe('claims-admin');
    expect(role('medivi', 'mobile-read')).toBe('medivimobile-read');
  });

  it('checks roles within the variant only', () => {
    expect(hasAnyRole(['medivi-read'], 'medivi', ['read', 'mobile-read'])).toBe(true);
    expect(hasAnyRole(['medivi-read'], 'claims', ['read'])).toBe(false);
  });

  it('counts a case member only with both case roles', () => {
    expect(isCaseMember(['medivi-casesmember'], 'medivi')).toBe(false);
    expect(isCaseMember(['medivi-casesmember', 'medivi-casesubmissionmember'], 'medivi')).toBe(true);
  });

  it('files member cases as a case member only when no client case role makes him a client', () => {
    const member = ['medivi-casesmember', 'medivi-casesubmissionmember'];
    expect(filesMemberCases(member, 'medivi')).toBe(true);
    expect(filesMemberCases(['medivi-casesmember'], 'medivi')).toBe(false);
    expect(usesClientCaseMode([...member, 'medivi-caseviewclient'], 'medivi')).toBe(true);
    expect(filesMemberCases([...member, 'medivi-caseviewclient'], 'medivi')).toBe(false);
    expect(filesMemberCases([...member, 'medivi-casesubmissionclient', 'medivi-admin'], 'medivi')).toBe(true);
  });
});
