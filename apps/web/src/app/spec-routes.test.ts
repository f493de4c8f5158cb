import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  codeLookupRoles,
  providerSearchRoles,
  repricingRoles,
  type RoleName,
  usersAdminRoles,
} from '@medivi/domain';
import { RequireRoles } from './guards/require-roles';
import { RequireSessionOrReportEmbed } from './guards/require-session-or-report-embed';
import { appRoutes } from './routes';

/**
 * The spec's route list against the route table (issue 20 "so none can go missing again"): every
 * route path named in §2 of the three spec documents is registered, behind the guard the spec
 * gives it. The documents are read as they are (SPEC_DIR, default the shared spec folder beside
 * the repository), so a route added to the spec fails here until it is built.
 */
const specDir = resolve(__dirname, '../../../..', process.env.SPEC_DIR ?? '../shared/spec');
const specFiles = [
  'accounts-access-notifications.md',
  'analysis-reports-admin.md',
  'cases-and-provider-search.md',
] as const;

/** The text of a document's §2 "Screens and routes". */
function screensAndRoutes(file: string): string {
  const text = readFileSync(resolve(specDir, file), 'utf8');
  const start = text.indexOf('## 2.');
  const end = text.indexOf('## 3.', start);
  if (start < 0 || end < 0) throw new Error(`${file}: no §2`);
  return text.slice(start, end);
}

/** Route paths written in `text`: '/x', '/x/y', '/x/:code', '/privacy.pdf'; a full stop after one is prose. */
function routePathsIn(text: string): string[] {
  const found = text.match(/(?<![\w/.:-])\/[A-Za-z][\w.-]*(?:\/[:\w.-]+)*/g) ?? [];
  return found.map((path) => path.replace(/\.$/, '')).filter((path) => !path.startsWith('/api/'));
}

/** The paragraph under a `###` heading of accounts §2. */
function paragraphUnder(section: string, heading: string): string {
  const start = section.indexOf(`### ${heading}`);
  if (start < 0) throw new Error(`no "${heading}"`);
  const end = section.indexOf('\n### ', start + 4);
  return section.slice(start, end < 0 ? undefined : end);
}

/** What guards a page: the session gate, then each role gate on the way (any of its roles). */
interface Guard {
  session: boolean;
  roles: readonly (readonly RoleName[])[];
}

const publicPage: Guard = { session: false, roles: [] };
const signedIn = (...roles: (readonly RoleName[])[]): Guard => ({ session: true, roles });

/** Accounts §2 "Role-gated routes": each bullet's role phrase as the gate it means. */
const roleGates: Record<string, readonly RoleName[]> = {
  'benchmarks role': ['benchmarks'],
  'provider-experience update read-only role': [
    'updateproviderexperience',
    'updateproviderexperiencereadonly',
  ],
  'analysis role': ['analysis'],
  'code role': codeLookupRoles,
  'admin or invite role': usersAdminRoles,
  'read role': ['read'],
  'mobile-read role': ['mobile-read'],
  'reports role': ['reports'],
};

const caseListRoles: readonly RoleName[] = ['casesmember', 'caseviewclient', 'admin'];
const caseSubmissionRoles: readonly RoleName[] = ['casesubmissionmember', 'casesubmissionclient'];

/**
 * Where another part of the specs narrows or settles accounts §2, with the reason; and the §2
 * paths outside its three lists (redirect destinations, screen texts).
 */
const readings: Record<string, { guard: Guard; reason: string }> = {
  '/': { guard: publicPage, reason: 'public list: the marketing redirect' },
  '/welcome': {
    guard: publicPage,
    reason: 'listed public and under the read role: it follows Create Account, before any sign-in',
  },
  '/provider-search': {
    guard: signedIn(providerSearchRoles),
    reason: 'accounts §6: Provider Search for read or mobile-read',
  },
  '/instructional-video': {
    guard: signedIn(['read', 'mobile-read']),
    reason: 'analysis §2 table: logged-in, read or mobile-read',
  },
  '/my-cases': { guard: signedIn(caseListRoles), reason: 'cases §6: case members, client viewers, staff' },
  '/member-detail': {
    guard: signedIn(caseListRoles, caseSubmissionRoles),
    reason: 'cases §6: filing a case needs a case-submission role',
  },
  '/upload-file': {
    guard: signedIn(caseListRoles, caseSubmissionRoles),
    reason: 'cases §6, as /member-detail',
  },
  '/provider-detail': {
    guard: signedIn(caseListRoles, caseSubmissionRoles),
    reason: 'cases §6, as /member-detail',
  },
  '/reports/monthly-reporting': {
    guard: signedIn(['reports'], ['clientmonthlyreport']),
    reason: 'analysis §2 table: reports role plus monthly role',
  },
  '/reports/providerAcceptance-reporting': {
    guard: signedIn(['reports'], ['provideracceptancereport']),
    reason: 'analysis §2 table: reports role plus provider acceptance role',
  },
  '/reports/planHealth-reporting': {
    guard: signedIn(['reports'], ['clientplanhealthreport']),
    reason: 'analysis §2 table: reports role plus plan health role',
  },
  '/home': { guard: signedIn(), reason: 'redirect destination: onboarding complete' },
  '/onboarding': { guard: signedIn(), reason: 'redirect destination: member not yet onboarded' },
  '/repricing': {
    guard: signedIn(repricingRoles),
    reason: 'Claims sign-in destination (docs/decisions/0105)',
  },
  '/medivi-mobile-login': {
    guard: publicPage,
    reason: 'screen 8 return link: the mobile app signs in inside the app (docs/decisions/0110)',
  },
};

