import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { featuresDocument } from '@medivi/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { InfoDocumentPage } from './info-document-page';

/** Features (/features; accounts spec §1): what the portal does for each audience. */
export default function FeaturesPage() {
  return (
    <InfoDocumentPage document={featuresDocument}>
      <Typography>
        <Link component={RouterLink} to={paths.login}>
          Sign in
        </Link>{' '}
        or{' '}
        <Link component={RouterLink} to={paths.register}>
          register as a health plan member
        </Link>
      </Typography>
    </InfoDocumentPage>
  );
}
