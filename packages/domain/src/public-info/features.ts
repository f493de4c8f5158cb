import { recommendations } from '../shared/providers.js';
import type { InfoDocument } from './document.js';

/** What the portal does for each of its audiences (/features; accounts spec §1, cases spec §1). */
export const featuresDocument: InfoDocument = {
  title: 'Portal Features',
  intro: [
    'MediVI is a health-benefits portal for plan members, employer and plan staff, partners and internal staff. Here is what it does for each of them.',
  ],
  sections: [
    {
      heading: 'Health plan members',
      paragraphs: ['Members register, sign in and then can:'],
      items: [
        'search for in-network providers near a zip code, each marked with an accessibility badge',
        'file and follow cases: Access Issue, Balance Bill and Call Ahead',
        'add plans and dependent members to their account',
        'read notifications about their cases',
      ],
    },
    {
      heading: 'Client users (employer or plan administrator staff)',
      paragraphs: [
        'Client users view cases across their plans, submit cases on behalf of members (including Appeal cases), read notifications, Appeal ones included, and read plan reports.',
      ],
    },
    {
      heading: 'Analysts',
      paragraphs: ['Analysts use a cost-comparison tool and a market-benchmarks chart.'],
    },
    {
      heading: 'Administrators',
      paragraphs: ['Administrators manage users and their roles and invite new users.'],
    },
    {
      heading: 'Internal staff',
      paragraphs: [
        `Internal staff maintain a provider-experience list that flags providers with a recommendation: ${recommendations.join(', ')}.`,
      ],
    },
    {
      heading: 'Public visitors',
      paragraphs: [
        'Anyone may file a captcha-protected support case for a plan member without signing in, and partners may request access to the portal.',
      ],
    },
  ],
};
