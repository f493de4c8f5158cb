import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadingText } from '../../components/loading-text';
import { useLingui } from '../../lib/i18n/i18n';
import { paths } from '../../lib/paths';
import { idCardPdfHref, useGetIdCardsQuery } from './id-card-api';
import { IdCardView } from './id-card-view';

/**
 * `/id-card`, the member's ID cards (issue 32 item 5, docs/decisions/0114 "ID card and provider
 * notice"): one card per plan he holds his own record on, drawn at card proportions with its front
 * (plan, member and group ids, dependents) and back (how the plan pays, where providers call and
 * send claims, the QR code of the public provider notice), and plain download links to the PDF
 * as cards or as letter pages. The server decides which cards he sees.
 */
export default function IdCardPage() {
  const { _ } = useLingui();
  const result = useGetIdCardsQuery(undefined);
  const cards = result.isError ? undefined : result.data?.cards;
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">{_('claims.idCard.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{_('claims.idCard.intro')}</Typography>
      </div>
      {result.isError && <Alert severity="error">{_('claims.idCard.loadError')}</Alert>}
      {cards === undefined && !result.isError && <LoadingText />}
      {cards?.length === 0 && <Alert severity="info">{_('claims.idCard.noCards')}</Alert>}
      {cards !== undefined && cards.length > 0 && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" href={idCardPdfHref('card')} download>
            {_('claims.idCard.downloadCard')}
          </Button>
          <Button variant="outlined" href={idCardPdfHref('letter')} download>
            {_('claims.idCard.downloadLetter')}
          </Button>
        </Stack>
      )}
      {cards?.map((card) => (
        <Paper
          key={card.planID}
          component="section"
          aria-label={card.planName}
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
        >
          <Stack spacing={1.5}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {card.planName}
            </Typography>
            <IdCardView card={card} />
            {card.isSynthetic && (
              <Typography variant="body2" color="text.secondary">
                {_('claims.idCard.synthetic')}
              </Typography>
            )}
          </Stack>
        </Paper>
      ))}
      <Link component={RouterLink} to={paths.claims}>
        {_('claims.eob.back')}
      </Link>
    </Stack>
  );
}
