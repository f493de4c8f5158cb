import type { Timestamp } from './columns.js';

export interface AuditEventsTable {
  id: string;
  at: Timestamp;
  actor_user_id: string | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  /** JSON with non-PHI detail. */
  detail: string | null;
  /** The client address of the request (migration 0007; null on older rows and command-line events). */
  address: string | null;
  /** 'success', 'denied', 'refused' or 'failed' (migration 0007; null on older rows). */
  outcome: string | null;
}

/** A message the embedded outbox transport kept instead of sending (read at /api/dev/outbox). */
export interface OutboxMessagesTable {
  id: string;
  created_at: Timestamp;
  purpose: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** The whole RFC 5322 message nodemailer built. */
  raw: string;
}

/** A solved captcha already accepted once (docs/decisions/0061); kept until its challenge expires. */
export interface CaptchaSpentTokensTable {
  /** The HMAC signature of the ALTCHA challenge. */
  id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}
