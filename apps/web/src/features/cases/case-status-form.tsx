import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CaseStatus, caseStatusDetails, caseStatuses, isStatusDetailRequired } from '@medivi/domain';
import { useState } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { useSetCaseStatusMutation } from './cases-api';

function isCaseStatus(value: string | null): value is CaseStatus {
  return (caseStatuses as readonly (string | null)[]).includes(value);
}

/**
 * The status change of internal staff (issue 4 item 6): a status, a status detail when the status
 * has some (required for Processing), and SAVE STATUS, which calls `PUT /api/cases/:id/status`;
 * the list and detail refresh afterwards. The server checks the role and the detail again.
 */
export function CaseStatusForm({
  caseId,
  status,
  statusDetail,
}: {
  caseId: string;
  status: string | null;
  statusDetail: string | null;
}) {
  const { _ } = useLingui();
  const [nextStatus, setNextStatus] = useState<CaseStatus>(isCaseStatus(status) ? status : 'Intake');
  const [nextDetail, setNextDetail] = useState(statusDetail ?? '');
  const [saved, setSaved] = useState(false);
  const [setCaseStatus, { isLoading }] = useSetCaseStatusMutation();
  const details = Object.entries(caseStatusDetails[nextStatus] as Record<string, string>);
  const isDetailMissing = isStatusDetailRequired(nextStatus) && nextDetail === '';
  return (
    <Stack component="section" aria-label={_('cases.statusForm.label')} spacing={2} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3">
        {_('cases.statusForm.label')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={_('cases.statusForm.newStatus')}
          value={nextStatus}
          onChange={(event) => {
            setNextStatus(event.target.value as CaseStatus);
            setNextDetail('');
            setSaved(false);
          }}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          {caseStatuses.map((value) => (
            <option key={value} value={value}>
              {_(`cases.statusValue.${value}`)}
            </option>
          ))}
        </TextField>
        {details.length > 0 && (
          <TextField
            select
            label={_('cases.statusForm.detail')}
            value={nextDetail}
            required={isStatusDetailRequired(nextStatus)}
            onChange={(event) => {
              setNextDetail(event.target.value);
              setSaved(false);
            }}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 240 }}
          >
            <option value="">{_('cases.statusForm.none')}</option>
            {details.map(([value]) => (
              <option key={value} value={value}>
                {_(`cases.statusDetail.${value}`)}
              </option>
            ))}
          </TextField>
        )}
        <Button
          variant="contained"
          loading={isLoading}
          disabled={isDetailMissing}
          onClick={() => {
            void setCaseStatus({
              id: caseId,
              body: { status: nextStatus, statusDetail: nextDetail === '' ? null : nextDetail },
            })
              .unwrap()
              .then(() => {
                setSaved(true);
              })
              .catch(() => {
                // The base query already queued the server's message as a snackbar.
              });
          }}
        >
          {_('cases.statusForm.save')}
        </Button>
      </Stack>
      {saved && (
        <Typography role="status" color="success.main">
          {_('cases.statusForm.saved')}
        </Typography>
      )}
    </Stack>
  );
}
