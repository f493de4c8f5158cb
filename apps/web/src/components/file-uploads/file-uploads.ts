import type { MessageDescriptor } from '@lingui/core';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { type Language, messages } from '@medivi/domain';
import { errorMessageOf } from '../../lib/api';
import { activeLanguage } from '../../lib/i18n/i18n';
import { serverErrorMessage } from '../../lib/i18n/server-errors';

/**
 * One file of a submission on its way to the server (docs/decisions/0094): each file is sent in a
 * request of its own, so the page knows which arrived and which the server refused, and why.
 */
export interface FileUpload {
  /** Stable key while the list changes. */
  id: string;
  file: File;
  status: 'sending' | 'arrived' | 'refused';
  /**
   * The reason for a refused file, as a catalogue message (the server's words in English, the
   * catalogue's wording of its code otherwise); null otherwise.
   */
  message: MessageDescriptor | null;
}

/** What one send of one file came to. */
export type FileSendResult = { arrived: true } | { arrived: false; message: MessageDescriptor };

let nextUploadId = 0;

/** The uploads of `files`, all about to be sent. */
export function startUploads(files: readonly File[]): FileUpload[] {
  return files.map((file) => {
    nextUploadId += 1;
    return { id: `upload-${String(nextUploadId)}`, file, status: 'sending', message: null };
  });
}

/** `uploads` with upload `id` marked as the send went, or as sending again. */
export function markUpload(
  uploads: readonly FileUpload[],
  id: string,
  result: FileSendResult | 'sending',
): FileUpload[] {
  return uploads.map((upload) => {
    if (upload.id !== id) return upload;
    if (result === 'sending') return { ...upload, status: 'sending', message: null };
    return result.arrived
      ? { ...upload, status: 'arrived', message: null }
      : { ...upload, status: 'refused', message: result.message };
  });
}

/** `uploads` without upload `id` (the user gave up on that file). */
export function removeUpload(uploads: readonly FileUpload[], id: string): FileUpload[] {
  return uploads.filter((upload) => upload.id !== id);
}

/** The uploads the server refused, waiting for a retry or a removal. */
export function refusedUploads(uploads: readonly FileUpload[]): FileUpload[] {
  return uploads.filter((upload) => upload.status === 'refused');
}

/** True when every file that is still part of the submission has arrived. */
export function haveAllArrived(uploads: readonly FileUpload[]): boolean {
  return uploads.every((upload) => upload.status === 'arrived');
}

/**
 * What a failed upload call says, for the person, as a catalogue message: in English the server's
 * message (which names the file's problem: type, size, malware, limits), or the network message,
 * or the generic one, as before; in another language the catalogue's wording of the reply's code
 * (`common.uploadProblems.errors.<CODE>`, then `errors.code.<CODE>`), else a general message, so
 * that no English server text shows there (issue 37, docs/decisions/0125).
 */
export function uploadFailureMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  language: Language = activeLanguage(),
): MessageDescriptor {
  if (language === 'en') {
    const text =
      error === undefined || !('status' in error)
        ? messages.serverError
        : (errorMessageOf(error) ?? messages.serverError);
    return { id: 'errors.serverText', values: { text } };
  }
  if (error === undefined || !('status' in error)) return { id: 'errors.serverError' };
  return serverErrorMessage(error, 'common.uploadProblems.errors', language);
}

/**
 * Sends each upload in turn with `sendOne` (one request a file), reporting every result through
 * `onResult` as it comes. Resolves with true when all arrived.
 */
export async function sendEach(
  uploads: readonly FileUpload[],
  sendOne: (file: File) => Promise<FileSendResult>,
  onResult: (id: string, result: FileSendResult) => void,
): Promise<boolean> {
  let allArrived = true;
  for (const upload of uploads) {
    const result = await sendOne(upload.file);
    onResult(upload.id, result);
    if (!result.arrived) allArrived = false;
  }
  return allArrived;
}
