import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { supportDocument } from '@medivi/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { DocumentDownloadLink } from './document-download-link';
import { InfoDocumentPage } from './info-document-page';
import { SupportMailbox } from './support-mailbox';

/** Support (/support; accounts spec §2): how to get help, the support mailbox and the case form. */
export default function SupportPage() {
  return (
    <InfoDocumentPage document={supportDocument}>
      <SupportMailbox lead="Support mailbox:" />
      <Typography>
        <Link component={RouterLink} to={paths.rbpForm}>
          File a case with the RBP Support Service Forms
        </Link>
      </Typography>
      <Typography>
        <Link component={RouterLink} to={paths.contactUs}>
          Send us a message on the Contact Us page
        </Link>
      </Typography>
      <DocumentDownloadLink to={paths.supportPdf} />
    </InfoDocumentPage>
  );
}
