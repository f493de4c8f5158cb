import { z } from 'zod';
import { appealUrgencies } from './appeal-urgency.js';

/**
 * An appeal's `appealUrgency` as sent: one of `appealUrgencies`, or left out (post-service). Apart
 * from the choices, so that a page that only shows them loads no zod (issue 39).
 */
export const appealUrgencySchema = z
  .enum(appealUrgencies, { error: 'Choose how urgent the appeal is.' })
  .nullish()
  .transform((value) => value ?? null);
