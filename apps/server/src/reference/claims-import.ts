import { basename } from 'node:path';
import type { DatabaseHandle } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import { checkClaimsRow, claimsHeader } from './claims-rows.js';
import { ClaimLinks, claimsBatchWriter } from './claims-writer.js';
import { openCsv, sniffCsv } from './csv-source.js';
import { formatCount, ImportTally } from './import-tally.js';

/** What a claims import did. Counts are data rows. */
export interface ClaimsImportResult {
  file: string;
  read: number;
  /** Claims inserted or changed. */
  written: number;
  /** Claims stored already with the same figures (a second import of a file). */
  unchanged: number;
  rejected: number;
  seconds: number;
}

/** Options of a claims import. */
export interface ClaimsImportOptions {
  clock: Clock;
  log: (line: string) => void;
}

/**
 * Imports a repriced-claims CSV, plain or gzip-compressed (`npm run import:claims -- <file>`,
 * issue 19 item 1; layout `claimsFileColumns` of the domain, docs/decisions/0105 "Claims").
 * Streamed through csv-parse with backpressure, so memory stays flat whatever the file size;
 * written in multi-row upserts, several per transaction. Idempotent on the claim id: a claim
 * imported again is updated when a figure changed and never duplicated. A bad row (a rule of
 * `claimsFileRowSchema`, a wrong NPI check digit, a plan name no plan has, an unknown case number
 * or a case of another plan, a malformed CSV record) is printed `file:line: rejected: reason`
 * (the first 20), counted and skipped; it never stops the file. Progress every 2 s.
 * @throws Error when the file cannot be read or is not a claims file (missing columns).
 */
export async function importClaimsFile(
  handle: DatabaseHandle,
  path: string,
  options: ClaimsImportOptions,
): Promise<ClaimsImportResult> {
  const file = basename(path);
  const tally = new ImportTally(file, options.log);
  const source = await openCsv(path, file, await sniffCsv(path), (line, reason) => {
    tally.rejectMalformed(line, reason);
  });
  const links = new ClaimLinks(handle.db);
  const writer = claimsBatchWriter(handle.db, {
    now: options.clock.now().toISOString(),
    sourceFile: file,
    onWritten: (rows) => {
      tally.countWritten(rows);
    },
  });
  let accepted = 0;
  try {
    const columns = claimsHeader(source.header);
    for await (const record of source.records) {
      tally.countRead();
      const check = checkClaimsRow(record.fields, columns);
      if (!check.ok) {
        tally.reject(record.line, check.reason);
        continue;
      }
      const { row } = check;
      const planId = await links.planId(row.plan_name);
      if (planId === null) {
        tally.reject(record.line, `plan_name: no plan is named "${row.plan_name}"`);
        continue;
      }
      let caseId: string | null = null;
      if (row.case_number !== null) {
        const linked = await links.caseOf(row.case_number);
        if (linked === null) {
          tally.reject(record.line, `case_number: no case ${row.case_number}`);
          continue;
        }
        if (linked.planId !== null && linked.planId !== planId) {
          tally.reject(record.line, `case_number: case ${row.case_number} is of another plan`);
          continue;
        }
        caseId = linked.id;
      }
      accepted += 1;
      if (writer.add({ row, planId, caseId })) await writer.flush();
    }
    await writer.flush();
  } finally {
    source.close();
  }
  const counts = tally.counts();
  const unchanged = accepted - counts.written;
  options.log(
    `${file}: read ${formatCount(counts.read)}, written ${formatCount(counts.written)}, unchanged ${formatCount(unchanged)}, rejected ${formatCount(counts.rejected)}, ${counts.seconds.toFixed(1)} s`,
  );
  return {
    file,
    read: counts.read,
    written: counts.written,
    unchanged,
    rejected: counts.rejected,
    seconds: counts.seconds,
  };
}
