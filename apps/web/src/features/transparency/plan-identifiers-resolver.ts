import { zodResolver } from '@hookform/resolvers/zod';
import { transparencyIdentifiersBodySchema } from '@medivi/domain';
import type { Resolver } from 'react-hook-form';
import type { IdentifiersFormValues } from './plan-identifiers-form';

/**
 * The identifiers form's checks: the domain's `transparencyIdentifiersBodySchema`, the rules the
 * server applies, giving the body to send. Loaded on the form's first check (`lazyResolver`), so
 * zod stays off the page's first load (docs/decisions/0123-heavy-signed-in-pages.md). The form
 * holds '' for an unmade choice, which the schema refuses; hence the wider value type.
 */
export const identifiersResolver = zodResolver(
  transparencyIdentifiersBodySchema,
) as unknown as Resolver<IdentifiersFormValues>;
