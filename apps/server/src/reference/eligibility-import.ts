import { basename } from 'node:path';
import type { DatabaseHandle } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import { openCsv, sniffCsv } from './csv-source.js';
import { checkEligibilityRow, type EligibilityRow, eligibilityHeader } from './eligibility-rows.js';
import { eligibilityBatchRows, writeEligibilityBatch } from './eligibility-writer.js';
import { ImportTally } from './import-tally.js';

/** What an eligibility import did. */
export interface EligibilityImportResult {
  file: string;
  read: number;
  written: number;
  unchanged: number;
  rejected: number;
  plansCreated: string[];
}

/** Options of an eligibility import. */
export interface EligibilityImportOptions {
  clock: Clock;
  log: (line: string) => void;
  /** Marks created plans and rows as synthetic (the demo seed); false for real files. */
  synthetic?: boolean;
}

/**
 * Imports an eligibility CSV (`npm run import:eligibility -- <file.csv>`, issue 3 item 1): header
 * `member_id,group_id,first_name,last_name,date_of_birth,zip,plan_name,relationship,subscriber_member_id`
 * (any order), dates YYYY-MM-DD. Bad rows are reported with their line and reason and skipped;
 * good rows are written in transactions of 500 rows; a plan name not known yet creates the plan.
 * Idempotent: a row is matched on its person key and rewritten only when it changed.
 * @throws Error when the file cannot be read or is not an eligibility file (missing columns).
 */
export async function importEligibilityFile(
  handle: DatabaseHandle,
  path: string,
  options: EligibilityImportOptions,
): Promise<EligibilityImportResult> {
  const file = basename(path);
  const tally = new ImportTally(file, options.log);
  const source = await openCsv(path, file, await sniffCsv(path), (line, reason) => {
    tally.rejectMalformed(line, reason);
  });
  let unchanged = 0;
  const plansCreated: string[] = [];
  try {
    const columns = eligibilityHeader(source.header);
    let batch: EligibilityRow[] = [];
    const flush = async () => {
      const result = await writeEligibilityBatch(handle.db, batch, {
        now: options.clock.now().toISOString(),
        synthetic: options.synthetic ?? false,
      });
      tally.countWritten(result.written);
      unchanged += result.unchanged;
      plansCreated.push(...result.plansCreated);
      batch = [];
    };
    for await (const record of source.records) {
      tally.countRead();
      const check = checkEligibilityRow(record.fields, columns, options.clock.now());
      if (!check.ok) {
        tally.reject(record.line, check.reason);
        continue;
      }
      batch.push(check.row);
      if (batch.length >= eligibilityBatchRows) await flush();
    }
    await flush();
  } finally {
    source.close();
  }
  const counts = tally.counts();
  for (const name of plansCreated) options.log(`  ${file}: created plan "${name}"`);
  options.log(
    `${file}: read ${String(counts.read)}, written ${String(counts.written)}, unchanged ${String(unchanged)}, rejected ${String(counts.rejected)}`,
  );
  return {
    file,
    read: counts.read,
    written: counts.written,
    unchanged,
    rejected: counts.rejected,
    plansCreated,
  };
}
