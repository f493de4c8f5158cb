import { supportMailbox } from '../../lib/support-mailbox';

/**
 * The address people write to for access (accounts spec §6: "request access by e-mail at
 * {email}"): the deployment's support mailbox (lib/support-mailbox.ts).
 */
export const accessRequestEmail: string = supportMailbox;
