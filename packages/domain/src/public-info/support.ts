import type { InfoDocument } from './document.js';

/**
 * How to get help (/support; accounts spec §2 public routes). The support mailbox is not part of
 * the text: the page shows the address the deployment configures next to it.
 */
export const supportDocument: InfoDocument = {
  title: 'Support',
  intro: ['Need help with the MediVI portal or with a bill or a provider? Here is how to reach us.'],
  sections: [
    {
      heading: 'A bill or a provider problem',
      paragraphs: [
        'To report a balance bill, a provider who declined your insurance, or to ask us to call a physician group ahead of your first appointment, file a case. Signed-in members use My Cases; anyone can use the public RBP Support Service Forms without signing in.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'If you cannot sign in, use Forgot password on the sign-in page to reset your password. If your account is deactivated or you have no access to a page you need, write to the support mailbox.',
      ],
    },
    {
      heading: 'Write to us',
      paragraphs: ['E-mail the support mailbox with your question. Please do not send your password.'],
    },
  ],
};

/** Where the mobile app comes from (/app): the spec gives no store address (accounts spec §1). */
export const mobileAppDocument: InfoDocument = {
  title: 'MediVI Mobile App',
  intro: [
    'MediVI has a mobile app companion for members: find in-network providers near you and follow your cases from your phone.',
  ],
  sections: [
    {
      heading: 'Getting the app',
      paragraphs: [
        'The mobile app is distributed by your plan administrator. Ask your employer or plan administrator how to install it. You can also use this portal in any web browser with the same account.',
      ],
    },
  ],
};

/** The page a mobile user lands on after verifying an e-mail (/welcome-member; accounts spec §2). */
export const welcomeMemberDocument: InfoDocument = {
  title: 'Welcome to MediVI',
  intro: ['Please return to the MediVI mobile app to log in.'],
  sections: [],
};
