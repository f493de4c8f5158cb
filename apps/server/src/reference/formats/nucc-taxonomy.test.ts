import { describe, expect, it } from 'vitest';
import { HeaderIndex } from '../columns.js';
import { mapTaxonomyRecord, taxonomyColumns } from './nucc-taxonomy.js';

describe('NUCC taxonomy rows', () => {
  const header = [
    'Code',
    'Grouping',
    'Classification',
    'Specialization',
    'Definition',
    'Notes',
    'Display Name',
    'Section',
  ];
  const columns = taxonomyColumns(new HeaderIndex(header));

  it('maps a code with its classification and display name', () => {
    const fields = [
      '282N00000X',
      'Hospitals',
      'General Acute Care Hospital',
      '',
      'An acute general hospital…',
      '',
      'General Acute Care Hospital',
      'Non-Individual',
    ];
    expect(mapTaxonomyRecord(fields, columns).row).toEqual({
      code: '282N00000X',
      grouping: 'Hospitals',
      classification: 'General Acute Care Hospital',
      specialization: null,
      display_name: 'General Acute Care Hospital',
      section: 'Non-Individual',
      definition: 'An acute general hospital…',
    });
  });

  it('rejects a code that is not a NUCC code', () => {
    expect(mapTaxonomyRecord(['282N0000', 'Hospitals', '', '', '', '', '', ''], columns).rejected).toBe(
      '"282N0000" is not a NUCC taxonomy code',
    );
  });
});
