import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaptchaChallengeReply, RbpFormCaseBody } from '@medivi/domain';
import { buildApp } from '../../../app.js';
import { AltchaVerifier } from '../../../platform/captcha/altcha-verifier.js';
import { solveAltcha } from '../../../platform/captcha/solve-altcha.js';
import { ManualClock } from '../../../platform/clock.js';
import type { CaseTestApp } from '../../../testing/cases.js';
import { testSessionSecret } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import { testScanner } from '../../../testing/malware-scanner.js';

/**
 * A test app for the public form: its own attachment directory and an ALTCHA verifier with a
 * tiny proof of work, so tests solve challenges in milliseconds.
 */
export async function createRbpFormTestApp(): Promise<CaseTestApp> {
  const database = await createTestDatabase();
  const attachmentsDir = mkdtempSync(join(tmpdir(), 'medivi-rbp-test-'));
  const clock = new ManualClock(new Date());
  const app = await buildApp({
    handle: database.handle,
    sessionSecret: testSessionSecret,
    clock,
    logLevel: 'silent',
    scanner: testScanner(),
    attachmentsDir,
    captcha: new AltchaVerifier(database.handle.db, clock, {
      hmacKey: 'test-captcha-key-'.repeat(3),
      maxCounter: 200,
    }),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.handle.db,
    clock,
    attachmentsDir,
    close: async () => {
      await app.close();
      await database.dispose();
      rmSync(attachmentsDir, { recursive: true, force: true });
    },
  };
}

/** A fresh challenge from `GET /api/captcha/challenge`, solved as the widget would. */
export async function solvedToken(t: CaseTestApp, remoteAddress = '10.200.0.1'): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress });
  if (response.statusCode !== 200) throw new Error(`challenge: ${String(response.statusCode)}`);
  return solveAltcha(response.json<CaptchaChallengeReply>());
}

const submitter = {
  firstName: 'Sam',
  lastName: 'Submitter',
  companyName: 'Synthetic Benefits LLC',
  phoneNumber: '5550100100',
  emailAddress: 'sam.submitter@example.com',
};

const member = {
  memberId: 'SYN100200',
  firstName: 'Pat',
  lastName: 'Synthetic',
  dateOfBirth: '1980-04-12T00:00:00Z',
  phone: '5550100200',
  email: 'pat.synthetic@example.com',
  address: '1 Test Way',
  city: 'Cleveland',
  state: 'OH',
  zip: '44106',
  planname: 'Synthetic Plan',
  groupid: 'grp100',
  tpaName: 'Synthetic TPA',
  additionalComment: 'Synthetic test case.',
};

/** A valid public-form body of each type (synthetic data), without a token. */
export const validRbpBodies = {
  BalanceBill: { recordType: 'BalanceBill', submitterContactInfo: submitter, ...member },
  Appeal: { recordType: 'Appeal', submitterContactInfo: submitter, ...member },
  CallAhead: {
    recordType: 'CallAhead',
    submitterContactInfo: submitter,
    ...member,
    scheduledDateOfService: '2026-03-02T00:00:00Z',
    timeOfAppointment: '9:30 AM',
    description: {
      physicianName: 'Dr. Synthetic',
      providerOfficeName: 'Synthetic Clinic',
      providerPhone: '5550100300',
      providerCity: 'Akron',
      providerState: 'OH',
      providerZip: '44308',
    },
  },
  AccessIssue: {
    recordType: 'AccessIssue',
    submitterContactInfo: submitter,
    ...member,
    newPatient: true,
    typeOfAccessIssue: 'Facility',
    patientSeenFor: 'general',
    reasonForAccessIssue: 'Patient tried to make appointment, was denied',
    isReasonForAccessIssueOthers: false,
    scheduledDateOfService: '2026-03-02T00:00:00Z',
    timeOfAppointment: '2:00 PM',
    description: {
      FacilityName: 'Synthetic Hospital',
      BillingContact: 'Billing Office',
      providerAddress: '2 Test Way',
      providerCity: 'Akron',
      providerState: 'OH',
      providerZip: '44308',
      providerPhone: '5550100400',
    },
  },
} satisfies Record<string, RbpFormCaseBody>;
