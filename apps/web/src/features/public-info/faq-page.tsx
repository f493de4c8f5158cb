import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { faqDocument } from './faq-content';
import { InfoDocumentPage } from './info-document-page';
import { useLingui } from '../../lib/i18n/i18n';

/** FAQ (/FAQ; accounts spec §2, cases spec §1 FAQ statements): members' questions and answers. */
export default function FaqPage() {
  const { _ } = useLingui();
  return (
    <InfoDocumentPage document={faqDocument} documentKey="faq">
      <Typography>
        {_('publicInfo.anotherQuestion')}{' '}
        <Link component={RouterLink} to={paths.support}>
          {_('publicInfo.getSupport')}
        </Link>
      </Typography>
    </InfoDocumentPage>
  );
}
