import { type IdCard, type ProviderNotice, providerNoticeText } from '@medivi/domain';

const multiples = { inpatient: 1.5, outpatient: 1.6, professional: 1.4 };

/** A tiny SVG standing in for the server's QR code. */
const qrCodeDataUrl = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>')}`;

/** Two synthetic cards of one member: plan A with two dependents and a design, plan B with neither. */
export const syntheticIdCards: IdCard[] = [
  {
    planID: 'plan-a',
    planName: 'Plan A (synthetic)',
    planYear: 2026,
    groupId: 'GRPA12',
    memberId: 'DEMO1',
    subscriberName: 'DANA SYNTHETIC',
    dependents: [
      { name: 'ROBIN SYNTHETIC', memberId: 'DEMO1-02', relationship: 'child' },
      { name: 'SAM SYNTHETIC', memberId: 'DEMO1-01', relationship: 'spouse' },
    ],
    medicareMultiples: multiples,
    providerNotice: {
      text: providerNoticeText(multiples),
      phone: '1-800-555-0199 (demo number)',
      claimsAddress: 'MediVI Claims (demo address), PO Box 00000, Cleveland, OH 44101',
      noticeUrl: 'http://localhost:3000/provider-notice?plan=plan-a',
      qrCodeDataUrl,
    },
    isSynthetic: true,
  },
  {
    planID: 'plan-b',
    planName: 'Plan B (synthetic)',
    planYear: 2026,
    groupId: 'GRPB34',
    memberId: 'DEMO2',
    subscriberName: 'DANA SYNTHETIC',
    dependents: [],
    medicareMultiples: null,
    providerNotice: {
      text: providerNoticeText(null),
      phone: '1-800-555-0199 (demo number)',
      claimsAddress: 'MediVI Claims (demo address), PO Box 00000, Cleveland, OH 44101',
      payerId: 'DEMO9',
      noticeUrl: 'http://localhost:3000/provider-notice?plan=plan-b',
      qrCodeDataUrl,
    },
    isSynthetic: true,
  },
];

/** Plan A's public provider notice. */
export const syntheticProviderNotice: ProviderNotice = {
  planID: 'plan-a',
  planName: 'Plan A (synthetic)',
  planYear: 2026,
  medicareMultiples: multiples,
  text: providerNoticeText(multiples),
  phone: '1-800-555-0199 (demo number)',
  claimsAddress: 'MediVI Claims (demo address), PO Box 00000, Cleveland, OH 44101',
  noticeUrl: 'http://localhost:3000/provider-notice?plan=plan-a',
  isSynthetic: true,
};
