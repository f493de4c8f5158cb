/**
 * Demo accounts of the embedded default: one per role the spec names (accounts spec §6), all
 * synthetic, all at `@demo.medivi.test`, all with `demoPassword`. The README lists the same table;
 * a unit test keeps the two in step.
 */
export interface DemoAccount {
  /** Local part of the e-mail: `<login>@demo.medivi.test`. */
  login: string;
  fullName: string;
  roles: string[];
  /** Plan ids (see demoPlans) linked to the account. */
  planIds: string[];
  accessLevel?: 'Limited Access';
  memberId?: string;
  /** Account states of accounts spec §2 (account-state route sets); both off unless set. */
  isPasswordExpired?: boolean;
  isDeactivated?: boolean;
  purpose: string;
}

export const demoEmailDomain = 'demo.medivi.test';

/** The one password of every demo account (README "Demo accounts"). */
export const demoPassword = 'MediVI-Demo-2026!';

const memberRoles = ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'];

/** Synthetic plans of the demo. */
export const demoPlans = [
  {
    id: 'demo-plan-lakeshore',
    name: 'Lakeshore Manufacturing Health Plan (synthetic demo)',
    displayMediviMessage: true,
    mediviMessage:
      'Synthetic demo plan: this plan pays providers by reference-based pricing. Call the number on your member ID card before scheduling care.',
  },
  {
    id: 'demo-plan-cuyahoga-schools',
    name: 'Cuyahoga Schools Employee Plan (synthetic demo)',
    displayMediviMessage: false,
    mediviMessage: null,
  },
  {
    id: 'demo-plan-northcoast',
    name: 'North Coast Logistics Plan (synthetic demo)',
    displayMediviMessage: false,
    mediviMessage: null,
  },
] as const;

export const demoAccounts: readonly DemoAccount[] = [
  {
    login: 'member',
    fullName: 'Jordan Demo-Member',
    roles: memberRoles,
    planIds: ['demo-plan-lakeshore', 'demo-plan-cuyahoga-schools'],
    memberId: 'DEMO100001',
    purpose: 'Case member with two plans',
  },
  {
    login: 'member2',
    fullName: 'Riley Demo-Second',
    roles: memberRoles,
    planIds: ['demo-plan-northcoast'],
    memberId: 'DEMO200002',
    purpose: 'An unrelated second member',
  },
  {
    login: 'member-limited',
    fullName: 'Casey Demo-Limited',
    roles: memberRoles,
    planIds: ['demo-plan-lakeshore'],
    accessLevel: 'Limited Access',
    memberId: 'DEMO300003',
    purpose: "Case member with 'Limited Access'",
  },
  {
    login: 'client',
    fullName: 'Morgan Demo-Client',
    roles: ['medivi-read', 'medivi-caseviewclient', 'medivi-casesubmissionclient'],
    planIds: ['demo-plan-lakeshore', 'demo-plan-cuyahoga-schools'],
    purpose: 'Client viewer and submitter',
  },
  {
    login: 'client-viewer',
    fullName: 'Avery Demo-Viewer',
    roles: ['medivi-read', 'medivi-caseviewclient'],
    planIds: ['demo-plan-lakeshore'],
    purpose: 'Client viewer only',
  },
  {
    login: 'analyst',
    fullName: 'Quinn Demo-Analyst',
    roles: ['medivi-read', 'medivi-analysis'],
    planIds: [],
    purpose: 'Market Analysis (cost comparison)',
  },
  {
    login: 'admin',
    fullName: 'Harper Demo-Admin',
    roles: ['medivi-read', 'medivi-admin'],
    planIds: [],
    purpose: 'Administrator',
  },
  {
    login: 'inviter',
    fullName: 'Rowan Demo-Inviter',
    roles: ['medivi-read', 'medivi-inviteuser'],
    planIds: [],
    purpose: 'Invites users',
  },
  {
    login: 'benchmarks',
    fullName: 'Emerson Demo-Benchmarks',
    roles: ['medivi-read', 'medivi-benchmarks'],
    planIds: [],
    purpose: 'Benchmarks chart',
  },
  {
    login: 'reports',
    fullName: 'Sawyer Demo-Reports',
    roles: [
      'medivi-read',
      'medivi-reports',
      'medivi-clientmonthlyreport',
      'medivi-provideracceptancereport',
      'medivi-clientplanhealthreport',
    ],
    planIds: ['demo-plan-lakeshore', 'demo-plan-cuyahoga-schools'],
    purpose: 'Reports with every report role on two plans',
  },
  {
    login: 'client-monthly',
    fullName: 'Jordan Demo-Monthly',
    roles: ['medivi-read', 'medivi-caseviewclient', 'medivi-reports', 'medivi-clientmonthlyreport'],
    planIds: ['demo-plan-northcoast'],
    purpose: 'Client viewer with the monthly report only (North Coast plan)',
  },
  {
    login: 'code',
    fullName: 'Kendall Demo-Code',
    roles: ['medivi-read', 'medivi-code'],
    planIds: [],
    purpose: 'Code look-up (/code) and reference data (/cms)',
  },
  {
    login: 'provider-updater',
    fullName: 'Finley Demo-Updater',
    roles: ['medivi-read', 'medivi-updateproviderexperience'],
    planIds: [],
    purpose: 'Provider-experience list: insert and update',
  },
  {
    login: 'provider-readonly',
    fullName: 'Reese Demo-Readonly',
    roles: ['medivi-read', 'medivi-updateproviderexperiencereadonly'],
    planIds: [],
    purpose: 'Provider-experience list: read only',
  },
  {
    login: 'allplans',
    fullName: 'Skyler Demo-Allplans',
    roles: ['medivi-read', 'medivi-6dhallplans'],
    planIds: [],
    purpose: 'Sees every live plan in Provider Search',
  },
  {
    login: 'mobile',
    fullName: 'Parker Demo-Mobile',
    roles: ['medivimobile-read'],
    planIds: ['demo-plan-northcoast'],
    purpose: 'Mobile read role',
  },
  {
    login: 'expired',
    fullName: 'Quinn Demo-Expired',
    roles: memberRoles,
    planIds: ['demo-plan-northcoast'],
    isPasswordExpired: true,
    purpose: 'Expired password: must change it after signing in',
  },
  {
    login: 'deactivated',
    fullName: 'Avery Demo-Deactivated',
    roles: ['medivi-read'],
    planIds: ['demo-plan-lakeshore'],
    isDeactivated: true,
    purpose: 'Deactivated account: banner, public pages only',
  },
  {
    login: 'claims-admin',
    fullName: 'Dakota Demo-Claims',
    roles: ['claims-read', 'claims-admin', 'claims-contractsuperadmin'],
    planIds: [],
    purpose: 'Claims-variant administrator (use claims.localhost)',
  },
];

/** The full e-mail of a demo login. */
export function demoEmail(login: string): string {
  return `${login}@${demoEmailDomain}`;
}
