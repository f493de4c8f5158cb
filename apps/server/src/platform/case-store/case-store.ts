import type {
  AppealUrgency,
  CaseDetail,
  CaseDueFilter,
  CaseRecord,
  CaseRecordType,
  CaseStatus,
} from '@medivi/domain';
import type { ExtensionRefusal } from './case-clock-rows.js';

/** Who filed a case: a member, a client user or the public form (issue 4 items 2–4). */
export type CaseChannel = 'member' | 'client' | 'public';

/**
 * Which cases a caller may see (docs/decisions/0050, 0065): a member the cases of the eligibility
 * records he holds (himself and his dependents), a client user the cases of his plans, staff all.
 */
export type CaseScope =
  | { kind: 'patients'; eligibilityIds: readonly string[] }
  | { kind: 'plans'; planIds: readonly string[] }
  | { kind: 'all' };

/** Member fields of a new case (cases spec §3 Member info); empty values are null. */
export interface NewCaseMember {
  firstName: string | null;
  lastName: string | null;
  memberId: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  preferredContact: string | null;
  newPatient: boolean | null;
  groupId: string | null;
  planName: string | null;
  tpaName: string | null;
}

/** Provider of a new case: the searchable parts, and the whole provider info kept as JSON. */
export interface NewCaseProvider {
  name: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** Provider info as filed (cases spec §3): description, access-issue fields, service date… */
  details: Record<string, unknown> | null;
}

/** Figures staff or a CRM fill in later (cases spec §3 Case as listed); amounts USD. */
export interface CaseClaimFigures {
  totalBilledCharges?: number | null;
  balanceBillAmount?: number | null;
  /** YYYY-MM-DD. */
  claimDosFrom?: string | null;
  claimDosTo?: string | null;
  numberOfClaims?: number | null;
  pssEmail?: string | null;
  cssEmail?: string | null;
}

/** Everything a new case is made of. */
export interface NewCase {
  recordType: CaseRecordType;
  channel: CaseChannel;
  submittedByUserId: string | null;
  /** The sixDegPatientID chosen at filing, when the patient is linked to an account. */
  memberLinkId: string | null;
  /** The patient's eligibility record; decides which members see the case. */
  eligibilityId: string | null;
  planId: string | null;
  member: NewCaseMember;
  /** Submitter contact of client and public cases (cases spec §3 submitterContactInfo). */
  submitter: Record<string, string> | null;
  provider: NewCaseProvider;
  additionalComment: string | null;
  isSynthetic?: boolean;
  /** Status to start in; Intake unless given (the demo seed starts some further on). */
  status?: CaseStatus;
  statusDetail?: string | null;
  figures?: CaseClaimFigures;
  /**
   * The claim the case is filed from (issue 32 item 6): linked to the case in the creating
   * transaction (`platform/claim-cases.ts`); the caller has checked that it may.
   */
  claimId?: string | null;
  /** An Appeal's urgency (issue 35); null or unset: post-service. Ignored for other types. */
  appealUrgency?: AppealUrgency | null;
  /** ISO-8601 creation time; the clock's now unless given (the demo seed back-dates). */
  createdAt?: string;
}

/** Filters of a case list (cases spec §3 Case filter); unset or 'All' means no filter. */
export interface CaseListFilters {
  q?: string | undefined;
  type?: string | undefined;
  /** YYYY-MM-DD: cases created on that UTC day. */
  createdDate?: string | undefined;
  /** A status label: 'Opened', 'Processing' or 'Closed'. */
  status?: string | undefined;
  /** Running clocks due soon or overdue now (issue 35). */
  due?: CaseDueFilter | undefined;
  /** 'due': soonest due first; otherwise newest first by CreatedDate. */
  sort?: 'due' | 'created' | undefined;
}

/** An attachment record to add to a case; the bytes are already in file storage. */
export interface NewAttachment {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  sha256: string;
  title: string | null;
  contentLocation: string | null;
  uploadedByUserId: string | null;
}

/** A stored attachment, for a download. */
export interface StoredAttachment {
  id: string;
  caseId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
}

/** A status change as the store made it (`CaseStore.setStatus`). */
export interface StatusChange {
  /** The case after the change. */
  record: CaseRecord;
  /**
   * When the change asked the member for documents and so stopped the clock: the last day to
   * answer (ISO 8601), as the clock's history records it; otherwise null.
   */
  answerBy: string | null;
}

/**
 * The case-store boundary (issue 4 item 1; docs/decisions/0050): everything the features do with
 * cases goes through it, and its replies already carry the CRM field names, so a CRM connection
 * could replace the local database store without touching the features.
 */
export interface CaseStore {
  /**
   * Files a case: numbers it, records its first status and a 'created' case event and links the
   * claim it is filed from, all in one transaction. @returns its id and CaseNumber.
   */
  create(input: NewCase): Promise<{ id: string; CaseNumber: string }>;
  /** The cases in `scope` that pass `filters`, newest first by CreatedDate. */
  list(scope: CaseScope, filters: CaseListFilters): Promise<CaseRecord[]>;
  /**
   * One case in `scope` with attachments, history and the claim it was filed from, or null (also
   * when it exists outside `scope`).
   */
  get(scope: CaseScope, id: string): Promise<CaseDetail | null>;
  /**
   * Moves a case to `status`: updates it, adds a history row (who, when) and a 'status_changed'
   * case event, in one transaction. @returns the case and what the move did to its clock, or null
   * when there is no such case.
   */
  setStatus(
    id: string,
    status: CaseStatus,
    statusDetail: string | null,
    changedByUserId: string | null,
  ): Promise<StatusChange | null>;
  /**
   * Takes the one extension of the case's clock with the reason the member is told, and records a
   * 'clock_extended' case event (issue 35). @returns the case, or why it was refused ('not-found',
   * 'no-extension', 'already-extended', 'closed').
   */
  extendClock(
    id: string,
    reason: string,
    changedByUserId: string | null,
  ): Promise<CaseRecord | { refused: ExtensionRefusal }>;
  /**
   * The member answered a request for information (he sent documents): a paused clock runs again,
   * with a 'clock_resumed' case event. Nothing happens when it was not paused.
   */
  memberAnswered(id: string, userId: string | null): Promise<void>;
  /**
   * Announces the running clocks that turned due soon since they were last announced, as
   * 'clock_due_soon' case events (issue 35 item 3). @returns how many.
   */
  announceDueSoon(limit?: number): Promise<number>;
  /** How many attachments and bytes a case holds. */
  attachmentTotals(caseId: string): Promise<{ count: number; bytes: number }>;
  /** Adds attachment records to a case in one transaction (all or none). */
  addAttachments(caseId: string, attachments: readonly NewAttachment[]): Promise<void>;
  /** One attachment of a case, or null. */
  findAttachment(caseId: string, attachmentId: string): Promise<StoredAttachment | null>;
}
