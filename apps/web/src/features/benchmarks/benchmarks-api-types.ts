/**
 * The benchmarks reply and request shapes of `@medivi/domain` (analysis-reports-admin spec §3
 * Benchmarks, §7; issue 17), under the names this page uses. Money is in US dollars, ratios are
 * plain numbers; `null` means 'not available' (never 0 for a missing figure).
 */
import type { ChartReply, ProviderDetailReply } from '@medivi/domain';

export {
  type Aggregate,
  type AutocompleteBody,
  type BarValues,
  type BenchmarkBar as ChartBar,
  type BenchmarkLine as ChartLine,
  type BenchmarkProvider,
  type ChartRequest,
  type CodeType,
  codeTypeOf,
  type ChartReply,
  type ClaimType,
  claimTypes,
  type OutpatientCodeType,
  outpatientCodeTypes,
  type ProfessionalCodeType,
  professionalCodeTypes,
  type ProviderDetailBody,
  type ProviderDetailReply,
  type SavedSelections,
  type SelectionItem,
} from '@medivi/domain';

/** Where the chart's figures come from (years and files). */
export type ChartMeta = ChartReply['meta'];
/** The provider's directory and cost-report facts; dates are ISO `YYYY-MM-DD` or null. */
export type ProviderInfo = ProviderDetailReply['info'];
/** The cost report; departmental figures the HCRIS summary files lack are null. */
export type CostReport = NonNullable<ProviderDetailReply['costreport']>;
/** HVBP scores; 0 or null shows 'not available'. */
export type ProviderQuality = NonNullable<ProviderDetailReply['quality']>;

/** One transplant group of a cost report, as the spec describes it (none in the public files). */
export interface TransplantGroup {
  type?: string;
  name?: string;
  cost: number | null;
  charges: number | null;
  live: number | null;
  cadaver: number | null;
}
