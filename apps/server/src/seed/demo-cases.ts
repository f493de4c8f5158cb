import type { Kysely } from 'kysely';
import type { CaseRecordType, CaseStatus } from '@medivi/domain';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { CaseClaimFigures, NewCaseProvider } from '../platform/case-store/case-store.js';
import { LocalCaseStore } from '../platform/case-store/local-case-store.js';
import { linkClaimsToCases } from '../platform/claim-cases.js';
import type { Clock } from '../platform/clock.js';
import { recordsHeldBy } from '../platform/member-links/held-records.js';
import { demoEmail } from './demo-accounts.js';
import { caseFiguresOfClaims, demoCaseClaims } from './demo-claims.js';

const day = 24 * 60 * 60 * 1000;

/** A synthetic demo case of a demo member, on his own first eligibility record. */
interface DemoCase {
  login: string;
  recordType: CaseRecordType;
  status: CaseStatus;
  statusDetail: string | null;
  daysAgo: number;
  provider: Omit<NewCaseProvider, 'details'>;
  figures: CaseClaimFigures;
  /**
   * Claims of the demo claims file behind a balance-bill case (seed/demo-claims.ts): the case is
   * opened on their plan, and its provider, total billed, balance bill amount, DOS from/to and
   * number of claims are taken from them, so the case and its claims agree.
   */
  claimIds?: readonly string[];
  comment: string;
}

const contacts = { pssEmail: 'pss.synthetic@demo.medivi.test', cssEmail: 'css.synthetic@demo.medivi.test' };

/** The demo cases: invented providers and amounts, so /my-cases is not empty on first start. */
export const demoCases: readonly DemoCase[] = [
  {
    login: 'member',
    recordType: 'BalanceBill',
    status: 'Processing',
    statusDetail: 'ProviderNegotiation',
    daysAgo: 40,
    provider: {
      name: 'Synthetic Lakeside Imaging',
      street: '100 Example Ave',
      city: 'Cleveland',
      state: 'OH',
      zip: '44106',
    },
    figures: contacts,
    claimIds: ['SYNTHETIC-CASE-0001'],
    comment: 'Synthetic demo case: a balance bill under negotiation.',
  },
  {
    login: 'member',
    recordType: 'CallAhead',
    status: 'Intake',
    statusDetail: null,
    daysAgo: 3,
    provider: {
      name: 'Synthetic Euclid Family Practice',
      street: '200 Example Blvd',
      city: 'Cleveland',
      state: 'OH',
      zip: '44106',
    },
    figures: contacts,
    comment: 'Synthetic demo case: a call ahead before a first visit.',
  },
  {
    login: 'member',
    recordType: 'AccessIssue',
    status: 'Closed',
    statusDetail: 'Resolved',
    daysAgo: 90,
    provider: {
      name: 'Synthetic Shaker Orthopedics',
      street: '300 Example Rd',
      city: 'Shaker Heights',
      state: 'OH',
      zip: '44120',
    },
    figures: contacts,
    comment: 'Synthetic demo case: an access issue that was resolved.',
  },
  {
    login: 'member2',
    recordType: 'BalanceBill',
    status: 'Opened',
    statusDetail: null,
    daysAgo: 7,
    provider: {
      name: 'Synthetic North Coast Hospital',
      street: '400 Example Way',
      city: 'Cleveland',
      state: 'OH',
      zip: '44114',
    },
    figures: contacts,
    claimIds: ['SYNTHETIC-CASE-0002', 'SYNTHETIC-CASE-0003'],
    comment: 'Synthetic demo case of the second member.',
  },
];

