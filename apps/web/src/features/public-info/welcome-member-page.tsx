import { welcomeMemberDocument } from '@medivi/domain';
import { InfoDocumentPage } from './info-document-page';

/** /welcome-member (accounts spec §2, mobile role): sends the member back to the mobile app. */
export default function WelcomeMemberPage() {
  return <InfoDocumentPage document={welcomeMemberDocument} documentKey="welcomeMember" />;
}
