/** One screenshot of a training guide's step, as `scripts/capture-guide-screenshots.ts` makes it. */
export interface TrainingScreenshotEntry {
  /** File name in `screenshots/` (WebP). */
  file: string;
  /** Index (0-based) of the step in `trainingGuides[guide].steps` the screenshot illustrates. */
  step: number;
  /** What the screenshot shows, for a screen reader (the image's alt text). */
  alt: string;
  /** The caption under the image. */
  caption: string;
}

/**
 * The screenshots of the written guides (docs/decisions/0108): the steps that gain from one,
 * about three a topic. Every screen is this portal's embedded default with its synthetic demo
 * accounts and plans and the public CMS and NPPES reference data. Plain data without imports, so
 * that the capture script reads the same list under Node.js as the pages do in the browser; keyed
 * by the topics' ids (`TrainingVideoId`, checked where the pages read it).
 */
export const trainingScreenshotList = {
  highlights: [
    {
      file: 'highlights-data-selection.webp',
      step: 1,
      alt: 'The Data selection panel of Benchmarks: the Providers field holds six Cleveland hospitals as chips (Cleveland Clinic, University Hospitals, Metro Health, Fairview, Lutheran and St Vincent Charity) and the Procedures field holds DRG 470, major joint replacement.',
      caption: 'Data selection: hospitals in Providers, a DRG in Procedures.',
    },
    {
      file: 'highlights-chart.webp',
      step: 3,
      alt: 'The Benchmarks bar chart for DRG 470: a billed, a cost and a Medicare average bar for each of six Cleveland hospitals, dashed lines for the Ohio and national averages, the Zoom and Pan buttons above and ‘Showing providers 1–6 of 6’ below.',
      caption: 'The bar chart, one bar group per provider, with its zoom and pan buttons.',
    },
    {
      file: 'highlights-provider-details.webp',
      step: 4,
      alt: 'The Provider details dialog of Cleveland Clinic: its information (provider ID, address, beds, fiscal year ending, billed to Medicare ratios) and its cost report with the year and source file.',
      caption: 'Provider details, opened from a provider’s name in the table.',
    },
  ],
  inpatient: [
    {
      file: 'inpatient-options.webp',
      step: 2,
      alt: 'The Options panel with Claim type Inpatient, Weighted average and Values chosen, Sort by Billed average, Order Highest first, the Data year and the first Series shown check boxes.',
      caption: 'The Options panel for inpatient claims: Sort by, Order and Series shown.',
    },
    {
      file: 'inpatient-benchmark-table.webp',
      step: 3,
      alt: 'The Inpatient Benchmark Table view for DRG 470 in Ohio: the DRG code, Area and Data year fields, the Show benchmarks button and the percentiles of average billed charge and Medicare payment per discharge across Ohio’s hospitals.',
      caption: 'Inpatient Benchmark Table: percentiles for one DRG across an area.',
    },
    {
      file: 'inpatient-county-comparison.webp',
      step: 4,
      alt: 'The County Comparison table for DRG 470 in Ohio: one row per county with its hospitals, discharges, weighted average billed and Medicare amounts and the billed to Medicare ratio.',
      caption: 'County Comparison: one DRG’s hospitals of a state, grouped by county.',
    },
  ],
  outpatientProfessional: [
    {
      file: 'outpatient-options.webp',
      step: 1,
      alt: 'The Options panel with Claim type Outpatient chosen and the Outpatient code type set to APC.',
      caption: 'Claim type Outpatient with its Outpatient code type.',
    },
    {
      file: 'outpatient-chart-table.webp',
      step: 2,
      alt: 'The Benchmarks chart and table for outpatient claims: billed, cost and Medicare average bars of three Cleveland hospitals for APC 5191, with the code type, data year and sources under the chart and the table below.',
      caption: 'Outpatient figures compared in the chart and the table.',
    },
    {
      file: 'outpatient-benchmark-table.webp',
      step: 3,
      alt: 'The Outpatient and Professional Benchmark Table view: Claim type Outpatient (APC), APC code 5191 and Area Ohio chosen, and the percentiles of average billed charge and Medicare payment per service across Ohio’s hospitals.',
      caption: 'Outpatient and Professional Benchmark Table: one code across an area.',
    },
  ],
  providerSearch: [
    {
      file: 'provider-search-results.webp',
      step: 0,
      alt: 'Provider Search after a search for zip code 44106 with a synthetic demo plan: the filters on the left (the plan’s message, Search providers, Plan, Zip code, Search radius, Provider Type) and the first provider cards on the right, with Per page and the page buttons above them.',
      caption: 'Providers near zip code 44106, with the filters beside the list.',
    },
    {
      file: 'provider-search-accessibility.webp',
      step: 3,
      alt: 'The Accessibility filter: check boxes for Contracted, Unknown, Caution and Not Recommended, each with the number of providers that carry that badge.',
      caption: 'The Accessibility badges with the count beside each.',
    },
    {
      file: 'provider-search-card.webp',
      step: 5,
      alt: 'One provider card: the physician’s name, the Contracted badge with ‘Contracted Provider’ and ‘Recommended’, the specialty, the address as a map link, the phone number and ‘Within your zip code’.',
      caption: 'A provider card: name, badge, specialty, address, phone and distance.',
    },
  ],
} satisfies Record<string, readonly TrainingScreenshotEntry[]>;
