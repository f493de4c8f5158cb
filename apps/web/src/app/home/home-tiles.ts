import { codeLookupRoles, hasAnyRole, hasRole, repricingRoles } from '@medivi/domain';
import type { I18n } from '@lingui/core';
import { i18n } from '../../lib/i18n/i18n';
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
 * What each work page is for, in a line (accounts spec §1, §6; cases spec §1; analysis spec §1).
 * The help entries of the side navigation (Instructional Video, Contact Us, FAQs, Privacy Policy,
 * Account Settings) are not tiles: the navigation holds them on every page.
 */
const descriptions: Partial<Record<NavItemId, (labelId: NavLabelId) => string>> = {
  // The entry reads 'My Cases' for a member, 'Cases' for client viewers and staff (nav-items.ts).
  cases: (labelId) =>
    labelId === 'shell.nav.myCases'
      ? 'File a balance bill, access issue or call-ahead case and follow its status.'
      : "Follow and update the cases of your plans' members, or file one for a member.",
  claims: (labelId) =>
    labelId === 'shell.nav.myClaims'
      ? 'See what your plan paid on each claim, what you owe, and your deductible so far.'
      : "Read the claims of your plans' members and their explanations of benefits.",
  providerSearch: () => 'Find in-network providers near a zip code.',
  updateProviderSearch: () => 'Keep the provider-experience list that labels providers in search.',
  benchmarks: () =>
    'Compare hospitals and physicians on billed charges, cost, Medicare payments and quality.',
  marketAnalysis: () =>
    'Work out what a reference-based-pricing plan would save and print it as PDF documents.',
  reports: () => 'Read the monthly, plan health and provider acceptance reports of your plans.',
  users: () => 'Manage users and their roles, and invite new users.',
  audit: () => 'Search who read or changed member data, and export it.',
  serviceLevels: () =>
    "Set how many business days each plan's balance bill, access issue and call-ahead cases are due in.",
  transparencyFiles: () =>
    "See each plan's monthly Transparency in Coverage publication: what it holds, left out, or why it failed.",
  planIdentifiers: () =>
    'Enter the EIN or HIOS id, sponsor, issuer and market type the Transparency in Coverage files name a plan by.',
};

/** Pages without a navigation entry that still belong on the start page. */
const extraTiles: readonly (HomeTile & { isVisibleTo: (access: AccessContext) => boolean })[] = [
  {
    id: 'repricing',
    title: 'Repriced Claims',
    description: 'Work through the repriced claims of the Claims site.',
    path: paths.repricing,
    isVisibleTo: ({ roles, variant }) => variant === 'claims' && hasAnyRole(roles, variant, repricingRoles),
  },
  {
    id: 'code',
    title: 'Code Look-up',
    description: 'Look up DRG, APC, HCPCS and NUCC taxonomy codes and their descriptions.',
    path: paths.code,
    isVisibleTo: ({ roles, variant }) => hasAnyRole(roles, variant, codeLookupRoles),
  },
  {
    id: 'cms',
    title: 'Reference Data',
    description: 'See which public CMS and NUCC files the portal holds, and when they were imported.',
    path: paths.cms,
    isVisibleTo: ({ roles, variant }) => hasAnyRole(roles, variant, codeLookupRoles),
  },
  {
    id: 'training',
    title: 'Training',
    description: 'Training videos and step-by-step guides to benchmarks and provider search.',
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
export function listHomeTiles(access: AccessContext, _: I18n['_'] = i18n._.bind(i18n)): HomeTile[] {
  const fromNavigation = listVisibleNavItems(access).flatMap((item): HomeTile[] => {
    const describe = descriptions[item.id];
    return describe === undefined
      ? []
      : [{ id: item.id, title: _(item.labelId), description: describe(item.labelId), path: item.path }];
  });
  const extras = extraTiles
    .filter((tile) => tile.isVisibleTo(access) && isBuiltPath(tile.path))
    .map(({ id, title, description, path }) => ({ id, title, description, path }));
  return [...fromNavigation, ...extras];
}
