// Kept apart from the schemas so a bundle that needs only the texts does not pull in zod.

/** Fixed user-facing texts shared by server and web (accounts spec §2, §8). */
export const messages = {
  unauthorizedRoute: 'Unauthorized: check roles needed for access',
  loading: 'Loading. Please wait.',
  noAccess: "Oops! It looks like you don't have the appropriate access.",
  passwordExpired: 'Your Password is expired, Please update your password.',
  notSignedIn: 'Please sign in to continue.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  invalidCredentials: 'The e-mail or password is incorrect.',
  csrfRejected: 'The request could not be verified. Please reload the page and try again.',
  forbiddenRole: 'You do not have the role needed for this action.',
  serverError: 'Something went wrong on our side. Please try again later.',
  networkError: 'Could not connect to server. Please check your network connection.',
  /** Sign-in of a registered account whose e-mail link was not followed yet. */
  emailNotVerified:
    'Please verify your e-mail address first: open the link we e-mailed you when you registered, or register again to get a new one.',
  /** A create that lost a race with an identical one (HTTP 409). */
  conflict: 'This was just done by another request. Please reload and check.',
  /** The database does not answer for a moment, e.g. while it restarts (HTTP 503, docs/decisions/0101). */
  databaseUnavailable: 'The portal cannot reach its records for a moment. Please try again in a few seconds.',
  /**
   * The file storage (folder or bucket) did not answer, so a file was neither stored nor sent
   * (HTTP 503, docs/decisions/0120); nothing was saved.
   */
  filesUnavailable:
    'Files cannot be stored or opened just now, and nothing was saved. Please try again in a minute.',
  /** The mail server refused or did not answer, so the e-mail was not sent (HTTP 503). */
  mailUnavailable: 'The e-mail could not be sent just now. Please try again in a minute.',
  /**
   * Sign-in from an address with many recent failures: a solved captcha is asked for instead of a
   * lockout (docs/decisions/0090).
   */
  captchaRequired:
    'Many sign-in attempts came from your network. Please confirm you are a person, then sign in again.',
  /** A state-changing call sent by a page of another site (docs/decisions/0091). */
  foreignOrigin: 'This request came from another site and was refused.',
  /** Under a form field left empty (accounts spec §2). */
  fieldRequired: 'This field is required',
} as const;
