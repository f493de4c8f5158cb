import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { costReportFigureKeys, type HospitalProfileBody, type HospitalProfileReply } from '@medivi/domain';
import { useState } from 'react';
import { formatDate } from '../../../lib/i18n/format';
import { activeLanguage, useLingui } from '../../../lib/i18n/i18n';
import { paths } from '../../../lib/paths';
import { useGetHospitalProfileQuery } from '../benchmarks-api';
import { SelectionAutocomplete } from '../selection-autocomplete';
import { viewFormat } from './view-format';
import { hospitalSearchField } from './view-searches';
import { DataYearSelect, useCheckedRequest, ViewSelectionPage } from './view-selection';
import { ViewTable } from './view-table';

/**
 * /benchapphospital: a hospital's profile by CCN (docs/decisions/0103): name and address, the
 * newest cost report and HVBP scores, and its top 20 DRGs by discharges with billed, Medicare,
 * billed / Medicare and the state's medians.
 */
export default function HospitalPage() {
  const { _ } = useLingui();
  const [ccn, setCcn] = useState('');
  const [dataYear, setDataYear] = useState('');
  const { request, errors, submit } = useCheckedRequest<HospitalProfileBody>(
    (schemas) => schemas.hospitalProfileBodySchema,
  );
  const result = useGetHospitalProfileQuery(request ?? { ccn: '' }, { skip: request === null });
  const reply = result.isError ? undefined : result.currentData;

  return (
    <ViewSelectionPage
      title={_('shell.title.hospitalProfile')}
      path={paths.benchAppHospital}
      formLabel={_('benchmarkViews.hospital.formLabel')}
      submitLabel={_('benchmarkViews.hospital.submit')}
      loadingLabel={_('benchmarkViews.hospital.loading')}
      errorText={_('benchmarkViews.hospital.failed')}
      isFetching={result.isFetching}
      isError={result.isError}
      onSubmit={() => {
        submit({ ccn, ...(dataYear === '' ? {} : { dataYear: Number(dataYear) }) });
      }}
      fields={
        <>
          <SelectionAutocomplete
            {...hospitalSearchField(_)}
            value={ccn}
            onChange={setCcn}
            error={errors['ccn']}
          />
          <DataYearSelect
            label={_('benchmarkViews.hospital.dataYearLabel')}
            value={dataYear}
            onChange={setDataYear}
            years={reply?.availableYears}
            error={errors['dataYear']}
          />
        </>
      }
    >
      {reply !== undefined && <HospitalProfile reply={reply} />}
    </ViewSelectionPage>
  );
}

/**
 * A fiscal year's end as the reply gives it (ISO `YYYY-MM-DD`): as given in English, the
 * language's medium date otherwise ("31 dic 2021"), so that no reader takes the month for the day.
 */
