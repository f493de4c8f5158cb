import { estimateProcedures } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { readShippedRows } from './testing/estimate-fixtures.js';

/** Which shipped CMS file each code type's catalogue entries must appear in (decision 0102). */
const files = {
  DRG: {
    path: 'cms/inpatient/inpatient-drg100-by-provider-fy2011.csv.gz',
    code: (row: Record<string, string>) => (row['drg definition'] ?? '').slice(0, 3),
  },
  APC: {
    path: 'cms/outpatient/outpatient-comprehensive-apc-by-provider-cy2016.csv.gz',
    code: (row: Record<string, string>) => row.apc ?? '',
  },
  HCPCS: {
    path: 'cms/professional/physician-and-other-supplier-puf-2012-national-first-17028.tsv.gz',
    code: (row: Record<string, string>) => row.hcpcs_code ?? '',
  },
} as const;

describe('the procedure catalogue (issue 33)', () => {
  it.each(['DRG', 'APC', 'HCPCS'] as const)(
    'names only %s codes the shipped CMS files price',
    async (codeType) => {
      const wanted = estimateProcedures.filter((procedure) => procedure.codeType === codeType);
      expect(wanted.length).toBeGreaterThan(2);
      const { path, code } = files[codeType];
      const codes = wanted.map((procedure) => procedure.code);
      const rows = await readShippedRows(
        path,
        (line) => codes.some((candidate) => line.includes(candidate)),
        codeType === 'HCPCS' ? '\t' : ',',
      );
      const found = new Set(rows.map(code));
      expect(codes.filter((candidate) => !found.has(candidate))).toEqual([]);
    },
    60_000,
  );
});
