import { zodResolver } from '@hookform/resolvers/zod';
import {
  dateEntryProblem,
  emailProblem,
  maxLengthMessage,
  memberFieldMaxLengths,
  passwordMessages,
  passwordProblem,
  registrationMessages,
} from '@medivi/domain';
import { z } from 'zod';

function requiredText(max: number) {
  return z.string().trim().min(1, registrationMessages.required).max(max, maxLengthMessage(max));
}

/**
 * Page 1, member info (accounts spec §5 Registration fields): all required ('This field is
 * required.'), member ID ≤ 50, group ID ≤ 20, first name ≤ 35, last name ≤ 60, zip digits only
 * ('Only numbers are allowed.') up to 5, date of birth by the date-entry rules. The fields
 * uppercase as typed.
 */
export function memberInfoSchema(today: Date) {
  return z.object({
    memberID: requiredText(memberFieldMaxLengths.memberID),
    groupID: requiredText(memberFieldMaxLengths.groupID),
    firstName: requiredText(memberFieldMaxLengths.firstName),
    lastName: requiredText(memberFieldMaxLengths.lastName),
    dateOfBirth: z
      .string()
      .trim()
      .min(1, registrationMessages.required)
      .superRefine((value, context) => {
        const problem = dateEntryProblem(value, today);
        if (problem !== null) context.addIssue({ code: 'custom', message: problem });
      }),
    zip: z
      .string()
      .trim()
      .min(1, registrationMessages.required)
      .regex(/^\d*$/, registrationMessages.onlyNumbers)
      .max(memberFieldMaxLengths.zip, maxLengthMessage(memberFieldMaxLengths.zip)),
  });
}
export type MemberInfoValues = z.infer<ReturnType<typeof memberInfoSchema>>;

/** Resolver of page 1 for `today`. */
export function memberInfoResolver(today: Date) {
  return zodResolver(memberInfoSchema(today));
}

/** Page 2, e-mail (accounts spec §5 E-mail; the field lowercases as typed). */
export const emailPageSchema = z.object({
  email: z.string().superRefine((value, context) => {
    const problem = emailProblem(value);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  }),
});
export type EmailPageValues = z.infer<typeof emailPageSchema>;
export const emailPageResolver = zodResolver(emailPageSchema);

/**
 * Page 3 for a new account (accounts spec §5 Password at registration): password rules with
 * 'Password must be less than 128 characters', re-entry must match ('Passwords must match').
 */
export const newPasswordSchema = z
  .object({
    password: z.string().superRefine((value, context) => {
      const problem = passwordProblem(value, { registration: true });
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
    passwordConfirm: z.string().min(1, registrationMessages.required),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    message: passwordMessages.mustMatch,
    path: ['passwordConfirm'],
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
export const newPasswordResolver = zodResolver(newPasswordSchema);

/** Page 3 when the e-mail already has an account: that account's password. */
export const existingPasswordSchema = z.object({
  password: z.string().min(1, registrationMessages.required),
  passwordConfirm: z.string(),
});
export const existingPasswordResolver = zodResolver(existingPasswordSchema);
