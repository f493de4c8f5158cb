/**
 * The Add Plan and Dependent Information form's values without zod, so the form's page loads no
 * schema code until its first check (docs/decisions/0118); the schema is in member-form-schema.ts.
 */

/** Which form: Add Plan or Dependent Information (accounts spec §2 screens 13–14). */
export type MemberFormKind = 'plan' | 'dependent';

/** The six fields as typed; the date in `mm/dd/yyyy` or `yyyy-mm-dd`. */
export interface MemberFormValues {
  memberID: string;
  groupID: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  zip: string;
}

/** Empty form values. */
export const emptyMemberForm: MemberFormValues = {
  memberID: '',
  groupID: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  zip: '',
};
