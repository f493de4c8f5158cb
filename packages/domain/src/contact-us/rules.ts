/**
 * Contact Us texts and limits (accounts spec §2 public routes `/contact-us`, §6 side navigation;
 * docs/decisions/0109). The spec shows no wording for the page; these are the portal's.
 */

/** Longest value of each Contact Us field, characters (docs/decisions/0109). */
export const contactUsMaxLengths = {
  name: 100,
  subject: 150,
  message: 5_000,
} as const;

/** Texts of the Contact Us page and of its endpoint's reply. */
export const contactUsMessages = {
  title: 'Contact Us',
  intro:
    'Questions about the portal, your account or a case? Send us a message and our support team will reply by e-mail.',
  /** The reminder under the form: the message travels by e-mail. */
  noSensitiveData:
    'Please do not include passwords or medical details. For a bill or provider problem, file a case instead.',
  /** Shown in the page's status alert once the message is sent. */
  sent: 'Thank you. Your message has been sent, and our support team will reply by e-mail.',
  /** Reply of `POST /api/contact-us`. */
  accepted: 'Your message has been sent.',
} as const;
