/**
 * Values that describe a provider, shared by provider search (which labels providers with them)
 * and the provider-experience list (which records them) (cases-and-provider-search spec §3, §5).
 */

/** Provider-experience recommendations (spec §3, §5 Provider admin). */
export const recommendations = ['CAUTION', 'UNFRIENDLY', 'DELISTED'] as const;
export type Recommendation = (typeof recommendations)[number];

/** Entity types of a provider: 1 Professional, 2 Facility (spec §3). */
export const entityTypes = ['1', '2'] as const;
export type EntityType = (typeof entityTypes)[number];
