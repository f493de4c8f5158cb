import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, signIn } from './support/browser.js';
import { confirmSubmitted, fillProviderAddress, openCaseList, startCase } from './support/cases.js';
import { tinyPdf } from './support/files.js';

/** A synthetic patient to search for: what is typed, and the member ID and group# found. */
interface SearchPatient {
  id: string;
  name: string;
  dateOfBirth: string;
  memberId: string;
  group: string;
}
/** A synthetic demo member of the Lakeshore plan, which both client accounts are linked to. */
const patient: SearchPatient = {
  id: 'demo400004',
  name: 'Taylor Synth-Register',
  dateOfBirth: '07/04/1990',
  memberId: 'DEMO400004',
  group: 'LAKESHORE01',
};
const patientName = 'TAYLOR SYNTH-REGISTER';
/** A synthetic demo member of the schools plan: the client holds it, the viewer does not. */
const schoolsPatient: SearchPatient = {
  id: 'demo400005',
  name: 'Alex Synth-Newmember',
  dateOfBirth: '11/02/1978',
  memberId: 'DEMO400005',
  group: 'CUYSCH02',
};
const schoolsPatientName = 'ALEX SYNTH-NEWMEMBER';
const lakeshorePlan = 'Lakeshore Manufacturing Health Plan (synthetic demo)';
const schoolsPlan = 'Cuyahoga Schools Employee Plan (synthetic demo)';

/**
 * Fills the client-mode first step: submitter, patient search for `who`, contact fields (and the
 * patient type of an Access Issue); then NEXT.
 */
async function fillClientStep(
  page: Page,
  who: SearchPatient = patient,
  options: { accessIssue?: boolean } = {},
): Promise<void> {
  await page.getByRole('form', { name: 'Patient information' }).waitFor();
  await page.getByText('Enter Patient ID, Patient Name, and Date of Birth then click Search').waitFor();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: /^First Name/ }).fill('Morgan');
  await page.getByRole('textbox', { name: /^Last Name/ }).fill('Demo-Client');
  await page.getByRole('textbox', { name: /^Company Name/ }).fill('Synthetic Lakeshore HR');
  await page.getByRole('textbox', { name: /^Submitter Phone/ }).fill('2165550111');
  await page.getByRole('textbox', { name: /^Submitter Email/ }).fill('hr@example.test');
  const search = page.getByRole('button', { name: 'Search' });
  expect(await search.isDisabled()).toBe(true);
  await page.getByRole('textbox', { name: /^Patient ID/ }).fill(who.id);
  await page.getByRole('textbox', { name: /^Patient Name/ }).fill(who.name);
  await page.getByRole('textbox', { name: /^Date of Birth/ }).fill(who.dateOfBirth);
  await search.click();
  const memberId = page.getByRole('textbox', { name: 'Member ID', exact: true });
  await memberId.waitFor();
  expect(await memberId.inputValue()).toBe(who.memberId);
  expect(await page.getByRole('textbox', { name: 'Group#' }).inputValue()).toBe(who.group);
  if (options.accessIssue === true) await page.getByRole('radio', { name: 'Existing Patient' }).check();
  await page.getByRole('textbox', { name: /^Phone/ }).fill('2165550123');
  await page.getByRole('textbox', { name: /^Email/ }).fill('taylor@example.test');
  await page.getByRole('textbox', { name: /^Address/ }).fill('100 Synthetic Way');
  await page.getByRole('textbox', { name: /^City/ }).fill('Cleveland');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('OH');
  await page.getByRole('textbox', { name: /^Zip/ }).fill('44106');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'NEXT' }).click();
}

