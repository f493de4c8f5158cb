import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { hasRole } from '@medivi/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import { TrainingPageFrame } from './training-page-frame';

/** One entry of the index: where it goes and what it teaches. */
interface TrainingLink {
  to: string;
  label: string;
  description: string;
}

/**
 * The training index (/training and /documentation/training, read role; accounts spec §2,
 * analysis-reports-admin spec §2): links to every training page the user may open. The
 * provider-search pages under /documentation need the mobile-read role; a user without it is sent
 * to the same tutorial at /instructional-video and to the same statements on /FAQ, both open to
 * the read role (docs/decisions/0108).
 */
function TrainingIndex({ title }: { title: string }) {
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const isMobileReader = user !== null && hasRole(user.roles, variant, 'mobile-read');
  const links: TrainingLink[] = [
    {
      to: paths.benchmarksTraining,
      label: 'Benchmarks Training Videos',
      description: 'Highlights, the Inpatient Module, and the Outpatient and Professional Modules.',
    },
    {
      to: isMobileReader ? paths.providerSearchTraining : paths.instructionalVideo,
      label: 'Provider Search Training',
      description: 'A desktop tutorial: find in-network providers near a zip code.',
    },
    {
      to: isMobileReader ? paths.providerSearchFaq : paths.faq,
      label: 'Provider Search FAQ',
      description: 'What the provider badges mean, why a zip code is needed, how long a balance bill takes.',
    },
  ];
  return (
    <TrainingPageFrame title={title} intro="Training material and documentation of the MediVI portal.">
      <List disablePadding>
        {links.map((link) => (
          <ListItem key={link.label} disableGutters sx={{ display: 'block', py: 1 }}>
            <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
              <Link component={RouterLink} to={link.to}>
                {link.label}
              </Link>
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{link.description}</Typography>
          </ListItem>
        ))}
      </List>
    </TrainingPageFrame>
  );
}

/** /training (read role). */
export function TrainingPage() {
  return <TrainingIndex title="Training" />;
}

/** /documentation/training (read role): the same index under the documentation addresses. */
export function TrainingDocumentationPage() {
  return <TrainingIndex title="Training Documentation" />;
}
