import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { serverErrorFacts, type ServerErrorFacts } from '../../lib/api-errors';
import { activeLanguage, type Translate } from '../../lib/i18n/i18n';
import { wordServerError } from '../../lib/i18n/server-errors';

/**
 * A refused write (spec §8: error flag set), kept as facts so that it is worded when shown and a
 * language switch rewords it: the failed call's facts (null when the write failed without a
 * reply of the server, such as a thrown error), and the NPI the write was for, which the wording
 * of a duplicate or unknown NPI names.
 */
export interface WriteFailure {
  facts: ServerErrorFacts | null;
  npi: string;
}

/** The `WriteFailure` of a write's `error` (an RTK Query error, or anything thrown) for `npi`. */
export function writeFailureOf(error: unknown, npi: string): WriteFailure {
  const isCallError = typeof error === 'object' && error !== null && 'status' in error;
  return { facts: isCallError ? serverErrorFacts(error as FetchBaseQueryError) : null, npi };
}

/**
 * The failure text of a refused write in the portal's language: by the reply's code (the
 * `providerExperience.errors.<CODE>` wording, then the shared ones), else in English the server's
 * message; 'The record could not be saved. Please try again.' when the reply says nothing.
 */
export function writeFailureText({ facts, npi }: WriteFailure, _: Translate): string {
  if (facts === null || (facts.text === null && facts.code === null && facts.status !== 'FETCH_ERROR')) {
    return _('providerExperience.writeFailed');
  }
  return _(
    wordServerError(
      { ...facts, params: { npi, ...facts.params } },
      'providerExperience.errors',
      activeLanguage(),
    ),
  );
}
