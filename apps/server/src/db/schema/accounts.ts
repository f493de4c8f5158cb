import type { ColumnType } from 'kysely';
import type { Flag, Timestamp } from './columns.js';

export interface UsersTable {
  id: string;
  /** Lowercased. */
  email: string;
  full_name: string;
  /** argon2id PHC string; null until the account has a password. */
  password_hash: string | null;
  is_onboarding_complete: Flag;
  is_password_expired: Flag;
  is_deactivated: Flag;
  enable_notification: Flag;
  /** 'Limited Access' or null. */
  access_level: string | null;
  member_id: string | null;
  /** 1 for demo accounts made by the seed. */
  is_synthetic: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the e-mail link was followed; null until then. */
  email_verified_at: Timestamp | null;
  /** When the terms of service were agreed to at Create Account. */
  terms_accepted_at: Timestamp | null;
  /** When the password was last set. */
  password_changed_at: Timestamp | null;
  /** The portal language, 'en' or 'es' (migration 0022); 'en' unless the user chose another. */
  language: ColumnType<string, string | undefined, string>;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session id; the id itself lives only in the signed cookie. */
  id: string;
  user_id: string | null;
  /** JSON of the session object. */
  data: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface PlansTable {
  id: string;
  name: string;
  display_medivi_message: Flag;
  medivi_message: string | null;
  is_live: Flag;
  is_synthetic: Flag;
  created_at: Timestamp;
  /** Month (1-12) the plan year starts (migration 0011; 1 when unknown). */
  plan_year_start_month: ColumnType<number, number | undefined, number>;
  /**
   * What Transparency in Coverage files name the plan by (migration 0016, CMS schema 2.1.0
   * `reporting_plans`): 'ein' or 'hios'; the EIN (9 digits) or the 10- or 5-digit HIOS id; the
   * sponsor's common business name (required with an EIN); the issuer's name; 'group' or
   * 'individual'. Null until entered: such a plan is not published.
   */
  transparency_plan_id_type: ColumnType<string | null, string | null | undefined, string | null>;
  transparency_plan_id: ColumnType<string | null, string | null | undefined, string | null>;
  plan_sponsor_name: ColumnType<string | null, string | null | undefined, string | null>;
  issuer_name: ColumnType<string | null, string | null | undefined, string | null>;
  plan_market_type: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserPlansTable {
  user_id: string;
  plan_id: string;
}

/**
 * One person on a plan's eligibility file (loaded by `npm run import:eligibility`). Names, IDs
 * are uppercased; `date_of_birth` is YYYY-MM-DD; `zip` 5 digits.
 */
export interface EligibilityRecordsTable {
  id: string;
  member_id: string;
  group_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  zip: string;
  plan_id: string;
  /** 'subscriber' | 'spouse' | 'child'. */
  relationship: string;
  /** The subscriber's member ID for spouses and children; null for subscribers. */
  subscriber_member_id: string | null;
  is_synthetic: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * An account's tie to an eligibility record. `id` is the sixDegPatientID the API shows.
 * `relationship`: 'self' (registration or ADD PLAN: the account holder) or 'dependent'.
 */
export interface MemberLinksTable {
  id: string;
  user_id: string;
  eligibility_id: string;
  relationship: string;
  created_at: Timestamp;
}

/**
 * A single-use code: e-mailed link codes and sign-in codes. Only the SHA-256 (hex) of the code is
 * kept. `purpose`: 'email-verification' | 'password-reset' | 'sign-in'.
 */
export interface OneTimeCodesTable {
  id: string;
  user_id: string;
  purpose: string;
  code_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  failed_attempts: number;
  created_at: Timestamp;
}

/** A browser that passed MFA with 'remember me'; the cookie holds the token, we keep its hash. */
export interface TrustedBrowsersTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** One invitation (migration 0008, docs/decisions/0100). */
export interface InvitationsTable {
  id: string;
  /** Lowercased. */
  email: string;
  /** 'medivi' or 'claims': the site the invitation was sent from. */
  variant: string;
  /** Comma-separated invite options (analysis-reports-admin spec §3). */
  options: string;
  /** Comma-separated role strings the options grant. */
  roles: string;
  /** SHA-256 (hex) of the link's single-use code. */
  code_hash: string;
  invited_by_user_id: string | null;
  sent_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** When the link was first opened (migration 0012); null until then. */
  opened_at: Timestamp | null;
  /** The invited person's language, 'en' or 'es' (migration 0024): the mail's and the new account's. */
  language: string;
}

/** One request from /request-access (migration 0008). */
export interface AccessRequestsTable {
  id: string;
  /** Lowercased. */
  email: string;
  variant: string;
  requested_at: Timestamp;
}
