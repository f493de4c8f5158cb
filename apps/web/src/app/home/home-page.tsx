import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { selectCurrentUser } from '../../features/auth/session-slice';
import { useAppSelector } from '../../lib/hooks';
import { useLingui } from '../../lib/i18n/i18n';
import { useVariant } from '../../lib/variant';
import { listHomeTiles } from './home-tiles';

/**
 * `/home` (accounts spec §2 redirect destinations: "onboarding complete"; issue 20 item 2): the
 * start page, a tile for each work page the user's roles open, each a link with a line on what
 * the page is for. One column on a phone, more on wider screens.
 */
export function HomePage() {
  const headingId = useId();
  const user = useAppSelector(selectCurrentUser);
  const variant = useVariant();
  // Lingui's `_` changes with the language, so the tiles' titles follow a switch.
  const { _ } = useLingui();
  const tiles = user === null ? [] : listHomeTiles({ roles: user.roles, variant }, _);
  const firstName = user?.fullName.trim().split(/\s+/)[0] ?? '';

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Typography id={headingId} variant="h1" sx={{ mb: 1 }}>
        {_('shell.title.home')}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {firstName === '' ? _('home.welcome') : _('home.welcomeName', { name: firstName })}{' '}
        {tiles.length === 0 ? _('home.noPages') : _('home.chooseStart')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {tiles.map((tile) => (
          <Box component="li" key={tile.id}>
            <Paper
              variant="outlined"
              sx={{ p: 2, height: '100%', display: 'grid', gap: 1, alignContent: 'start' }}
            >
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                <Link component={RouterLink} to={tile.path}>
                  {tile.title}
                </Link>
              </Typography>
              <Typography>{tile.description}</Typography>
            </Paper>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export default HomePage;
