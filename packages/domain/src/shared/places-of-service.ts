/**
 * The CMS place-of-service codes the portal gives a meaning to (CMS Place of Service Code Set,
 * cms.gov). A claims file may carry any two-digit code of the set, 01 to 99.
 */
export const placesOfService = {
  office: '11',
  urgentCare: '20',
  inpatientHospital: '21',
  outpatientHospital: '22',
  emergencyRoom: '23',
} as const;
