import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type AmountKey,
  amountKeys,
  type ComparisonResult,
  feeBridge,
  formatDollars,
  formatPercent,
  formatRatio,
} from '@medivi/domain';
import type { ReactNode } from 'react';
import { AnalysisCard } from './analysis-card';
import { categoryLabels } from './medicare-ratio-card';

const rowLabels: Record<AmountKey, string> = { ...categoryLabels, facility: 'Facility', total: 'Total' };

/** A table that scrolls sideways on a phone, reachable by the keyboard (axe scrollable-region). */
function ScrollTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((text, index) => (
              <TableCell key={text} component="th" scope="col" align={index === 0 ? 'left' : 'right'}>
                {text}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}

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
  const bridgeRows: [string, number | null][] = [
    ['Savings before fees (total of the categories)', bridge.beforeFees],
    ['Plus current vendor fees no longer paid', bridge.currentVendorFees],
    ['Less full replacement fees', bridge.newFees === null ? null : -bridge.newFees],
    ['Full replacement savings after fees', bridge.afterFees],
  ];
  return (
    <AnalysisCard title="Results">
      <Typography
        role="status"
        aria-atomic="true"
        sx={{ fontSize: '1.4rem', fontWeight: 600 }}
      >{`Estimated savings: ${formatDollars(result.headlineSavings)}`}</Typography>
      <Typography>{`Period: ${result.months === null ? '-' : `${String(result.months)} months`}`}</Typography>
      <Typography>
        {`Medicare ratios used: inpatient ${formatRatio(ratios.inpatient)}, outpatient ${formatRatio(ratios.outpatient)}, professional ${formatRatio(ratios.professional)}`}
      </Typography>
      <ScrollTable
        label="Savings by product"
        head={['Product', 'Current cost', 'Proposed allowed', 'Fees', 'Savings', 'Savings %']}
      >
        {result.products.map((product) => (
          <TableRow key={product.product}>
            <TableCell component="th" scope="row">
              {product.label}
            </TableCell>
            <TableCell align="right">{formatDollars(product.currentCost)}</TableCell>
            <TableCell align="right">{formatDollars(product.proposedAllowed)}</TableCell>
            <TableCell align="right">{formatDollars(product.fees)}</TableCell>
            <TableCell align="right">{formatDollars(product.savings)}</TableCell>
            <TableCell align="right">{formatPercent(product.savingsPercent)}</TableCell>
          </TableRow>
        ))}
      </ScrollTable>
      <ScrollTable
        label="Figures by category"
        head={[
          'Category',
          'Plan responsibility',
          'Medical spend',
          'Billed',
          'Medicare-equivalent',
          'Proposed allowed',
          'Savings before fees',
        ]}
      >
        {amountKeys.map((key) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row">
              {rowLabels[key]}
            </TableCell>
            <TableCell align="right">{formatDollars(result.planResponsibility[key])}</TableCell>
            <TableCell align="right">{formatDollars(result.medicalSpend[key])}</TableCell>
            <TableCell align="right">{formatDollars(result.billed[key])}</TableCell>
            <TableCell align="right">{formatDollars(result.medicareEquivalent[key])}</TableCell>
            <TableCell align="right">{formatDollars(result.proposedAllowed[key])}</TableCell>
            <TableCell align="right">{formatDollars(result.savingsByCategory[key])}</TableCell>
          </TableRow>
        ))}
      </ScrollTable>
      <ScrollTable label="From savings before fees to savings after fees" head={['Step', 'Amount']}>
        {bridgeRows.map(([label, amount]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right">{formatDollars(amount)}</TableCell>
          </TableRow>
        ))}
      </ScrollTable>
    </AnalysisCard>
  );
}
