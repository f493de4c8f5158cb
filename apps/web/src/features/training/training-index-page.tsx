import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { hasRole } from '@medivi/domain';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';
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
 * the read role (docs/decisions/0108). Its texts are in the portal's language (`training` area).
 */
function TrainingIndex({ title }: { title: string }) {
  const { _ } = useLingui();
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const isMobileReader = user !== null && hasRole(user.roles, variant, 'mobile-read');
  const links: TrainingLink[] = [
    {
      to: paths.benchmarksTraining,
      label: _('training.page.benchmarks.title'),
      description: _('training.page.benchmarks.description'),
    },
    {
      to: isMobileReader ? paths.providerSearchTraining : paths.instructionalVideo,
      label: _('training.page.providerSearch.title'),
      description: _('training.page.providerSearch.description'),
    },
    {
      to: isMobileReader ? paths.providerSearchFaq : paths.faq,
      label: _('training.page.faq.title'),
      description: _('training.page.faq.description'),
    },
  ];
  return (
    <TrainingPageFrame title={title} intro={_('training.page.indexIntro')}>
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
  const { _ } = useLingui();
  return <TrainingIndex title={_('training.page.training')} />;
}

/** /documentation/training (read role): the same index under the documentation addresses. */
export function TrainingDocumentationPage() {
  const { _ } = useLingui();
  return <TrainingIndex title={_('training.page.trainingDocumentation')} />;
}
