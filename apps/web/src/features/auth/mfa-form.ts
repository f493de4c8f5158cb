import { otpMaxLength, otpMessages } from '@medivi/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The fields of the Multi-Factor Authentication dialog. */
export interface MfaFormValues {
  otp: string;
  /** Sent as skip_mfa: remember this browser for 30 days. */
  rememberBrowser: boolean;
}

/**
 * The code's rules (accounts spec §5 One-time code, `verifyOtpBodySchema`): trimmed, not empty
 * ('Please enter the OTP'), at most 6 characters. Plain checks on the domain's constants keep zod
 * out of the sign-in page's download (docs/decisions/0011-code-splitting-and-start-up.md).
 */
export function checkOtp(otp: string): string | null {
  const trimmed = otp.trim();
  if (trimmed === '') return otpMessages.required;
  if (trimmed.length > otpMaxLength) return otpMessages.tooLong;
  return null;
}

/** `checkOtp` as a react-hook-form resolver: the trimmed code, or its message. */
export const mfaFormResolver: Resolver<MfaFormValues> = (input) => {
  const problem = checkOtp(input.otp);
  if (problem === null) return { values: { ...input, otp: input.otp.trim() }, errors: {} };
  const errors: FieldErrors<MfaFormValues> = { otp: { type: 'validate', message: problem } };
  return { values: {}, errors };
};
