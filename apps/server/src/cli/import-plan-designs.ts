import { importPlanDesignFile } from '../reference/plan-design-import.js';
import { runFileImportCommand } from './file-import-command.js';

/**
 * `npm run import:plan-designs -- <file.csv[.gz]>…`: imports plan benefit designs (issue 32 item
 * 1, docs/decisions/0114 "The plan-design file") into the database of DATABASE_URL (the embedded
 * SQLite file when unset), after bringing its schema up to date. Each file is all or nothing: its
 * bad rows are printed (`file:line: rejected: reason`) and the file is refused.
 *
 * Exit code 1 when no file is given, a file cannot be read, is not a plan-design file or is
 * refused for a bad row, or the database fails.
 */
runFileImportCommand(
  'usage: npm run import:plan-designs -- <file.csv[.gz]> [more.csv …]',
  importPlanDesignFile,
);
