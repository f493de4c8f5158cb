import { importEligibilityFile } from '../reference/eligibility-import.js';
import { runFileImportCommand } from './file-import-command.js';

/**
 * `npm run import:eligibility -- <file.csv>…`: imports eligibility files into the database of
 * DATABASE_URL (the embedded SQLite file when unset), after bringing its schema up to date. Bad
 * rows are printed (`file:line: rejected: reason`) and counted, not fatal.
 *
 * Exit code 1 when no file is given, a file cannot be read or is not an eligibility file, or the
 * database fails.
 */
runFileImportCommand('usage: npm run import:eligibility -- <file.csv> [more.csv …]', importEligibilityFile);
