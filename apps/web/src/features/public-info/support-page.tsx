import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { supportDocument } from '@medivi/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { DocumentDownloadLink } from './document-download-link';
import { InfoDocumentPage } from './info-document-page';
import { SupportMailbox } from './support-mailbox';
import { useLingui } from '../../lib/i18n/i18n';

/** Support (/support; accounts spec §2): how to get help, the support mailbox and the case form. */
export default function SupportPage() {
  const { _ } = useLingui();
  return (
    <InfoDocumentPage document={supportDocument} documentKey="support">
      <SupportMailbox lead={_('publicInfo.supportMailbox')} />
      <Typography>
        <Link component={RouterLink} to={paths.rbpForm}>
          {_('publicInfo.fileCase')}
        </Link>
      </Typography>
      <Typography>
        <Link component={RouterLink} to={paths.contactUs}>
          {_('publicInfo.contactUs')}
        </Link>
      </Typography>
      <DocumentDownloadLink to={paths.supportPdf} />
    </InfoDocumentPage>
  );
}