describe('client cases: file every client type for members of his plans, list by plan, view only', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('files an Appeal with a PDF and a Balance Bill, then finds both under his plan', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client');
    await openCaseList(page, { heading: 'Cases' });
    await expectAccessible(page);
    expect(await page.getByRole('button', { name: 'Call Ahead' }).isVisible()).toBe(true);

    // Appeal: physician, Health Plan Information (plan and group from the patient found) and a document.
    await startCase(page, 'Appeal');
    await fillClientStep(page);
    await page.waitForURL(/\/provider-detail$/);
    await page.getByRole('form', { name: 'Provider information' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Group #/ }).inputValue()).toBe('LAKESHORE01');
    await page.getByRole('textbox', { name: /^Doctor\/Physician Name/ }).fill('Dr. Synthetic Rivera');
    await page.getByRole('textbox', { name: /^TPA Name/ }).fill('Synthetic TPA');
    // The appeal's urgency sets its legal clock (issue 35): post-service unless chosen.
    expect(await page.getByRole('radio', { name: /^Post-service/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: /^Pre-service/ }).check();
    const addCase = page.getByRole('button', { name: 'ADD CASE' });
    expect(await addCase.isDisabled()).toBe(true);
    await page.locator('input[type=file]').setInputFiles({
      name: 'appeal-letter.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await page.getByText('appeal-letter.pdf').waitFor();
    await expect.poll(() => addCase.isEnabled()).toBe(true);
    await expectAccessible(page);
    await addCase.click();
    await confirmSubmitted(page);

    // Balance Bill: the upload screen names the client mailbox and needs the TPA name.
    await startCase(page, 'Balance Bill');
    await fillClientStep(page);
    await page.waitForURL(/\/upload-file$/);
    await page.getByText('client-support@medivi.test').waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'balance-bill.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await page.getByText('balance-bill.pdf').waitFor();
    const submit = page.getByRole('button', { name: 'SUBMIT' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: /^TPA Name/ }).fill('Synthetic TPA');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await expectAccessible(page);
    await submit.click();
    await confirmSubmitted(page);

    // The list by plan: both cases under Lakeshore, none of them under the schools plan.
    const table = page.getByRole('table', { name: 'Cases' });
    await page.getByRole('combobox', { name: 'Plan' }).selectOption({ label: lakeshorePlan });
    const taylorRows = table.getByRole('row').filter({ hasText: patientName });
    await expect.poll(() => taylorRows.count(), { timeout: 10_000 }).toBe(2);
    expect(await taylorRows.filter({ hasText: 'Appeal' }).count()).toBe(1);
    expect(await taylorRows.filter({ hasText: 'Balance Bill' }).count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('combobox', { name: 'Plan' }).selectOption({ label: schoolsPlan });
    await expect.poll(() => taylorRows.count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('combobox', { name: 'Plan' }).selectOption({ label: 'All Plans' });
    await expect.poll(() => taylorRows.count(), { timeout: 10_000 }).toBe(2);

    // The Appeal's detail lists its document.
    await taylorRows
      .filter({ hasText: 'Appeal' })
      .getByRole('button', { name: /^Case .* details$/ })
      .click();
    const detail = page.getByRole('dialog', { name: /^Case / });
    await detail.getByRole('link', { name: 'appeal-letter.pdf' }).waitFor();
    await expectAccessible(page);
    await detail.getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  it('files an Access Issue and a Call Ahead for a member of his other plan, found under that plan only', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client');
    await openCaseList(page, { heading: 'Cases' });

    // Access Issue: patient type on the first step; type, care, reason, provider address and the
    // Health Plan Information (plan and group from the patient found) on the provider form.
    await startCase(page, 'Access Issue');
    await fillClientStep(page, schoolsPatient, { accessIssue: true });
    await page.waitForURL(/\/provider-detail$/);
    await page.getByRole('form', { name: 'Provider information' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Group #/ }).inputValue()).toBe('CUYSCH02');
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Provider (Hospital)' }).check();
    await page.getByRole('radio', { name: 'General Care' }).check();
    await page.getByRole('checkbox', { name: 'Patient tried to make appointment, was denied' }).check();
    await fillProviderAddress(page, 'Synthetic Schools Hospital');
    await page.getByRole('textbox', { name: /Scheduled Date of Service/ }).pressSequentially('12012026');
    const accessIssueAdd = page.getByRole('button', { name: 'ADD CASE' });
    expect(await accessIssueAdd.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: /^TPA Name/ }).fill('Synthetic TPA');
    await expect.poll(() => accessIssueAdd.isEnabled()).toBe(true);
    await expectAccessible(page);
    await accessIssueAdd.click();
    await confirmSubmitted(page);

    // Call Ahead from its button: the physician and the TPA name complete the provider form.
    await page.getByRole('button', { name: 'Call Ahead' }).click();
    await page.waitForURL(/\/member-detail\?param=CallAhead$/);
    await fillClientStep(page, schoolsPatient);
    await page.waitForURL(/\/provider-detail$/);
    await page.getByRole('form', { name: 'Provider information' }).waitFor();
    await fillProviderAddress(page, 'Synthetic Schools Pediatrics');
    await page.getByRole('textbox', { name: /^TPA Name/ }).fill('Synthetic TPA');
    const callAheadAdd = page.getByRole('button', { name: 'ADD CASE' });
    expect(await callAheadAdd.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: /^Doctor\/Physician Name/ }).fill('Dr. Synthetic Okafor');
    await expect.poll(() => callAheadAdd.isEnabled()).toBe(true);
    await expectAccessible(page);
    await callAheadAdd.click();
    await confirmSubmitted(page);

    // Both under the schools plan, none under Lakeshore.
    const table = page.getByRole('table', { name: 'Cases' });
    const alexRows = table.getByRole('row').filter({ hasText: schoolsPatientName });
    await page.getByRole('combobox', { name: 'Plan' }).selectOption({ label: schoolsPlan });
    await expect.poll(() => alexRows.count(), { timeout: 10_000 }).toBe(2);
    expect(await alexRows.filter({ hasText: 'Access Issue' }).count()).toBe(1);
    expect(await alexRows.filter({ hasText: 'Call Ahead' }).count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('combobox', { name: 'Plan' }).selectOption({ label: lakeshorePlan });
    await expect.poll(() => alexRows.count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it('shows the client viewer the cases of his plan without the submit buttons', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client-viewer');
    await openCaseList(page, { heading: 'Cases' });
    const table = page.getByRole('table', { name: 'Cases' });
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: patientName }).count(), { timeout: 10_000 })
      .toBe(2);
    expect(await table.getByRole('row').filter({ hasText: schoolsPatientName }).count()).toBe(0);
    expect(await table.getByRole('columnheader', { name: 'Member ID' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Submit a Case' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Call Ahead' }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