/** The guard accounts §2 gives each path of its three lists, then the readings over it. */
function expectedGuards(): Map<string, Guard> {
  const accounts = screensAndRoutes('accounts-access-notifications.md');
  const expected = new Map<string, Guard>();
  for (const path of routePathsIn(paragraphUnder(accounts, 'Public routes'))) expected.set(path, publicPage);
  for (const path of routePathsIn(paragraphUnder(accounts, 'Protected routes')))
    expected.set(path, signedIn());
  for (const line of paragraphUnder(accounts, 'Role-gated routes').split('\n')) {
    const bullet = /^- ([^:]+): (.*)$/.exec(line);
    if (bullet === null) continue;
    const gate = roleGates[bullet[1] ?? ''];
    if (gate === undefined) throw new Error(`no gate for "${bullet[1] ?? ''}"`);
    for (const path of routePathsIn(bullet[2] ?? '')) expected.set(path, signedIn(gate));
  }
  for (const [path, { guard }] of Object.entries(readings)) expected.set(path, guard);
  return expected;
}

function isElement(value: unknown): value is ReactElement<{ anyOf?: readonly RoleName[] }> {
  return typeof value === 'object' && value !== null && 'type' in value && 'props' in value;
}

/** Every page path of the table with the guards above it; each lazy route resolved to see them. */
async function registeredGuards(routes: readonly RouteObject[], above: Guard): Promise<Map<string, Guard>> {
  const found = new Map<string, Guard>();
  for (const route of routes) {
    let guard = above;
    if (typeof route.lazy === 'function' && route.children !== undefined) {
      const loaded = (await route.lazy()) as { Component?: unknown; element?: unknown };
      if (loaded.Component === RequireSessionOrReportEmbed) guard = { ...guard, session: true };
      if (isElement(loaded.element) && loaded.element.type === RequireRoles) {
        guard = { ...guard, roles: [...guard.roles, loaded.element.props.anyOf ?? []] };
      }
    }
    const path = route.index === true ? '/' : route.path;
    if (path !== undefined && (route.children ?? []).length === 0) found.set(path.replace(/\?$/, ''), guard);
    for (const [childPath, childGuard] of await registeredGuards(route.children ?? [], guard)) {
      found.set(childPath, childGuard);
    }
  }
  return found;
}

const normalized = (guard: Guard) => ({
  session: guard.session,
  roles: guard.roles.map((roles) => [...roles].sort()),
});

describe.skipIf(!existsSync(specDir))('the spec route list against the route table (issue 20)', () => {
  it('registers every route path of the three specs, each behind the guard the spec gives it', async () => {
    const specPaths = new Set(['/', ...specFiles.flatMap((file) => routePathsIn(screensAndRoutes(file)))]);
    expect(specPaths.size).toBeGreaterThan(50);
    const expected = expectedGuards();
    const withoutReading = [...specPaths].filter((path) => !expected.has(path));
    expect(withoutReading, 'a spec path with no guard from accounts §2 nor a reading').toEqual([]);

    const registered = await registeredGuards(appRoutes, publicPage);
    const missing = [...specPaths].filter((path) => !registered.has(path));
    expect(missing, 'spec paths with no route').toEqual([]);
    for (const path of specPaths) {
      expect(normalized(registered.get(path) ?? publicPage), path).toEqual(
        normalized(expected.get(path) ?? publicPage),
      );
    }
  });

  it('keeps no reading of a path the specs do not name', () => {
    const specPaths = new Set(['/', ...specFiles.flatMap((file) => routePathsIn(screensAndRoutes(file)))]);
    expect(Object.keys(readings).filter((path) => !specPaths.has(path))).toEqual([]);
  });
});
