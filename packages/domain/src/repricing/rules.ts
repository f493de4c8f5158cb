import type { RoleName } from '../shared/roles.js';

/**
 * Who reads the repriced-claims work list: the Claims variant's `claims-admin` and
 * `claims-contractsuperadmin` (accounts spec §6 examples; docs/decisions/0105 "Repricing"). The
 * list is served only on the Claims site.
 */
export const repricingRoles: readonly RoleName[] = ['admin', 'contractsuperadmin'];

/** Rows a page of the work list may hold; the first is the default. */
export const repricingPageSizes = [25, 50, 100] as const;

/** Longest search text accepted, characters. */
export const repricingFilterMaxLength = 100;

/** Highest page number accepted (past it a search should be narrowed). */
export const repricingPageMax = 10_000;

/** Messages of the work list's search fields. */
export const repricingMessages = {
  tooLong: `Enter at most ${String(repricingFilterMaxLength)} characters.`,
  page: `Page must be a whole number from 1 to ${String(repricingPageMax)}.`,
  pageSize: `Choose ${repricingPageSizes.join(', ')} rows a page.`,
  wrongSite: 'The repriced claims are on the Claims site.',
} as const;
