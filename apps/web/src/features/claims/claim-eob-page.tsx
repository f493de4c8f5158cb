import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  eobFileName,
  filesMemberCases,
  formatDollarsAndCents,
  type MemberClaimDetail,
  memberClaimsMessages,
} from '@medivi/domain';
import { useId } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadingText } from '../../components/loading-text';
import { useAppSelector } from '../../lib/hooks';
import { balanceBillFromClaimPathFor, myCasePathFor, paths } from '../../lib/paths';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import { claimStatusLabels, claimTypeLabels, relationshipLabels, serviceDatesOf } from './claim-display';
import { memberClaimEobPdfUrl, useGetMemberClaimQuery } from './claims-api';
import { FactsList } from '../../components/facts-list';

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
function amountRows(claim: MemberClaimDetail): [string, string][] {
  return [
    ['Billed by the provider', formatDollarsAndCents(claim.billed)],
    ['Medicare would allow', formatDollarsAndCents(claim.medicareEquivalent)],
    [
      "Plan's Medicare multiple",
      claim.medicareMultiple === null ? 'not on file' : `${String(claim.medicareMultiple)}×`,
    ],
    ['Allowed by the plan', formatDollarsAndCents(claim.allowed)],
    ['Plan paid', formatDollarsAndCents(claim.planPaid)],
    ['Your deductible', formatDollarsAndCents(claim.deductible)],
    ['Your coinsurance', formatDollarsAndCents(claim.coinsurance)],
    ['Your copay', formatDollarsAndCents(claim.copay)],
    ['You owe', formatDollarsAndCents(claim.memberOwes)],
    ['Above the allowed amount', formatDollarsAndCents(claim.balanceBillable)],
  ];
}

/** Who, where and what: the claim's identifying facts. */
function claimRows(claim: MemberClaimDetail): [string, string][] {
  return [
    ['Claim ID', claim.claimID],
    ['Plan', claim.planName],
    [
      'Patient',
      `${claim.patientName} (${relationshipLabels[claim.relationship]}), member ID ${claim.patientMemberId}`,
    ],
    ['Provider', claim.providerName],
    ['Provider NPI', claim.providerNpi ?? '—'],
    ['Billing NPI', claim.billingProviderNpi ?? '—'],
    ['Billing TIN (EIN)', claim.billingProviderTin ?? '—'],
    ['Care', claimTypeLabels[claim.claimType]],
    ['Service code', claim.code === null ? '—' : `${claim.codeType ?? ''} ${claim.code}`.trim()],
    ['Place of service', claim.placeOfService ?? '—'],
    ['Dates of service', serviceDatesOf(claim)],
    ['Decided on', claim.decidedOn],
    ['Status', claimStatusLabels[claim.status]],
    ['Data', claim.isSynthetic ? 'Synthetic (demo)' : 'Claims file'],
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
  const { claimID = '' } = useParams();
  const result = useGetMemberClaimQuery(claimID, { refetchOnMountOrArgChange: true });
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const canFileBill = user !== null && filesMemberCases(user.roles, variant);
  const claim = result.isError ? undefined : result.data;
  const back = (
    <Link component={RouterLink} to={paths.claims}>
      Back to My Claims
    </Link>
  );
  if (result.isError) {
    return (
      <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h1">Explanation of benefits</Typography>
        <Alert severity="error">
          {statusOf(result.error) === 404
            ? memberClaimsMessages.claimNotFound
            : 'The claim could not be loaded. Please try again.'}
        </Alert>
        {back}
      </Stack>
    );
  }
  if (claim === undefined) return <LoadingText />;
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">Explanation of benefits</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          {claim.providerName}, {serviceDatesOf(claim)}: {claimStatusLabels[claim.status].toLowerCase()}. This
          is not a bill.
        </Typography>
        {/* A plain link: the server asks no X-CSRF-Token of this GET, and the browser saves the file. */}
        <Link
          href={memberClaimEobPdfUrl(claim.claimID)}
          download={eobFileName(claim.claimID)}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          Download EOB (PDF)
        </Link>
      </div>
      {claim.status === 'denied' && (
        <Alert severity="warning">
          {claim.denialReason ?? 'The plan denied this claim.'}
          {claim.appealBy !== null && ` You may appeal until ${claim.appealBy}.`}
        </Alert>
      )}
      <Stack component="section" aria-label="In plain words" spacing={0.75}>
        {claim.explanation.map((sentence) => (
          <Typography key={sentence}>{sentence}</Typography>
        ))}
      </Stack>
      {canFileBill && (
        <div>
          <Button variant="contained" component={RouterLink} to={balanceBillFromClaimPathFor(claim.claimID)}>
            I got a bill for this
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            A bill from the provider for more than you owe here? File a Balance Bill case from this claim.
          </Typography>
        </div>
      )}
      <Facts label="What was billed and paid" rows={amountRows(claim)} />
      <Facts label="The claim" rows={claimRows(claim)} />
      {claim.cases.length > 0 && (
        <Paper component="section" aria-label="Cases about this claim" variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Cases about this claim
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {claim.cases.map((filed) => (
              <li key={filed.caseId}>
                <Link component={RouterLink} to={myCasePathFor(filed.caseId)}>
                  Case {filed.caseNumber}
                </Link>
                {filed.status === null ? '' : `: ${filed.status}`}
              </li>
            ))}
          </Stack>
        </Paper>
      )}
      {back}
    </Stack>
  );
}
