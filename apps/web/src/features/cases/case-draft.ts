import type { AppealUrgency } from '@medivi/domain';
import type { AccessIssueType, CaseRecordType, PreferredContactMethod } from '@medivi/domain';
import {
  type FileSendResult,
  type FileUpload,
  haveAllArrived,
  markUpload,
  removeUpload,
} from '../../components/file-uploads/file-uploads';
import type { ClaimPrefill } from './case-claim';

/** The provider detail form as typed (cases spec §2 Provider detail form, §3 Provider info). */
export interface ProviderFormValues {
  physicianName: string;
  providerOfficeName: string;
  providerPhone: string;
  providerStreet: string;
  providerCity: string;
  providerState: string;
  providerZip: string;
  /** Appointment or scheduled date of service as typed (`mm/dd/yyyy` or `yyyy-mm-dd`). */
  serviceDate: string;
  /** `HH:mm` from the time input; sent as 12-hour text. */
  appointmentTime: string;
  typeOfAccessIssue: AccessIssueType | '';
  seenFor: 'general' | 'specific' | '';
  specificReason: string;
  reasons: string[];
  otherReason: string;
  additionalComment: string;
  /** Health Plan Information of client cases (cases spec §2): Plan/Employer Name, Group #, TPA Name. */
  planname: string;
  groupid: string;
  tpaName: string;
  /** An Appeal's urgency (issue 35): it sets the appeal's legal clock. */
  appealUrgency: AppealUrgency;
}

/** A provider step not yet filled (cases spec §2). */
export const emptyProviderForm: ProviderFormValues = {
  physicianName: '',
  providerOfficeName: '',
  providerPhone: '',
  providerStreet: '',
  providerCity: '',
  providerState: '',
  providerZip: '',
  serviceDate: '',
  appointmentTime: '',
  typeOfAccessIssue: '',
  seenFor: '',
  specificReason: '',
  reasons: [],
  otherReason: '',
  additionalComment: '',
  planname: '',
  groupid: '',
  tpaName: '',
  appealUrgency: 'post-service',
};

/** Who the case is for on the first form (cases spec §2 member mode). */
export type AppointmentFor = 'myself' | 'dependent';

