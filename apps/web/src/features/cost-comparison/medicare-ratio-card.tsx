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
  type StateMedicareRatio,
} from '@medivi/domain';
import { useWatch } from 'react-hook-form';
import { useLingui } from '../../lib/i18n/i18n';
import { type AnalysisForm, AnalysisCard } from './analysis-card';
import { amountText, ratioNoteText, ratioSourceText, ratioText } from './analysis-texts';
import { twoColumns } from './plan-details-card';
import { FormNumberInput } from './number-input';
import { stateName } from './utilization-card';

/** The categories' English names, as the catalogue's English words them. */
export const categoryLabels: Record<ComparisonCategory, string> = {
  inpatient: 'Inpatient',
  outpatient: 'Outpatient',
  professional: 'Professional',
};

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
  const { _ } = useLingui();
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
    <AnalysisCard title={_('costComparison.ratios.title')}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {_('costComparison.ratios.intro')}
      </Typography>
      <Box
        sx={{ ...twoColumns, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {comparisonCategories.map((category) => (
          <FormNumberInput
            key={category}
            control={form.control}
            name={`medicareRatios.${category}`}
            label={_(`costComparison.ratios.field.${category}`)}
            decimals={2}
            max={comparisonLimits.ratioMax}
            helperText={_('costComparison.ratios.default', { value: ratioText(blended[category], _) })}
          />
        ))}
      </Box>
      {isLoading && <Typography role="status">{_('costComparison.ratios.loading')}</Typography>}
      {rows.length > 0 && (
        <Box
          role="region"
          aria-label={_('costComparison.ratios.region')}
          tabIndex={0}
          sx={{ overflowX: 'auto' }}
        >
          <Table size="small" aria-label={_('costComparison.ratios.table')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {_('costComparison.ratios.state')}
                </TableCell>
                {comparisonCategories.map((category) => (
                  <TableCell key={category} component="th" scope="col" align="right">
                    {amountText(category, _)}
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
                      {ratioText(row[category].ratio, _)}
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ display: 'block', color: 'text.secondary' }}
                      >
                        {ratioSourceText(row[category], _)}
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
          {ratioNoteText(note, _)}
        </Typography>
      ))}
    </AnalysisCard>
  );
}

/** Re-renders only when its props change, not on every keystroke elsewhere in the form. */
export const MedicareRatioCard = memo(MedicareRatioCardBody);
