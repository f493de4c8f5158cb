import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type CaseDetail, caseRoutes, clientCaseRoutes, pathFor } from '@medivi/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';
import { formatNumber } from '../../lib/i18n/format';
import { claimPathFor } from '../../lib/paths';
import { formatCalendarDate, formatCreatedDate, formatUsd, patientNameOf } from './case-display';
import { CaseClockPanel } from './case-clock-panel';
import { CaseStatusForm } from './case-status-form';
import { CaseStatusText } from './case-status-text';
import { recordTypeNameText, statusDetailText } from './case-texts';
import { useGetCaseQuery } from './cases-api';
import { useGetClientCaseQuery } from './client-cases-api';
import { supportMailboxes } from './support-mailbox';

/** The catalogue ids of what the modal says when the case does not come (docs/decisions/0085). */
export const caseDetailTexts = {
  /** 404, 403 or 400: no such case, or not one this user may read; the server never says which. */
  unavailable: 'cases.detail.unavailable',
  /** Any other failure (network, 5xx). */
  loadFailed: 'cases.detail.loadFailed',
} as const;

/** HTTP statuses meaning the case is not there for this user (an id of a link, not a crash). */
const unavailableStatuses: ReadonlySet<unknown> = new Set([400, 403, 404]);

/**
 * The catalogue id of the modal's note for a failed load: `unavailable` when the server refused
 * the id (or found no record), `loadFailed` otherwise.
 */
export function caseDetailFailureText(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return unavailableStatuses.has(status) ? caseDetailTexts.unavailable : caseDetailTexts.loadFailed;
}

/** The contacts for questions about a case: PSS and CSS e-mails (cases spec §3), else support. */
export function caseContactsOf(detail: Pick<CaseDetail, 'PSS__r' | 'CSS__r'>): string[] {
  const contacts = [detail.PSS__r?.Email, detail.CSS__r?.Email].filter(
    (email): email is string => email !== undefined && email !== '',
  );
  return contacts.length > 0 ? contacts : [supportMailboxes.member];
}

function Field({ label, value }: { label: string; value: string }) {
  if (value === '') return null;
  return (
    <>
      <Typography component="dt" variant="subtitle2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1 }}>
        {value}
      </Typography>
    </>
  );
}

