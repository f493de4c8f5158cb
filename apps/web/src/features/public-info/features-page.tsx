import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { featuresDocument } from '@medivi/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { InfoDocumentPage } from './info-document-page';
import { useLingui } from '../../lib/i18n/i18n';

/** Features (/features; accounts spec §1): what the portal does for each audience. */
export default function FeaturesPage() {
  const { _ } = useLingui();
  return (
    <InfoDocumentPage document={featuresDocument} documentKey="features">
      <Typography>
        <Link component={RouterLink} to={paths.login}>
          {_('publicInfo.signIn')}
        </Link>{' '}
        {_('publicInfo.or')}{' '}
        <Link component={RouterLink} to={paths.register}>
          {_('publicInfo.register')}
        </Link>
      </Typography>
    </InfoDocumentPage>
  );
}
