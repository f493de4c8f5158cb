import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ProviderNotice, providerNoticePlanParam } from '@medivi/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingText } from '../../components/loading-text';
import { PublicPageFrame } from '../../components/public-page-frame';
import { SignedInReturnLink } from '../../components/signed-in-return-link';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { medicarePercentOf, providerNoticeParagraphs } from './claim-display';
import { useGetProviderNoticeQuery } from './id-card-api';

/** Widest the notice grows, px: it is read by provider offices on any screen. */
const noticeMaxWidth = 760;

/** The status a fetch failure has, when it has one. */
function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}

/** How the plan pays each claim type, where to call and where to send claims. */
function noticeFacts(notice: ProviderNotice, _: Translate): [string, ReactNode][] {
  const multiples = notice.medicareMultiples;
  const ofMedicare = (multiple: number) =>
    _('claims.notice.percentOfMedicare', { percent: medicarePercentOf(multiple) });
  return [
    ...(multiples === null
      ? []
      : ([
          [_('claims.notice.inpatient'), ofMedicare(multiples.inpatient)],
          [_('claims.notice.outpatient'), ofMedicare(multiples.outpatient)],
          [_('claims.notice.professional'), ofMedicare(multiples.professional)],
        ] satisfies [string, string][])),
    [_('claims.notice.planYear'), String(notice.planYear)],
    [
      _('claims.notice.call'),
      <Link href={`tel:${notice.phone.replace(/[^\d+]/g, '')}`}>{notice.phone}</Link>,
    ],
    [_('claims.notice.sendClaims'), notice.claimsAddress],
    ...(notice.payerId === undefined
      ? []
      : ([[_('claims.notice.payerId'), notice.payerId]] satisfies [string, string][])),
  ];
}

/**
 * `/provider-notice?plan=<planID>`, public (issue 32 item 5, docs/decisions/0114 "ID card and
 * provider notice"): the page a member ID card's QR code opens for a provider's office. How the
 * plan pays (reference-based pricing, its Medicare multiple per claim type when it has a design),
 * where to call and where to send claims; nothing about any member.
 */
export default function ProviderNoticePage() {
  const { _ } = useLingui();
  const [search] = useSearchParams();
  const planID = search.get(providerNoticePlanParam)?.trim() ?? '';
  const result = useGetProviderNoticeQuery(planID, { skip: planID === '' });
  const notice = result.isError ? undefined : result.data;
  const title =
    notice === undefined ? _('claims.notice.title') : _('claims.notice.titleOf', { plan: notice.planName });
  return (
    <PublicPageFrame title={title} maxWidth={noticeMaxWidth} topLink={<SignedInReturnLink />} align="top">
      {planID === '' && <Alert severity="info">{_('claims.notice.noPlan')}</Alert>}
      {result.isError && (
        <Alert severity="error">
          {statusOf(result.error) === 404 ? _('claims.notice.planNotFound') : _('claims.notice.loadError')}
        </Alert>
      )}
      {planID !== '' && notice === undefined && !result.isError && <LoadingText />}
      {notice !== undefined && (
        <>
          {notice.isSynthetic && <Alert severity="warning">{_('claims.idCard.synthetic')}</Alert>}
          {providerNoticeParagraphs(notice.medicareMultiples, _).map((paragraph) => (
            <Typography key={paragraph}>{paragraph}</Typography>
          ))}
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
          >
            {noticeFacts(notice, _).map(([name, value]) => (
              <Box key={name} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  {name}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </PublicPageFrame>
  );
}
