import { z } from 'zod';
import { languages } from './language.js';

/** A portal language (issue 37): `en` or `es`. */
export const languageSchema = z.enum(languages);

/**
 * The signed-in user as the web app sees it (accounts spec §3 User). `roles` are full role
 * strings (`medivi-read`). `accessLevel` is `'Limited Access'` for members whose dependent
 * management is hidden, otherwise null. `language` is the account's portal language (issue 37):
 * the web app shows it, and e-mails and documents sent later will use it.
 */
export const userSchema = z.object({
  userID: z.string(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(z.string()),
  isOnboardingComplete: z.boolean(),
  isPasswordExpired: z.boolean(),
  isDeactivated: z.boolean(),
  enableNotification: z.boolean(),
  /** True while the session waits for the e-mailed sign-in code (accounts spec §4 One-time code). */
  isMFANeeded: z.boolean(),
  accessLevel: z.string().nullable(),
  memberID: z.string().nullable(),
  language: languageSchema,
});
export type User = z.infer<typeof userSchema>;
