/**
 * The support mailbox the web app shows: where people write for access, to reactivate an account
 * or for help (accounts spec §6: "request access by e-mail at {email}"; /support, /privacy). Set per
 * deployment with VITE_ACCESS_REQUEST_EMAIL, to the server's SUPPORT_EMAIL. The default is the
 * server's default (a reserved `.test` placeholder), so the embedded default's pages, its PDFs and
 * the mailbox its messages reach all name one address.
 */
export const supportMailbox: string = import.meta.env.VITE_ACCESS_REQUEST_EMAIL ?? 'support@medivi.test';
