/**
 * Request-access texts and limits (accounts spec §2 screen 7, §5, §8, §9).
 */

/** How long the 'Enter a valid email' snackbar stays, ms (spec §9). */
export const requestAccessSnackbarMs = 3_000;

/** Texts of the request-access page. */
export const requestAccessMessages = {
  /** Snackbar when the e-mail does not match the generic pattern (spec §5, §8). */
  invalidEmail: 'Enter a valid email',
  /** The illustration's text (spec §2 screen 7). */
  illustration:
    'Introducing a streamlined hub for submitting, tracking, and viewing all your bill/provider cases effortlessly',
  /** Title and text of the success modal (spec §2 screen 7; exact wording not given). */
  sentTitle: 'Request Sent',
  sent: 'A request email has been sent. A representative will be in touch with you shortly.',
  /** Reply of `POST /api/send-email`. */
  accepted: 'Your request has been sent.',
} as const;

/** Longest e-mail address accepted, characters (RFC 5321 path limit). */
export const requestAccessEmailMaxLength = 254;
