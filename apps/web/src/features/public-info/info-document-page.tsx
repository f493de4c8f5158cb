import Typography from '@mui/material/Typography';
import type { InfoDocument } from '@medivi/domain';
import type { ReactNode } from 'react';
import { InfoSections } from '../../components/info-sections';
import { PublicPageFrame } from '../../components/public-page-frame';
import { SignedInReturnLink } from '../../components/signed-in-return-link';
import { useLingui } from '../../lib/i18n/i18n';
import { type InfoDocumentKey, wordedDocument } from './worded-document';

/** Widest the public information card grows, px: long text reads better than in the 480 px forms. */
const infoPageMaxWidth = 760;

/**
 * A public information page (accounts spec §2 public routes): the document's title as the one
 * level-1 heading, its introduction, then each section with a level-2 heading, paragraphs and an
 * optional list. `children` (links, the support mailbox) follow the text. The text shows in the
 * portal's language (`wordedDocument`, the `publicInfo` catalogue by `documentKey`), with the
 * language switch.
 */
export function InfoDocumentPage({
  document: english,
  documentKey,
  children,
}: {
  document: InfoDocument;
  documentKey: InfoDocumentKey;
  children?: ReactNode;
}) {
  const { _ } = useLingui();
  const document = wordedDocument(english, documentKey, _);
  return (
    <PublicPageFrame
      title={document.title}
      maxWidth={infoPageMaxWidth}
      topLink={<SignedInReturnLink />}
      hasLanguageSwitch
    >
      {document.intro.map((paragraph) => (
        <Typography key={paragraph}>{paragraph}</Typography>
      ))}
      <InfoSections sections={document.sections} />
      {children}
    </PublicPageFrame>
  );
}
