import { zodResolver } from '@hookform/resolvers/zod';
import { contactUsBodySchema } from '@medivi/domain';

/**
 * The Contact Us form's resolver: the endpoint's own body schema, so the form and the server say
 * the same words. The page loads this module on the form's first check (docs/decisions/0118).
 */
export const contactUsResolver = zodResolver(contactUsBodySchema);
