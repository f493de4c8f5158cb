import { type Variant } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import {
  isNavItemActive,
  listVisibleNavItems,
  type NavItemId,
  navItems,
  type VisibleNavItem,
} from './nav-items';
import { type AppPath, paths } from '../lib/paths';
import english from '../locales/en/shell.json';

const allBuilt = (): boolean => true;

function idsFor(roles: string[], variant: Variant = 'medivi'): NavItemId[] {
  const flatten = (items: readonly VisibleNavItem[]): NavItemId[] =>
    items.flatMap((item) => [item.id, ...flatten(item.children)]);
  return flatten(listVisibleNavItems({ roles, variant }, navItems, allBuilt));
}

/** The entry's label in English, as the catalogue words its id. */
function labelOf(id: NavItemId, roles: string[]): string | undefined {
  const item = listVisibleNavItems({ roles, variant: 'medivi' }, navItems, allBuilt).find(
    (entry) => entry.id === id,
  );
  return item === undefined ? undefined : english[item.labelId];
}

const readerItems: NavItemId[] = [
  'providerSearch',
  'instructionalVideo',
  'contactUs',
  'faqs',
  'privacyPolicy',
  'accountSettings',
];

describe('side navigation rules (accounts spec §6), with every page built', () => {
  it('shows nothing to a user without roles', () => {
    expect(idsFor([])).toEqual([]);
  });

  it('shows Provider Search, Instructional Video, Contact Us, FAQs, Privacy Policy and Account Settings to read', () => {
    expect(idsFor(['medivi-read'])).toEqual(readerItems);
  });

  it('shows the same to mobile-read', () => {
    expect(idsFor(['medivimobile-read'])).toEqual(readerItems);
  });

  it('shows My Cases to a member with casesmember, even without read', () => {
    expect(idsFor(['medivi-casesmember'])).toEqual(['cases', 'claims', 'priceEstimates']);
    expect(labelOf('cases', ['medivi-casesmember'])).toBe('My Cases');
  });

  it('shows My Claims to a member and Claims to a client viewer with PHI access (issue 32)', () => {
    expect(labelOf('claims', ['medivi-casesmember'])).toBe('My Claims');
    expect(idsFor(['medivi-caseviewclient'])).toEqual(['claims', 'priceEstimates', 'transparencyFiles']);
    expect(labelOf('claims', ['medivi-caseviewclient'])).toBe('Claims');
    expect(idsFor(['medivi-read'])).not.toContain('claims');
    expect(idsFor(['medivi-casesubmissionclient'])).not.toContain('claims');
  });

  it('shows Cases to a client viewer only with read or mobile-read', () => {
    expect(idsFor(['medivi-caseviewclient'])).not.toContain('cases');
    expect(idsFor(['medivi-caseviewclient', 'medivimobile-read'])).toContain('cases');
    expect(labelOf('cases', ['medivi-caseviewclient', 'medivi-read'])).toBe('Cases');
  });

  it('shows Cases to staff with the admin role, who change case statuses', () => {
    expect(idsFor(['medivi-admin'])).toContain('cases');
    expect(labelOf('cases', ['medivi-admin'])).toBe('Cases');
    expect(idsFor(['medivi-inviteuser'])).not.toContain('cases');
  });

  it('shows Update Provider Search to either provider-experience role', () => {
    expect(idsFor(['medivi-updateproviderexperience'])).toEqual(['updateProviderSearch']);
    expect(idsFor(['medivi-updateproviderexperiencereadonly'])).toEqual(['updateProviderSearch']);
  });

  it('shows Benchmarks, Market Analysis and Users to their roles', () => {
    expect(idsFor(['medivi-benchmarks'])).toEqual(['benchmarks']);
    expect(idsFor(['medivi-analysis'])).toEqual(['priceEstimates', 'marketAnalysis']);
    expect(idsFor(['medivi-admin'])).toEqual([
      'cases',
      'users',
      'audit',
      'serviceLevels',
      'transparencyFiles',
      'planIdentifiers',
    ]);
    expect(idsFor(['medivi-inviteuser'])).toEqual(['users']);
  });

  it("shows Transparency Files to the publication log's readers and Plan Identifiers to the admin role (issue 34)", () => {
    for (const role of [
      'medivi-admin',
      'medivi-6dhallplans',
      'medivi-caseviewclient',
      'medivi-casesubmissionclient',
    ]) {
      expect(idsFor([role]), role).toContain('transparencyFiles');
    }
    expect(idsFor(['medivi-6dhallplans'])).toEqual(['transparencyFiles']);
    for (const roles of [
      ['medivi-read'],
      ['medivi-casesmember'],
      ['medivi-reports', 'medivi-clientmonthlyreport'],
    ]) {
      expect(idsFor(roles), roles.join()).not.toContain('transparencyFiles');
    }
    expect(idsFor(['medivi-casesubmissionclient'])).not.toContain('planIdentifiers');
    expect(idsFor(['medivi-6dhallplans'])).not.toContain('planIdentifiers');
    expect(idsFor(['claims-admin'], 'claims')).toContain('planIdentifiers');
    const log = listVisibleNavItems({ roles: ['medivi-caseviewclient'], variant: 'medivi' }).find(
      (item) => item.id === 'transparencyFiles',
    );
    expect(log).toMatchObject({ path: paths.transparencyPublications });
    expect(english[log?.labelId ?? 'shell.nav.label']).toBe('Transparency Files');
    const identifiers = listVisibleNavItems({ roles: ['medivi-admin'], variant: 'medivi' }).find(
      (item) => item.id === 'planIdentifiers',
    );
    expect(identifiers).toMatchObject({ path: paths.transparencyIdentifiers });
    expect(english[identifiers?.labelId ?? 'shell.nav.label']).toBe('Plan Identifiers');
  });

  it('shows Reports only with reports plus a report role, and each sub-item by its own role', () => {
    expect(idsFor(['medivi-reports'])).toEqual([]);
    expect(idsFor(['medivi-clientmonthlyreport'])).toEqual([]);
    expect(idsFor(['medivi-reports', 'medivi-clientmonthlyreport'])).toEqual(['reports', 'monthlyReports']);
    expect(
      idsFor(['medivi-reports', 'medivi-provideracceptancereport', 'medivi-clientplanhealthreport']),
    ).toEqual(['reports', 'providerAcceptanceReports', 'planHealthReports']);
  });

  it('checks roles with the variant prefix', () => {
    expect(idsFor(['medivi-read'], 'claims')).toEqual([]);
    expect(idsFor(['claims-read'], 'claims')).toEqual(readerItems);
    expect(idsFor(['claimsmobile-read', 'claims-benchmarks'], 'claims')).toContain('benchmarks');
  });

  it('marks Cases current on its related pages and Account Settings on add-plan', () => {
    const [cases] = listVisibleNavItems(
      { roles: ['medivi-casesmember'], variant: 'medivi' },
      navItems,
      allBuilt,
    );
    expect(cases !== undefined && isNavItemActive(cases, paths.uploadFile)).toBe(true);
    expect(cases !== undefined && isNavItemActive(cases, paths.providerSearch)).toBe(false);
    const settings = listVisibleNavItems(
      { roles: ['medivi-read'], variant: 'medivi' },
      navItems,
      allBuilt,
    ).find((item) => item.id === 'accountSettings');
    expect(settings !== undefined && isNavItemActive(settings, paths.addPlan)).toBe(true);
  });
});

