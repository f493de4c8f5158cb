import { defineRoutes } from '../shared/endpoint.js';

/**
 * Method and path of the ID card endpoints (issue 32 item 5, docs/decisions/0114 "ID card and
 * provider notice"): a member's cards as JSON and as a PDF, and a plan's public provider notice;
 * see `idCardEndpoints`.
 */
export const idCardRoutes = defineRoutes('claims', {
  getIdCards: { method: 'GET', path: '/api/member/id-card' },
  getIdCardPdf: { method: 'GET', path: '/api/member/id-card.pdf' },
  getProviderNotice: { method: 'GET', path: '/api/provider-notice/:planID' },
});

/** The web page a card's QR code opens: public, no sign-in (`?plan=<planID>`). */
export const providerNoticePagePath = '/provider-notice';

/** The query parameter of the provider notice page that names the plan. */
export const providerNoticePlanParam = 'plan';
