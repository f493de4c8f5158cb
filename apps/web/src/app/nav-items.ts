import {
  hasAnyRole,
  hasRole,
  memberClaimsRoles,
  priceEstimatesRoles,
  providerSearchRoles,
  serviceLevelsRoles,
  transparencyIdentifiersRoles,
  transparencyLogRoles,
  type Variant,
} from '@medivi/domain';
import type shellCatalogue from '../locales/en/shell.json';
import { type AppPath, isBuiltPath, paths } from '../lib/paths';

/** The catalogue id of a navigation label: the `shell.nav.*` messages of the shell area (issue 37). */
export type NavLabelId = Extract<keyof typeof shellCatalogue, `shell.nav.${string}`>;

/** Who is asking: the user's full role strings and the app variant that prefixes them. */
export interface AccessContext {
  roles: readonly string[];
  variant: Variant;
}

/** Stable names of the navigation entries (also used to pick their icons). */
export type NavItemId =
  | 'cases'
  | 'claims'
  | 'priceEstimates'
  | 'providerSearch'
  | 'updateProviderSearch'
  | 'benchmarks'
  | 'marketAnalysis'
  | 'reports'
  | 'monthlyReports'
  | 'providerAcceptanceReports'
  | 'planHealthReports'
  | 'users'
  | 'audit'
  | 'serviceLevels'
  | 'transparencyFiles'
  | 'planIdentifiers'
  | 'instructionalVideo'
  | 'contactUs'
  | 'faqs'
  | 'privacyPolicy'
  | 'accountSettings';

/** One entry of the side navigation and the role rule that shows it (accounts spec §6). */
export interface NavItem {
  id: NavItemId;
  /** Label's catalogue id for this user (Cases reads differently for client viewers and members). */
  labelIdFor: (access: AccessContext) => NavLabelId;
  /** Where the entry leads; a group leads to its first visible child. */
  path: AppPath;
  /** Other paths on which the entry is shown as the current one. */
  activePaths: readonly AppPath[];
  isVisibleTo: (access: AccessContext) => boolean;
  children?: readonly NavItem[];
}

/**
 * A navigation entry as shown: label chosen (a catalogue id, worded when rendered, so that a change
 * of language rewords it), only visible and built children kept.
 */
export interface VisibleNavItem {
  id: NavItemId;
  labelId: NavLabelId;
  path: AppPath;
  activePaths: readonly AppPath[];
  children: readonly VisibleNavItem[];
}

const canSearchProviders = ({ roles, variant }: AccessContext): boolean =>
  hasAnyRole(roles, variant, providerSearchRoles);

/** A client viewer holds the client case-view role (cases spec §6). */
export function isClientViewer({ roles, variant }: AccessContext): boolean {
  return hasRole(roles, variant, 'caseviewclient');
}

/**
 * Internal staff (admin role) open the case list to change case statuses (issue 4 item 6;
 * docs/decisions/0056).
 */
const isCaseStaff = ({ roles, variant }: AccessContext): boolean => hasRole(roles, variant, 'admin');

const hasReportsRole = ({ roles, variant }: AccessContext): boolean => hasRole(roles, variant, 'reports');

const fixedLabel = (labelId: NavLabelId) => (): NavLabelId => labelId;

const reportItems: readonly NavItem[] = [
  {
    id: 'monthlyReports',
    labelIdFor: fixedLabel('shell.nav.monthlyReports'),
    path: paths.monthlyReporting,
    activePaths: [],
    isVisibleTo: (access) =>
      hasReportsRole(access) && hasRole(access.roles, access.variant, 'clientmonthlyreport'),
  },
  {
    id: 'providerAcceptanceReports',
    labelIdFor: fixedLabel('shell.nav.providerAcceptanceReports'),
    path: paths.providerAcceptanceReporting,
    activePaths: [],
    isVisibleTo: (access) =>
      hasReportsRole(access) && hasRole(access.roles, access.variant, 'provideracceptancereport'),
  },
  {
    id: 'planHealthReports',
    labelIdFor: fixedLabel('shell.nav.planHealthReports'),
    path: paths.planHealthReporting,
    activePaths: [],
    isVisibleTo: (access) =>
      hasReportsRole(access) && hasRole(access.roles, access.variant, 'clientplanhealthreport'),
  },
];

