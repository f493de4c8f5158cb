import { usStates } from '../shared/us-states.js';
import type { RatioSource } from './replies.js';
import { type ComparisonCategory, comparisonDefaults, specStateRatioExamples } from './rules.js';

/**
 * The per-state Medicare ratios used where no imported CMS file gives a figure (issue 18;
 * docs/decisions/0104 "Per-state Medicare ratios"). Source: analysis-reports-admin spec §9
 * Per-state Medicare ratios ("Built-in defaults exist for all 50 states plus DC … Examples:
 * Alabama 6.5, 4.89, 2.78; Maryland 1.13, 1.13, 2.54") and §9 Cost-comparison (the overall
 * defaults 6 / 5 / 3). Pure data shared by the importer that writes the ratio table and the cost
 * comparison that reads it.
 */

/** The inhabited territories of `usStates`; the ratio table covers the 50 states and DC. */
const territories: ReadonlySet<string> = new Set(['AS', 'GU', 'MP', 'PR', 'VI']);

/** The 50 states and DC (USPS code and name), in the order of `usStates`: the rows of the ratio table. */
export const ratioStates: readonly { code: string; name: string }[] = usStates.filter(
  (state) => !territories.has(state.code),
);

/**
 * The figure for a state and category without a usable CMS figure: the spec's example for that
 * state (Alabama, Maryland; source `spec-example`), else the spec's overall default (6 / 5 / 3;
 * source `spec-default`). A ratio is billed ÷ Medicare, unitless; no data year or file.
 */
export function fallbackMedicareRatio(state: string, category: ComparisonCategory): RatioSource {
  const example = (specStateRatioExamples as Partial<Record<string, Record<ComparisonCategory, number>>>)[
    state
  ];
  if (example !== undefined) {
    const absentNote =
      category === 'outpatient'
        ? 'Not in the comprehensive APC files (Maryland is paid under its all-payer model); the spec’s example.'
        : 'No imported CMS file gives the figure; the spec’s example for this state.';
    return {
      ratio: example[category],
      source: 'spec-example',
      dataYear: null,
      sourceFile: null,
      note: absentNote,
    };
  }
  return {
    ratio: comparisonDefaults.medicareRatios[category],
    source: 'spec-default',
    dataYear: null,
    sourceFile: null,
    note: 'No imported CMS file gives the figure; the spec’s overall default.',
  };
}
