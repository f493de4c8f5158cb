import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { eobFileName, filesMemberCases, type MemberClaimDetail } from '@medivi/domain';
import { useId } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadingText } from '../../components/loading-text';
import { useAppSelector } from '../../lib/hooks';
import { balanceBillFromClaimPathFor, myCasePathFor, paths } from '../../lib/paths';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import { formatMoney, formatNumber } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import {
  caseStatusText,
  claimDayText,
  claimStatusText,
  claimTypeText,
  relationshipText,
  serviceDatesOf,
} from './claim-display';
import { memberClaimEobPdfUrl, useGetMemberClaimQuery } from './claims-api';
import { FactsList } from '../../components/facts-list';
import { eobSentences } from './eob-sentences';

/** Label and value pairs shown as a description list. */
function Facts({ label, rows }: { label: string; rows: readonly [string, string][] }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {label}
      </Typography>
      <FactsList rows={rows} />
    </Paper>
  );
}

/** What was billed, allowed and paid, and the member's share in its parts. */
function amountRows(claim: MemberClaimDetail, _: Translate): [string, string][] {
  return [
    [_('claims.eob.billed'), formatMoney(claim.billed)],
    [_('claims.eob.medicare'), formatMoney(claim.medicareEquivalent)],
    [
      _('claims.eob.multiple'),
      claim.medicareMultiple === null
        ? _('claims.eob.notOnFile')
        : _('claims.eob.multipleValue', { multiple: formatNumber(claim.medicareMultiple, 6) }),
    ],
    [_('claims.eob.allowed'), formatMoney(claim.allowed)],
    [_('claims.eob.planPaid'), formatMoney(claim.planPaid)],
    [_('claims.eob.deductible'), formatMoney(claim.deductible)],
    [_('claims.eob.coinsurance'), formatMoney(claim.coinsurance)],
    [_('claims.eob.copay'), formatMoney(claim.copay)],
    [_('claims.eob.youOwe'), formatMoney(claim.memberOwes)],
    [_('claims.eob.aboveAllowed'), formatMoney(claim.balanceBillable)],
  ];
}

/** Who, where and what: the claim's identifying facts. */
function claimRows(claim: MemberClaimDetail, _: Translate): [string, string][] {
  return [
    [_('claims.eob.claimId'), claim.claimID],
    [_('claims.eob.plan'), claim.planName],
    [
      _('claims.eob.patient'),
      _('claims.eob.patientValue', {
        name: claim.patientName,
        relationship: relationshipText(claim.relationship, _),
        memberId: claim.patientMemberId,
      }),
    ],
    [_('claims.eob.provider'), claim.providerName],
    [_('claims.eob.providerNpi'), claim.providerNpi ?? '—'],
    [_('claims.eob.billingNpi'), claim.billingProviderNpi ?? '—'],
    [_('claims.eob.billingTin'), claim.billingProviderTin ?? '—'],
    [_('claims.eob.care'), claimTypeText(claim.claimType, _)],
    [_('claims.eob.serviceCode'), claim.code === null ? '—' : `${claim.codeType ?? ''} ${claim.code}`.trim()],
    [_('claims.eob.placeOfService'), claim.placeOfService ?? '—'],
    [_('claims.eob.datesOfService'), serviceDatesOf(claim, _)],
    [_('claims.eob.decidedOn'), claimDayText(claim.decidedOn)],
    [_('claims.eob.status'), claimStatusText(claim.status, _)],
    [_('claims.eob.data'), claim.isSynthetic ? _('claims.eob.synthetic') : _('claims.eob.claimsFile')],
  ];
}

/** The status a fetch failure has, when it has one. */
function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}

/**
 * `/claims/:claimID`, one claim's explanation of benefits (issue 32 item 3, docs/decisions/0114):
 * billed, what Medicare would allow and the plan's multiple, allowed, plan paid, the member's
 * deductible, coinsurance and copay, what he owes and what lies above the allowed amount (what a
 * provider could try to balance-bill), in figures and in plain sentences; a denied claim's reason
 * and the last day to appeal; the cases filed about the claim; a link that downloads the same EOB
 * as a PDF. A member who files cases gets "I got a bill for this": a Balance Bill prefilled from
 * the claim (issue 32 item 6). The claim is read again on every visit, so a case filed meanwhile is
 * listed.
 */
export default function ClaimEobPage() {
  const { _ } = useLingui();
  const { claimID = '' } = useParams();
  const result = useGetMemberClaimQuery(claimID, { refetchOnMountOrArgChange: true });
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const canFileBill = user !== null && filesMemberCases(user.roles, variant);
  const claim = result.isError ? undefined : result.data;
  const back = (
    <Link component={RouterLink} to={paths.claims}>
      {_('claims.eob.back')}
    </Link>
  );
  if (result.isError) {
    return (
      <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h1">{_('claims.eob.title')}</Typography>
        <Alert severity="error">
          {statusOf(result.error) === 404 ? _('claims.eob.notFound') : _('claims.eob.loadError')}
        </Alert>
        {back}
      </Stack>
    );
  }
  if (claim === undefined) return <LoadingText />;
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">{_('claims.eob.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          {_('claims.eob.summary', {
            provider: claim.providerName,
            dates: serviceDatesOf(claim, _),
            status: claimStatusText(claim.status, _).toLocaleLowerCase(),
          })}
        </Typography>
        {/* A plain link: the server asks no X-CSRF-Token of this GET, and the browser saves the file. */}
        <Link
          href={memberClaimEobPdfUrl(claim.claimID)}
          download={eobFileName(claim.claimID)}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {_('claims.eob.download')}
        </Link>
      </div>
      {claim.status === 'denied' && (
        <Alert severity="warning">
          {claim.denialReason ?? _('claims.eob.denied')}
          {claim.appealBy !== null && _('claims.eob.appealUntil', { date: claimDayText(claim.appealBy) })}
        </Alert>
      )}
      <Stack component="section" aria-label={_('claims.eob.plainWords')} spacing={0.75}>
        {eobSentences(claim, _).map((sentence) => (
          <Typography key={sentence}>{sentence}</Typography>
        ))}
      </Stack>
      {canFileBill && (
        <div>
          <Button variant="contained" component={RouterLink} to={balanceBillFromClaimPathFor(claim.claimID)}>
            {_('claims.eob.gotABill')}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {_('claims.eob.gotABillHint')}
          </Typography>
        </div>
      )}
      <Facts label={_('claims.eob.amounts')} rows={amountRows(claim, _)} />
      <Facts label={_('claims.eob.claim')} rows={claimRows(claim, _)} />
      {claim.cases.length > 0 && (
        <Paper component="section" aria-label={_('claims.eob.cases')} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {_('claims.eob.cases')}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {claim.cases.map((filed) => (
              <li key={filed.caseId}>
                <Link component={RouterLink} to={myCasePathFor(filed.caseId)}>
                  {_('claims.eob.case', { caseNumber: filed.caseNumber })}
                </Link>
                {filed.status === null ? '' : `: ${caseStatusText(filed.status, _)}`}
              </li>
            ))}
          </Stack>
        </Paper>
      )}
      {back}
    </Stack>
  );
}
