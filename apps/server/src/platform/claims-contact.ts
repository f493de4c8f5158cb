/**
 * Where providers call and send claims: printed on every member ID card and the public provider
 * notice (issue 32 item 5; README "Configuration": CLAIMS_PHONE, CLAIMS_ADDRESS, CLAIMS_PAYER_ID).
 */
export interface ClaimsContact {
  /** The phone number providers call, as it is printed. */
  phone: string;
  /** The mailing address claims go to, on one line, as it is printed. */
  address: string;
  /** The electronic (EDI) payer id of the claims address; null: none is printed. */
  payerId: string | null;
}

/**
 * The embedded default: values that say they are for a demo. 555-01xx numbers are set aside for
 * fiction in the North American numbering plan, so the number reaches no one.
 */
export const demoClaimsContact: ClaimsContact = {
  phone: '1-800-555-0199 (demo number)',
  address: 'MediVI Claims (demo address), PO Box 00000, Cleveland, OH 44101',
  payerId: null,
};

/** True when `contact` still carries a demo phone number or address. */
export function isDemoClaimsContact(contact: ClaimsContact): boolean {
  return contact.phone === demoClaimsContact.phone || contact.address === demoClaimsContact.address;
}
