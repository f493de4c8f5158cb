import Typography from '@mui/material/Typography';
import {
  type AmountKey,
  amountKeys,
  type Amounts,
  type ComparisonResult,
  feeBridge,
  formatDollars,
  formatPercent,
  formatRatio,
  type ProductSavings,
} from '@medivi/domain';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { AnalysisCard } from './analysis-card';
import { categoryLabels } from './medicare-ratio-card';

const rowLabels: Record<AmountKey, string> = { ...categoryLabels, facility: 'Facility', total: 'Total' };

/** The id of the results section, the target of the page's jump link on a phone. */
export const resultsSectionId = 'analysis-results';

/** A figure of the products table: its label, how it reads, and each product's value. */
interface ProductFigure {
  label: string;
  format: (value: number | null) => string;
  figure: (product: ProductSavings) => number | null;
}

/** The figures by category, in the order they are shown: the savings first. */
const categoryFigures: readonly [string, (result: ComparisonResult) => Amounts][] = [
  ['Savings before fees', (result) => result.savingsByCategory],
  ['Proposed allowed', (result) => result.proposedAllowed],
  ['Medical spend', (result) => result.medicalSpend],
  ['Medicare-equivalent', (result) => result.medicareEquivalent],
  ['Billed', (result) => result.billed],
  ['Plan responsibility', (result) => result.planResponsibility],
];

const bridgeColumns: ResponsiveColumn<[string, number | null]>[] = [
  { id: 'step', header: 'Step', render: ([label]) => label },
  { id: 'amount', header: 'Amount', align: 'right', render: ([, amount]) => formatDollars(amount) },
];

/**
 * The live results (issue 18; docs/decisions/0104): what `computeComparison` gives for the form as
 * it stands, recomputed on every change: the headline savings (full replacement after fees), each
 * product's current cost, proposed allowed, fees and savings, and the figures by category. A figure
 * an input is missing for shows 'No data available', a period without both dates '-' (spec §5).
 */
export function ResultsCard({ result }: { result: ComparisonResult }) {
  const ratios = result.medicareRatios;
  const bridge = feeBridge(result);
  // From the column's total to the headline, line by line (issue 31 item 5).
  // The products as columns, their figures as rows, the savings first: three product columns fit
  // the results column at 1280 px where six figure columns did not (issue 31 item 10).
  const productFigures: ProductFigure[] = [
    { label: 'Savings', format: formatDollars, figure: (product) => product.savings },
    { label: 'Savings %', format: formatPercent, figure: (product) => product.savingsPercent },
    { label: 'Current cost', format: formatDollars, figure: (product) => product.currentCost },
    { label: 'Proposed allowed', format: formatDollars, figure: (product) => product.proposedAllowed },
    { label: 'Fees', format: formatDollars, figure: (product) => product.fees },
  ];
  const productColumns: ResponsiveColumn<ProductFigure>[] = [
    { id: 'figure', header: 'Figure', render: (row) => row.label },
    ...result.products.map((product): ResponsiveColumn<ProductFigure> => ({
      id: product.product,
      header: product.label,
      align: 'right',
      render: (row) => row.format(row.figure(product)),
    })),
  ];
  // The savings before fees next to the category: the column that matters stays in view.
  const categoryColumns: ResponsiveColumn<AmountKey>[] = [
    { id: 'category', header: 'Category', render: (key) => rowLabels[key] },
    ...categoryFigures.map(([header, figure]): ResponsiveColumn<AmountKey> => ({
      id: header,
      header,
      align: 'right',
      render: (key) => formatDollars(figure(result)[key]),
    })),
  ];
  const bridgeRows: [string, number | null][] = [
    ['Savings before fees (total of the categories)', bridge.beforeFees],
    ['Plus current vendor fees no longer paid', bridge.currentVendorFees],
    ['Less full replacement fees', bridge.newFees === null ? null : -bridge.newFees],
    ['Full replacement savings after fees', bridge.afterFees],
  ];
  return (
    <AnalysisCard title="Results" sectionId={resultsSectionId}>
      <Typography
        role="status"
        aria-atomic="true"
        sx={{ fontSize: '1.4rem', fontWeight: 600 }}
      >{`Estimated savings: ${formatDollars(result.headlineSavings)}`}</Typography>
      <Typography>{`Period: ${result.months === null ? '-' : `${String(result.months)} months`}`}</Typography>
      <Typography>
        {`Medicare ratios used: inpatient ${formatRatio(ratios.inpatient)}, outpatient ${formatRatio(ratios.outpatient)}, professional ${formatRatio(ratios.professional)}`}
      </Typography>
      <ResponsiveTable
        label="Savings by product"
        columns={productColumns}
        rows={productFigures}
        rowKey={(row) => row.label}
        emptyText="No data available"
        hasRowHeaders
      />
      <ResponsiveTable
        label="Figures by category"
        columns={categoryColumns}
        rows={amountKeys}
        rowKey={(key) => key}
        emptyText="No data available"
        hasRowHeaders
      />
      <ResponsiveTable
        label="From savings before fees to savings after fees"
        columns={bridgeColumns}
        rows={bridgeRows}
        rowKey={([label]) => label}
        emptyText="No data available"
        hasRowHeaders
      />
    </AnalysisCard>
  );
}
