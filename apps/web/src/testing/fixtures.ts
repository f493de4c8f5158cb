import type { CaseRecord, Plan, User } from '@medivi/domain';
import type { SessionState } from '../features/auth/session-slice';

/** A signed-in user with the given roles; every flag off unless overridden. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    userID: 'u-1',
    email: 'pat.member@example.test',
    fullName: 'Pat Member',
    roles: ['medivi-read'],
    isOnboardingComplete: true,
    isPasswordExpired: false,
    isDeactivated: false,
    enableNotification: true,
    isMFANeeded: false,
    language: 'en',
    accessLevel: null,
    memberID: null,
    ...overrides,
  };
}

/** Session state of a signed-in user (last activity now, by the current clock). */
export function signedInSession(user: User = makeUser()): SessionState {
  return { status: 'loggedIn', user, lastActivityAt: Date.now() };
}

export const signedOutSession: SessionState = { status: 'loggedOut', user: null, lastActivityAt: null };

/** A plan (accounts spec §3 Plan); the member has no own record on it unless overridden. */
export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'plan-1',
    name: 'Acme Health Plan',
    displayMediviMessage: false,
    mediviMessage: null,
    sixDegPatientID: null,
    ...overrides,
  };
}

/** A listed case (synthetic), as the case list calls answer it; fields overridable. */
export function makeCase(overrides: Partial<CaseRecord> = {}): CaseRecord {
  return {
    id: 'case-1',
    CaseNumber: 'C-000001',
    CreatedDate: '2026-03-02T15:00:00.000Z',
    Status: 'Intake',
    Status_Description__c: null,
    statusLabel: 'Opened',
    statusDetailLabel: null,
    RecordType: { Name: 'Balance Bill' },
    First_Name__c: 'JORDAN',
    Last_Name__c: 'DEMO',
    Member_ID__c: 'DEMO100001',
    Hospital__r: null,
    Plan_Name__r: { Name: 'Lakeshore Plan' },
    PSS__r: null,
    CSS__r: null,
    Total_Billed_Charges__c: null,
    Balance_Bill_Amount_Calc__c: null,
    Claim_DOS_From__c: null,
    Claim_DOS_To__c: null,
    Number_of_Claims_in_Case__c: null,
    ...overrides,
  };
}