describe('side navigation, pages as built now', () => {
  it('shows only entries whose pages exist', () => {
    const everyRole = [
      'medivi-read',
      'medivi-casesmember',
      'medivi-caseviewclient',
      'medivi-benchmarks',
      'medivi-analysis',
      'medivi-admin',
      'medivi-reports',
      'medivi-clientmonthlyreport',
      'medivi-updateproviderexperience',
    ];
    const ids = listVisibleNavItems({ roles: everyRole, variant: 'medivi' }).map((item) => item.id);
    expect(ids).toEqual([
      'cases',
      'claims',
      'priceEstimates',
      'providerSearch',
      'updateProviderSearch',
      'benchmarks',
      'marketAnalysis',
      'reports',
      'users',
      'audit',
      'serviceLevels',
      'transparencyFiles',
      'planIdentifiers',
      'instructionalVideo',
      'contactUs',
      'faqs',
      'privacyPolicy',
      'accountSettings',
    ]);
  });

  it('shows Instructional Video, Contact Us, FAQs and Privacy Policy to read and mobile-read', () => {
    for (const role of ['medivi-read', 'medivimobile-read']) {
      const entries = listVisibleNavItems({ roles: [role], variant: 'medivi' }).map((item) => [
        item.id,
        item.path,
      ]);
      expect(entries).toEqual([
        ['providerSearch', paths.providerSearch],
        ['instructionalVideo', paths.instructionalVideo],
        ['contactUs', paths.contactUs],
        ['faqs', paths.faq],
        ['privacyPolicy', paths.privacyPolicy],
        ['accountSettings', paths.myAccount],
      ]);
    }
  });

  it('shows a later entry once its path is built', () => {
    const built = new Set<AppPath>([paths.providerSearch, paths.faq]);
    const ids = listVisibleNavItems({ roles: ['medivi-read'], variant: 'medivi' }, navItems, (path) =>
      built.has(path),
    ).map((item) => item.id);
    expect(ids).toEqual(['providerSearch', 'faqs']);
  });
});
