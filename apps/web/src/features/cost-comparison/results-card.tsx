import Typography from '@mui/material/Typography';
import {
  type AmountKey,
  amountKeys,
  type Amounts,
  type ComparisonResult,
  feeBridge,
  type ProductSavings,
} from '@medivi/domain';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { AnalysisCard } from './analysis-card';
import { amountText, dollarsText, percentText, productText, ratioText } from './analysis-texts';

/** The id of the results section, the target of the page's jump link on a phone. */
export const resultsSectionId = 'analysis-results';

/** A figure of the products table: its key, label, how it reads, and each product's value. */
interface ProductFigure {
  key: string;
  label: string;
  format: (value: number | null, _: Translate) => string;
  figure: (product: ProductSavings) => number | null;
}

/** The figures by category, in the order they are shown, by their catalogue key: the savings first. */
const categoryFigures: readonly [string, (result: ComparisonResult) => Amounts][] = [
  ['savingsBeforeFees', (result) => result.savingsByCategory],
  ['proposedAllowed', (result) => result.proposedAllowed],
  ['medicalSpend', (result) => result.medicalSpend],
  ['medicareEquivalent', (result) => result.medicareEquivalent],
  ['billed', (result) => result.billed],
  ['planResponsibility', (result) => result.planResponsibility],
];

/** A step of the fee bridge: its key, label and amount. */
type BridgeRow = [string, string, number | null];

/**
 * The live results (issue 18; docs/decisions/0104): what `computeComparison` gives for the form as
 * it stands, recomputed on every change: the headline savings (full replacement after fees), each
 * product's current cost, proposed allowed, fees and savings, and the figures by category. A figure
 * an input is missing for shows 'No data available', a period without both dates '-' (spec §5).
 */
export function ResultsCard({ result }: { result: ComparisonResult }) {
  const { _ } = useLingui();
  const ratios = result.medicareRatios;
  const bridge = feeBridge(result);
  // From the column's total to the headline, line by line (issue 31 item 5).
  // The products as columns, their figures as rows, the savings first: three product columns fit
  // the results column at 1280 px where six figure columns did not (issue 31 item 10).
  const productFigures: ProductFigure[] = (
    [
      ['savings', dollarsText, (product) => product.savings],
      ['savingsPercent', percentText, (product) => product.savingsPercent],
      ['currentCost', dollarsText, (product) => product.currentCost],
      ['proposedAllowed', dollarsText, (product) => product.proposedAllowed],
      ['fees', dollarsText, (product) => product.fees],
    ] as const satisfies readonly (readonly [string, ProductFigure['format'], ProductFigure['figure']])[]
  ).map(([key, format, figure]) => ({ key, label: _(`costComparison.results.${key}`), format, figure }));
  const productColumns: ResponsiveColumn<ProductFigure>[] = [
    { id: 'figure', header: _('costComparison.results.figure'), render: (row) => row.label },
    ...result.products.map((product): ResponsiveColumn<ProductFigure> => ({
      id: product.product,
      header: productText(product.product, _),
      align: 'right',
      render: (row) => row.format(row.figure(product), _),
    })),
  ];
  // The savings before fees next to the category: the column that matters stays in view.
  const categoryColumns: ResponsiveColumn<AmountKey>[] = [
    { id: 'category', header: _('costComparison.results.category'), render: (key) => amountText(key, _) },
    ...categoryFigures.map(([id, figure]): ResponsiveColumn<AmountKey> => ({
      id,
      header: _(`costComparison.results.${id}`),
      align: 'right',
      render: (key) => dollarsText(figure(result)[key], _),
    })),
  ];
  const bridgeColumns: ResponsiveColumn<BridgeRow>[] = [
    { id: 'step', header: _('costComparison.results.step'), render: ([, label]) => label },
    {
      id: 'amount',
      header: _('costComparison.results.amount'),
      align: 'right',
      render: ([, , amount]) => dollarsText(amount, _),
    },
  ];
  const bridgeRows: BridgeRow[] = (
    [
      ['beforeFees', bridge.beforeFees],
      ['currentVendorFees', bridge.currentVendorFees],
      ['newFees', bridge.newFees === null ? null : -bridge.newFees],
      ['afterFees', bridge.afterFees],
    ] as const
  ).map(([key, amount]) => [key, _(`costComparison.results.bridge.${key}`), amount]);
  const noData = _('costComparison.noData');
  return (
    <AnalysisCard title={_('costComparison.results.title')} sectionId={resultsSectionId}>
      <Typography role="status" aria-atomic="true" sx={{ fontSize: '1.4rem', fontWeight: 600 }}>
        {_('costComparison.results.headline', { amount: dollarsText(result.headlineSavings, _) })}
      </Typography>
      <Typography>
        {_('costComparison.results.period', {
          period: result.months === null ? '-' : _('costComparison.results.months', { count: result.months }),
        })}
      </Typography>
      <Typography>
        {_('costComparison.results.ratiosUsed', {
          inpatient: ratioText(ratios.inpatient, _),
          outpatient: ratioText(ratios.outpatient, _),
          professional: ratioText(ratios.professional, _),
        })}
      </Typography>
      <ResponsiveTable
        label={_('costComparison.results.byProduct')}
        columns={productColumns}
        rows={productFigures}
        rowKey={(row) => row.key}
        emptyText={noData}
        hasRowHeaders
      />
      <ResponsiveTable
        label={_('costComparison.results.byCategory')}
        columns={categoryColumns}
        rows={amountKeys}
        rowKey={(key) => key}
        emptyText={noData}
        hasRowHeaders
      />
      <ResponsiveTable
        label={_('costComparison.results.bridge')}
        columns={bridgeColumns}
        rows={bridgeRows}
        rowKey={([key]) => key}
        emptyText={noData}
        hasRowHeaders
      />
    </AnalysisCard>
  );
}
