import { z } from 'zod';
import { caseClockStates } from './case-clock.js';
import { caseClockEventKinds } from './clock-values.js';
import { appealUrgencies } from '../shared/appeal-urgency.js';

/**
 * A case's clock as listed (issue 35, docs/decisions/0117), all times ISO-8601 UTC: `dueAt` when
 * the decision or resolution is due (while paused, as if the member answered now), `state` at the
 * time of the reply, `pausedSince` while information is asked of the member, the extension and
 * its reason once taken, the first response's due time and when it came (null where the rule has
 * none), the appeal's urgency (null for other types), the rule's source, and the time zone its
 * days are counted in (a day clock is due at the end of a day there).
 */
export const caseClockSchema = z.object({
  state: z.enum(caseClockStates),
  stateLabel: z.string(),
  receivedAt: z.string(),
  dueAt: z.string(),
  dueSoonAt: z.string(),
  pausedSince: z.string().nullable(),
  extended: z.boolean(),
  extensionReason: z.string().nullable(),
  firstResponseDueAt: z.string().nullable(),
  firstRespondedAt: z.string().nullable(),
  appealUrgency: z.enum(appealUrgencies).nullable(),
  source: z.string(),
  timeZone: z.string().describe('The IANA time zone the clock counts days in; show its dates in it.'),
});
export type CaseClockReply = z.infer<typeof caseClockSchema>;

/**
 * One change of a case's clock: paused (information asked of the member, with `answerBy`, the last
 * day he has to answer), resumed, or extended (with the reason), and the due time after it.
 */
export const caseClockEventSchema = z.object({
  kind: z.enum(caseClockEventKinds),
  at: z.string(),
  reason: z.string().nullable(),
  dueAt: z.string().nullable(),
  answerBy: z.string().nullable(),
});
export type CaseClockEvent = z.infer<typeof caseClockEventSchema>;

/** `POST /api/cases/:id/clock/extension` body: why the decision takes longer, as the member is told. */
export const caseClockExtensionBodySchema = z.object({
  reason: z
    .string({ error: 'Say why the case needs more time.' })
    .trim()
    .min(10, 'Say why the case needs more time, in at least 10 characters.')
    .max(500, 'Keep the reason to 500 characters.'),
});
export type CaseClockExtensionBody = z.infer<typeof caseClockExtensionBodySchema>;
