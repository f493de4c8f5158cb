import type {
  UsersTable,
  UserRolesTable,
  SessionsTable,
  PlansTable,
  UserPlansTable,
  EligibilityRecordsTable,
  MemberLinksTable,
  OneTimeCodesTable,
  TrustedBrowsersTable,
  InvitationsTable,
  AccessRequestsTable,
} from './schema/accounts.js';
import type {
  ZipCodesTable,
  TaxonomiesTable,
  ProvidersTable,
  HospitalsTable,
  HospitalEnrollmentsTable,
  ProviderPartnerPlansTable,
  DataVersionsTable,
  ImportRunsTable,
} from './schema/reference.js';
import type {
  ProviderExperienceTable,
  ProviderExperienceHistoryTable,
  CaseNumberSequenceTable,
  CasesTable,
  CaseStatusHistoryTable,
  CaseAttachmentsTable,
  CaseEventsTable,
  CaseClockEventsTable,
  CaseClockDigestsTable,
  PlanServiceLevelsTable,
  NotificationsTable,
} from './schema/cases.js';
import type { AuditEventsTable, OutboxMessagesTable, CaptchaSpentTokensTable } from './schema/platform.js';
import type {
  BenchmarkProvidersTable,
  BenchmarkCodesTable,
  BenchmarkFactsTable,
  BenchmarkAreaFactsTable,
  HospitalQualityTable,
  HospitalQualityMeasuresTable,
  HospitalCostReportsTable,
  BenchmarkSelectionsTable,
  StateMedicareRatiosTable,
  CostComparisonAnalysesTable,
} from './schema/benchmarks.js';
import type {
  ClaimCasesTable,
  ClaimsTable,
  PlanClaimCountsTable,
  PlanDesignsTable,
  ReportPublicationsTable,
  ReportSnapshotsTable,
} from './schema/claims.js';
import type { TransparencyFilesTable, TransparencyPublicationsTable } from './schema/transparency.js';

export type * from './schema/columns.js';
export type * from './schema/accounts.js';
export type * from './schema/reference.js';
export type * from './schema/cases.js';
export type * from './schema/platform.js';
export type * from './schema/benchmarks.js';
export type * from './schema/claims.js';
export type * from './schema/transparency.js';

/**
 * Table types of the portal database. Conventions, the same on SQLite and PostgreSQL
 * (docs/decisions/0002-portable-database.md):
 * - timestamps are ISO-8601 UTC strings in code (`timestamptz` on PostgreSQL, text on SQLite);
 * - booleans are integers 0/1;
 * - identifiers are text (UUIDs, NPIs, CCNs, zip codes).
 */
export interface Database {
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  audit_events: AuditEventsTable;
  plans: PlansTable;
  user_plans: UserPlansTable;
  zip_codes: ZipCodesTable;
  taxonomies: TaxonomiesTable;
  providers: ProvidersTable;
  hospitals: HospitalsTable;
  hospital_enrollments: HospitalEnrollmentsTable;
  provider_partner_plans: ProviderPartnerPlansTable;
  provider_experience: ProviderExperienceTable;
  provider_experience_history: ProviderExperienceHistoryTable;
  data_versions: DataVersionsTable;
  import_runs: ImportRunsTable;
  eligibility_records: EligibilityRecordsTable;
  member_links: MemberLinksTable;
  one_time_codes: OneTimeCodesTable;
  trusted_browsers: TrustedBrowsersTable;
  outbox_messages: OutboxMessagesTable;
  case_number_sequence: CaseNumberSequenceTable;
  cases: CasesTable;
  case_status_history: CaseStatusHistoryTable;
  case_attachments: CaseAttachmentsTable;
  case_events: CaseEventsTable;
  case_clock_events: CaseClockEventsTable;
  case_clock_digests: CaseClockDigestsTable;
  plan_service_levels: PlanServiceLevelsTable;
  captcha_spent_tokens: CaptchaSpentTokensTable;
  notifications: NotificationsTable;
  invitations: InvitationsTable;
  access_requests: AccessRequestsTable;
  benchmark_providers: BenchmarkProvidersTable;
  benchmark_codes: BenchmarkCodesTable;
  benchmark_facts: BenchmarkFactsTable;
  benchmark_area_facts: BenchmarkAreaFactsTable;
  hospital_quality: HospitalQualityTable;
  hospital_quality_measures: HospitalQualityMeasuresTable;
  hospital_cost_reports: HospitalCostReportsTable;
  benchmark_selections: BenchmarkSelectionsTable;
  state_medicare_ratios: StateMedicareRatiosTable;
  cost_comparison_analyses: CostComparisonAnalysesTable;
  claims: ClaimsTable;
  claim_cases: ClaimCasesTable;
  plan_claim_counts: PlanClaimCountsTable;
  plan_designs: PlanDesignsTable;
  report_publications: ReportPublicationsTable;
  report_snapshots: ReportSnapshotsTable;
  transparency_publications: TransparencyPublicationsTable;
  transparency_files: TransparencyFilesTable;
}