function fiscalYearEndText(date: string): string {
  if (activeLanguage() === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return formatDate(date);
}

/** The profile: hospital, cost report, quality and DRG tables. */
export function HospitalProfile({ reply }: { reply: HospitalProfileReply }) {
  const { _ } = useLingui();
  const { count, decimals, dollars, notAvailable, ratio } = viewFormat(_);
  const hospital = reply.hospital;
  if (hospital === null)
    return (
      <Typography role="status">{_('benchmarkViews.hospital.notListed', { ccn: reply.ccn })}</Typography>
    );
  const report = reply.costReport;
  const quality = reply.quality;
  const place = [hospital.address, hospital.city, [hospital.state, hospital.zip].filter(Boolean).join(' ')]
    .filter((part) => part !== null && part !== '')
    .join(', ');
  const score = (value: number | null) => decimals(value, 2);
  const drgCaptionValues = {
    drgCount: reply.drgs.length,
    year: String(reply.dataYear),
    files: reply.sourceFiles.join(', '),
  };
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          {hospital.name}
        </Typography>
        <Typography role="status">
          {place === ''
            ? _('benchmarkViews.hospital.source', { ccn: reply.ccn, file: hospital.sourceFile })
            : _('benchmarkViews.hospital.sourceWithPlace', {
                ccn: reply.ccn,
                place,
                file: hospital.sourceFile,
              })}
        </Typography>
      </div>
      {report === null ? (
        <Typography>{_('benchmarkViews.hospital.noCostReport')}</Typography>
      ) : (
        <ViewTable
          label={_('benchmarkViews.hospital.costReportLabel')}
          caption={
            report.fiscalYearEnd === null
              ? _('benchmarkViews.hospital.costReportCaption', {
                  year: String(report.reportYear),
                  file: report.sourceFile,
                })
              : _('benchmarkViews.hospital.costReportCaptionFiscal', {
                  year: String(report.reportYear),
                  end: fiscalYearEndText(report.fiscalYearEnd),
                  file: report.sourceFile,
                })
          }
          headers={[_('benchmarkViews.hospital.figure'), _('benchmarkViews.hospital.value')]}
          rows={[
            [_('benchmarkViews.hospital.beds'), report.beds === null ? notAvailable : count(report.beds)],
            ...costReportFigureKeys.map((key) => [
              _(`benchmarkViews.hospital.costFigure.${key}`),
              dollars(report[key]),
            ]),
            [_('benchmarkViews.hospital.costToChargeRatio'), decimals(report.costToChargeRatio, 3)],
          ]}
        />
      )}
      {quality === null ? (
        <Typography>{_('benchmarkViews.hospital.noQuality')}</Typography>
      ) : (
        <ViewTable
          label={_('benchmarkViews.hospital.qualityLabel')}
          caption={_('benchmarkViews.hospital.qualityCaption', {
            year: String(quality.fiscalYear),
            file: quality.sourceFile,
          })}
          headers={[_('benchmarkViews.hospital.score'), _('benchmarkViews.hospital.points')]}
          rows={[
            [_('benchmarkViews.hospital.totalPerformanceScore'), score(quality.totalPerformanceScore)],
            [_('benchmarkViews.hospital.clinicalOutcomes'), score(quality.clinicalOutcomes)],
            [
              _('benchmarkViews.hospital.personAndCommunityEngagement'),
              score(quality.personAndCommunityEngagement),
            ],
            [_('benchmarkViews.hospital.safety'), score(quality.safety)],
            [
              _('benchmarkViews.hospital.efficiencyAndCostReduction'),
              score(quality.efficiencyAndCostReduction),
            ],
          ]}
        />
      )}
      {reply.dataYear === null || reply.drgs.length === 0 ? (
        <Typography>{_('benchmarkViews.hospital.noDrgs')}</Typography>
      ) : (
        <ViewTable
          label={_('benchmarkViews.hospital.drgsLabel')}
          caption={
            hospital.state === null
              ? _('benchmarkViews.hospital.drgsCaptionNoState', drgCaptionValues)
              : _('benchmarkViews.hospital.drgsCaption', { ...drgCaptionValues, state: hospital.state })
          }
          headers={[
            _('benchmarkViews.hospital.drg'),
            _('benchmarkViews.table.discharges'),
            _('benchmarkViews.table.averageBilled'),
            _('benchmarkViews.hospital.averageMedicare'),
            _('benchmarkViews.county.ratio'),
            _('benchmarkViews.hospital.stateMedianBilled'),
            _('benchmarkViews.hospital.stateMedianMedicare'),
            _('benchmarkViews.hospital.stateHospitals'),
          ]}
          rows={reply.drgs.map((drg) => [
            `${drg.code}${drg.description === null ? '' : ` - ${drg.description}`}`,
            count(drg.discharges),
            dollars(drg.billedAvg),
            dollars(drg.medicareAvg),
            ratio(drg.ratio),
            dollars(drg.stateMedianBilled),
            dollars(drg.stateMedianMedicare),
            count(drg.stateHospitals),
          ])}
        />
      )}
    </Stack>
  );
}
