import { z } from 'zod';
import { fullNameMaxLength, fullNameProblem } from './create-account-rules.js';
import { maxLengthMessage } from './member-fields.js';
import { passwordMaxLength, passwordMessages } from './password-rules.js';

/**
 * The fields every Create Account sends, whether after e-mail verification (`/api/createProfile`)
 * or from an invitation link (docs/decisions/0111): the full name under its rules, and the
 * password, whose rules and compromised check the server applies.
 */
export const createAccountFieldsSchema = z.object({
  fullName: z
    .string()
    .max(fullNameMaxLength, maxLengthMessage(fullNameMaxLength))
    .superRefine((value, context) => {
      const problem = fullNameProblem(value);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
  password: z.string().min(1, passwordMessages.required).max(passwordMaxLength, passwordMessages.maxLength),
});
