import { useLingui, type Translate } from '../../../lib/i18n/i18n';
import { memo } from 'react';
import NearMeOutlinedIcon from '@mui/icons-material/NearMeOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { StatusPill } from '../../../components/status-pill';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { distanceBand, formatPhone, mapLink, type Provider, recommendedLabel } from '@medivi/domain';
import { useAppDispatch } from '../../../lib/hooks';
import { providerSpecialtySelected, providerTypeSelected } from '../provider-search-slice';
import { visuallyHiddenSx } from '../../../components/visually-hidden';
import { LabelChip, labelPalette } from './label-chip';

const iconSx = { fontSize: 18, color: 'text.secondary', mt: '2px', flexShrink: 0 } as const;

function joinPresent(parts: readonly (string | null)[], separator: string): string {
  return parts.filter((part): part is string => part !== null && part.trim() !== '').join(separator);
}

/** A card's distance in words (spec §9): within your zip code, within 5 miles, or '~ 25 miles away'. */
function distanceText(miles: number, _: Translate): string {
  const band = distanceBand(miles);
  if (band.kind === 'zip') return _('providerSearch.card.distance.zip');
  if (band.kind === 'within') return _('providerSearch.filters.radius.within', { miles: band.miles });
  return _('providerSearch.card.distance.about', { miles: band.miles });
}

/** Breadcrumb links are at least 24 px tall, with room between wrapped lines (WCAG 2.5.8). */
const breadcrumbLinkSx = { minHeight: 24, py: 0.25, textAlign: 'left', verticalAlign: 'middle' } as const;

function Breadcrumb({ category, specialty }: { category: string; specialty: string | null }) {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 2 }}>
      <Link
        component="button"
        type="button"
        sx={breadcrumbLinkSx}
        onClick={() => dispatch(providerTypeSelected(category))}
      >
        <Box component="span" sx={visuallyHiddenSx}>
          {_('providerSearch.card.onlyType')}{' '}
        </Box>
        {category}
      </Link>
      {specialty === null || specialty === category ? null : (
        <>
          {' / '}
          <Link
            component="button"
            type="button"
            sx={breadcrumbLinkSx}
            onClick={() => dispatch(providerSpecialtySelected({ specialty, providerType: category }))}
          >
            <Box component="span" sx={visuallyHiddenSx}>
              {_('providerSearch.card.onlySpecialty')}{' '}
            </Box>
            {specialty}
          </Link>
        </>
      )}
    </Typography>
  );
}

/**
 * A provider card (cases spec §2, §5, §9): name, label chip with its explanation, border colour by label,
 * breadcrumb 'category / specialty' whose parts set the filters, address with a map link, phone
 * (a tel: link on narrow screens, hidden unless 10 digits) and distance text.
 */
export const ProviderCard = memo(function ProviderCard({
  provider,
  isNarrowScreen,
}: {
  provider: Provider;
  isNarrowScreen: boolean;
}) {
  const { _ } = useLingui();
  const phone = formatPhone(provider.phone);
  const street = joinPresent([provider.address1, provider.address2], ', ');
  const place = joinPresent([joinPresent([provider.city, provider.state], ', '), provider.zip], ' ');
  const address = joinPresent([street, place], ', ');

  return (
    <Card
      variant="outlined"
      data-label={provider.label1}
      sx={(theme) => ({
        height: '100%',
        borderWidth: 2,
        borderColor: labelPalette(theme, provider.label1).border,
        p: 2,
      })}
    >
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {provider.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <LabelChip label={provider.label1} />
          {provider.label2 === null ? null : (
            <StatusPill
              label={
                provider.label2 === recommendedLabel ? _('providerSearch.card.recommended') : provider.label2
              }
              variant="outlined"
              color="success"
            />
          )}
        </Stack>
        <Breadcrumb category={provider.category} specialty={provider.specialty} />
        {address === '' ? null : (
          <Stack direction="row" spacing={1}>
            <PlaceOutlinedIcon aria-hidden="true" sx={iconSx} />
            <Link
              href={mapLink([
                provider.address1,
                provider.address2,
                provider.city,
                provider.state,
                provider.zip,
              ])}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
            >
              {street === '' ? null : (
                <Box component="span" sx={{ display: 'block' }}>
                  {street}
                </Box>
              )}
              <Box component="span" sx={{ display: 'block' }}>
                {place}
              </Box>
              <Box component="span" sx={visuallyHiddenSx}>
                {' '}
                {_('providerSearch.card.map')}
              </Box>
            </Link>
          </Stack>
        )}
        {phone === null ? null : (
          <Stack direction="row" spacing={1}>
            <PhoneOutlinedIcon aria-hidden="true" sx={iconSx} />
            {isNarrowScreen ? (
              <Link href={`tel:${provider.phone ?? ''}`} variant="body2">
                {phone}
              </Link>
            ) : (
              <Typography variant="body2">{phone}</Typography>
            )}
          </Stack>
        )}
        <Stack direction="row" spacing={1}>
          <NearMeOutlinedIcon aria-hidden="true" sx={iconSx} />
          <Typography variant="body2">{distanceText(provider.distance, _)}</Typography>
        </Stack>
      </Stack>
    </Card>
  );
});
