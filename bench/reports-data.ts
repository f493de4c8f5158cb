/**
 * Synthetic claims and cases for the reports benchmark (issue 19): plans `bench-plan-NN`
 * ("Synthetic Bench Plan NN (synthetic)"), claims `SYNTHETIC-BENCH-…` and cases `CS-1…`, written
 * straight into the database in multi-row inserts.
 *
 * Every figure comes from the shipped demo claims file (apps/server/data/demo-claims.synthetic.csv.gz,
 * priced from the CMS files, docs/decisions/0105): each synthetic claim copies one demo claim's
 * provider, claim type, code and amounts as they are, and only its ids, plan, member and dates are
 * new. A case takes its provider and amounts from a demo claim the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { Insertable, Kysely } from 'kysely';
import { accessIssueTypeValues, caseRecordTypes } from '@medivi/domain';
import type { Database } from '../apps/server/src/db/schema.js';
import { formatCaseNumber } from '../apps/server/src/platform/case-store/local-case-store.js';
import { root } from './support.js';

/** The shipped demo claims file: the price list of every synthetic claim. */
export const demoClaimsFile = join(root, 'apps/server/data/demo-claims.synthetic.csv.gz');

/** One demo claim as the file has it (column name → cell). */
export type TemplateClaim = Record<string, string>;

/** The demo claims file: its header line, its data lines as they are, and each row by column name. */
export function readTemplateClaims(): { headerLine: string; lines: string[]; rows: TemplateClaim[] } {
  const text = gunzipSync(readFileSync(demoClaimsFile))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const records = parse(text);
  const [header, ...cells] = records;
  const [headerLine = '', ...lines] = text.trimEnd().split('\n');
  // One record a line: the file quotes commas, never line breaks.
  if (header === undefined || cells.length === 0 || lines.length !== cells.length) {
    throw new Error(`unexpected layout of ${demoClaimsFile}`);
  }
  const rows = cells.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i] ?? ''])));
  return { headerLine, lines, rows };
}

/** How many plans, claims and cases the benchmark adds. */
export interface ReportsScale {
  plans: number;
  claims: number;
  cases: number;
}

/** A month, 1-12. */
interface YearMonth {
  year: number;
  month: number;
}

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The months from January 2019 to `last`, both included. */
function monthsUpTo(last: YearMonth): YearMonth[] {
  const months: YearMonth[] = [];
  for (let year = 2019; year <= last.year; year++) {
    for (let month = 1; month <= 12 && (year < last.year || month <= last.month); month++) {
      months.push({ year, month });
    }
  }
  return months;
}

/** Plan `index` (0-based): id and name. */
export function benchPlan(index: number): { id: string; name: string } {
  const nn = String(index + 1).padStart(2, '0');
  return { id: `bench-plan-${nn}`, name: `Synthetic Bench Plan ${nn} (synthetic)` };
}

/**
 * Claim `n` of plan `plan`: demo claim `n mod templates` re-dated into one of `months` (claims
 * spread evenly over them), keeping its service-to-repricing gap and length of stay. The
 * member-claim columns of migration 0014 keep their defaults: the reports do not read them.
 */
function claimRow(
  template: TemplateClaim,
  plan: string,
  n: number,
  month: YearMonth,
  membersPerPlan: number,
  at: string,
): Insertable<Database['claims']> {
  const day = Math.min(28, Number(template.received_on?.slice(8, 10) ?? '15'));
  const received = Date.UTC(month.year, month.month - 1, day);
  const gap = dayOf(template.received_on ?? '') - dayOf(template.service_date_from ?? '');
  const stay = dayOf(template.service_date_to ?? '') - dayOf(template.service_date_from ?? '');
  const from = received - gap;
  const member = n % membersPerPlan;
  const amount = (column: string) => Number(template[column] ?? '0');
  const text = (column: string) => (template[column] === '' ? null : (template[column] ?? null));
  return {
    claim_id: `SYNTHETIC-BENCH-${plan.slice(-2)}-${String(n).padStart(7, '0')}`,
    plan_id: plan,
    member_id: `SYNBENCH${plan.slice(-2)}${String(member).padStart(6, '0')}`,
    patient_name: `SYNTH-PATIENT ${String(member)}`,
    provider_npi: text('provider_npi'),
    provider_ccn: text('provider_ccn'),
    provider_name: template.provider_name ?? '',
    provider_state: text('provider_state'),
    claim_type: template.claim_type as Database['claims']['claim_type'],
    code_type: text('code_type'),
    code: text('code'),
    service_date_from: isoDay(from),
    service_date_to: isoDay(from + stay),
    received_on: isoDay(received),
    billed: amount('billed'),
    allowed: amount('allowed'),
    paid: amount('paid'),
    medicare_equivalent: amount('medicare_equivalent'),
    balance_billed: amount('balance_billed'),
    case_id: null,
    is_synthetic: 1,
    source_file: 'bench',
    imported_at: at,
  };
}

/** Status moves of case `n` opened at `opened` (ms): Intake; most move on; half of those close. */
function caseMoves(caseId: string, n: number, opened: number): Database['case_status_history'][] {
  const move = (status: string, detail: string | null, afterDays: number, k: number) => ({
    id: `${caseId}-h${String(k)}`,
    case_id: caseId,
    status,
    status_detail: detail,
    changed_by_user_id: null,
    changed_at: new Date(opened + afterDays * dayMs).toISOString(),
  });
  const moves = [move('Intake', null, 0, 0)];
  if (n % 3 !== 0) moves.push(move('Processing', 'ProviderNegotiation', 2 + (n % 9), 1));
  if (n % 3 === 1) moves.push(move('Closed', n % 2 === 0 ? 'Resolved' : 'NotResolved', 12 + (n % 40), 2));
  return moves;
}

