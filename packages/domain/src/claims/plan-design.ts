import { z } from 'zod';

/**
 * The plan-design file read by `npm run import:plan-designs` (issue 32 item 1, docs/decisions/0114
 * "The plan-design file"): one plan's benefit design for one plan year per row, comma-separated,
 * header row first, columns in any order. `plan_year` is the calendar year the plan year starts
 * in; amounts are US dollars with at most two decimals; the Medicare multiples are what the plan
 * allows per claim type as a multiple of the Medicare equivalent. The plan is named by its exact
 * name, as eligibility files name it (a plan-design file never creates a plan).
 */
export const planDesignFileColumns = [
  'plan_name',
  'plan_year',
  'multiple_inpatient',
  'multiple_outpatient',
  'multiple_professional',
  'deductible_individual',
  'deductible_family',
  'oop_max_individual',
  'oop_max_family',
  'coinsurance_percent',
  'copay_primary_care',
  'copay_specialist',
  'copay_urgent_care',
  'copay_emergency',
  'is_synthetic',
] as const;
export type PlanDesignFileColumn = (typeof planDesignFileColumns)[number];

/** Columns a plan-design file may leave out (their cells are then empty: no copay, not synthetic). */
export const planDesignFileOptionalColumns: readonly PlanDesignFileColumn[] = [
  'copay_primary_care',
  'copay_specialist',
  'copay_urgent_care',
  'copay_emergency',
  'is_synthetic',
];

/** The bounds of a plan design (decision 0114): multiples, US dollars, percent, calendar years. */
export const planDesignLimits = {
  multipleMin: 0.5,
  multipleMax: 10,
  amountMax: 1_000_000,
  coinsurancePercentMax: 100,
  planYearMin: 2000,
  planYearMax: 2100,
  /** Longest plan name accepted, characters (as in a claims file). */
  planNameMax: 200,
} as const;

const limits = planDesignLimits;

/** A number cell: `pattern` says which texts are numbers, then the value must be in [min, max]. */
function numberCell(pattern: RegExp, notANumber: string, min: number, max: number, range: string) {
  return z
    .string()
    .trim()
    .regex(pattern, notANumber)
    .transform(Number)
    .refine((value) => value >= min && value <= max, range);
}

const multiple = numberCell(
  /^\d{1,2}(\.\d{1,4})?$/,
  'is not a multiple such as 1.4 (digits, at most four decimals)',
  limits.multipleMin,
  limits.multipleMax,
  `is not between ${String(limits.multipleMin)} and ${String(limits.multipleMax)}`,
);

const amount = numberCell(
  /^\d{1,7}(\.\d{1,2})?$/,
  'is not an amount in dollars (digits, at most two decimals)',
  0,
  limits.amountMax,
  `is more than ${limits.amountMax.toLocaleString('en-US')}`,
);

const optionalAmount = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .pipe(amount.nullable());

/**
 * One row of a plan-design file, from its cells by column name (every cell a string; absent
 * optional columns as ''), checked and converted: numbers for years, multiples, amounts (USD) and
 * percent; null for an empty copay (the plan has none for that visit); `is_synthetic` 0/1 or
 * false/true, empty 0. Rules (decision 0114): multiples 0.5–10; amounts 0–1,000,000 with at most
 * two decimals; coinsurance 0–100; plan_year 2000–2100; the family deductible and out-of-pocket
 * maximum at least the individual ones; each out-of-pocket maximum at least its deductible.
 * Errors name the column (`path[0]`), the one that breaks a rule between two columns being the
 * larger of the pair (`deductible_family`, `oop_max_individual`, `oop_max_family`).
 */
