/**
 * The notices an estimates reply adds after the rules' own (`estimateNotices` of the domain
 * package), saying what this estimate assumed (issue 33, docs/decisions/0115). The reply carries
 * them in English; the price check words them in its reader's language by these texts
 * (`price-check-words.ts`).
 */
export const estimateAssumptionNotices = {
  /** Staff estimate as at the start of the plan year. */
  atStart:
    'Estimated as at the start of the plan year: no one’s deductible or out-of-pocket amounts are counted. A member sees his own.',
  /** The plan has no benefit design for the plan year priced. */
  noDesign: (planName: string) =>
    `${planName} has no benefit design on file for this plan year: member costs are unavailable.`,
  /** A demo plan's notice. */
  synthetic: 'Demo data: this plan and its benefit design are synthetic.',
} as const;
