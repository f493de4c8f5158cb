import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { faqDocument } from './faq-content';
import { InfoDocumentPage } from './info-document-page';

/** FAQ (/FAQ; accounts spec §2, cases spec §1 FAQ statements): members' questions and answers. */
export default function FaqPage() {
  return (
    <InfoDocumentPage document={faqDocument}>
      <Typography>
        Another question?{' '}
        <Link component={RouterLink} to={paths.support}>
          Get support
        </Link>
      </Typography>
    </InfoDocumentPage>
  );
}
