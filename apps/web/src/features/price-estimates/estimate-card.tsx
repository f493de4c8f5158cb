import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  estimateSourceOf,
  formatBilledOverAllowed,
  formatEstimateAmount,
  formatQualityScore,
  type ProviderEstimateCard,
  type RiskLevel,
} from '@medivi/domain';
import { Link as RouterLink } from 'react-router';
import { FactsList } from '../../components/facts-list';
import { callAheadFromEstimatePathFor } from '../../lib/paths';

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
function memberCostOf(card: ProviderEstimateCard): string {
  if (card.memberCost === null) return formatEstimateAmount(null);
  const parts = [
    ['deductible', card.deductible],
    ['coinsurance', card.coinsurance],
    ['copay', card.copay],
  ].filter((part): part is [string, number] => typeof part[1] === 'number' && part[1] > 0);
  const detail = parts.map(([name, amount]) => `${formatEstimateAmount(amount)} ${name}`).join(' + ');
  return detail === ''
    ? formatEstimateAmount(card.memberCost)
    : `${formatEstimateAmount(card.memberCost)} (${detail})`;
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
  const headingId = `estimate-${card.providerId}`;
  const facts: [string, string][] = [
    ['Plan allowed', formatEstimateAmount(card.allowed)],
    ['Average billed', formatEstimateAmount(card.billed)],
    ['Billed ÷ allowed', formatBilledOverAllowed(card.billedOverAllowed)],
    ['You pay', memberCostOf(card)],
    ['Plan pays', formatEstimateAmount(card.planPays)],
    ['Quality (HVBP)', formatQualityScore(card.quality)],
    ['Source', estimateSourceOf(card)],
  ];
  const comment = `Price estimate for ${procedure}: plan allowed ${formatEstimateAmount(card.allowed)}, average billed ${formatEstimateAmount(card.billed)} (${estimateSourceOf(card)}).${card.npi === null ? '' : ` NPI ${card.npi}.`}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h3" id={headingId} sx={{ fontSize: '1.1rem' }}>
            {card.name}
          </Typography>
          <Typography variant="body2">
            {placeOf(card)} · {card.distanceMiles} miles away
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Chip
              size="small"
              variant="outlined"
              label={card.riskLabel}
              sx={chipBorder(riskColours[card.risk])}
            />
            {card.experience !== null && (
              <Chip
                size="small"
                variant="outlined"
                label={`Provider experience: ${card.experience}`}
                sx={chipBorder(experienceColour(card.experience))}
              />
            )}
          </Stack>
          {card.unavailableText !== null && <Alert severity="info">{card.unavailableText}</Alert>}
          {card.staleWarning !== null && <Alert severity="warning">{card.staleWarning}</Alert>}
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
                aria-label={`Call ahead: ${card.name}`}
              >
                Call ahead
              </Button>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
