import { zodResolver } from '@hookform/resolvers/zod';
import { serviceLevelsFormSchema } from '@medivi/domain';

/**
 * The service-levels form's checks: the domain's `serviceLevelsFormSchema`, the rules the server
 * applies. Loaded on the form's first check (`lazyResolver`), so zod stays off the page's first
 * load (docs/decisions/0123-heavy-signed-in-pages.md).
 */
export const serviceLevelsResolver = zodResolver(serviceLevelsFormSchema);
