import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './support/api.js';
import {
  demoEmail,
  expectAccessible,
  expectNoSidewaysScroll,
  launchBrowser,
  newPage,
  phone,
  portalUrl,
  signIn,
} from './support/browser.js';
import { openCaseList } from './support/cases.js';
import { named, tabTo } from './support/keyboard.js';

/** Files an Access Issue for member@ himself through the API; answers its case number. */
async function fileAccessIssue(page: Page): Promise<string> {
  const reply = await page.request.post(portalUrl('/api/createCase'), {
    headers: await csrfHeaders(page),
    data: {
      recordType: 'AccessIssue',
      phone: '2165550100',
      email: demoEmail('member'),
      preferredMethodOfContact: 'Email',
      zip: '44106',
      newPatient: 'new',
      typeOfAccessIssue: 'Facility',
      patientSeenFor: 'general',
      reasonForAccessIssue: 'Patient tried to make appointment, was denied',
      description: {
        providerOfficeName: 'Synthetic Clock Clinic',
        providerPhone: '2165550111',
        providerStreet: '1 Main St',
        providerCity: 'Cleveland',
        providerState: 'OH',
        providerZip: '44106',
      },
    },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { CaseNumber: string }).CaseNumber;
}

/** The detail dialog of case `caseNumber`, opened from the list after searching for it. */
async function openCase(page: Page, caseNumber: string) {
  await page.getByRole('searchbox', { name: 'Search cases' }).fill(caseNumber);
  const button = page.getByRole('button', { name: `Case ${caseNumber} details` });
  await button.waitFor({ timeout: 10_000 });
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Case ${caseNumber}` });
  await dialog.waitFor();
  return dialog;
}

describe('case clocks: when a case is due, for members and staff (issue 35; docs/decisions/0117)', () => {
  let browser: Browser;
  let caseNumber = '';
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('member@ reads when we will answer his new case', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'member');
    caseNumber = await fileAccessIssue(page);
    await openCaseList(page);
    const dialog = await openCase(page, caseNumber);
    await dialog.getByText(/^We will answer by [A-Z][a-z]+ \d{1,2}, \d{4}\.$/).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Due' }).count()).toBe(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  it('admin@ filters by due, sorts by due, reads the clock and extends it with a reason', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await openCaseList(page, { heading: 'Cases' });
    const table = page.getByRole('table', { name: 'Cases' });
    await table.getByRole('columnheader', { name: 'Due' }).waitFor();

    // The filter goes to the server: each choice asks for the cases again (All is still held).
    for (const choice of ['overdue', 'due-soon']) {
      const asked = page.waitForResponse((r) => r.url().includes(`/api/getCases?due=${choice}`));
      await page.getByRole('combobox', { name: 'Due' }).selectOption(choice);
      expect((await asked).status()).toBe(200);
    }
    await page.getByRole('combobox', { name: 'Due' }).selectOption('All');
    await table.getByRole('button', { name: 'Due' }).click();
    await expectAccessible(page);

    const dialog = await openCase(page, caseNumber);
    const clock = dialog.getByRole('region', { name: 'Case clock' });
    await clock
      .getByText(
        "The plan's service levels for Access Issue, in business days: first response 1, resolution 5, extension 3.",
      )
      .waitFor();
    await clock.getByText(/^First response due /).waitFor();
    const extend = clock.getByRole('button', { name: 'Extend due date' });
    await extend.click();
    await clock.getByText(/Say why the case needs more time/).waitFor();
    await clock
      .getByRole('textbox', { name: /Reason for more time/ })
      .fill('The clinic has not answered our call yet.');
    await extend.click();
    await clock.getByText('Due date extended.').waitFor();
    await clock
      .getByRole('list', { name: 'Clock history' })
      .getByText(/Extended \(The clinic has not answered our call yet\.\)/)
      .waitFor();
    await expect.poll(() => clock.getByRole('button', { name: 'Extend due date' }).count()).toBe(0);
    await expectAccessible(page);

    // Asking for documents stops the clock: the list says Paused.
    await dialog.getByRole('combobox', { name: 'New status' }).selectOption('Processing');
    await dialog.getByRole('combobox', { name: /Status detail/ }).selectOption('AwaitingDocuments');
    await dialog.getByRole('button', { name: 'SAVE STATUS' }).click();
    await dialog.getByText('Status saved.').waitFor();
    await clock.getByText('Paused').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await table.getByRole('row').filter({ hasText: caseNumber }).getByText('Paused').waitFor();
    await context.close();
  });

  it('member@ is told we wait for his documents, in the bell and the case', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'member');
    await openCaseList(page);
    const dialog = await openCase(page, caseNumber);
    await dialog.getByText(/^We are waiting for documents from you\./).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto(portalUrl('/notifications'));
    await page
      .getByText(
        new RegExp(
          `We need documents from you to decide Access Issue case ${caseNumber}\\. Please send them by`,
        ),
      )
      .first()
      .waitFor();
    await context.close();
  });

  it('works on a 390-px phone and with the keyboard alone', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'admin');
    await page.goto(portalUrl('/my-cases'));
    // On a phone the cases are cards, in a list of the same name.
    await page.getByRole('list', { name: 'Cases' }).getByText('Paused').first().waitFor();
    await expectNoSidewaysScroll(page);
    await tabTo(page, named('Due'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => page.getByRole('combobox', { name: 'Due' }).inputValue()).not.toBe('All');
    await expectAccessible(page);
    await context.close();
  });
});
