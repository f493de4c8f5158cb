import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import {
  blendMedicareRatios,
  type ComparisonCategory,
  comparisonCategories,
  comparisonLimits,
  type RatioSource,
  type StateMedicareRatio,
  formatRatio,
} from '@medivi/domain';
import { useWatch } from 'react-hook-form';
import { type AnalysisForm, AnalysisCard } from './analysis-card';
import { twoColumns } from './plan-details-card';
import { FormNumberInput } from './number-input';
import { stateName } from './utilization-card';

export const categoryLabels: Record<ComparisonCategory, string> = {
  inpatient: 'Inpatient',
  outpatient: 'Outpatient',
  professional: 'Professional',
};

/** Where a per-state ratio comes from, as the table shows it (spec §9 Per-state Medicare ratios). */
export function ratioSourceText(source: RatioSource): string {
  const year = source.dataYear === null ? '' : `, ${String(source.dataYear)}`;
  if (source.source === 'cms') return `CMS${year}`;
  if (source.source === 'spec-example') return 'Spec example';
  return 'Spec default';
}

/**
 * The Medicare ratio card (spec §2, §4 Cost-comparison, §9 Per-state Medicare ratios): billed ÷
 * Medicare for inpatient, outpatient and professional. An empty field takes the default, the
 * chosen states' ratios blended by utilization (`blendMedicareRatios`: percent-weighted, 2
 * decimals; 6 / 5 / 3 without states); a typed ratio replaces it. The chosen states' ratios show
 * with their source and year.
 */
function MedicareRatioCardBody({
  form,
  stateRatios,
  isLoading,
}: {
  form: AnalysisForm;
  stateRatios: readonly StateMedicareRatio[];
  isLoading: boolean;
}) {
  const entries = useWatch({ control: form.control, name: 'utilization' });
  const blended = blendMedicareRatios(entries, stateRatios);
  const rows = entries.flatMap((entry) => stateRatios.filter((ratio) => ratio.state === entry.state));
  const notes = [
    ...new Set(
      rows
        .flatMap((row) => comparisonCategories.map((category) => row[category].note))
        .filter((n) => n !== null),
    ),
  ];
  return (
    <AnalysisCard title="Medicare ratios">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Billed charges ÷ Medicare payment. Leave a field empty to use the default blended from the
        states&apos; utilization.
      </Typography>
      <Box
        sx={{ ...twoColumns, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {comparisonCategories.map((category) => (
          <FormNumberInput
            key={category}
            control={form.control}
            name={`medicareRatios.${category}`}
            label={`${categoryLabels[category]} Medicare ratio`}
            decimals={2}
            max={comparisonLimits.ratioMax}
            helperText={`Default ${formatRatio(blended[category])}`}
          />
        ))}
      </Box>
      {isLoading && <Typography role="status">Loading the state ratios…</Typography>}
      {rows.length > 0 && (
        <Box
          role="region"
          aria-label="Medicare ratios of the chosen states"
          tabIndex={0}
          sx={{ overflowX: 'auto' }}
        >
          <Table size="small" aria-label="Default Medicare ratios by state">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  State
                </TableCell>
                {comparisonCategories.map((category) => (
                  <TableCell key={category} component="th" scope="col" align="right">
                    {categoryLabels[category]}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.state}>
                  <TableCell component="th" scope="row">
                    {row.name === '' ? stateName(row.state) : row.name}
                  </TableCell>
                  {comparisonCategories.map((category) => (
                    <TableCell key={category} align="right">
                      {formatRatio(row[category].ratio)}
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ display: 'block', color: 'text.secondary' }}
                      >
                        {ratioSourceText(row[category])}
                      </Typography>
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {notes.map((note) => (
        <Typography key={note} variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      ))}
    </AnalysisCard>
  );
}

/** Re-renders only when its props change, not on every keystroke elsewhere in the form. */
export const MedicareRatioCard = memo(MedicareRatioCardBody);
