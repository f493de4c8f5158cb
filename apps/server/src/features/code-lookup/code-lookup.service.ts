import { type CodePage, type LookupCodeType, type ReferenceImport, searchWords } from '@medivi/domain';
import { dataYearFromFileName } from '../../reference/benchmark-fields.js';
import { referenceFormats } from '../../reference/detect-format.js';
import type { CodeLookupRepository } from './code-lookup.repository.js';

/** The publisher's name of each layout the importers know, by its `import_runs.kind`. */
const sourceByKind = new Map<string, string>(
  referenceFormats.map((format) => [format.kind, format.description]),
);

/** A checked code search (the contract's output). */
export interface CodeSearch {
  q?: string | undefined;
  type?: LookupCodeType | undefined;
  page: number;
  pageSize: number;
}

/**
 * The code look-up of the medivi-code role (docs/decisions/0107-code-and-cms.md): the search of
 * the imported DRG, APC, HCPCS and NUCC taxonomy codes, and the list of imported reference files.
 */
export class CodeLookupService {
  constructor(private readonly repository: CodeLookupRepository) {}

  /**
   * One page of the codes matching `search` (every word of `q` in the code or a description
   * column, either case; `type` when given) and how many match in all.
   */
  async searchCodes(search: CodeSearch): Promise<CodePage> {
    const filters = { words: searchWords(search.q), text: search.q, type: search.type };
    const total = await this.repository.count(filters);
    const offset = (search.page - 1) * search.pageSize;
    const codes =
      offset >= total
        ? []
        : await this.repository.find(
            filters,
            search.pageSize,
            offset,
            await this.repository.taxonomySource(),
          );
    return { codes, total, page: search.page, pageSize: search.pageSize };
  }

  /**
   * Each imported public reference file once (its latest import run, newest first): the layout's
   * publisher name as `source` (reference/detect-format.ts), the data year its name states
   * (reference/benchmark-fields.ts `dataYearFromFileName`, null when none) and the run's counts.
   */
  async referenceImports(): Promise<ReferenceImport[]> {
    const runs = await this.repository.latestImportRuns([...sourceByKind.keys()]);
    return runs.map((run) => ({
      file: run.file,
      source: sourceByKind.get(run.kind) ?? run.kind,
      dataYear: dataYearFromFileName(run.file),
      rowsRead: run.rows_read,
      rowsWritten: run.rows_written,
      rowsRejected: run.rows_rejected,
      status: run.status,
      startedAt: run.started_at,
      finishedAt: run.finished_at,
    }));
  }
}
