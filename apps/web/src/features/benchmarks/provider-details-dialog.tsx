import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useLingui } from '../../lib/i18n/i18n';
import type { ChartMeta, ClaimType } from './benchmarks-api-types';
import { useGetProviderDetailQuery } from './benchmarks-api';
import { CostReportSection, FigureList, QualitySection } from './provider-details-sections';
import { yearEndingLine } from './details-format';
import { formatNumber } from '../../lib/i18n/format';
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
  const { _ } = useLingui();
  const sources = meta?.sources ?? [];
  const notAvailable = _('benchmarks.notAvailable');
  const year = meta?.dataYear == null ? _('benchmarks.details.yearNotStated') : String(meta.dataYear);
  const title = _('benchmarks.details.title');
  const information = _('benchmarks.details.information');
  return (
    <Dialog open={providerID !== null} onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="md">
      <DialogTitle>{detail?.info.name ?? title}</DialogTitle>
      <DialogContent dividers tabIndex={0} aria-label={title}>
        {result.isFetching && <Typography>{_('benchmarks.details.loading')}</Typography>}
        {result.isError && <Typography>{_('benchmarks.details.failed')}</Typography>}
        {detail !== undefined && !result.isFetching && (
          <>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {information}
            </Typography>
            <FigureList
              label={information}
              rows={[
                { label: _('benchmarks.details.providerID'), value: detail.info.providerID },
                {
                  label: _('benchmarks.details.type'),
                  value: _(`benchmarks.details.type.${detail.info.type}`),
                },
                {
                  label: _('benchmarks.details.address'),
                  value:
                    [
                      detail.info.address,
                      detail.info.city,
                      [detail.info.state, detail.info.zip].join(' ').trim(),
                    ]
                      .filter((part) => part !== null && part !== '')
                      .join(', ') || notAvailable,
                },
                ...(claimType === 'Professional'
                  ? [
                      {
                        label: _('benchmarks.details.primaryTaxonomy'),
                        value:
                          detail.info.primaryTaxonomy === null
                            ? notAvailable
                            : `${detail.info.primaryTaxonomy.category} – ${detail.info.primaryTaxonomy.title}`,
                      },
                    ]
                  : [
                      {
                        label: _('benchmarks.details.beds'),
                        value:
                          detail.info.numBeds === null ? notAvailable : formatNumber(detail.info.numBeds, 0),
                      },
                    ]),
                yearEndingLine(detail.info, claimType, _),
                {
                  label: _('benchmarks.details.inpatientBilledToMedicare', { year }),
                  value: formatFigure('medicareRatio', detail.inpatientBilledToMedicare, notAvailable),
                },
                {
                  label: _('benchmarks.details.outpatientBilledToMedicare', { year }),
                  value: formatFigure('medicareRatio', detail.outpatientBilledToMedicare, notAvailable),
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
        <Button onClick={onClose}>{_('benchmarks.details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
