import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { StatusPill } from '../../components/status-pill';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  estimateSourceOf,
  formatEstimateAmount,
  type ProviderEstimateCard,
  type RiskLevel,
} from '@medivi/domain';
import { Link as RouterLink } from 'react-router';
import { FactsList } from '../../components/facts-list';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { callAheadFromEstimatePathFor } from '../../lib/paths';
import {
  amountText,
  experienceText,
  qualityText,
  ratioText,
  sourceText,
  staleText,
  unavailableText,
} from './estimate-texts';

/**
 * Border colour of each risk level's chip. The text says the level and keeps the body colour (a
 * filled or coloured warning chip's text falls below 4.5:1); the border only repeats it.
 */
const riskColours: Record<RiskLevel, string> = {
  low: 'success.main',
  moderate: 'info.main',
  high: 'warning.main',
  veryHigh: 'error.main',
  unknown: 'grey.500',
};

/** Border colour of a provider-experience label's chip (decision 0003's card colours). */
function experienceColour(label: string): string {
  if (label === 'Contracted') return 'success.main';
  if (label === 'Caution') return 'warning.main';
  if (label === 'Not Recommended') return 'error.main';
  return 'grey.500';
}

const chipBorder = (colour: string) => ({ borderColor: colour, borderWidth: 2 });

function placeOf(card: ProviderEstimateCard): string {
  return [card.address, card.city, card.state, card.zip]
    .filter((part) => part !== null && part !== '')
    .join(', ');
}

/** What the member pays, with its parts when there are any. */
function memberCostOf(card: ProviderEstimateCard, _: Translate): string {
  if (card.memberCost === null) return amountText(null, _);
  const parts = (
    [
      ['deductible', card.deductible],
      ['coinsurance', card.coinsurance],
      ['copay', card.copay],
    ] as const
  ).filter((part): part is readonly [(typeof part)[0], number] => typeof part[1] === 'number' && part[1] > 0);
  const detail = parts
    .map(([part, amount]) => _('priceEstimates.card.costPart', { amount: amountText(amount, _), part }))
    .join(' + ');
  return detail === ''
    ? amountText(card.memberCost, _)
    : _('priceEstimates.card.costWithParts', { cost: amountText(card.memberCost, _), parts: detail });
}

export interface EstimateCardProps {
  card: ProviderEstimateCard;
  /** The procedure in words and code, for the Call Ahead comment. */
  procedure: string;
  /** True when the caller files member cases: the card offers "Call ahead". */
  canCallAhead: boolean;
}

/**
 * One provider's estimate (issue 33 item 2): the plan's allowed amount, the provider's average
 * billed charge, billed ÷ allowed as a balance-bill risk with the provider-experience label, what
 * the member pays and what the plan pays, distance, address, HVBP quality and the CMS file and
 * data year; 'Estimate unavailable' and the stale-data warning where they apply.
 */
export function EstimateCard({ card, procedure, canCallAhead }: EstimateCardProps) {
  const { _ } = useLingui();
  const headingId = `estimate-${card.providerId}`;
  const facts: [string, string][] = [
    [_('priceEstimates.card.allowed'), amountText(card.allowed, _)],
    [_('priceEstimates.card.billed'), amountText(card.billed, _)],
    [_('priceEstimates.card.ratio'), ratioText(card.billedOverAllowed, _)],
    [_('priceEstimates.card.youPay'), memberCostOf(card, _)],
    [_('priceEstimates.card.planPays'), amountText(card.planPays, _)],
    [_('priceEstimates.card.quality'), qualityText(card.quality, _)],
    [_('priceEstimates.card.source'), sourceText(card, _)],
  ];
  const unavailable = unavailableText(card, _);
  const stale = staleText(card.staleWarning, _);
  // The Call Ahead comment goes into the case the plan's staff read: English, as before.

  const comment = `Price estimate for ${procedure}: plan allowed ${formatEstimateAmount(card.allowed)}, average billed ${formatEstimateAmount(card.billed)} (${estimateSourceOf(card)}).${card.npi === null ? '' : ` NPI ${card.npi}.`}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h3" id={headingId} sx={{ fontSize: '1.1rem' }}>
            {card.name}
          </Typography>
          <Typography variant="body2">
            {_('priceEstimates.card.milesAway', {
              place: placeOf(card),
              miles: formatNumber(card.distanceMiles),
            })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <StatusPill
              variant="outlined"
              label={_('priceEstimates.risk', { risk: card.risk })}
              sx={chipBorder(riskColours[card.risk])}
            />
            {card.experience !== null && (
              <StatusPill
                variant="outlined"
                label={_('priceEstimates.card.experience', { label: experienceText(card.experience, _) })}
                sx={chipBorder(experienceColour(card.experience))}
              />
            )}
          </Stack>
          {unavailable !== null && <Alert severity="info">{unavailable}</Alert>}
          {stale !== null && <Alert severity="warning">{stale}</Alert>}
          <FactsList rows={facts} />
          {canCallAhead && (
            <div>
              <Button
                component={RouterLink}
                variant="outlined"
                size="small"
                to={callAheadFromEstimatePathFor({
                  office: card.name,
                  street: card.address ?? '',
                  city: card.city ?? '',
                  state: card.state ?? '',
                  zip: (card.zip ?? '').slice(0, 5),
                  comment,
                })}
                aria-label={_('priceEstimates.card.callAheadOf', { name: card.name })}
              >
                {_('priceEstimates.card.callAhead')}
              </Button>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
