import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './support/api.js';
import { expectAccessible, launchBrowser, newPage, portalUrl, signIn } from './support/browser.js';

/** A minimal PDF (synthetic). */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Fills the submitter, member and plan sections shared by every type (synthetic data). */
async function fillCommon(page: Page, memberId: string): Promise<void> {
  const contact = page.getByRole('region', { name: 'Submitter Contact Information' });
  await contact.getByLabel(/^First Name/).fill('Sam');
  await contact.getByLabel(/^Last Name/).fill('Submitter');
  await contact.getByLabel(/^Company Name/).fill('Synthetic Benefits LLC');
  await contact.getByLabel(/^Email/).fill('sam.submitter@example.com');
  await contact.getByLabel(/^Phone/).fill('5550100100');
  const member = page.getByRole('region', { name: 'Member Information' });
  await member.getByLabel(/^Member First Name/).fill('Pat');
  await member.getByLabel(/^Member Last Name/).fill('Synthetic');
  await member.getByLabel(/^Date of Birth/).fill('04/12/1980');
  await member.getByLabel(/^Member ID/).fill(memberId);
  await member.getByLabel(/^Member Email/).fill('pat.synthetic@example.com');
  await member.getByLabel(/^Member Phone/).fill('5550100200');
  await member.getByLabel(/^Mailing Address/).fill('1 Test Way');
  await member.getByLabel(/^City/).fill('Akron');
  await member.getByLabel(/^State/).selectOption('OH');
  await member.getByLabel(/^Zipcode/).fill('44308');
  const plan = page.getByRole('region', { name: 'Health Plan Information' });
  await plan.getByLabel(/^Plan\/Employer Name/).fill('Synthetic Plan');
  await plan.getByLabel(/^Group #/).fill('grp100');
  await plan.getByLabel(/^TPA Name/).fill('Synthetic TPA');
}

/** Solves the real ALTCHA widget (proof of work in the browser), submits, and continues. */
async function solveAndSubmit(page: Page): Promise<void> {
  // The filled form of this type, before the captcha (Submit still disabled).
  await expectAccessible(page);
  // The widget draws its own check mark over the checkbox and ticks it only once the proof of
  // work is done; the click starts the work.
  await page.getByRole('checkbox', { name: /not a robot/i }).click({ force: true });
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect.poll(() => submit.isEnabled(), { timeout: 60_000 }).toBe(true);
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Submitted' });
  await dialog.getByText('Thanks for submitting the case form.').waitFor();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Balance Bill Form' }).waitFor();
}

describe('public case form /rbp-form (cases spec §2, §4, §5 Public form)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('files a Balance Bill with a PDF, an Appeal with a file, an Access Issue and a Call Ahead; staff see them', async () => {
    const run = String(Date.now()).slice(-6);
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/rbp-form'));
    await page.getByRole('heading', { level: 1, name: 'RBP SUPPORT SERVICE FORMS' }).waitFor();
    await page.getByRole('heading', { name: 'Balance Bill Form' }).waitFor();
    await expectAccessible(page);

    // The upload code loads once the visitor starts or the area nears the screen (issue 39); its
    // place keeps the area's size meanwhile.
    const uploadArea = page.getByRole('group', { name: 'Upload Files' });
    expect(await page.locator('input[type=file]').count()).toBe(0);
    const heldHeight = (await uploadArea.boundingBox())?.height;
    await uploadArea.scrollIntoViewIfNeeded();
    await page.locator('input[type=file]').first().waitFor({ state: 'attached' });
    expect((await uploadArea.boundingBox())?.height).toBe(heldHeight);

    // Balance Bill with a PDF.
    await fillCommon(page, `BB${run}`);
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('list', { name: 'Files to upload' }).getByText('bill.pdf').waitFor();
    await solveAndSubmit(page);

    // Appeal with a file.
    await page.getByRole('radio', { name: /^Appeal/ }).click();
    await page.getByRole('heading', { name: 'Appeal Form' }).waitFor();
    await fillCommon(page, `AP${run}`);
    // How urgent the appeal is sets its legal clock (issue 35): pre-service, 30 days.
    await page.getByRole('radio', { name: 'Pre-service (care not yet given)' }).check();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'eob.pdf', mimeType: 'application/pdf', buffer: pdf });
    await solveAndSubmit(page);

    // Access Issue.
    await page.getByRole('radio', { name: /^Access Issue/ }).click();
    await page.getByRole('heading', { name: 'Access Issue Form' }).waitFor();
    await fillCommon(page, `AI${run}`);
    await page.getByRole('radio', { name: 'New Patient' }).check();
    await page.getByRole('radio', { name: 'Facility (Hospital)' }).check();
    await page.getByRole('radio', { name: 'General Care' }).check();
    await page.getByRole('checkbox', { name: 'Patient tried to make appointment, was denied' }).check();
    const provider = page.getByRole('region', { name: 'Provider Information' });
    await provider.getByLabel(/^Facility Name/).fill('Synthetic Hospital');
    await provider.getByLabel(/^Billing Contact/).fill('Billing Office');
    await provider.getByLabel(/^Provider Address/).fill('2 Test Way');
    await provider.getByLabel(/^City/).fill('Akron');
    await provider.getByLabel(/^State/).selectOption('OH');
    await provider.getByLabel(/^Zipcode/).fill('44308');
    await provider.getByLabel(/^Phone/).fill('5550100400');
    await provider.getByLabel(/^Date of Service/).fill('03/02/2026');
    await solveAndSubmit(page);

    // Call Ahead.
    await page.getByRole('radio', { name: /^Call Ahead/ }).click();
    await page.getByRole('heading', { name: 'Call Ahead Form' }).waitFor();
    await fillCommon(page, `CA${run}`);
    const callAhead = page.getByRole('region', { name: 'Provider Information' });
    await callAhead.getByLabel(/^Date of Service/).fill('03/02/2026');
    await callAhead.getByLabel(/^Physician Name/).fill('Dr. Synthetic');
    await callAhead.getByLabel(/^Office\/Clinic Name/).fill('Synthetic Clinic');
    await callAhead.getByLabel(/^Phone/).fill('5550100300');
    await callAhead.getByLabel(/^City/).fill('Akron');
    await callAhead.getByLabel(/^State/).selectOption('OH');
    await callAhead.getByLabel(/^Zipcode/).fill('44308');
    await solveAndSubmit(page);
    await context.close();

    // Staff see the four public cases, the Balance Bill and Appeal with their files.
    const staff = await newPage(browser);
    await signIn(staff.page, 'admin');
    const headers = await csrfHeaders(staff.page);
    const list = await staff.page.request.get(portalUrl('/api/getCases'), { headers });
    expect(list.status()).toBe(200);
    const cases = (await list.json()) as {
      records: {
        id: string;
        Member_ID__c: string | null;
        RecordType: { Name: string };
        clock: { appealUrgency: string | null; receivedAt: string; dueAt: string };
      }[];
    };
    const ours = cases.records.filter((c) => c.Member_ID__c?.endsWith(run) === true);
    expect(ours.map((c) => `${c.RecordType.Name}:${c.Member_ID__c ?? ''}`).sort()).toEqual(
      [`Access Issue:AI${run}`, `Appeal:AP${run}`, `Balance Bill:BB${run}`, `Call Ahead:CA${run}`].sort(),
    );
    const appeal = ours.find((c) => c.RecordType.Name === 'Appeal');
    expect(appeal?.clock.appealUrgency).toBe('pre-service');
    const days =
      (Date.parse(appeal?.clock.dueAt ?? '') - Date.parse(appeal?.clock.receivedAt ?? '')) / 86_400_000;
    expect(Math.floor(days)).toBe(30);
    const files: Record<string, string[]> = {};
    for (const found of ours) {
      const detail = await staff.page.request.get(portalUrl(`/api/case/${found.id}`), { headers });
      const { records } = (await detail.json()) as { records: { attachments: { fileName: string }[] }[] };
      files[found.RecordType.Name] = records[0]?.attachments.map((a) => a.fileName) ?? [];
    }
    expect(files).toEqual({
      'Balance Bill': ['bill.pdf'],
      Appeal: ['eob.pdf'],
      'Access Issue': [],
      'Call Ahead': [],
    });
    await staff.context.close();
  });
});
