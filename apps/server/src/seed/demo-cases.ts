import type { Kysely } from 'kysely';
import type { CaseRecordType, CaseStatus } from '@medivi/domain';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { CaseClaimFigures, NewCaseProvider } from '../platform/case-store/case-store.js';
import { LocalCaseStore } from '../platform/case-store/local-case-store.js';
import type { Clock } from '../platform/clock.js';
import { demoEmail } from './demo-accounts.js';

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
    figures: {
      ...contacts,
      totalBilledCharges: 2480.75,
      balanceBillAmount: 612.4,
      claimDosFrom: '2026-01-12',
      claimDosTo: '2026-01-12',
      numberOfClaims: 1,
    },
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
    figures: { ...contacts, totalBilledCharges: 5120, balanceBillAmount: 1840 },
    comment: 'Synthetic demo case of the second member.',
  },
];

/** The demo member's own first record with its plan, and whether he has any case yet. */
class DemoCasesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async ownRecordOf(email: string) {
    return this.db
      .selectFrom('users as u')
      .innerJoin('member_links as l', 'l.user_id', 'u.id')
      .innerJoin('eligibility_records as e', 'e.id', 'l.eligibility_id')
      .innerJoin('plans as p', 'p.id', 'e.plan_id')
      .select([
        'u.id as user_id',
        'u.email',
        'l.id as link_id',
        'e.id as eligibility_id',
        'e.member_id',
        'e.group_id',
        'e.first_name',
        'e.last_name',
        'e.date_of_birth',
        'e.zip',
        'e.plan_id',
        'p.name as plan_name',
      ])
      .where('u.email', '=', email)
      .where('l.relationship', '=', 'self')
      .orderBy('l.created_at')
      .orderBy('l.id')
      .executeTakeFirst();
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
 * through the case store, so they carry numbers, history and events like any case. Needs the
 * demo eligibility links; says so when a member has none.
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
    const record = await repository.ownRecordOf(demoEmail(login));
    if (record === undefined) {
      options.log(`demo seed: ${login} has no eligibility link, so no demo cases`);
      continue;
    }
    if (await repository.hasCases(record.user_id)) continue;
    for (const demo of demoCases.filter((c) => c.login === login)) {
      await store.create({
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
        provider: { ...demo.provider, details: { description: { providerOfficeName: demo.provider.name } } },
        additionalComment: demo.comment,
        isSynthetic: true,
        status: demo.status,
        statusDetail: demo.statusDetail,
        figures: demo.figures,
        createdAt: new Date(now - demo.daysAgo * day).toISOString(),
      });
      added += 1;
    }
  }
  options.log(`demo seed: ${String(added)} cases added (synthetic)`);
}
