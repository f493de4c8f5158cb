import { mobileAppDocument } from '@medivi/domain';
import { InfoDocumentPage } from './info-document-page';

/** The mobile app (/app; accounts spec §1, §2): distributed by the plan administrator. */
export default function MobileAppPage() {
  return <InfoDocumentPage document={mobileAppDocument} documentKey="mobileApp" />;
}
