import type { AccessFixture, ForeignRequest } from './access-fixtures.js';
import type { World } from './world.js';

/** A valid service-levels body: Balance Bill's own levels, the other types on the defaults. */
const serviceLevelsBody = {
  BalanceBill: { useDefaults: false, firstResponseDays: 3, resolutionDays: 30, extensionDays: 5 },
  AccessIssue: { useDefaults: true },
  CallAhead: { useDefaults: true },
};

/** The service-levels routes aimed at side B's plan. */
const serviceLevelRequests = (w: World, payload?: unknown): ForeignRequest[] => [
  { url: `/api/plans/${w.b.member.planId}/service-levels`, ...(payload === undefined ? {} : { payload }) },
];

/** A valid identifiers body: a HIOS id without a sponsor (synthetic). */
const transparencyIdentifiersBody = {
  planIdType: 'hios',
  planId: '99999OH001',
  planSponsorName: null,
  issuerName: 'Synthetic Route Table Issuer',
  planMarketType: 'group',
};

/** The plan-identifiers routes aimed at side B's plan. */
const transparencyIdentifierRequests = (w: World, payload?: unknown): ForeignRequest[] => [
  {
    url: `/api/plans/${w.b.member.planId}/transparency-identifiers`,
    ...(payload === undefined ? {} : { payload }),
  },
];

/** The fixtures of routes that name a plan (its id in the path or the query). */
export const planAccessFixtures: Readonly<Record<string, AccessFixture>> = {
  // Price estimates for a plan the caller may not estimate for: 403; analysts may use every live
  // plan (plan terms and CMS figures, no member data; decision 0115).
  'GET /api/price-estimates': {
    foreign: (w) => [
      { url: `/api/price-estimates?codeType=DRG&code=470&zip=44106&radius=25&planID=${w.b.member.planId}` },
    ],
    mayRead: ['everyRole'],
  },
  'GET /api/price-estimates/price-check.pdf': {
    foreign: (w) => [
      {
        url: `/api/price-estimates/price-check.pdf?codeType=DRG&code=470&zip=44106&radius=25&planID=${w.b.member.planId}`,
      },
    ],
    mayRead: ['everyRole'],
  },
  'GET /api/member/plan-design': {
    foreign: (w) => [{ url: `/api/member/plan-design?planID=${w.b.member.planId}` }],
    mayRead: [],
  },
  // A member prints only the ID cards of plans he holds his own record on (issue 32 item 5).
  'GET /api/member/id-card.pdf': {
    foreign: (w) => [{ url: `/api/member/id-card.pdf?size=card&planID=${w.b.member.planId}` }],
    mayRead: [],
  },
  'GET /api/provider-notice/:planID': {
    notOwned: "a plan's public provider notice: how the plan pays and where to send claims, no member data",
  },
  // A plan's service levels (issue 35 item 1): the admin role reads and sets every plan's (plan
  // terms, no member data); everyone else gets 403 whatever the plan.
  'GET /api/plans/:planId/service-levels': {
    foreign: (w) => serviceLevelRequests(w),
    mayRead: ['staff', 'everyRole'],
  },
  'PUT /api/plans/:planId/service-levels': {
    foreign: (w) => serviceLevelRequests(w, serviceLevelsBody),
    mayRead: ['staff', 'everyRole'],
  },
  // A plan's Transparency in Coverage identifiers (issue 34): as the service levels, the admin
  // role reads and sets every plan's (plan terms, no member data); everyone else gets 403.
  'GET /api/plans/:planId/transparency-identifiers': {
    foreign: (w) => transparencyIdentifierRequests(w),
    mayRead: ['staff', 'everyRole'],
  },
  'PUT /api/plans/:planId/transparency-identifiers': {
    foreign: (w) => transparencyIdentifierRequests(w, transparencyIdentifiersBody),
    mayRead: ['staff', 'everyRole'],
  },
};
