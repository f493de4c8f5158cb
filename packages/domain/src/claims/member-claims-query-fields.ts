import { z } from 'zod';
import { memberClaimsIdMaxLength, memberClaimsMessages } from './member-claims-rules.js';

/** An empty query value is no value: `?planID=` asks what no `planID` asks. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** An optional id of a member claims query (plan, patient or member id), trimmed, at most 100 characters. */
export const optionalId = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(memberClaimsIdMaxLength, memberClaimsMessages.idTooLong).optional(),
);
