import { accessibilityLabels, providerPageSizes, radiusMaxMiles, recommendedLabel } from '@medivi/domain';
import type { TrainingVideoId } from './training-videos';

/** One training topic: the video's title and the written steps that teach the same thing. */
export interface TrainingGuide {
  /** The topic's heading (level 2 on its page), the video's name in the spec. */
  title: string;
  /** What the topic covers, one sentence. */
  summary: string;
  /** Heading of the written steps (level 3). */
  stepsHeading: string;
  /** The steps in order, each one action on a screen of this portal. */
  steps: readonly string[];
}

const badgeNames = accessibilityLabels.join(', ');

/**
 * The training topics of analysis-reports-admin spec §2 ("Benchmarks Training Videos: Highlights,
 * Inpatient Module, Outpatient and Professional Modules"; "Provider Search Training: one desktop
 * tutorial video"), each with written steps describing this portal's own screens: /benchmarks and
 * its further views (docs/decisions/0102, 0103) and /provider-search (cases spec §2). The steps
 * stand in for a video that is not configured and go with one that is (docs/decisions/0108).
 */
export const trainingGuides: Record<TrainingVideoId, TrainingGuide> = {
  highlights: {
    title: 'Highlights',
    summary: 'A tour of the Benchmarks page: choosing what to compare, reading the chart and the table.',
    stepsHeading: 'Benchmarks highlights, step by step',
    steps: [
      'Open Benchmarks in the side navigation (users with the benchmarks role). The page reads "View filtered reports by selecting the case type".',
      'In the Data selection panel, type in Providers to find hospitals, physicians or whole states, and in Procedures to find the codes to compare. Each choice you pick is kept for your next visit.',
      'In the Options panel, choose the Claim type (Inpatient, Outpatient or Professional), Weighted average or Average, and whether to display Values or Ratios.',
      'Read the bar chart: one bar group per provider. With the chart focused, + and − zoom and ← and → pan; the buttons above the chart do the same.',
      'Below the chart, the table holds the same figures. Choose a provider’s name in the table to open its Provider details: information, cost report, quality and billed to Medicare ratios, each with its year and source file.',
      'Providers the chart leaves out are listed under it with the reason, for example too little data.',
    ],
  },
  inpatient: {
    title: 'Inpatient Module',
    summary: 'Benchmarks for hospital stays, by DRG.',
    stepsHeading: 'Inpatient benchmarks, step by step',
    steps: [
      'On Benchmarks, set the Claim type in the Options panel to Inpatient. Procedures are then DRG codes.',
      'Pick hospitals (or a state) in Providers and one or more DRGs in Procedures; the chart shows each hospital’s figures for them.',
      'Use Sort by and Order in the Options panel to rank the hospitals, and Series shown to hide a figure you do not need.',
      'For one DRG across an area, open the Inpatient Benchmark Table view: enter the DRG code, choose an Area (a state or the United States) and a data year to see the percentiles of average billed and Medicare payment.',
      'County Comparison groups one DRG’s hospitals of a state by county; Hospital Profile shows one hospital’s cost report, quality scores and its top DRGs.',
    ],
  },
  outpatientProfessional: {
    title: 'Outpatient and Professional Modules',
    summary: 'Benchmarks for outpatient services (APC or HCPCS codes) and professional services.',
    stepsHeading: 'Outpatient and professional benchmarks, step by step',
    steps: [
      'On Benchmarks, set the Claim type in the Options panel to Outpatient or Professional.',
      'For Outpatient, choose the Outpatient code type (APC or HCPCS); the Procedures field then searches codes of that type. Administrators also choose the Professional code type for Professional claims.',
      'Pick providers and procedures as for inpatient claims, then compare them in the chart and the table.',
      'For one code across an area, open the Outpatient and Professional Benchmark Table view: choose the claim type, enter the code, an Area and a data year.',
      'Where the data has no figure, the page says so ("No data available") rather than showing a zero.',
    ],
  },
  providerSearch: {
    title: 'Provider Search tutorial',
    summary: 'Finding in-network providers near a zip code and reading their badges.',
    stepsHeading: 'Provider Search, step by step',
    steps: [
      'Open Provider Search in the side navigation, type a 5-digit zip code in Zip code and press Enter or choose Search. The providers near that zip code are listed on the right, or below the filters on a phone.',
      `Move the radius slider to search wider, up to ${String(radiusMaxMiles)} miles, or to 0 for the zip code alone.`,
      'Narrow the list with Provider Type and Specialty, Gender and Professional or Facility. Clear sets every filter back.',
      `Tick Accessibility badges (${badgeNames}) to show only those providers; the number beside each badge counts the providers that carry it.`,
      'Once a zip code is set, type in Search providers to find a name, and pick the plan to search for in Plan when you have more than one.',
      `Read each provider card: name, badge with its explanation (${recommendedLabel} beside Contracted for a provider contracted with your plan), address with a map link, phone and distance.`,
      `Sort By Distance, Accessibility or Provider Name, ascending or descending, choose ${providerPageSizes.join(', ')} Per page, and use the previous and next page buttons to move through the results.`,
    ],
  },
};