function CaseDetailBody({
  detail,
  canChangeStatus,
  isClient,
}: {
  detail: CaseDetail;
  canChangeStatus: boolean;
  isClient: boolean;
}) {
  const { _ } = useLingui();
  const downloadPath = isClient
    ? clientCaseRoutes.getClientCaseAttachment.path
    : caseRoutes.getCaseAttachment.path;
  const hospital = detail.Hospital__r;
  const providerAddress = [
    hospital?.ShippingStreet,
    hospital?.ShippingCity,
    hospital?.ShippingStateCode,
    hospital?.ShippingPostalCode,
  ]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(', ');
  const serviceDates = [
    formatCalendarDate(detail.Claim_DOS_From__c),
    formatCalendarDate(detail.Claim_DOS_To__c),
  ]
    .filter((date) => date !== '')
    .join(' – ');
  const contacts = caseContactsOf(detail);
  return (
    <>
      <Typography component="div" sx={{ mb: 2 }}>
        <Typography component="span" variant="subtitle2" sx={{ mr: 1 }}>
          {_('cases.detail.status')}
        </Typography>
        <CaseStatusText label={detail.statusLabel} />
        {detail.statusDetailLabel !== null && (
          <Typography component="span" sx={{ ml: 1 }}>
            {statusDetailText(detail.statusDetailLabel, _)}
          </Typography>
        )}
      </Typography>
      {detail.clock !== undefined && (
        <CaseClockPanel
          caseId={detail.id}
          clock={detail.clock}
          history={detail.clockHistory ?? []}
          showsDetails={canChangeStatus || isClient}
          canExtend={canChangeStatus}
        />
      )}
      <dl style={{ margin: 0 }}>
        <Field label={_('cases.detail.type')} value={recordTypeNameText(detail.RecordType.Name, _)} />
        <Field label={_('cases.detail.createdDate')} value={formatCreatedDate(detail.CreatedDate)} />
        <Field label={_('cases.detail.patient')} value={patientNameOf(detail)} />
        <Field label={_('cases.detail.memberId')} value={detail.Member_ID__c ?? ''} />
        <Field label={_('cases.detail.plan')} value={detail.Plan_Name__r?.Name ?? ''} />
        <Field label={_('cases.detail.provider')} value={hospital?.Name ?? ''} />
        <Field label={_('cases.detail.providerAddress')} value={providerAddress} />
        <Field label={_('cases.detail.serviceDates')} value={serviceDates} />
        <Field label={_('cases.detail.totalBilled')} value={formatUsd(detail.Total_Billed_Charges__c)} />
        <Field
          label={_('cases.detail.balanceBillAmount')}
          value={formatUsd(detail.Balance_Bill_Amount_Calc__c)}
        />
        <Field
          label={_('cases.detail.claimCount')}
          value={
            detail.Number_of_Claims_in_Case__c === null
              ? ''
              : formatNumber(detail.Number_of_Claims_in_Case__c)
          }
        />
        {detail.claimID !== undefined && (
          <>
            <Typography component="dt" variant="subtitle2">
              {_('cases.detail.filedFrom')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: 1 }}>
              <Link component={RouterLink} to={claimPathFor(detail.claimID)}>
                {_('cases.detail.claim', { claimId: detail.claimID })}
              </Link>
            </Typography>
          </>
        )}
      </dl>
      {detail.attachments.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {_('cases.detail.documents')}
          </Typography>
          <ul>
            {detail.attachments.map((attachment) => (
              <li key={attachment.id}>
                <Link
                  href={pathFor(downloadPath, {
                    id: detail.id,
                    attachmentId: attachment.id,
                  })}
                  download={attachment.fileName}
                >
                  {attachment.fileName}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <Typography sx={{ mt: 1 }}>
        {_('cases.detail.questions')}{' '}
        {contacts.map((email, index) => (
          <span key={email}>
            {index > 0 && ` ${_('cases.detail.or')} `}
            <Link href={`mailto:${email}`}>{email}</Link>
          </span>
        ))}
        .
      </Typography>
      {canChangeStatus && (
        <CaseStatusForm
          caseId={detail.id}
          status={detail.Status}
          statusDetail={detail.Status_Description__c}
        />
      )}
    </>
  );
}

/**
 * The case detail modal (cases spec §2 /my-cases): the case with its status shown by the display
 * rules (§4), the claim it was filed from as a link to its EOB (docs/decisions/0114), documents
 * and the contacts for questions; staff also get the status change. A
 * failed load shows nothing more than a short note (spec §7: errors are not shown): a case that
 * is not there for this user (404, 403; say a notification's link to a removed case) reads
 * `caseDetailTexts.unavailable`. Client viewers read it from `GET /api/clientCase/{id}` (spec §7),
 * which does not depend on the plan the list shows.
 */
export function CaseDetailDialog({
  caseId,
  canChangeStatus,
  isClient = false,
  onClose,
}: {
  caseId: string;
  canChangeStatus: boolean;
  isClient?: boolean;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const titleId = useId();
  const memberDetail = useGetCaseQuery(caseId, { skip: isClient });
  const clientDetail = useGetClientCaseQuery(caseId, { skip: !isClient });
  const { data: detail, isFetching, isError, error } = isClient ? clientDetail : memberDetail;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {detail === undefined || detail === null
          ? _('cases.detail.title')
          : _('cases.detail.caseTitle', { caseNumber: detail.CaseNumber })}
      </DialogTitle>
      <DialogContent>
        {detail !== undefined && detail !== null ? (
          <CaseDetailBody detail={detail} canChangeStatus={canChangeStatus} isClient={isClient} />
        ) : isFetching ? (
          <CircularProgress aria-label={_('cases.detail.loading')} />
        ) : isError ? (
          <Typography>{_(caseDetailFailureText(error))}</Typography>
        ) : (
          detail === null && <Typography>{_(caseDetailTexts.unavailable)}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{_('cases.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
