import type { FastifyInstance, FastifyReply, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AnalysisState,
  comparisonFormPostSchema,
  type ComparisonDocumentKind,
  comparisonProductName,
  costComparisonEndpoints as endpoints,
  type RoleName,
} from '@medivi/domain';
import type { AppDependencies } from '../../../app-dependencies.js';
import { DomainError } from '../../../platform/errors.js';
import { routeOf } from '../../../platform/route.js';
import { isFormPost } from '../../../platform/form-post.js';
import { requireUser, signedInUser } from '../../../platform/session/guards.js';
import { documentCsp } from './document-layout.js';
import { ComparisonDocuments, type MedicareRatiosReader } from './documents.service.js';

/** What the document routes need from the cost-comparison feature. */
export interface DocumentRoutesOptions {
  /** Roles that may make documents (the analysis role, issue 18). */
  anyRole: readonly RoleName[];
  /** Where the per-state default Medicare ratios are read. */
  ratios: MedicareRatiosReader;
}

/** A 400 with field messages, the shape every validation failure has. */
function formError(fieldErrors: Record<string, string>): DomainError {
  const first = Object.values(fieldErrors)[0] ?? 'The request is not valid.';
  return new DomainError(400, `Please correct the request: ${first}`, {
    code: 'VALIDATION_FAILED',
    fieldErrors,
  });
}

/**
 * A form post (spec §7 'a form post with a JSON field'): after its CSRF token was checked (the API
 * scope's `preValidation`, which runs first), its `state` field's JSON becomes the body that the
 * route's schema then validates like a JSON request.
 */
const readFormPost: preValidationHookHandler = (request, _reply, done) => {
  if (!isFormPost(request)) {
    done();
    return;
  }
  const form = comparisonFormPostSchema.safeParse(request.body);
  if (!form.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of form.error.issues) fieldErrors[issue.path.join('.') || 'body'] ??= issue.message;
    done(formError(fieldErrors));
    return;
  }
  try {
    request.body = JSON.parse(form.data.state) as unknown;
  } catch {
    done(formError({ state: 'state must be the analysis as JSON.' }));
    return;
  }
  done();
};

/** RFC 6266 Content-Disposition of a download: an ASCII fallback and the UTF-8 name. */
function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The two cost-comparison documents (analysis-reports-admin spec §7 `POST /api/comparison-{kind}`;
 * issue 18): the analysis state as JSON (header `X-CSRF-Token`), or as the `state` field of a
 * browser form post with the token in its `csrfToken` field; the reply is the PDF as a download,
 * or with `?format=html` the same document as a page. The body is validated in full before any
 * document is made, so no 4xx ever starts the printer. Analyses hold no member data: no audit.
 */
export async function registerComparisonDocumentRoutes(
  app: FastifyInstance,
  deps: AppDependencies,
  options: DocumentRoutesOptions,
): Promise<void> {
  const documents = new ComparisonDocuments(options.ratios, deps.pdfPrinter, deps.clock);
  // Its own scope: the form body parser serves these two routes only.
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, parsed) => {
        parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const analysts = requireUser(scope, { anyRole: options.anyRole, acceptsFormPostToken: true });
    const route = (
      kind: ComparisonDocumentKind,
      endpoint: typeof endpoints.executiveSummary | typeof endpoints.savingsAnalysis,
    ) => {
      api.route({
        ...routeOf(endpoint),
        onRequest: analysts,
        preValidation: readFormPost,
        handler: async (request, reply) => {
          const state: AnalysisState = request.body;
          const product = comparisonProductName(request.variant);
          // In the reader's language (issue 37, docs/decisions/0126).
          const { language } = signedInUser(request);
          if (request.query.format === 'html') {
            const document = await documents.html(kind, state, product, language);
            return sendHtml(reply, document.html);
          }
          const document = await documents.pdf(kind, state, product, language);
          return sendPdf(reply, document.fileName, document.pdf);
        },
      });
    };
    route('executive-summary', endpoints.executiveSummary);
    route('savings-analysis', endpoints.savingsAnalysis);
    done();
  });
}

/** The PDF as a download named '{plan} - {product} {kind}.pdf' (spec §7). */
function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply {
  return reply.type('application/pdf').header('content-disposition', attachmentHeader(fileName)).send(pdf);
}

/** The HTML document as a page, its CSP allowing exactly its own style and chart scripts. */
function sendHtml(reply: FastifyReply, markup: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', documentCsp({ frameAncestors: true }))
    .send(markup);
}