/**
 * Every side-navigation entry with its role rule, in display order (accounts spec §6; analysis
 * spec §6 for Reports). Entries whose pages are not built yet stay hidden until their path joins
 * `builtPaths`.
 */
export const navItems: readonly NavItem[] = [
  {
    id: 'cases',
    labelIdFor: (access) =>
      isClientViewer(access) || isCaseStaff(access) ? 'shell.nav.cases' : 'shell.nav.myCases',
    path: paths.myCases,
    activePaths: [paths.memberDetail, paths.providerDetail, paths.uploadFile, paths.notifications],
    isVisibleTo: (access) =>
      (isClientViewer(access) && canSearchProviders(access)) ||
      hasRole(access.roles, access.variant, 'casesmember') ||
      isCaseStaff(access),
  },
  {
    id: 'claims',
    labelIdFor: (access) =>
      hasRole(access.roles, access.variant, 'casesmember') ? 'shell.nav.myClaims' : 'shell.nav.claims',
    path: paths.claims,
    activePaths: [paths.claimEob],
    isVisibleTo: ({ roles, variant }) => hasAnyRole(roles, variant, memberClaimsRoles),
  },
  {
    id: 'priceEstimates',
    labelIdFor: fixedLabel('shell.nav.priceEstimates'),
    path: paths.priceEstimates,
    activePaths: [],
    isVisibleTo: ({ roles, variant }) => hasAnyRole(roles, variant, priceEstimatesRoles),
  },
  {
    id: 'providerSearch',
    labelIdFor: fixedLabel('shell.nav.providerSearch'),
    path: paths.providerSearch,
    activePaths: [],
    isVisibleTo: canSearchProviders,
  },
  {
    id: 'updateProviderSearch',
    labelIdFor: fixedLabel('shell.nav.updateProviderSearch'),
    path: paths.providerSearchUpdate,
    activePaths: [],
    isVisibleTo: ({ roles, variant }) =>
      hasAnyRole(roles, variant, ['updateproviderexperience', 'updateproviderexperiencereadonly']),
  },
  {
    id: 'benchmarks',
    labelIdFor: fixedLabel('shell.nav.benchmarks'),
    path: paths.benchmarks,
    activePaths: [
      paths.benchAppBenchmark,
      paths.benchAppCounty,
      paths.benchAppHospital,
      paths.benchAppBenchmarkOph,
    ],
    isVisibleTo: ({ roles, variant }) => hasRole(roles, variant, 'benchmarks'),
  },
  {
    id: 'marketAnalysis',
    labelIdFor: fixedLabel('shell.nav.marketAnalysis'),
    path: paths.analysis,
    activePaths: [],
    isVisibleTo: ({ roles, variant }) => hasRole(roles, variant, 'analysis'),
  },
  {
    id: 'reports',
    labelIdFor: fixedLabel('shell.nav.reports'),
    path: paths.monthlyReporting,
    activePaths: [],
    isVisibleTo: (access) => hasReportsRole(access) && reportItems.some((item) => item.isVisibleTo(access)),
    children: reportItems,
  },
  {
    id: 'users',
    labelIdFor: fixedLabel('shell.nav.users'),
    path: paths.users,
    activePaths: [],
    isVisibleTo: ({ roles, variant }) => hasAnyRole(roles, variant, ['admin', 'inviteuser']),
  },
  {
    id: 'audit',
    labelIdFor: fixedLabel('shell.nav.audit'),
    path: paths.audit,
    activePaths: [],
    // medivi-admin only (issue 15; docs/decisions/0097).
    isVisibleTo: ({ roles, variant }) => hasRole(roles, variant, 'admin'),
  },
  {
    id: 'serviceLevels',
    labelIdFor: fixedLabel('shell.nav.serviceLevels'),
    path: paths.serviceLevels,
    activePaths: [],
    // The admin role, as on the server (issue 35 item 1; docs/decisions/0117).
    isVisibleTo: ({ roles, variant }) => hasAnyRole(roles, variant, serviceLevelsRoles),
  },
  {
    id: 'transparencyFiles',
    labelIdFor: fixedLabel('shell.nav.transparencyFiles'),
    path: paths.transparencyPublications,
    activePaths: [],
    // The publication log's readers, as on the server (issue 34; docs/decisions/0116).
    isVisibleTo: ({ roles, variant }) => hasAnyRole(roles, variant, transparencyLogRoles),
  },
  {
    id: 'planIdentifiers',
    labelIdFor: fixedLabel('shell.nav.planIdentifiers'),
    path: paths.transparencyIdentifiers,
    activePaths: [],
    // The admin role, as on the server (issue 34; docs/decisions/0116).
    isVisibleTo: ({ roles, variant }) => hasAnyRole(roles, variant, transparencyIdentifiersRoles),
  },
  {
    id: 'instructionalVideo',
    labelIdFor: fixedLabel('shell.nav.instructionalVideo'),
    path: paths.instructionalVideo,
    activePaths: [],
    isVisibleTo: canSearchProviders,
  },
  {
    id: 'contactUs',
    labelIdFor: fixedLabel('shell.nav.contactUs'),
    path: paths.contactUs,
    activePaths: [],
    isVisibleTo: canSearchProviders,
  },
  {
    id: 'faqs',
    labelIdFor: fixedLabel('shell.nav.faqs'),
    path: paths.faq,
    activePaths: [],
    isVisibleTo: canSearchProviders,
  },
  {
    id: 'privacyPolicy',
    labelIdFor: fixedLabel('shell.nav.privacyPolicy'),
    path: paths.privacyPolicy,
    activePaths: [],
    isVisibleTo: canSearchProviders,
  },
  {
    id: 'accountSettings',
    labelIdFor: fixedLabel('shell.nav.accountSettings'),
    path: paths.myAccount,
    activePaths: [paths.dependentInformation, paths.addPlan],
    isVisibleTo: canSearchProviders,
  },
];

