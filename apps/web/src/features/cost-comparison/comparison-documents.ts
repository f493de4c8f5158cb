import {
  type AnalysisState,
  type ComparisonDocumentKind,
  comparisonDocumentTimeoutMs,
  costComparisonRoutes,
  messages,
} from '@medivi/domain';
import { type ServerErrorFacts, serverErrorFacts } from '../../lib/api-errors';
import { readStorage, storageKeys } from '../../lib/storage';

/** The API path of a document kind (spec §7 `POST /api/comparison-{kind}`). */
export function documentPath(kind: ComparisonDocumentKind): string {
  return kind === 'executive-summary'
    ? costComparisonRoutes.executiveSummary.path
    : costComparisonRoutes.savingsAnalysis.path;
}

const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * Why a document was not made, so that the page can word it in its language: it took too long,
 * the server could not be reached, or the server refused (its reply's facts, `text` the server's
 * English).
 */
export type DocumentFailure =
  { kind: 'timeout' } | { kind: 'network' } | { kind: 'server'; facts: ServerErrorFacts };

/** Why a document was not made: `message` the English text of the snackbar (spec §8), `failure` its facts. */
export class DocumentFailed extends Error {
  constructor(
    message: string,
    readonly failure: DocumentFailure,
  ) {
    super(message);
  }
}

/**
 * The facts of a failed document reply (spec §8 'the text from the server is read and shown'):
 * its status, and the error reply's `code`, `params` and `message` when the body is the server's
 * JSON error; else the body as the text.
 */
async function failureFacts(response: Response): Promise<ServerErrorFacts> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: the text itself is the message.
  }
  const facts = serverErrorFacts({ status: response.status, data: body });
  if (facts.text !== null) return facts;
  return {
    ...facts,
    text: text.trim() === '' ? `The document could not be made (HTTP ${String(response.status)}).` : text,
  };
}

/**
 * Fetches a document PDF (spec §7: body the analysis state, the CSRF header, time-out 30000 ms).
 * Resolves with the PDF; rejects with `DocumentFailed` carrying the server's text, a network
 * message or the time-out's.
 */
export async function fetchDocument(kind: ComparisonDocumentKind, state: AnalysisState): Promise<Blob> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/pdf' };
  const token = readStorage(storageKeys.csrfToken);
  if (token !== null) headers['X-CSRF-Token'] = token;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${documentPath(kind)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify(state),
      signal: AbortSignal.timeout(comparisonDocumentTimeoutMs),
    });
  } catch (error) {
    throw error instanceof DOMException && error.name === 'TimeoutError'
      ? new DocumentFailed('The document took too long to make. Please try again.', { kind: 'timeout' })
      : new DocumentFailed(messages.networkError, { kind: 'network' });
  }
  if (!response.ok) {
    const facts = await failureFacts(response);
    throw new DocumentFailed(facts.text ?? '', { kind: 'server', facts });
  }
  return response.blob();
}

/** Hands a file to the browser's download under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click returns; the URL is released after it.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

/**
 * Opens the HTML variant in a new tab (spec §7: a form post with a JSON field): a form posted to
 * `?format=html` with the fields `state` (the state as JSON) and `csrfToken` (a form post carries
 * no header; the server checks the field the same way).
 */
export function openAsWebPage(kind: ComparisonDocumentKind, state: AnalysisState): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = `${baseUrl}${documentPath(kind)}?format=html`;
  form.target = '_blank';
  form.hidden = true;
  const fields = { state: JSON.stringify(state), csrfToken: readStorage(storageKeys.csrfToken) ?? '' };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
