import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type CostReportFigureKey } from '@medivi/domain';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import type { CostReport, ProviderQuality, TransplantGroup } from './benchmarks-api-types';
import { formatFigure, formatMoney } from './benchmark-rows';

import { labelOfKey, sourcesMatching } from './details-format';

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
 * key of the label the hospital profile gives the same figure (`costReportFigureLabels`, issue 31
 * item 4), worded as `benchmarks.costReport.<key>`.
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
  CostReportFigureKey,
][] = [
  ['totalCharge', 'totalCharges'],
  ['totalCost', 'totalCosts'],
  ['patientRevenue', 'totalPatientRevenue'],
  ['patientDiscounts', 'patientDiscounts'],
  ['netPatientRevenue', 'netPatientRevenue'],
  ['operatingExpenses', 'operatingExpenses'],
  ['netIncome', 'netIncome'],
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

/** The further cost-report fields the reply carries, named by the catalogue. */
const departmentalKeys = new Set([
  'costToChargeRatio',
  'operatingRoom',
  'laboratory',
  'drugsChargedToPatients',
  'costCentreGroups',
]);

/** A further cost-report field's name: the catalogue's, else the key as words. */
function departmentalLabel(key: string, _: Translate): string {
  return departmentalKeys.has(key) ? _(`benchmarks.costReport.${key}`) : labelOfKey(key);
}

/** A further cost-report field: a ratio, a group of figures, or 'No data available'. */
function departmentalValue(value: unknown, _: Translate): string {
  if (typeof value === 'number') return formatNumber(value, 4);
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'object' && value !== null) {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
      .map(([key, figure]) => `${departmentalLabel(key, _)} ${formatNumber(figure, 4)}`);
    return parts.length === 0 ? _('benchmarks.noDataAvailable') : parts.join(', ');
  }
  return _('benchmarks.noDataAvailable');
}

function transplantRow(group: TransplantGroup, index: number, _: Translate): FigureRow {
  const name = group.type ?? group.name ?? _('benchmarks.costReport.group', { number: String(index + 1) });
  const missing = _('benchmarks.notAvailable');
  const count = (value: number | null) => (value === null ? missing : formatNumber(value, 0));
  return {
    label: _('benchmarks.costReport.transplantGroup', { name }),
    value: _('benchmarks.costReport.transplantValue', {
      cost: formatMoney(group.cost, missing),
      charges: formatMoney(group.charges, missing),
      live: count(group.live),
      cadaver: count(group.cadaver),
    }),
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
  const { _ } = useLingui();
  const noData = _('benchmarks.noDataAvailable');
  const source = costreport?.sourceFile ?? sourcesMatching(sources, /cost/i, _('benchmarks.notStated'));
  const note = _('benchmarks.costReport.note', {
    year: year === null ? _('benchmarks.details.yearNotStated') : String(year),
    source,
  });
  const figureLabel = (key: CostReportFigureKey) => _(`benchmarks.costReport.${key}`);
  const rows: FigureRow[] =
    costreport === null
      ? costFigures.map(([, label]) => ({ label: figureLabel(label), value: noData }))
      : [
          ...costFigures.map(([key, label]) => {
            const value = costreport[key];
            return {
              label: figureLabel(label),
              value: typeof value === 'number' ? formatMoney(value) : noData,
            };
          }),
          ...Object.entries(costreport)
            .filter(([key]) => !listedKeys.has(key))
            .map(([key, value]) => ({
              label: departmentalLabel(key, _),
              value: departmentalValue(value, _),
            })),
        ];
  const transplants = costreport?.transplants ?? [];
  const transplantRows =
    transplants.length === 0
      ? [{ label: _('benchmarks.costReport.transplants'), value: _('benchmarks.notAvailable') }]
      : transplants.map((group, index) => transplantRow(group, index, _));
  const title = _('benchmarks.costReport.title');
  return (
    <>
      <SectionHeading title={title} note={note} />
      <FigureList label={title} rows={[...rows, ...transplantRows]} />
    </>
  );
}

/** The HVBP scores listed, in order, each named `benchmarks.quality.<key>`. */
const qualityFigures = [
  'totalPerformanceScore',
  'clinicalCare',
  'careCoordination',
  'safety',
  'efficiency',
  'personAndCommunityEngagement',
] as const;

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
  const { _ } = useLingui();
  const notStated = _('benchmarks.notStated');
  const source = quality?.sourceFile ?? sourcesMatching(sources, /hvbp|quality|performance/i, notStated);
  const note = _('benchmarks.quality.note', {
    year: fiscalYear === null ? notStated : String(fiscalYear),
    source,
  });
  const rows = qualityFigures.map((key) => ({
    label: _(`benchmarks.quality.${key}`),
    value: formatFigure('quality', quality === null ? null : quality[key], _('benchmarks.notAvailable')),
  }));
  const title = _('benchmarks.quality.title');
  return (
    <>
      <SectionHeading title={title} note={note} />
      <FigureList label={title} rows={rows} />
    </>
  );
}
