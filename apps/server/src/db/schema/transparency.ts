import type { ColumnType } from 'kysely';
import type { Timestamp } from './columns.js';

/**
 * One Transparency in Coverage publication run of one plan for one month (migration 0016, issue
 * 34). `status` is 'running' until the files are stored and made current in one transaction
 * ('published'), or 'failed' with `failure`; a run whose `heartbeat_at` stops moving was killed and
 * is taken over by the next run. Dates are ISO (yyyy-mm-dd); `month` is 'YYYY-MM'. Counts are
 * null until the run ends.
 */
export interface TransparencyPublicationsTable {
  id: string;
  plan_id: string;
  month: string;
  status: 'running' | 'published' | 'failed';
  /** The publication date the allowed-amounts window is counted back from (yyyy-mm-dd). */
  publication_date: string;
  window_from: string;
  window_to: string;
  started_at: Timestamp;
  heartbeat_at: Timestamp;
  finished_at: Timestamp | null;
  /** Billing codes (out_of_network entries) in the allowed-amounts file. */
  codes: number | null;
  /** Distinct provider NPIs in the allowed-amounts file. */
  providers: number | null;
  /** Claims behind the allowed amounts in the file. */
  claims: number | null;
  /** Provider-and-code pairs left out under the 20-claim rule, and their claims. */
  left_out_pairs: number | null;
  left_out_claims: number | null;
  /** Claims in the window that cannot be reported: no billing code or no NPI. */
  unreportable_claims: number | null;
  failure: string | null;
}

/** A stored file of a published run: 'allowed-amounts', 'in-network' or 'table-of-contents'. */
export interface TransparencyFilesTable {
  publication_id: string;
  kind: string;
  storage_key: string;
  /** Size of the stored gzip bytes. */
  bytes: ColumnType<number, number, number>;
  /** SHA-256 of the stored gzip bytes, hex: the download's ETag. */
  sha256: string;
  created_at: Timestamp;
}