export const planDesignFileRowSchema = z
  .object({
    plan_name: z
      .string()
      .trim()
      .min(1, 'is empty')
      .max(limits.planNameMax, `is longer than ${String(limits.planNameMax)} characters`),
    plan_year: numberCell(
      /^\d{4}$/,
      'is not a four-digit year',
      limits.planYearMin,
      limits.planYearMax,
      `is not between ${String(limits.planYearMin)} and ${String(limits.planYearMax)}`,
    ),
    multiple_inpatient: multiple,
    multiple_outpatient: multiple,
    multiple_professional: multiple,
    deductible_individual: amount,
    deductible_family: amount,
    oop_max_individual: amount,
    oop_max_family: amount,
    coinsurance_percent: numberCell(
      /^\d{1,3}(\.\d{1,2})?$/,
      'is not a percent (digits, at most two decimals)',
      0,
      limits.coinsurancePercentMax,
      'is more than 100',
    ),
    copay_primary_care: optionalAmount,
    copay_specialist: optionalAmount,
    copay_urgent_care: optionalAmount,
    copay_emergency: optionalAmount,
    is_synthetic: z
      .string()
      .trim()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['', '0', '1', 'false', 'true'], { error: 'is not 0 or 1' }))
      .transform((value) => value === '1' || value === 'true'),
  })
  .superRefine((row, context) => {
    const issue = (path: PlanDesignFileColumn, message: string) => {
      context.addIssue({ code: 'custom', path: [path], message });
    };
    // Zod still runs this when a cell failed its own check; such a cell is left uncompared (its
    // value is then the text, not a number), so a row is told only what is wrong with it.
    const below = (larger: PlanDesignFileColumn, smaller: PlanDesignFileColumn) => {
      const [high, low]: unknown[] = [row[larger], row[smaller]];
      if (typeof high === 'number' && typeof low === 'number' && high < low) {
        issue(larger, `is less than ${smaller}`);
      }
    };
    // Amounts have whole cents, so comparing the parsed numbers is exact.
    below('deductible_family', 'deductible_individual');
    below('oop_max_individual', 'deductible_individual');
    below('oop_max_family', 'oop_max_individual');
    below('oop_max_family', 'deductible_family');
  });

/** One checked plan-design-file row. */
export type PlanDesignFileRow = z.output<typeof planDesignFileRowSchema>;

/**
 * Why a plan-design-file row is refused: every issue of the schema as `column: message`, joined by
 * `; ` (`deductible_family: is less than deductible_individual`), so one report lists all a row's
 * faults.
 */
export function planDesignRowProblem(error: z.ZodError): string {
  const problems = error.issues.map((issue) => {
    const column = issue.path[0];
    return typeof column === 'string' ? `${column}: ${issue.message}` : issue.message;
  });
  return problems.length === 0 ? 'is not a valid plan-design row' : problems.join('; ');
}

const dollars = z.number().min(0).max(limits.amountMax);
const medicareMultiple = z.number().min(limits.multipleMin).max(limits.multipleMax);

/**
 * One plan's benefit design for one plan year (decision 0114, table `plan_designs`): the Medicare
 * multiple per claim type, the deductible and out-of-pocket maximum for one person and for a
 * family (USD), the member's coinsurance after the deductible (percent, 0–100) and the copay per
 * visit kind (USD; null when the plan has none). `planYear` is the calendar year the plan year
 * starts in.
 */
export const planBenefitDesignSchema = z.object({
  planId: z.string(),
  planYear: z.number().int().min(limits.planYearMin).max(limits.planYearMax),
  medicareMultiples: z.object({
    inpatient: medicareMultiple,
    outpatient: medicareMultiple,
    professional: medicareMultiple,
  }),
  deductible: z.object({ individual: dollars, family: dollars }),
  outOfPocketMax: z.object({ individual: dollars, family: dollars }),
  coinsurancePercent: z.number().min(0).max(limits.coinsurancePercentMax),
  copays: z.object({
    primaryCare: dollars.nullable(),
    specialist: dollars.nullable(),
    urgentCare: dollars.nullable(),
    emergency: dollars.nullable(),
  }),
  isSynthetic: z.boolean(),
});
export type PlanBenefitDesign = z.infer<typeof planBenefitDesignSchema>;

/**
 * The design a checked file row, or a stored row in the same column names, gives the plan `planId`
 * (the plan its `plan_name` names).
 */
export function planBenefitDesignOfRow(
  row: Omit<PlanDesignFileRow, 'plan_name'>,
  planId: string,
): PlanBenefitDesign {
  return {
    planId,
    planYear: row.plan_year,
    medicareMultiples: {
      inpatient: row.multiple_inpatient,
      outpatient: row.multiple_outpatient,
      professional: row.multiple_professional,
    },
    deductible: { individual: row.deductible_individual, family: row.deductible_family },
    outOfPocketMax: { individual: row.oop_max_individual, family: row.oop_max_family },
    coinsurancePercent: row.coinsurance_percent,
    copays: {
      primaryCare: row.copay_primary_care,
      specialist: row.copay_specialist,
      urgentCare: row.copay_urgent_care,
      emergency: row.copay_emergency,
    },
    isSynthetic: row.is_synthetic,
  };
}
