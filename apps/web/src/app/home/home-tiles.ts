import { codeLookupRoles, hasAnyRole, hasRole, repricingRoles } from '@medivi/domain';
import { i18n, type Translate } from '../../lib/i18n/i18n';
import { type AccessContext, listVisibleNavItems, type NavItemId, type NavLabelId } from '../nav-items';
import { type AppPath, isBuiltPath, paths } from '../../lib/paths';

/** One tile of the start page: a page the user may open, with what it is for. */
export interface HomeTile {
  id: string;
  title: string;
  description: string;
  path: AppPath;
}

/**
 * The catalogue id (`home` area) of what each work page is for, in a line (accounts spec §1, §6; cases spec §1; analysis spec §1).
 * The help entries of the side navigation (Instructional Video, Contact Us, FAQs, Privacy Policy,
 * Account Settings) are not tiles: the navigation holds them on every page.
 */
const descriptions: Partial<Record<NavItemId, (labelId: NavLabelId) => string>> = {
  // The entry reads 'My Cases' for a member, 'Cases' for client viewers and staff (nav-items.ts).
  cases: (labelId) => (labelId === 'shell.nav.myCases' ? 'home.tile.myCases' : 'home.tile.cases'),
  claims: (labelId) => (labelId === 'shell.nav.myClaims' ? 'home.tile.myClaims' : 'home.tile.claims'),
  providerSearch: () => 'home.tile.providerSearch',
  updateProviderSearch: () => 'home.tile.updateProviderSearch',
  benchmarks: () => 'home.tile.benchmarks',
  marketAnalysis: () => 'home.tile.marketAnalysis',
  reports: () => 'home.tile.reports',
  users: () => 'home.tile.users',
  audit: () => 'home.tile.audit',
  serviceLevels: () => 'home.tile.serviceLevels',
  transparencyFiles: () => 'home.tile.transparencyFiles',
  planIdentifiers: () => 'home.tile.planIdentifiers',
};

/** Pages without a navigation entry that still belong on the start page (title and description as catalogue ids). */
const extraTiles: readonly (HomeTile & { isVisibleTo: (access: AccessContext) => boolean })[] = [
  {
    id: 'repricing',
    title: 'home.title.repricing',
    description: 'home.tile.repricing',
    path: paths.repricing,
    isVisibleTo: ({ roles, variant }) => variant === 'claims' && hasAnyRole(roles, variant, repricingRoles),
  },
  {
    id: 'code',
    title: 'home.title.code',
    description: 'home.tile.code',
    path: paths.code,
    isVisibleTo: ({ roles, variant }) => hasAnyRole(roles, variant, codeLookupRoles),
  },
  {
    id: 'cms',
    title: 'home.title.cms',
    description: 'home.tile.cms',
    path: paths.cms,
    isVisibleTo: ({ roles, variant }) => hasAnyRole(roles, variant, codeLookupRoles),
  },
  {
    id: 'training',
    title: 'home.title.training',
    description: 'home.tile.training',
    path: paths.training,
    isVisibleTo: ({ roles, variant }) => hasRole(roles, variant, 'read'),
  },
];

/**
 * The start page's tiles for a user (issue 20 item 2; accounts spec §2 `/home`): every work
 * page of the side navigation the user's roles open (accounts spec §6), in its order, then the
 * role pages the navigation does not list. Only built pages count. Titles are worded by `_`
 * (the page's `useLingui()`, so that they follow a language switch).
 */
export function listHomeTiles(access: AccessContext, _: Translate = i18n._.bind(i18n)): HomeTile[] {
  const fromNavigation = listVisibleNavItems(access).flatMap((item): HomeTile[] => {
    const describe = descriptions[item.id];
    return describe === undefined
      ? []
      : [{ id: item.id, title: _(item.labelId), description: _(describe(item.labelId)), path: item.path }];
  });
  const extras = extraTiles
    .filter((tile) => tile.isVisibleTo(access) && isBuiltPath(tile.path))
    .map(({ id, title, description, path }) => ({ id, title: _(title), description: _(description), path }));
  return [...fromNavigation, ...extras];
}
