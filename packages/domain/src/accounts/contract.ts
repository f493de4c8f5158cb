import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { planRoutes } from './routes.js';

/**
 * A health plan (accounts spec §3 Plan). `displayMediviMessage` says whether Provider Search shows
 * `mediviMessage` above its filters.
 */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayMediviMessage: z.boolean(),
  mediviMessage: z.string().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** Plans endpoints used by Provider Search (accounts spec §4 Plans, §7). */
export const planEndpoints = {
  getPlans: defineEndpoint({
    ...planRoutes.getPlans,
    summary: "The signed-in member's own plans.",
    reply: z.array(planSchema),
  }),
  getLivePlansForProviders: defineEndpoint({
    ...planRoutes.getLivePlansForProviders,
    summary: 'Every live plan, for users with the 6dhallplans role.',
    reply: z.array(planSchema),
  }),
} as const;
