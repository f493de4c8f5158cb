/**
 * Application variants. The portal ships as MediVI and Claims; the variant is chosen by whether
 * the host name contains the word `claims` (accounts spec §1, §9).
 */
export const variants = ['medivi', 'claims'] as const;

/** Role prefix of a variant: `medivi` or `claims`. */
export type Variant = (typeof variants)[number];

/** Application name sent to the server: `MediVI` or `Claims` (accounts spec §1). */
export type ApplicationName = 'MediVI' | 'Claims';

/** Picks the variant from a host name (`claims.localhost:3000` gives `claims`). */
export function variantForHost(host: string | undefined): Variant {
  return host?.toLowerCase().includes('claims') === true ? 'claims' : 'medivi';
}

/** The application name the spec sends for a variant. */
export function applicationName(variant: Variant): ApplicationName {
  return variant === 'claims' ? 'Claims' : 'MediVI';
}
