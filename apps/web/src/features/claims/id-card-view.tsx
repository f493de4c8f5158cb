import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type IdCard, idCardHeightInches, idCardWidthInches } from '@medivi/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { providerNoticePathFor } from '../../lib/paths';
import { useLingui } from '../../lib/i18n/i18n';
import { providerNoticeParagraphs, relationshipText } from './claim-display';

/** People the front lists before it counts the rest, as the printed card does. */
const dependentsOnFront = 3;

/** One side of the card: a card-shaped box that grows rather than hides text that does not fit. */
function CardSide({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        width: '100%',
        maxWidth: 440,
        aspectRatio: `${String(idCardWidthInches)} / ${String(idCardHeightInches)}`,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        boxShadow: 2,
        bgcolor: 'background.paper',
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        fontSize: '0.8125rem',
        lineHeight: 1.35,
      }}
    >
      {children}
    </Box>
  );
}

/** The line that marks demo data on both sides. */
function DemoNote() {
  const { _ } = useLingui();
  return (
    <Typography
      sx={{
        mt: 'auto',
        fontSize: 'inherit',
        fontWeight: 700,
        bgcolor: 'warning.light',
        px: 1,
        borderRadius: 1,
      }}
    >
      {_('claims.idCard.demo')}
    </Typography>
  );
}

/** Label and value pairs of the front. */
function Ids({ rows }: { rows: readonly [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0 }}
    >
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {name}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, fontWeight: 700, letterSpacing: '0.03em', overflowWrap: 'anywhere' }}
          >
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * One member ID card drawn at the printed card's proportions (CR80, 3.375 × 2.125 in): the front
 * with the plan, member and group ids and the people it covers, the back with how the plan pays,
 * where providers call and send claims, and the QR code of the public provider notice. Side by
 * side on a wide screen, one above the other on a phone.
 */
export function IdCardView({ card }: { card: IdCard }) {
  const { _ } = useLingui();
  const notice = card.providerNotice;
  const shown = card.dependents.slice(0, dependentsOnFront);
  const more = card.dependents.length - shown.length;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}
    >
      <CardSide label={_('claims.idCard.front')}>
        <Box sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 0.5 }}>
          <Typography sx={{ fontSize: '0.6875rem', letterSpacing: '0.06em', textTransform: 'uppercase' }}>
            {_('claims.idCard.memberIdCard')}
          </Typography>
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{card.planName}</Typography>
        </Box>
        <Ids
          rows={[
            [_('claims.idCard.member'), card.subscriberName],
            [_('claims.idCard.memberId'), card.memberId],
            [_('claims.idCard.groupId'), card.groupId],
          ]}
        />
        {card.dependents.length > 0 && (
          <>
            <Typography sx={{ fontSize: 'inherit', fontWeight: 700 }}>
              {_('claims.idCard.dependents')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {shown.map((person) => (
                <li key={person.memberId}>
                  {_('claims.idCard.dependent', {
                    name: person.name,
                    relationship: relationshipText(person.relationship, _).toLocaleLowerCase(),
                    memberId: person.memberId,
                  })}
                </li>
              ))}
              {more > 0 && <li>{_('claims.idCard.more', { count: more })}</li>}
            </Box>
          </>
        )}
        {card.isSynthetic && <DemoNote />}
      </CardSide>
      <CardSide label={_('claims.idCard.back')}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontSize: 'inherit', fontWeight: 700, color: 'primary.main' }}>
              {_('claims.idCard.forProviders')}
            </Typography>
            <Typography sx={{ fontSize: 'inherit' }}>
              {providerNoticeParagraphs(card.medicareMultiples, _)[0]}
            </Typography>
          </Box>
          <Box
            component="figure"
            sx={{ m: 0, width: 96, flexShrink: 0, textAlign: 'center', fontSize: '0.6875rem' }}
          >
            <img
              src={notice.qrCodeDataUrl}
              alt={_('claims.idCard.qrAlt', { plan: card.planName })}
              width={96}
              height={96}
            />
            <figcaption>
              <Link
                component={RouterLink}
                to={providerNoticePathFor(card.planID)}
                aria-label={_('claims.idCard.fullNoticeOf', { plan: card.planName })}
              >
                {_('claims.idCard.fullNotice')}
              </Link>
            </figcaption>
          </Box>
        </Box>
        <Typography sx={{ fontSize: 'inherit' }}>
          <strong>{_('claims.idCard.call')}</strong> {notice.phone}
        </Typography>
        <Typography sx={{ fontSize: 'inherit' }}>
          <strong>{_('claims.idCard.sendClaims')}</strong> {notice.claimsAddress}
        </Typography>
        {notice.payerId !== undefined && (
          <Typography sx={{ fontSize: 'inherit' }}>
            <strong>{_('claims.idCard.payerId')}</strong> {notice.payerId}
          </Typography>
        )}
        {card.isSynthetic && <DemoNote />}
      </CardSide>
    </Stack>
  );
}
