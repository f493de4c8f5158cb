import { privacyDocument } from '@medivi/domain';
import { paths } from '../../lib/paths';
import { DocumentDownloadLink } from './document-download-link';
import { InfoDocumentPage } from './info-document-page';
import { SupportMailbox } from './support-mailbox';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * The privacy text (/privacy and /privacy-policy; accounts spec §9: age threshold 13, one month
 * for data access requests), with the mailbox that takes data access requests.
 */
export default function PrivacyPage() {
  const { _ } = useLingui();
  return (
    <InfoDocumentPage document={privacyDocument} documentKey="privacy">
      <SupportMailbox lead={_('publicInfo.privacyMailbox')} />
      <DocumentDownloadLink to={paths.privacyPdf} />
    </InfoDocumentPage>
  );
}