/** Case `n` of plan `plan`, its provider and amounts from `template`. */
function caseRow(
  template: TemplateClaim,
  plan: { id: string; name: string },
  n: number,
  opened: number,
  at: string,
) {
  const id = `bench-case-${String(n)}`;
  const recordType = caseRecordTypes[n % caseRecordTypes.length] ?? 'BalanceBill';
  const billed = Number(template.billed ?? '0');
  const moves = caseMoves(id, n, opened);
  const last = moves.at(-1);
  const row: Insertable<Database['cases']> = {
    id,
    // Numbers far above the demo cases' sequence.
    case_number: formatCaseNumber(1_000_000 + n),
    record_type: recordType,
    status: last?.status ?? 'Intake',
    status_detail: last?.status_detail ?? null,
    channel: 'member',
    submitted_by_user_id: null,
    member_link_id: null,
    eligibility_id: null,
    plan_id: plan.id,
    first_name: 'SYNTH-PATIENT',
    last_name: String(n),
    member_id: null,
    date_of_birth: null,
    phone: null,
    email: null,
    address: null,
    city: null,
    state: null,
    zip: null,
    preferred_contact: null,
    new_patient: null,
    group_id: null,
    plan_name: plan.name,
    tpa_name: null,
    submitter_json: null,
    provider_name: template.provider_name ?? null,
    provider_street: null,
    provider_city: null,
    provider_state: template.provider_state === '' ? null : (template.provider_state ?? null),
    provider_zip: null,
    provider_json:
      recordType === 'AccessIssue'
        ? JSON.stringify({ typeOfAccessIssue: accessIssueTypeValues[n % accessIssueTypeValues.length] })
        : null,
    additional_comment: null,
    pss_email: null,
    css_email: null,
    total_billed_charges: billed,
    balance_bill_amount:
      recordType === 'BalanceBill'
        ? Math.round((billed - Number(template.allowed ?? '0')) * 100) / 100
        : null,
    claim_dos_from: null,
    claim_dos_to: null,
    number_of_claims: null,
    is_synthetic: 1,
    created_at: new Date(opened).toISOString(),
    updated_at: last?.changed_at ?? at,
  };
  return { row, moves };
}

/** Inserts `rows` in statements of `perStatement` rows, `perTransaction` statements a transaction. */
async function insertAll<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Iterable<Insertable<Database[T]>>,
  perStatement: number,
): Promise<void> {
  let batch: Insertable<Database[T]>[] = [];
  let pending: Insertable<Database[T]>[][] = [];
  const commit = async () => {
    const statements = pending;
    pending = [];
    await db.transaction().execute(async (trx) => {
      for (const values of statements) await trx.insertInto(table).values(values).execute();
    });
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length === perStatement) {
      pending.push(batch);
      batch = [];
      if (pending.length === 50) await commit();
    }
  }
  if (batch.length > 0) pending.push(batch);
  if (pending.length > 0) await commit();
}

/**
 * Adds `scale.plans` plans with `scale.claims` claims and `scale.cases` cases (with their status
 * moves) spread evenly over them and over the months from January 2019 to `last`.
 * @returns the added plans.
 */
export async function addSyntheticReportData(
  db: Kysely<Database>,
  scale: ReportsScale,
  last: YearMonth,
  log: (line: string) => void,
): Promise<{ id: string; name: string }[]> {
  const { rows: templates } = readTemplateClaims();
  const months = monthsUpTo(last);
  const at = new Date().toISOString();
  const plans = Array.from({ length: scale.plans }, (_, i) => benchPlan(i));
  await db
    .insertInto('plans')
    .values(
      plans.map((plan, i) => ({
        ...plan,
        display_medivi_message: 0,
        medivi_message: null,
        is_live: 1,
        is_synthetic: 1,
        created_at: at,
        plan_year_start_month: 1 + (i % 12),
      })),
    )
    .execute();
  const claimsPerPlan = Math.ceil(scale.claims / scale.plans);
  const membersPerPlan = Math.max(1, Math.round(claimsPerPlan / 8));
  function* claims(): Generator<Insertable<Database['claims']>> {
    for (let n = 0; n < scale.claims; n++) {
      const plan = plans[n % plans.length]?.id ?? '';
      const k = Math.floor(n / plans.length);
      const month = months[Math.floor((k * months.length) / claimsPerPlan) % months.length] ?? last;
      yield claimRow(templates[n % templates.length] ?? {}, plan, k, month, membersPerPlan, at);
    }
  }
  // 24 columns: 1,000 rows a statement stays under SQLite's 32,766 variables.
  await insertAll(db, 'claims', claims(), 1000);
  log(`${String(scale.claims)} synthetic claims added`);

  const first = Date.UTC(2019, 0, 1);
  const end = Date.UTC(last.year, last.month, 1) - dayMs;
  const moves: Database['case_status_history'][] = [];
  function* cases(): Generator<Insertable<Database['cases']>> {
    for (let n = 0; n < scale.cases; n++) {
      const plan = plans[n % plans.length] ?? { id: '', name: '' };
      const opened = first + Math.floor(((end - first) * n) / scale.cases) + (n % 86_400) * 1000;
      const made = caseRow(templates[(n * 7) % templates.length] ?? {}, plan, n, opened, at);
      moves.push(...made.moves);
      yield made.row;
    }
  }
  await insertAll(db, 'cases', cases(), 500);
  await insertAll(db, 'case_status_history', moves, 2000);
  log(`${String(scale.cases)} synthetic cases with ${String(moves.length)} status moves added`);
  return plans;
}
