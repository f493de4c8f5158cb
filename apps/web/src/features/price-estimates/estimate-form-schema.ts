import { zodResolver } from '@hookform/resolvers/zod';
import { estimateCodeTypes, estimateMessages, normalizeEstimateCode } from '@medivi/domain';
import { z } from 'zod';
import { procedureMessage } from './estimate-texts';

// The estimate search's checks: loaded on the form's first check (lazyResolver), so zod stays off
// the page's first load (docs/decisions/0123-heavy-signed-in-pages.md).

/** The form's rules: the server's messages for zip, radius and code (issue 33). */
const formSchema = z
  .object({
    search: z.string(),
    procedure: z.string(),
    codeType: z.string(),
    code: z.string(),
    zip: z
      .string()
      .min(1, estimateMessages.zipRequired)
      .regex(/^\d{5}$/, estimateMessages.zip),
    radius: z
      .string()
      .regex(/^\d{1,3}$/, estimateMessages.radius)
      .refine((value) => Number(value) <= 100, estimateMessages.radius),
    planID: z.string(),
  })
  .superRefine((values, context) => {
    if (values.code.trim() !== '') {
      const codeType = estimateCodeTypes.find((type) => type === values.codeType);
      if (codeType === undefined) {
        context.addIssue({ code: 'custom', path: ['codeType'], message: estimateMessages.codeType });
      } else if (normalizeEstimateCode(codeType, values.code) === null) {
        context.addIssue({ code: 'custom', path: ['code'], message: estimateMessages.code });
      }
    } else if (values.procedure === '') {
      context.addIssue({ code: 'custom', path: ['procedure'], message: procedureMessage });
    }
  });

/** The resolver of the estimate search form. */
export const estimateFormResolver = zodResolver(formSchema);