/** The demo member's own first record with its plan, and whether he has any case yet. */
class DemoCasesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The demo member's oldest own record, on `planId` when given, with his account's id and e-mail. */
  async ownRecordOf(email: string, planId: string | null) {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (user === undefined) return undefined;
    const record = (await recordsHeldBy(this.db, user.id, 'self')).find(
      (own) => planId === null || own.plan_id === planId,
    );
    return record === undefined ? undefined : { ...record, user_id: user.id, email: user.email };
  }

  /** The stored claims of those ids, with the address the CMS files give their provider. */
  async claims(claimIds: readonly string[]) {
    if (claimIds.length === 0) return [];
    return this.db
      .selectFrom('claims as c')
      .leftJoin('benchmark_providers as p', (join) =>
        join.on((eb) => eb('p.provider_id', '=', eb.fn.coalesce('c.provider_ccn', 'c.provider_npi'))),
      )
      .select([
        'c.claim_id',
        'c.plan_id',
        'c.billed',
        'c.balance_billed',
        'c.service_date_from',
        'c.service_date_to',
        'c.provider_name',
        'c.provider_state',
        'p.address',
        'p.city',
        'p.zip',
      ])
      .where('c.claim_id', 'in', claimIds)
      .orderBy('c.service_date_from')
      .orderBy('c.claim_id')
      .execute();
  }

  /** Links the claims to their demo case, both ways (`claim_cases` and `claims.case_id`). */
  linkClaims(claimIds: readonly string[], caseId: string, at: string): Promise<void> {
    return linkClaimsToCases(
      this.db,
      claimIds.map((claimId) => ({ claimId, caseId, at })),
    );
  }

  async hasCases(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('cases')
      .select('id')
      .where('submitted_by_user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }
}

/**
 * Seeds the synthetic demo cases for demo members that have none yet (README "Demo accounts"),
 * through the case store, so they carry numbers, history and events like any case. A case with
 * demo claims (`claimIds`) is linked to them and takes its provider and claim figures from them
 * (docs/decisions/0105 "Claims"); without the claims (file not loaded) it has no amounts. Needs
 * the demo eligibility links; says so when a member has none.
 */
export async function seedDemoCases(
  handle: DatabaseHandle,
  clock: Clock,
  options: { log: (line: string) => void },
): Promise<void> {
  const repository = new DemoCasesRepository(handle.db);
  const store = new LocalCaseStore(handle.db, clock);
  const now = clock.now().getTime();
  let added = 0;
  for (const login of [...new Set(demoCases.map((c) => c.login))]) {
    const cases = demoCases.filter((c) => c.login === login);
    // A member's demo cases are opened on the plan of his demo claims (he may hold two plans).
    const claimIds = cases.flatMap((c) => c.claimIds ?? []);
    const planId = demoCaseClaims.find((claim) => claimIds.includes(claim.claimId))?.planId ?? null;
    const record = await repository.ownRecordOf(demoEmail(login), planId);
    if (record === undefined) {
      options.log(`demo seed: ${login} has no eligibility link, so no demo cases`);
      continue;
    }
    if (await repository.hasCases(record.user_id)) continue;
    for (const demo of cases) {
      const claims = (await repository.claims(demo.claimIds ?? [])).filter(
        (claim) => claim.plan_id === record.plan_id,
      );
      const first = claims[0];
      const provider =
        first === undefined
          ? demo.provider
          : {
              name: first.provider_name,
              street: first.address,
              city: first.city,
              state: first.provider_state,
              zip: first.zip?.slice(0, 5) ?? null,
            };
      const createdAt = new Date(now - demo.daysAgo * day).toISOString();
      const created = await store.create({
        recordType: demo.recordType,
        channel: 'member',
        submittedByUserId: record.user_id,
        memberLinkId: record.link_id,
        eligibilityId: record.eligibility_id,
        planId: record.plan_id,
        member: {
          firstName: record.first_name,
          lastName: record.last_name,
          memberId: record.member_id,
          dateOfBirth: record.date_of_birth,
          phone: '2165550100',
          email: record.email,
          address: null,
          city: null,
          state: null,
          zip: record.zip,
          preferredContact: 'Email',
          newPatient: demo.recordType === 'AccessIssue' ? true : null,
          groupId: record.group_id,
          planName: record.plan_name,
          tpaName: null,
        },
        submitter: null,
        provider: { ...provider, details: { description: { providerOfficeName: provider.name } } },
        additionalComment: demo.comment,
        isSynthetic: true,
        status: demo.status,
        statusDetail: demo.statusDetail,
        figures: claims.length === 0 ? demo.figures : { ...demo.figures, ...caseFiguresOfClaims(claims) },
        createdAt,
      });
      await repository.linkClaims(
        claims.map((claim) => claim.claim_id),
        created.id,
        createdAt,
      );
      added += 1;
    }
  }
  options.log(`demo seed: ${String(added)} cases added (synthetic)`);
}
