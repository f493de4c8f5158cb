import {
  appealUrgencies,
  baseRecordTypeName,
  type CaseClockReply,
  caseClockStateLabels,
  clockSourceOf,
  clockStateOf,
  type CaseAttachment,
  type CaseRecord,
  caseRecordTypeNames,
  caseStatusDetailLabel,
  caseStatusLabel,
  isCaseRecordType,
  type ServiceLevels,
} from '@medivi/domain';
import type { CaseAttachmentsTable, CasesTable } from '../../db/schema.js';

/** The columns of a case row the reply is made of. */
export type CaseRow = Pick<
  CasesTable,
  | 'id'
  | 'case_number'
  | 'record_type'
  | 'status'
  | 'status_detail'
  | 'first_name'
  | 'last_name'
  | 'member_id'
  | 'plan_name'
  | 'provider_name'
  | 'provider_street'
  | 'provider_city'
  | 'provider_state'
  | 'provider_zip'
  | 'pss_email'
  | 'css_email'
  | 'total_billed_charges'
  | 'balance_bill_amount'
  | 'claim_dos_from'
  | 'claim_dos_to'
  | 'number_of_claims'
  | 'created_at'
  | 'appeal_urgency'
  | 'received_at'
  | 'first_response_at'
  | 'first_response_due_at'
  | 'extended_at'
  | 'extension_reason'
  | 'decided_at'
  | 'paused_since'
  | 'due_at'
  | 'due_soon_at'
> & {
  /** The service levels the case's clock runs on (migration 0020), as selected. */
  first_response_business_days: number | null;
  resolution_business_days: number | null;
  extension_business_days: number | null;
};

/** The case columns `toCaseRecord` reads. */
export const caseRowColumns = [
  'id',
  'case_number',
  'record_type',
  'status',
  'status_detail',
  'first_name',
  'last_name',
  'member_id',
  'plan_name',
  'provider_name',
  'provider_street',
  'provider_city',
  'provider_state',
  'provider_zip',
  'pss_email',
  'css_email',
  'total_billed_charges',
  'balance_bill_amount',
  'claim_dos_from',
  'claim_dos_to',
  'number_of_claims',
  'created_at',
  'appeal_urgency',
  'received_at',
  'first_response_at',
  'first_response_due_at',
  'extended_at',
  'extension_reason',
  'decided_at',
  'paused_since',
  'due_at',
  'due_soon_at',
  'first_response_business_days',
  'resolution_business_days',
  'extension_business_days',
] as const satisfies readonly (keyof CaseRow)[];

/** The record type name shown (cases spec §3): the base type for stored and employee variants. */
function recordTypeName(recordType: string): string {
  return isCaseRecordType(recordType) ? caseRecordTypeNames[recordType] : baseRecordTypeName(recordType);
}

/** When a case is read, and the time zone its clock counts days in. */
export interface ClockReading {
  now: Date;
  timeZone: string;
}

/** The service levels stored on a case (migration 0020), or null: an Appeal, or none stored yet. */
export function storedLevelsOf(
  row: Pick<CaseRow, 'first_response_business_days' | 'resolution_business_days' | 'extension_business_days'>,
): ServiceLevels | null {
  const { first_response_business_days: first, resolution_business_days: resolution } = row;
  const extension = row.extension_business_days;
  return first === null || resolution === null || extension === null
    ? null
    : { firstResponseDays: first, resolutionDays: resolution, extensionDays: extension };
}

/** The case's clock at `at.now` from its stored due times (issue 35); undefined before they are set. */
function clockOfRow(row: CaseRow, at: ClockReading): CaseClockReply | undefined {
  if (row.due_at === null || row.due_soon_at === null || !isCaseRecordType(row.record_type)) return undefined;
  const urgency =
    row.record_type === 'Appeal'
      ? (appealUrgencies.find((value) => value === row.appeal_urgency) ?? 'post-service')
      : null;
  const date = (value: string | null) => (value === null ? null : new Date(value));
  const state = clockStateOf(
    {
      dueAt: new Date(row.due_at),
      dueSoonAt: new Date(row.due_soon_at),
      decidedAt: date(row.decided_at),
      pausedSince: date(row.paused_since),
    },
    at.now,
  );
  return {
    state,
    stateLabel: caseClockStateLabels[state],
    receivedAt: row.received_at ?? row.created_at,
    dueAt: row.due_at,
    dueSoonAt: row.due_soon_at,
    pausedSince: row.paused_since,
    extended: row.extended_at !== null,
    extensionReason: row.extension_reason,
    firstResponseDueAt: row.first_response_due_at,
    firstRespondedAt: row.first_response_at,
    appealUrgency: urgency,
    source: clockSourceOf(row.record_type, urgency, storedLevelsOf(row)),
    timeZone: at.timeZone,
  };
}

/**
 * A stored case as the CRM would list it (cases spec §3 "Case as listed"): the one place where
 * column names become CRM field names, with the display status computed here (cases spec §4),
 * and its clock as it stands at `at.now` (issue 35).
 */
export function toCaseRecord(row: CaseRow, at: ClockReading): CaseRecord {
  const clock = clockOfRow(row, at);
  const hasProvider = [row.provider_name, row.provider_street, row.provider_city, row.provider_zip].some(
    (value) => value !== null && value !== '',
  );
  return {
    id: row.id,
    CaseNumber: row.case_number,
    CreatedDate: row.created_at,
    Status: row.status,
    Status_Description__c: row.status_detail,
    statusLabel: caseStatusLabel(row.status),
    statusDetailLabel: caseStatusDetailLabel(row.status, row.status_detail),
    RecordType: { Name: recordTypeName(row.record_type) },
    First_Name__c: row.first_name,
    Last_Name__c: row.last_name,
    Member_ID__c: row.member_id,
    Hospital__r: hasProvider
      ? {
          Name: row.provider_name,
          ShippingStreet: row.provider_street,
          ShippingCity: row.provider_city,
          ShippingPostalCode: row.provider_zip,
          ShippingStateCode: row.provider_state,
        }
      : null,
    Plan_Name__r: row.plan_name === null || row.plan_name === '' ? null : { Name: row.plan_name },
    PSS__r: row.pss_email === null ? null : { Email: row.pss_email },
    CSS__r: row.css_email === null ? null : { Email: row.css_email },
    Total_Billed_Charges__c: row.total_billed_charges,
    Balance_Bill_Amount_Calc__c: row.balance_bill_amount,
    Claim_DOS_From__c: row.claim_dos_from,
    Claim_DOS_To__c: row.claim_dos_to,
    Number_of_Claims_in_Case__c: row.number_of_claims,
    ...(clock === undefined ? {} : { clock }),
  };
}

/** An attachment row as the case detail lists it. */
export function toCaseAttachment(
  row: Pick<CaseAttachmentsTable, 'id' | 'file_name' | 'content_type' | 'size_bytes' | 'created_at'>,
): CaseAttachment {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size_bytes,
    createdAt: row.created_at,
  };
}