/** The member info part of the draft (cases spec §3 Member info, member mode). */
export interface MemberInfoDraft {
  sixDegPatientID: string;
  memberId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or '' when not known (a dependent's is not listed; docs/decisions/0057). */
  dateOfBirth: string;
  planname: string;
  groupid: string;
  preferredMethodOfContact: PreferredContactMethod | '';
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** Access Issue patient type; '' until chosen. */
  newPatient: 'new' | 'existing' | '';
}

/** Submitter Contact Information of a client case (cases spec §3 submitterContactInfo). */
export interface SubmitterContactDraft {
  firstName: string;
  lastName: string;
  companyName: string;
  phoneNumber: string;
  emailAddress: string;
}

/**
 * The client-mode first form (cases spec §2, §3 Member info, §5 client mode): the submitter, the
 * search as typed, the patient the search found and the contact fields typed for him.
 */
export interface ClientInfoDraft {
  submitterContactInfo: SubmitterContactDraft;
  /** The search fields as typed (Patient ID, Patient Name, Date of Birth as `mm/dd/yyyy`…). */
  search: { patientId: string; patientName: string; dateOfBirth: string };
  memberId: string;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD` from the search reply. */
  dateOfBirth: string;
  planname: string;
  groupid: string;
  masterplanID: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  newPatient: 'new' | 'existing' | '';
}

/**
 * The case draft held while filling (cases spec §3 Case draft). `files` are the attachments
 * chosen on the upload screen; they are sent after the case is created (spec §4), one request a
 * file, as `uploads` (docs/decisions/0094).
 */
export interface CaseDraft {
  /** The case was filed and every file still part of it arrived: 'Submitted' shows. */
  isCreated: boolean;
  /** The files of the submission and how each fared. */
  uploads: FileUpload[];
  /** The case was filed but some files were refused: the person retries or removes them. */
  hasUploadProblems: boolean;
  addingCase: boolean;
  isDependentMember: boolean;
  caseId: string | null;
  caseType: CaseRecordType | null;
  memberInfo: MemberInfoDraft | null;
  /** The client-mode first form, when a client files the case (docs/decisions/0067). */
  clientInfo: ClientInfoDraft | null;
  /** The provider form's values as last left, so BACK and NEXT keep them. */
  providerInfo: ProviderFormValues | null;
  appointmentFor: AppointmentFor;
  /** True when BACK on the first form leads to the case list. */
  isHomeNavigation: boolean;
  /** The dependent chosen (sixDegPatientID), '' for none. */
  providerOption: string;
  files: File[];
  additionalComment: string;
  /**
   * The claim a Balance Bill is filed from ("I got a bill for this" on its EOB; issue 32 item 6,
   * docs/decisions/0114), once loaded; null for any other case.
   */
  fromClaim: ClaimPrefill | null;
}

export const emptyCaseDraft: CaseDraft = {
  isCreated: false,
  uploads: [],
  hasUploadProblems: false,
  addingCase: false,
  isDependentMember: false,
  caseId: null,
  caseType: null,
  memberInfo: null,
  clientInfo: null,
  providerInfo: null,
  appointmentFor: 'myself',
  isHomeNavigation: true,
  providerOption: '',
  files: [],
  additionalComment: '',
  fromClaim: null,
};

export type CaseDraftAction =
  | { type: 'caseTypeChosen'; caseType: CaseRecordType; claimID?: string | null }
  | { type: 'claimLoaded'; claim: ClaimPrefill }
  | {
      type: 'memberInfoSaved';
      memberInfo: MemberInfoDraft;
      appointmentFor: AppointmentFor;
      dependentId: string;
    }
  | { type: 'clientInfoSaved'; clientInfo: ClientInfoDraft }
  | { type: 'providerInfoSaved'; providerInfo: ProviderFormValues }
  | { type: 'providerPrefilled'; fields: Partial<ProviderFormValues>; empty: ProviderFormValues }
  | { type: 'appealFilesSaved'; files: File[] }
  | { type: 'uploadSaved'; files: File[]; additionalComment: string }
  | { type: 'submitStarted' }
  | { type: 'submitFailed' }
  | { type: 'caseCreated'; caseId: string; uploads: FileUpload[] }
  | { type: 'uploadSent'; id: string; result: FileSendResult | 'sending' }
  | { type: 'uploadRemoved'; id: string }
  | { type: 'uploadsFinished' }
  | { type: 'reset' };

/** After a retry or a removal: once every file left has arrived, the case counts as submitted. */
function settleUploads(draft: CaseDraft, uploads: FileUpload[]): CaseDraft {
  if (!draft.hasUploadProblems || !haveAllArrived(uploads)) return { ...draft, uploads };
  return { ...draft, uploads, hasUploadProblems: false, isCreated: true };
}

/**
 * Transitions of the case draft (cases spec §4 Case submission): choosing a type starts a fresh
 * draft, unless the draft is of that type (and of the same claim, or both of none) and not yet
 * filed; a Balance Bill from a claim then takes the claim once it is loaded; the forms save their parts; submitting is pending (`addingCase`) until the case is
 * created and its files were sent. It counts as submitted only when every file arrived; a
 * refused file holds it until it is sent again or removed (docs/decisions/0094). Continue resets
 * everything.
 */
export function caseDraftReducer(draft: CaseDraft, action: CaseDraftAction): CaseDraft {
  switch (action.type) {
    case 'caseTypeChosen':
      return draft.caseType === action.caseType &&
        !draft.isCreated &&
        (draft.fromClaim?.claimID ?? null) === (action.claimID ?? null)
        ? draft
        : { ...emptyCaseDraft, caseType: action.caseType };
    case 'claimLoaded':
      return draft.caseType !== 'BalanceBill' || draft.fromClaim?.claimID === action.claim.claimID
        ? draft
        : { ...draft, fromClaim: action.claim };
    case 'memberInfoSaved':
      return {
        ...draft,
        memberInfo: action.memberInfo,
        appointmentFor: action.appointmentFor,
        isDependentMember: action.appointmentFor === 'dependent',
        providerOption: action.dependentId,
      };
    case 'clientInfoSaved':
      return { ...draft, clientInfo: action.clientInfo };
    case 'appealFilesSaved':
      return { ...draft, files: action.files };
    case 'providerInfoSaved':
      return { ...draft, providerInfo: action.providerInfo };
    case 'providerPrefilled': {
      // A Call Ahead from a price estimate: the provider's facts over what was typed, keeping a
      // comment the member already wrote.
      const held = draft.providerInfo ?? action.empty;
      return {
        ...draft,
        providerInfo: {
          ...held,
          ...action.fields,
          additionalComment:
            held.additionalComment !== '' ? held.additionalComment : (action.fields.additionalComment ?? ''),
        },
      };
    }
    case 'uploadSaved':
      return { ...draft, files: action.files, additionalComment: action.additionalComment };
    case 'submitStarted':
      return {
        ...draft,
        addingCase: true,
        isCreated: false,
        hasUploadProblems: false,
        caseId: null,
        uploads: [],
      };
    case 'submitFailed':
      return { ...draft, addingCase: false };
    case 'caseCreated':
      return { ...draft, caseId: action.caseId, uploads: action.uploads };
    case 'uploadSent':
      return settleUploads(draft, markUpload(draft.uploads, action.id, action.result));
    case 'uploadRemoved':
      return settleUploads(draft, removeUpload(draft.uploads, action.id));
    case 'uploadsFinished': {
      const isComplete = haveAllArrived(draft.uploads);
      return { ...draft, addingCase: false, isCreated: isComplete, hasUploadProblems: !isComplete };
    }
    case 'reset':
      return emptyCaseDraft;
  }
}
