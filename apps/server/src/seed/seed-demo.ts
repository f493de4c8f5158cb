import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import { hashPassword } from '../platform/passwords.js';
import { demoAccounts, demoEmail, demoPassword, demoPlans } from './demo-accounts.js';
import { seedDemoBenchmarks } from './demo-benchmarks.js';
import { seedDemoCases } from './demo-cases.js';
import { seedDemoClaims } from './demo-claims.js';
import { seedDemoCostComparison } from './demo-cost-comparison.js';
import { seedDemoEligibility } from './demo-eligibility.js';
import { seedDemoPlanDesigns } from './demo-plan-designs.js';
import { seedDemoReportMonths } from './demo-reports.js';
import { SeedRepository } from './seed.repository.js';

/** Zip codes around University Circle, Cleveland, whose real providers get demo contracts. */
export const demoContractZips = ['44106', '44195'] as const;

/** The zip whose real providers get the demo provider-experience records. */
export const demoExperienceZip = '44106';

/** Demo provider-experience records: position in the NPI-ordered list of 44106 providers. */
const demoExperience = [
  { position: 5, recommendation: 'CAUTION' },
  { position: 11, recommendation: 'CAUTION' },
  { position: 17, recommendation: 'UNFRIENDLY' },
  { position: 23, recommendation: 'DELISTED' },
] as const;

function nameOf(row: {
  entity_type: string;
  organization_name: string | null;
  first_name: string | null;
  last_name: string | null;
}) {
  if (row.entity_type === '2') return row.organization_name;
  return [row.first_name, row.last_name].filter((part) => part !== null).join(' ');
}

/**
 * Seeds the synthetic demo data (README "Demo accounts"): the plans, one account per role, and on
 * real NPIs around 44106 partner-plan contracts and provider-experience records so that every
 * search label appears. Inserts only what is missing; safe at every start. Needs the provider
 * directory imported for the contracts and records, and says so when it is not.
 * `publishReports: false` leaves out publishing the report months (`seedDemoReportMonths`, about
 * 100 months, seconds of work), for a test that reads no report; every start publishes them.
 * `caseClockTimeZone` is the case clocks' time zone, whose months the reports count decided cases in.
 */
export async function seedDemoData(
  handle: DatabaseHandle,
  clock: Clock,
  options: { log: (line: string) => void; publishReports?: boolean; caseClockTimeZone?: string },
): Promise<void> {
  const repository = new SeedRepository(handle.db);
  const now = clock.now().toISOString();
  let plansAdded = 0;
  for (const plan of demoPlans) {
    const added = await repository.insertPlanIfMissing({
      id: plan.id,
      name: plan.name,
      display_medivi_message: plan.displayMediviMessage ? 1 : 0,
      medivi_message: plan.mediviMessage,
      created_at: now,
    });
    if (added) plansAdded += 1;
  }

  let usersAdded = 0;
  let passwordHash: string | undefined;
  for (const account of demoAccounts) {
    const email = demoEmail(account.login);
    if ((await repository.findUserId(email)) !== undefined) continue;
    passwordHash ??= await hashPassword(demoPassword);
    await repository.insertUser({
      id: randomUUID(),
      email,
      full_name: account.fullName,
      password_hash: passwordHash,
      access_level: account.accessLevel ?? null,
      member_id: account.memberId ?? null,
      is_password_expired: account.isPasswordExpired === true ? 1 : 0,
      is_deactivated: account.isDeactivated === true ? 1 : 0,
      now,
      roles: account.roles,
      planIds: account.planIds,
    });
    usersAdded += 1;
  }

  const npis = await repository.npisInZips(demoContractZips);
  const localNpis = await repository.npisInZips([demoExperienceZip]);
  if (npis.length === 0) {
    options.log(
      'demo seed: no providers around 44106 yet, so no demo contracts or provider-experience records',
    );
  }
  const experienceNpis = new Set(
    demoExperience.map((entry) => localNpis[entry.position]).filter((npi) => npi !== undefined),
  );
  const lakeshore = npis.filter((npi, index) => index % 4 === 0 && !experienceNpis.has(npi));
  const schools = npis.filter((npi, index) => index % 5 === 2 && !experienceNpis.has(npi));
  const contractsAdded =
    (await repository.insertContractsIfMissing('demo-plan-lakeshore', lakeshore)) +
    (await repository.insertContractsIfMissing('demo-plan-cuyahoga-schools', schools));

  const names = new Map((await repository.providerNames([...experienceNpis])).map((row) => [row.npi, row]));
  let experienceAdded = 0;
  for (const entry of demoExperience) {
    const npi = localNpis[entry.position];
    if (npi === undefined) continue;
    const provider = names.get(npi);
    const added = await repository.insertExperienceIfMissing({
      npi,
      provider_name: provider === undefined ? null : nameOf(provider),
      entity_type: provider?.entity_type ?? null,
      recommendation: entry.recommendation,
      external_notes: 'Synthetic demo record: says nothing about this real provider.',
      internal_notes: 'Created by the demo seed.',
      updated_at: now,
    });
    if (added) experienceAdded += 1;
  }
  if (contractsAdded + experienceAdded > 0) await repository.bumpProvidersVersion();
  options.log(
    `demo seed: ${String(plansAdded)} plans, ${String(usersAdded)} accounts, ${String(contractsAdded)} partner-plan contracts, ${String(experienceAdded)} provider-experience records added (synthetic)`,
  );
  await seedDemoEligibility(handle, clock, options);
  await seedDemoPlanDesigns(handle, clock, options);
  await seedDemoClaims(handle, clock, options);
  await seedDemoCases(handle, clock, options);
  if (options.publishReports !== false) await seedDemoReportMonths(handle, clock, options);
  await seedDemoBenchmarks(handle, clock, options);
  await seedDemoCostComparison(handle, clock, options);
}
