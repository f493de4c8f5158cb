import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ChartMeta, ClaimType } from './benchmarks-api-types';
import { useGetProviderDetailQuery } from './benchmarks-api';
import { CostReportSection, FigureList, QualitySection } from './provider-details-sections';
import { labelOfKey, yearEndingLine } from './details-format';
import { formatFigure } from './benchmark-rows';

export interface ProviderDetailsDialogProps {
  /** The provider shown; null closes the dialog. */
  providerID: string | null;
  claimType: ClaimType;
  /** The chart's meta, naming the year and files of its figures. */
  meta: ChartMeta | undefined;
  onClose: () => void;
}

/**
 * The provider details dialog (spec §2, §3 provider details, §9), from POST /api/providerDetail:
 * the provider's information with the year ending, the cost report (money in dollars, 'No data
 * available' for a missing figure), quality ('not available' for zero or none) and the billed to
 * Medicare ratios, each section naming its year and source files.
 */
export function ProviderDetailsDialog({ providerID, claimType, meta, onClose }: ProviderDetailsDialogProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const result = useGetProviderDetailQuery(
    { providerID: providerID ?? '', claimType },
    { skip: providerID === null },
  );
  const detail = result.isError ? undefined : result.currentData;
  const sources = meta?.sources ?? [];
  return (
    <Dialog open={providerID !== null} onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="md">
      <DialogTitle>{detail?.info.name ?? 'Provider details'}</DialogTitle>
      <DialogContent dividers tabIndex={0} aria-label="Provider details">
        {result.isFetching && <Typography>Loading. Please wait.</Typography>}
        {result.isError && <Typography>The details could not be loaded.</Typography>}
        {detail !== undefined && !result.isFetching && (
          <>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              Information
            </Typography>
            <FigureList
              label="Information"
              rows={[
                { label: 'Provider ID', value: detail.info.providerID },
                {
                  label: 'Type',
                  value: labelOfKey(detail.info.type),
                },
                {
                  label: 'Address',
                  value:
                    [
                      detail.info.address,
                      detail.info.city,
                      [detail.info.state, detail.info.zip].join(' ').trim(),
                    ]
                      .filter((part) => part !== null && part !== '')
                      .join(', ') || 'not available',
                },
                ...(claimType === 'Professional'
                  ? [
                      {
                        label: 'Primary taxonomy',
                        value:
                          detail.info.primaryTaxonomy === null
                            ? 'not available'
                            : `${detail.info.primaryTaxonomy.category} – ${detail.info.primaryTaxonomy.title}`,
                      },
                    ]
                  : [
                      {
                        label: 'Beds',
                        value: detail.info.numBeds === null ? 'not available' : String(detail.info.numBeds),
                      },
                    ]),
                yearEndingLine(detail.info, claimType),
                {
                  label: `Inpatient billed to Medicare (${String(meta?.dataYear ?? 'year not stated')})`,
                  value: formatFigure('medicareRatio', detail.inpatientBilledToMedicare),
                },
                {
                  label: `Outpatient billed to Medicare (${String(meta?.dataYear ?? 'year not stated')})`,
                  value: formatFigure('medicareRatio', detail.outpatientBilledToMedicare),
                },
              ]}
            />
            {claimType !== 'Professional' && (
              <CostReportSection
                costreport={detail.costreport}
                year={detail.info.costReportFY ?? meta?.costReportYear ?? null}
                sources={sources}
              />
            )}
            {claimType !== 'Professional' && (
              <QualitySection
                quality={detail.quality}
                fiscalYear={detail.quality?.fiscalYear ?? meta?.qualityFiscalYear ?? null}
                sources={sources}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
