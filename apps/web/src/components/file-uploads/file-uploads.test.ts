import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { uploadFailureMessage } from './file-uploads';

/** A refused upload as the API answers it. */
const refused = {
  status: 415,
  data: {
    statusCode: 415,
    error: 'Unsupported Media Type',
    code: 'INVALID_FILE_TYPE',
    message: 'Invalid file type. Please upload PNG, JPG, JPEG, PDF, DOC, or DOCX.',
  },
};

describe('the reason a file was refused (docs/decisions/0094; issue 37)', () => {
  it("is the server's message in English", () => {
    const malware = {
      status: 422,
      data: { code: 'MALWARE_FOUND', message: 'The file "a.pdf" was not accepted.' },
    };
    expect(i18n._(uploadFailureMessage(malware, 'en'))).toBe('The file "a.pdf" was not accepted.');
    expect(i18n._(uploadFailureMessage(refused, 'en'))).toBe(refused.data.message);
  });

  it("is the catalogue's wording of the code in Spanish, and never the server's English", () => {
    expect(uploadFailureMessage(refused, 'es')).toEqual({
      id: 'common.uploadProblems.errors.INVALID_FILE_TYPE',
      values: {},
    });
    expect(uploadFailureMessage({ status: 500, data: { message: 'Internal' } }, 'es')).toEqual({
      id: 'errors.serverError',
    });
    expect(uploadFailureMessage({ status: 'FETCH_ERROR', error: 'offline' }, 'es')).toEqual({
      id: 'errors.network',
    });
  });
});
