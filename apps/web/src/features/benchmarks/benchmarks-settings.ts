import type { ClaimType, OutpatientCodeType, ProfessionalCodeType } from './benchmarks-api-types';
import {
  type Averaging,
  defaultOutpatientCodeType,
  defaultProfessionalCodeType,
  type Display,
  type SortKey,
} from './benchmarks-options';
import type { SortDirection } from './benchmark-rows';

/** The toggles of the options panel (spec §2, §4). */
export interface BenchmarksSettings {
  claimType: ClaimType;
  averaging: Averaging;
  display: Display;
  sortKey: SortKey;
  sortDirection: SortDirection;
  /** Keys of the series (figures and reference lines) hidden from the chart. */
  hiddenSeries: readonly string[];
  outpatientCodeType: OutpatientCodeType;
  professionalCodeType: ProfessionalCodeType;
  /** The data year asked for; undefined lets the server pick the newest with data. */
  dataYear: number | undefined;
}

/** The settings on entry: Inpatient (spec §4), weighted values, highest billed first. */
export const initialSettings: BenchmarksSettings = {
  claimType: 'Inpatient',
  averaging: 'weighted',
  display: 'values',
  sortKey: 'billedAvg',
  sortDirection: 'desc',
  hiddenSeries: [],
  outpatientCodeType: defaultOutpatientCodeType,
  professionalCodeType: defaultProfessionalCodeType,
  dataYear: undefined,
};
