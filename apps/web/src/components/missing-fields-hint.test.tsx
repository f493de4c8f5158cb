import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MissingFieldsHint, missingFieldLabels } from './missing-fields-hint';
import { renderWithI18n } from '../testing/render-with-i18n';

describe('missingFieldLabels', () => {
  const labels = { phone: 'Phone', email: 'Email', 'description.providerZip': 'Provider Zip', zip: 'Zip' };

  it('names each field with a problem once, in the form order', () => {
    expect(
      missingFieldLabels(
        [
          { path: ['zip'] },
          { path: ['phone'] },
          { path: ['phone'] },
          { path: ['description', 'providerZip'] },
        ],
        labels,
      ),
    ).toEqual(['Phone', 'Provider Zip', 'Zip']);
  });

  it('leaves out problems of fields without a label', () => {
    expect(missingFieldLabels([{ path: ['sixDegPatientID'] }], labels)).toEqual([]);
  });
});

describe('MissingFieldsHint', () => {
  it('says what is missing, and nothing when nothing is', () => {
    const { rerender } = renderWithI18n(<MissingFieldsHint id="hint" missing={['Phone', 'Zip']} />);
    expect(screen.getByText('To continue, complete: Phone, Zip.').id).toBe('hint');
    rerender(<MissingFieldsHint id="hint" missing={[]} />);
    expect(screen.queryByText(/To continue/)).toBeNull();
  });
});
