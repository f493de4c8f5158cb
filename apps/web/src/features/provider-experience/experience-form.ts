import {
  type CreateProviderExperienceBody,
  entityTypes,
  notesMaxLength,
  npiLength,
  npiProblem,
  providerExperienceMessages,
  type ProviderExperienceRecord,
  providerNameMaxLength,
  recommendations,
  taxIdMaxLength,
  taxIdProblem,
  type UpdateProviderExperienceBody,
} from '@medivi/domain';
import { z } from 'zod';

/** Adds the message of a domain rule (null = fine) as the field's issue. */
function ruleOf(problemOf: (value: string) => string | null) {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = problemOf(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  };
}

const notesSchema = z.string().max(notesMaxLength, providerExperienceMessages.notesTooLong);

/** Fields both forms share, checked by the domain's rules (cases spec §5 Provider admin insert/update). */
const sharedFields = {
  providerNPI: z.string().superRefine(ruleOf(npiProblem)),
  providerTaxID: z.string().superRefine(ruleOf(taxIdProblem)),
  recommendation: z.string().refine((value) => recommendations.some((known) => known === value), {
    message: providerExperienceMessages.recommendationRequired,
  }),
  externalNotes: notesSchema,
  internalNotes: notesSchema,
  active: z.boolean(),
};

/** The insert form's rules: NPI required, 10 digits with a valid check digit; tax ID ≤ 9 digits. */
export const insertFormSchema = z.object(sharedFields);

/** The update form's rules: those of insert, plus the name's length; the entity type is 1, 2 or empty. */
export const updateFormSchema = z.object({
  ...sharedFields,
  providerName: z.string().max(providerNameMaxLength, providerExperienceMessages.providerNameTooLong),
  entityType: z.enum(['', ...entityTypes]),
  lastUpdatedDate: z.string(),
});

/**
 * The insert form's values (cases spec §3: providerNPI, providerTaxID, recommendation,
 * externalNotes, internalNotes, active); '' is "not chosen" for the recommendation.
 */
export type InsertFormValues = z.infer<typeof insertFormSchema>;

/**
 * The update form's values (cases spec §3: providerName, providerNPI, providerTaxID, entityType,
 * recommendation, externalNotes, internalNotes, active, lastUpdatedDate); NPI and date are shown
 * read-only and not sent as changes.
 */
export type UpdateFormValues = z.infer<typeof updateFormSchema>;

export const emptyInsertForm: InsertFormValues = {
  providerNPI: '',
  providerTaxID: '',
  recommendation: '',
  externalNotes: '',
  internalNotes: '',
  active: true,
};

/** Most digits the NPI and tax ID fields keep as typed (spec §5, §9). */
export const npiDigits = npiLength;
export const taxIdDigits = taxIdMaxLength;

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The insert body (spec §7 createProviderExperience). `lastupdateddate` is the client's time as the
 * spec has it; the server records its own (docs/decisions/0080).
 */
export function insertBodyOf(values: InsertFormValues, now: Date): CreateProviderExperienceBody {
  return {
    npi: values.providerNPI.trim(),
    ein: textOrNull(values.providerTaxID),
    recommendation: values.recommendation,
    external_notes: textOrNull(values.externalNotes),
    internal_notes: textOrNull(values.internalNotes),
    active: values.active,
    lastupdateddate: now.toISOString(),
  };
}

/** The update body (spec §7 updateProviderExperience): every editable field, cleared ones as null. */
export function updateBodyOf(values: UpdateFormValues, now: Date): UpdateProviderExperienceBody {
  return {
    provider_name: textOrNull(values.providerName),
    ein: textOrNull(values.providerTaxID),
    entity_type: values.entityType === '' ? null : values.entityType,
    recommendation: values.recommendation,
    external_notes: textOrNull(values.externalNotes),
    internal_notes: textOrNull(values.internalNotes),
    active: values.active,
    lastupdateddate: now.toISOString(),
  };
}

/** The update form filled from a listed record. */
export function updateFormOf(record: ProviderExperienceRecord): UpdateFormValues {
  return {
    providerName: record.provider_name ?? '',
    providerNPI: record.npi,
    providerTaxID: record.ein ?? '',
    entityType: record.entity_type ?? '',
    recommendation: record.recommendation,
    externalNotes: record.external_notes ?? '',
    internalNotes: record.internal_notes ?? '',
    active: record.active,
    lastUpdatedDate: record.lastupdateddate,
  };
}

/** Server field names (spec §7 body) → form field names, for messages the server sends back. */
const formFieldOfBodyField: Record<string, keyof UpdateFormValues> = {
  npi: 'providerNPI',
  ein: 'providerTaxID',
  recommendation: 'recommendation',
  external_notes: 'externalNotes',
  internal_notes: 'internalNotes',
  provider_name: 'providerName',
  entity_type: 'entityType',
  active: 'active',
};

/** The server's field messages keyed by form field; messages of other fields are left out. */
export function formFieldErrorsOf(
  fieldErrors: Record<string, string> | undefined,
): { field: keyof UpdateFormValues; message: string }[] {
  return Object.entries(fieldErrors ?? {}).flatMap(([name, message]) => {
    const field = formFieldOfBodyField[name];
    return field === undefined ? [] : [{ field, message }];
  });
}

/** The `fieldErrors` of a refused call's error reply, when it has them. */
export function serverFieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = error.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const fieldErrors = (data as { fieldErrors?: unknown }).fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return undefined;
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
