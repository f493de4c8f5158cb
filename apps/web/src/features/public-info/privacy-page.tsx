import { privacyDocument } from '@medivi/domain';
import { paths } from '../../lib/paths';
import { DocumentDownloadLink } from './document-download-link';
import { InfoDocumentPage } from './info-document-page';
import { SupportMailbox } from './support-mailbox';

/**
 * The privacy text (/privacy and /privacy-policy; accounts spec §9: age threshold 13, one month
 * for data access requests), with the mailbox that takes data access requests.
 */
export default function PrivacyPage() {
  return (
    <InfoDocumentPage document={privacyDocument}>
      <SupportMailbox lead="Send a data access or correction request to" />
      <DocumentDownloadLink to={paths.privacyPdf} />
    </InfoDocumentPage>
  );
}