/**
 * The navigation a user sees: entries whose role rule passes and whose page is built. A group
 * stays only with at least one such child and then leads to its first one.
 * `isBuilt` is injectable so tests can check the rules of entries whose pages come later.
 */
export function listVisibleNavItems(
  access: AccessContext,
  items: readonly NavItem[] = navItems,
  isBuilt: (path: AppPath) => boolean = isBuiltPath,
): VisibleNavItem[] {
  const visible: VisibleNavItem[] = [];
  for (const item of items) {
    if (!item.isVisibleTo(access)) continue;
    if (item.children === undefined) {
      if (isBuilt(item.path)) {
        visible.push({
          id: item.id,
          labelId: item.labelIdFor(access),
          path: item.path,
          activePaths: item.activePaths,
          children: [],
        });
      }
      continue;
    }
    const children = listVisibleNavItems(access, item.children, isBuilt);
    const first = children[0];
    if (first !== undefined) {
      visible.push({
        id: item.id,
        labelId: item.labelIdFor(access),
        path: first.path,
        activePaths: item.activePaths,
        children,
      });
    }
  }
  return visible;
}

/** True when `pathname` is the entry's own page or one of its active paths (or a child's). */
export function isNavItemActive(item: VisibleNavItem, pathname: string): boolean {
  return (
    item.path === pathname ||
    item.activePaths.some((path) => path === pathname) ||
    item.children.some((child) => isNavItemActive(child, pathname))
  );
}
