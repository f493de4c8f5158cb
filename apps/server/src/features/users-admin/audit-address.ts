/**
 * The client address of an audit record (`address` of `recordAuditEvent`, docs/decisions/0097),
 * as a part to spread into the event.
 */
export function auditAddress(address: string): { address: string } {
  return { address };
}
