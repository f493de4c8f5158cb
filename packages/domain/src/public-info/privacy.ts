import type { InfoDocument } from './document.js';

/** Age under which the portal does not knowingly collect a child's own data (accounts spec §9). */
export const privacyAgeThreshold = 13;

/** How long the portal takes at most to answer a request to see one's data (accounts spec §9). */
export const dataAccessResponsePeriod = 'one month';

/**
 * The privacy text of /privacy and /privacy-policy (accounts spec §9: age threshold 13, one month
 * for data access requests). The data it lists are the fields the portal keeps (accounts spec §3,
 * cases spec §1); where to write is the support mailbox the page shows beside it.
 */
export const privacyDocument: InfoDocument = {
  title: 'Privacy Policy',
  intro: [
    'This policy explains which personal information the MediVI portal keeps about you, why it keeps it and what you can ask us to do with it.',
  ],
  sections: [
    {
      heading: 'Information we keep',
      paragraphs: ['We keep only what the portal needs to give you its services:'],
      items: [
        'your account: e-mail address, full name, password (stored only in a form that cannot be read back) and your roles',
        'your plans: member ID, group ID, first and last name, date of birth and zip code, as you enter them to add a plan',
        'dependent members you add: their names, member ID or patient ID, date of birth and zip code',
        'cases you file: the provider, the bill or appointment, your contact details and the documents you upload',
        'notifications about your cases and whether you have read them',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use this information to confirm that you are a member of a plan, to find in-network providers near the zip code you give, to work on your cases and to tell you how they progress. Your plan administrator and the staff who handle your cases see the cases filed for their plans.',
      ],
    },
    {
      heading: 'What your browser stores',
      paragraphs: [
        'While you are signed in, your browser keeps a session cookie, an anti-forgery token, your e-mail address, your full name, the plan you selected and a compressed copy of the provider list. Signing out ends the session.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        `The portal is not meant for children under ${String(privacyAgeThreshold)}, and we do not knowingly collect personal information from a child under ${String(privacyAgeThreshold)}. Information about a dependent child is entered by the member who adds that child to the account.`,
      ],
    },
    {
      heading: 'Seeing, correcting and deleting your information',
      paragraphs: [
        `You may ask us which personal information we hold about you and ask us to correct it. We answer a data access request within ${dataAccessResponsePeriod}. You can delete a dependent member or your whole account yourself under Account Settings.`,
      ],
    },
  ],
};
