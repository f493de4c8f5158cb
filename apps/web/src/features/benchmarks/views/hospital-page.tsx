import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  costReportFigureKeys,
  costReportFigureLabels,
  type HospitalProfileBody,
  type HospitalProfileReply,
  hospitalProfileBodySchema,
} from '@medivi/domain';
import { useState } from 'react';
import { paths } from '../../../lib/paths';
import { useGetHospitalProfileQuery } from '../benchmarks-api';
import { SelectionAutocomplete } from '../selection-autocomplete';
import { count, dollars, notAvailable, ratio } from './view-format';
import { hospitalSearchField } from './view-searches';
import { DataYearSelect, useCheckedRequest, ViewSelectionPage } from './view-selection';
import { ViewTable } from './view-table';

const score = (value: number | null) => (value === null ? notAvailable : value.toFixed(2));
const countOrNot = (value: number | null) => (value === null ? notAvailable : count(value));

/**
 * /benchapphospital: a hospital's profile by CCN (docs/decisions/0103): name and address, the
 * newest cost report and HVBP scores, and its top 20 DRGs by discharges with billed, Medicare,
 * billed / Medicare and the state's medians.
 */
export default function HospitalPage() {
  const [ccn, setCcn] = useState('');
  const [dataYear, setDataYear] = useState('');
  const { request, errors, submit } = useCheckedRequest<HospitalProfileBody>(hospitalProfileBodySchema);
  const result = useGetHospitalProfileQuery(request ?? { ccn: '' }, { skip: request === null });
  const reply = result.isError ? undefined : result.currentData;

  return (
    <ViewSelectionPage
      title="Hospital Profile"
      path={paths.benchAppHospital}
      formLabel="Hospital selection"
      submitLabel="Show profile"
      loadingLabel="Loading the hospital profile"
      errorText="The profile could not be loaded. Please check the CCN and try again."
      isFetching={result.isFetching}
      isError={result.isError}
      onSubmit={() => {
        submit({ ccn, ...(dataYear === '' ? {} : { dataYear: Number(dataYear) }) });
      }}
      fields={
        <>
          <SelectionAutocomplete
            {...hospitalSearchField}
            value={ccn}
            onChange={setCcn}
            error={errors['ccn']}
          />
          <DataYearSelect
            label="Data year of the DRGs"
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

/** The profile: hospital, cost report, quality and DRG tables. */
export function HospitalProfile({ reply }: { reply: HospitalProfileReply }) {
  const hospital = reply.hospital;
  if (hospital === null)
    return (
      <Typography role="status">
        No data available for CCN {reply.ccn}: no CMS price file lists it.
      </Typography>
    );
  const report = reply.costReport;
  const quality = reply.quality;
  const place = [hospital.address, hospital.city, [hospital.state, hospital.zip].filter(Boolean).join(' ')]
    .filter((part) => part !== null && part !== '')
    .join(', ');
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          {hospital.name}
        </Typography>
        <Typography role="status">
          CCN {reply.ccn}
          {place === '' ? '' : `, ${place}`} (from {hospital.sourceFile})
        </Typography>
      </div>
      {report === null ? (
        <Typography>Cost report: No data available.</Typography>
      ) : (
        <ViewTable
          label="Cost report"
          caption={`Cost report ${String(report.reportYear)}${report.fiscalYearEnd === null ? '' : `, fiscal year ending ${report.fiscalYearEnd}`}, from ${report.sourceFile}`}
          headers={['Figure', 'Value']}
          rows={[
            ['Beds', countOrNot(report.beds)],
            ...costReportFigureKeys.map((key) => [costReportFigureLabels[key].label, dollars(report[key])]),
            [
              'Cost-to-charge ratio',
              report.costToChargeRatio === null ? notAvailable : report.costToChargeRatio.toFixed(3),
            ],
          ]}
        />
      )}
      {quality === null ? (
        <Typography>Hospital Value-Based Purchasing quality: No data available.</Typography>
      ) : (
        <ViewTable
          label="Quality"
          caption={`Hospital Value-Based Purchasing scores, fiscal year ${String(quality.fiscalYear)}, from ${quality.sourceFile} (points; domain scores unweighted)`}
          headers={['Score', 'Points']}
          rows={[
            ['Total performance score', score(quality.totalPerformanceScore)],
            ['Clinical outcomes', score(quality.clinicalOutcomes)],
            ['Person and community engagement', score(quality.personAndCommunityEngagement)],
            ['Safety', score(quality.safety)],
            ['Efficiency and cost reduction', score(quality.efficiencyAndCostReduction)],
          ]}
        />
      )}
      {reply.dataYear === null || reply.drgs.length === 0 ? (
        <Typography>Inpatient DRGs: No data available.</Typography>
      ) : (
        <ViewTable
          label="Top DRGs"
          caption={`Top ${String(reply.drgs.length)} DRGs by discharges, data year ${String(reply.dataYear)}, from ${reply.sourceFiles.join(', ')}; averages per discharge; state medians across the hospitals of ${hospital.state ?? 'the state'} with the DRG in the same year and files`}
          headers={[
            'DRG',
            'Discharges',
            'Average billed',
            'Average Medicare',
            'Billed / Medicare',
            'State median billed',
            'State median Medicare',
            'State hospitals',
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
