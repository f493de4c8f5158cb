import { zodResolver } from '@hookform/resolvers/zod';
import {
  caseContactShape,
  caseFieldMaxLengths,
  caseFieldMessages,
  type CaseRecordType,
  caseSubmitterContactSchema,
  requiredCaseTextSchema,
} from '@medivi/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { FieldIssue } from '../../components/missing-fields-hint';
import type { ClientPatientValues } from './client-patient-rules';

// The client form's checks, with zod: loaded by the form after its first render (lazyResolver,
// useLoaded), so that zod stays off the first load of /member-detail (issue 39).

/**
 * The client-mode first form (cases spec §5 client mode): the submitter's first name, last name,
 * company, phone and e-mail; the patient's phone, e-mail, address, city, state and zip; for Access
 * Issue the patient type. The search fields are checked by {@link clientSearchOf}; the patient
 * itself must have been found. Phone, e-mail and zip follow the field rules of §5.
 */
export function clientPatientSchema(caseType: CaseRecordType) {
  return z.object({
    submitterContactInfo: caseSubmitterContactSchema,
    patientId: z.string(),
    patientName: z.string(),
    patientDob: z.string(),
    phone: caseContactShape.phone,
    email: caseContactShape.email,
    address: requiredCaseTextSchema(caseFieldMaxLengths.address),
    city: requiredCaseTextSchema(caseFieldMaxLengths.city),
    state: requiredCaseTextSchema(caseFieldMaxLengths.state),
    zip: caseContactShape.zip,
    newPatient:
      caseType === 'AccessIssue'
        ? z.enum(['new', 'existing'], { error: caseFieldMessages.required })
        : z.enum(['new', 'existing', '']),
  });
}

/** The first form once the rules hold. */
export type ClientPatientOutput = z.output<ReturnType<typeof clientPatientSchema>>;

/**
 * The form's resolver for `caseType`. The form holds '' for an unchosen radio, which the schema
 * refuses; hence the wider input type.
 */
export function clientPatientResolver(
  caseType: CaseRecordType,
): Resolver<ClientPatientValues, unknown, ClientPatientOutput> {
  return zodResolver(clientPatientSchema(caseType)) as unknown as Resolver<
    ClientPatientValues,
    unknown,
    ClientPatientOutput
  >;
}

/** The problems of `values` under the rules of `caseType`, for the missing-fields hint. */
export function clientPatientIssues(caseType: CaseRecordType, values: unknown): readonly FieldIssue[] {
  return clientPatientSchema(caseType).safeParse(values).error?.issues ?? [];
}
