import { createContext, useContext } from 'react';
import { variantForHost, type Variant } from '@medivi/domain';

/** The variant the page was opened under: `claims` when the host name holds the word. */
export function readVariantOfLocation(): Variant {
  return variantForHost(window.location.hostname);
}

/**
 * The application variant (accounts spec §1): role prefixes, logo text and document title follow
 * it. Provided once by the app shell; tests provide either value.
 */
export const VariantContext = createContext<Variant>('medivi');

/** The application variant of the running app. */
export function useVariant(): Variant {
  return useContext(VariantContext);
}
