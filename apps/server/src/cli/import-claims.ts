import { importClaimsFile } from '../reference/claims-import.js';
import { runFileImportCommand } from './file-import-command.js';

/**
 * `npm run import:claims -- <file.csv[.gz]>…`: imports repriced-claims files (issue 19,
 * docs/decisions/0105) into the database of DATABASE_URL (the embedded SQLite file when unset),
 * after bringing its schema up to date. Bad rows are printed (`file:line: rejected: reason`) and
 * counted, not fatal.
 *
 * Exit code 1 when no file is given, a file cannot be read or is not a claims file, or the
 * database fails.
 */
runFileImportCommand('usage: npm run import:claims -- <file.csv[.gz]> [more.csv …]', importClaimsFile);
