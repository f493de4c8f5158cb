import { zodResolver } from '@hookform/resolvers/zod';
import { type CaseRecordType, caseContactShape, caseFieldMessages } from '@medivi/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { FieldIssue } from '../../components/missing-fields-hint';
import type { MemberContactValues } from './member-detail-rules';

// The member form's checks, with zod: loaded by the form after its first render (lazyResolver,
// useLoaded), so that zod stays off the first load of /member-detail (issue 39).

/**
 * The editable part of the first form, checked with the contact rules of the case payload
 * (cases spec §5 member mode): a preferred method of contact, a 10-digit phone, a valid e-mail and
 * a 5-digit zip; for Access Issue a patient type. NEXT is enabled only when it holds.
 */
export function memberContactSchema(caseType: CaseRecordType) {
  return z.object({
    ...caseContactShape,
    newPatient:
      caseType === 'AccessIssue'
        ? z.enum(['new', 'existing'], { error: caseFieldMessages.required })
        : z.enum(['new', 'existing', '']),
  });
}

/** The editable fields once the rules hold. */
export type MemberContactOutput = z.output<ReturnType<typeof memberContactSchema>>;

/**
 * The form's resolver for `caseType`. The form holds '' for an unchosen radio, which the schema
 * refuses; hence the wider input type.
 */
export function memberContactResolver(
  caseType: CaseRecordType,
): Resolver<MemberContactValues, unknown, MemberContactOutput> {
  return zodResolver(memberContactSchema(caseType)) as unknown as Resolver<
    MemberContactValues,
    unknown,
    MemberContactOutput
  >;
}

/** The problems of `values` under the rules of `caseType`, for the missing-fields hint. */
export function memberContactIssues(caseType: CaseRecordType, values: unknown): readonly FieldIssue[] {
  return memberContactSchema(caseType).safeParse(values).error?.issues ?? [];
}
