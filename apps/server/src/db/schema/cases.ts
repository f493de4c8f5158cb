import type { ColumnType } from 'kysely';
import type { Flag, Timestamp } from './columns.js';

/** Provider-experience list kept by internal staff (cases spec §3). */
export interface ProviderExperienceTable {
  npi: string;
  provider_name: string | null;
  ein: string | null;
  entity_type: string | null;
  /** CAUTION, UNFRIENDLY or DELISTED. */
  recommendation: string;
  external_notes: string | null;
  internal_notes: string | null;
  active: Flag;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** One insert or update of a provider-experience record (migration 0006, docs/decisions/0081). */
export interface ProviderExperienceHistoryTable {
  id: string;
  npi: string;
  /** 1 for the insert, then 2, 3… per NPI in commit order. */
  revision: number;
  /** 'insert' or 'update'. */
  action: string;
  changed_at: Timestamp;
  changed_by_user_id: string | null;
  /** Name and e-mail of the user as they were at the time of the change. */
  changed_by_name: string | null;
  changed_by_email: string | null;
  /** The record's fields as JSON before the change; null for an insert. */
  before_json: string | null;
  after_json: string;
}

/** Counters behind human-readable numbers; row `case` numbers cases (docs/decisions/0050). */
export interface CaseNumberSequenceTable {
  name: string;
  value: number;
}

/**
 * A case (cases spec §3). `case_number` is `CS-000001`…; `channel` 'member' | 'client' | 'public';
 * `eligibility_id` is the patient's record (who may read the case follows from it);
 * `member_link_id` the sixDegPatientID chosen at filing. Provider description and submitter are
 * JSON; the searchable provider parts are columns. Amounts USD; `claim_dos_*` YYYY-MM-DD.
 */
export interface CasesTable {
  id: string;
  case_number: string;
  /** AccessIssue | BalanceBill | CallAhead | Appeal. */
  record_type: string;
  status: string | null;
  status_detail: string | null;
  channel: string;
  submitted_by_user_id: string | null;
  member_link_id: string | null;
  eligibility_id: string | null;
  plan_id: string | null;
  first_name: string | null;
  last_name: string | null;
  member_id: string | null;
  date_of_birth: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  preferred_contact: string | null;
  new_patient: Flag | null;
  group_id: string | null;
  plan_name: string | null;
  tpa_name: string | null;
  submitter_json: string | null;
  provider_name: string | null;
  provider_street: string | null;
  provider_city: string | null;
  provider_state: string | null;
  provider_zip: string | null;
  provider_json: string | null;
  additional_comment: string | null;
  pss_email: string | null;
  css_email: string | null;
  total_billed_charges: number | null;
  balance_bill_amount: number | null;
  claim_dos_from: string | null;
  claim_dos_to: string | null;
  number_of_claims: number | null;
  is_synthetic: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Appeals only: 'urgent' | 'pre-service' | 'post-service' (null: post-service). */
  appeal_urgency: string | null;
  /** When the clock starts; the creation time unless the case came in earlier. Null before the sweep. */
  received_at: Timestamp | null;
  /** When staff first moved the case out of Intake. */
  first_response_at: Timestamp | null;
  extended_at: Timestamp | null;
  /** Why the decision was extended, as the member is told. */
  extension_reason: string | null;
  /** When the case closed; null while open (a reopened case is open again). */
  decided_at: Timestamp | null;
  /** Since when the clock stands still (information asked of the member); null while it runs. */
  paused_since: Timestamp | null;
  /** The clock's due times as last computed (`caseClockOf`); a paused clock's as when it paused. */
  due_at: Timestamp | null;
  due_soon_at: Timestamp | null;
  first_response_due_at: Timestamp | null;
  /** The `due_soon_at` staff were told of (issue 35 item 3); a new due time rings again. */
  due_soon_announced_for: Timestamp | null;
  /**
   * The service levels the case's clock runs on, in business days (migration 0020): the plan's,
   * or the defaults, when its clock was first computed; kept when the plan's change. Null for
   * Appeals, and until the clock is first computed.
   */
  first_response_business_days: ColumnType<number | null, number | null | undefined, number | null>;
  resolution_business_days: ColumnType<number | null, number | null | undefined, number | null>;
  extension_business_days: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A day whose due-date digest went out to staff (issue 35 item 3), with what it counted. */
export interface CaseClockDigestsTable {
  /** `YYYY-MM-DD` in the clocks' time zone. */
  day: string;
  sent_at: Timestamp;
  due_soon: number;
  overdue: number;
  recipients: number;
}

/**
 * One change of a case's clock (issue 35): 'paused' (information asked of the member, with the
 * day he has to answer by), 'resumed' (he answered, or staff moved on), 'extended' (with the
 * reason), each with the due time after it and who made it (null: the member or the system).
 */
export interface CaseClockEventsTable {
  id: string;
  case_id: string;
  kind: string;
  at: Timestamp;
  by_user_id: string | null;
  reason: string | null;
  due_at: Timestamp | null;
  answer_by: Timestamp | null;
}

/** A plan's own service levels for one case type, in business days (issue 35 item 1). */
export interface PlanServiceLevelsTable {
  plan_id: string;
  /** BalanceBill | AccessIssue | CallAhead. */
  record_type: string;
  first_response_business_days: number;
  resolution_business_days: number;
  extension_business_days: number;
  updated_at: Timestamp;
}

/** One status a case was put in, by whom (null: the system or a public submission) and when. */
export interface CaseStatusHistoryTable {
  id: string;
  case_id: string;
  status: string;
  status_detail: string | null;
  changed_by_user_id: string | null;
  changed_at: Timestamp;
}

/** A stored attachment: the file lives in file storage under `storage_key`. */
export interface CaseAttachmentsTable {
  id: string;
  case_id: string;
  /** The name as given, sanitised. */
  file_name: string;
  /** MIME type detected from the content. */
  content_type: string;
  size_bytes: number;
  storage_key: string;
  /** SHA-256 (hex) of the content. */
  sha256: string;
  title: string | null;
  content_location: string | null;
  uploaded_by_user_id: string | null;
  created_at: Timestamp;
}

/** Something that happened to a case, for the notifications issue to deliver. */
export interface CaseEventsTable {
  id: string;
  case_id: string;
  /** 'created' | 'status_changed'. */
  kind: string;
  /** JSON without PHI: case number, record type, statuses. */
  payload: string;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
}

/**
 * One notification for one recipient (accounts spec §3 Notification; docs/decisions/0070).
 * `seq` grows with every case event that makes notifications (all rows of one event share it);
 * `audience` 'member' (with `six_deg_patient_id`, the recipient's link to the patient) or 'client'
 * (with `plan_id`). Texts hold no names or dates of birth. `deleted_at` hides it from every list.
 */
export interface NotificationsTable {
  id: string;
  seq: number;
  user_id: string;
  audience: string;
  case_id: string;
  case_event_id: string;
  six_deg_patient_id: string | null;
  plan_id: string | null;
  subject: string;
  message: string;
  case_number: string;
  /** Status label: 'Opened' | 'Processing' | 'Closed' | 'Waiting for information'. */
  case_status: string;
  /** Status detail label or null. */
  status_info: string | null;
  /** A notification record type: 'Balance Bill', 'Appeal', … */
  type_of_case: string;
  published_at: Timestamp;
  read_at: Timestamp | null;
  deleted_at: Timestamp | null;
}
