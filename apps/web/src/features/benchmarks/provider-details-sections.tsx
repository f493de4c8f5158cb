import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { costReportFigureLabels } from '@medivi/domain';
import type { CostReport, ProviderQuality, TransplantGroup } from './benchmarks-api-types';
import { formatFigure, formatMoney, notAvailable } from './benchmark-rows';
import { labelOfKey, noDataAvailable, sourcesMatching } from './details-format';

/** One labelled figure of a details section. */
export interface FigureRow {
  label: string;
  value: string;
}

/** A section's figures as a two-column table (label, value), named `label`. */
export function FigureList({ label, rows }: { label: string; rows: readonly FigureRow[] }) {
  return (
    <Table size="small" aria-label={label} sx={{ mb: 2 }}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row" sx={{ width: '55%' }}>
              {row.label}
            </TableCell>
            <TableCell>{row.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SectionHeading({ title, note }: { title: string; note: string }) {
  return (
    <>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mt: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {note}
      </Typography>
    </>
  );
}

/**
 * The hospital-wide cost-report figures in dollars: the reply's field (spec §3 names) and the
 * label the hospital profile gives the same figure (`costReportFigureLabels`, issue 31 item 4).
 */
const costFigures: readonly [
  (
    | 'totalCharge'
    | 'totalCost'
    | 'netIncome'
    | 'patientRevenue'
    | 'patientDiscounts'
    | 'netPatientRevenue'
    | 'operatingExpenses'
  ),
  string,
][] = [
  ['totalCharge', costReportFigureLabels.totalCharges.label],
  ['totalCost', costReportFigureLabels.totalCosts.label],
  ['patientRevenue', costReportFigureLabels.totalPatientRevenue.label],
  ['patientDiscounts', costReportFigureLabels.patientDiscounts.label],
  ['netPatientRevenue', costReportFigureLabels.netPatientRevenue.label],
  ['operatingExpenses', costReportFigureLabels.operatingExpenses.label],
  ['netIncome', costReportFigureLabels.netIncome.label],
];
/** Fields shown elsewhere (heading, info) rather than as figures. */
const listedKeys = new Set<string>([
  'providerNumber',
  'transplants',
  'reportYear',
  'fiscalYearEnd',
  'sourceFile',
  ...costFigures.map(([key]) => key),
]);

const ratio = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A further cost-report field: a ratio, a group of figures, or 'No data available'. */
function departmentalValue(value: unknown): string {
  if (typeof value === 'number') return ratio.format(value);
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'object' && value !== null) {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
      .map(([key, figure]) => `${labelOfKey(key)} ${ratio.format(figure)}`);
    return parts.length === 0 ? noDataAvailable : parts.join(', ');
  }
  return noDataAvailable;
}

function transplantRow(group: TransplantGroup, index: number): FigureRow {
  const name = group.type ?? group.name ?? `Group ${String(index + 1)}`;
  const count = (value: number | null) => (value === null ? notAvailable : String(value));
  return {
    label: `Transplants: ${name}`,
    value: `cost ${formatMoney(group.cost)}, charges ${formatMoney(group.charges)}, live ${count(group.live)}, cadaver ${count(group.cadaver)}`,
  };
}

/**
 * The cost report (spec §3; issue 17): the hospital-wide figures in dollars, every departmental
 * ratio or cost-centre group the reply carries ('No data available' when null), and the transplant
 * groups ('not available' when there are none); the heading names the report year and file.
 */
export function CostReportSection({
  costreport,
  year,
  sources,
}: {
  costreport: CostReport | null;
  year: number | null;
  sources: readonly string[];
}) {
  const source = costreport?.sourceFile ?? sourcesMatching(sources, /cost/i);
  const note = `Cost report ${year === null ? 'year not stated' : String(year)} · Source: ${source}`;
  const rows: FigureRow[] =
    costreport === null
      ? costFigures.map(([, label]) => ({ label, value: noDataAvailable }))
      : [
          ...costFigures.map(([key, label]) => {
            const value = costreport[key];
            return { label, value: typeof value === 'number' ? formatMoney(value) : noDataAvailable };
          }),
          ...Object.entries(costreport)
            .filter(([key]) => !listedKeys.has(key))
            .map(([key, value]) => ({ label: labelOfKey(key), value: departmentalValue(value) })),
        ];
  const transplants = costreport?.transplants ?? [];
  const transplantRows =
    transplants.length === 0
      ? [{ label: 'Transplants', value: notAvailable }]
      : transplants.map(transplantRow);
  return (
    <>
      <SectionHeading title="Cost report" note={note} />
      <FigureList label="Cost report" rows={[...rows, ...transplantRows]} />
    </>
  );
}

const qualityFigures: readonly [
  'totalPerformanceScore' | 'clinicalCare' | 'careCoordination' | 'safety' | 'efficiency',
  string,
][] = [
  ['totalPerformanceScore', 'Total performance score'],
  ['clinicalCare', 'Clinical care'],
  ['careCoordination', 'Care coordination'],
  ['safety', 'Safety'],
  ['efficiency', 'Efficiency'],
];

/**
 * Quality (spec §3, §4): the HVBP total performance score and domain scores; zero or none reads
 * 'not available'; the heading names the fiscal year and file.
 */
export function QualitySection({
  quality,
  fiscalYear,
  sources,
}: {
  quality: ProviderQuality | null;
  fiscalYear: number | null;
  sources: readonly string[];
}) {
  const source = quality?.sourceFile ?? sourcesMatching(sources, /hvbp|quality|performance/i);
  const note = `Hospital Value-Based Purchasing, fiscal year ${fiscalYear === null ? 'not stated' : String(fiscalYear)} · Source: ${source}`;
  const rows = qualityFigures.map(([key, label]) => ({
    label,
    value: formatFigure('quality', quality === null ? null : quality[key]),
  }));
  rows.push({
    label: 'Person and community engagement',
    value: formatFigure('quality', quality === null ? null : quality.personAndCommunityEngagement),
  });
  return (
    <>
      <SectionHeading title="Quality" note={note} />
      <FigureList label="Quality" rows={rows} />
    </>
  );
}
