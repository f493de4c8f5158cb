import type { FastifyInstance } from 'fastify';
import { type Language, languageOr } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import {
  type PublicDocumentName,
  publicDocumentNames,
  PublicDocuments,
} from './public-info-documents.service.js';

/** How long a browser or proxy may keep a public document, s: short, so a new build shows soon. */
export const publicDocumentMaxAgeSeconds = 300;

/** The language a public document is asked in: `?lang=es`; English without it or for another value. */
export function documentLanguageOf(query: unknown): Language {
  const lang =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>).lang : undefined;
  return languageOr(lang);
}

/**
 * `GET /privacy.pdf` and `GET /support.pdf` (accounts spec §2 public routes, "force a reload to
 * the document"): the privacy and support texts as PDF, shown in the browser (`inline`), public
 * (no session), printed once per process and language; `?lang=es` asks the Spanish (issue 37; the
 * page's link carries the language it shows). Registered at the top level, outside the API's session
 * scope, so the SPA fallback of web-app.ts never answers these paths.
 * @throws DomainError 503 when the PDF printer cannot print (platform/pdf/pdf-printer.ts).
 */
export function registerPublicInfoRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const documents = new PublicDocuments(deps.pdfPrinter, deps.mailer.supportAddress);
  const route = (name: PublicDocumentName) => {
    app.get(`/${name}.pdf`, { schema: { hide: true } }, async (request, reply) => {
      const pdf = await documents.pdf(name, documentLanguageOf(request.query));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}.pdf"`)
        .header('cache-control', `public, max-age=${String(publicDocumentMaxAgeSeconds)}`)
        .send(pdf);
    });
  };
  for (const name of publicDocumentNames) route(name);
}
