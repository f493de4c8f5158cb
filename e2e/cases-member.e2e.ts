import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchLanguage } from './support/accounts.js';
import { csrfHeaders } from './support/api.js';
import { expectAccessible, launchBrowser, newPage, phone, portalUrl, signIn } from './support/browser.js';
import {
  confirmSubmitted,
  fillMemberStep,
  fillProviderAddress,
  openCaseList,
  startCase,
} from './support/cases.js';
import { tinyPdf } from './support/files.js';

/** Adds the demo member's synthetic child LEO as a dependent through the API (idempotent). */
async function addDemoDependent(page: Page): Promise<void> {
  const reply = await page.request.post(portalUrl('/api/add-dependent-member'), {
    headers: await csrfHeaders(page),
    data: {
      memberID: 'DEMO100001-03',
      groupID: 'LAKESHORE01',
      firstName: 'LEO',
      lastName: 'DEMO-MEMBER',
      dateOfBirth: '2019-09-23',
      zip: '44106',
    },
  });
  expect([200, 409]).toContain(reply.status());
}

describe('member cases: file, list, detail, and a staff status change', () => {
  let browser: Browser;
  let callAheadNumber = '';
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('files a Balance Bill with a PDF, an Access Issue and a Call Ahead for a dependent', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'member');
    await addDemoDependent(page);
    await openCaseList(page);
    await expectAccessible(page);

    // Balance Bill: the upload screen refuses other types and needs the EOB confirmation.
    await startCase(page, 'Balance Bill');
    await fillMemberStep(page);
    await page.waitForURL(/\/upload-file$/);
    await page.getByText('member-support@medivi.test').waitFor();
    const submit = page.getByRole('button', { name: 'SUBMIT' });
    const input = page.locator('input[type=file]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('synthetic'),
    });
    await page.getByText('Invalid file type. Please upload PNG, JPG, JPEG, PDF, DOC, or DOCX.').waitFor();
    await input.setInputFiles({ name: 'synthetic-bill.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await page.getByText('synthetic-bill.pdf').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: /compared the Explanation of Benefits/ }).check();
    await submit.click();
    await confirmSubmitted(page);

    // Access Issue: submitted from the provider form.
    await startCase(page, 'Access Issue');
    await page.getByRole('radio', { name: 'Existing Patient' }).check();
    await fillMemberStep(page);
    await page.waitForURL(/\/provider-detail$/);
    await page.getByRole('form', { name: 'Provider information' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Provider (Hospital)' }).check();
    await page.getByRole('radio', { name: 'General Care' }).check();
    await page.getByRole('checkbox', { name: 'Patient tried to make appointment, was denied' }).check();
    await fillProviderAddress(page, 'Synthetic General Hospital');
    await page.getByRole('textbox', { name: /Scheduled Date of Service/ }).pressSequentially('12012026');
    await page.getByRole('button', { name: 'ADD CASE' }).click();
    await confirmSubmitted(page);

    // Call Ahead for the dependent, from the Call Ahead button.
    await page.getByRole('button', { name: 'Call Ahead' }).click();
    await page.waitForURL(/\/member-detail\?param=CallAhead$/);
    await page.getByRole('radio', { name: 'Dependent' }).check();
    await page.getByRole('combobox', { name: /^Dependent/ }).selectOption({ label: 'LEO DEMO-MEMBER' });
    await page
      .getByRole('textbox', { name: 'Member ID' })
      .and(page.locator('[value="DEMO100001-03"]'))
      .waitFor();
    await fillMemberStep(page);
    await page.waitForURL(/\/provider-detail$/);
    const addCase = page.getByRole('button', { name: 'ADD CASE' });
    await fillProviderAddress(page, 'Synthetic Pediatrics Clinic');
    expect(await addCase.isDisabled()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: /Doctor\/Physician Name/ }).fill('Dr. Synthetic Rivera');
    await addCase.click();
    await confirmSubmitted(page);
    await context.close();
  });

  it('lists the cases with filters and paging and opens the detail', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'member');
    await openCaseList(page);
    const table = page.getByRole('table', { name: 'Cases' });
    await table.getByText('Call Ahead').first().waitFor();

    // Newest first: the Call Ahead filed last heads the list.
    const firstRow = table.getByRole('row').nth(1);
    expect(await firstRow.textContent()).toContain('Call Ahead');
    callAheadNumber = (await firstRow.getByRole('button').textContent()) ?? '';
    expect(callAheadNumber).not.toBe('');

    await page.getByRole('combobox', { name: 'Type' }).selectOption('AccessIssue');
    await table.getByRole('cell', { name: 'Call Ahead', exact: true }).first().waitFor({ state: 'detached' });
    await table.getByText('Synthetic General Hospital').waitFor();
    expect(await table.getByRole('cell', { name: 'Balance Bill', exact: true }).count()).toBe(0);
    expect(await table.getByRole('cell', { name: 'Access Issue', exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('All');
    await page.getByRole('searchbox', { name: 'Search cases' }).fill('Pediatrics');
    // The search applies after the 3 s debounce: then only the Call Ahead stays (plus the head row).
    await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await table.getByText('Synthetic Pediatrics Clinic').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();

    await page.getByRole('combobox', { name: /Rows per page/ }).selectOption('5');
    await table.getByRole('row').nth(5).waitFor();
    expect(await table.getByRole('row').count()).toBeLessThanOrEqual(6);
    const range = (await page.getByText(/^\d+–\d+ of \d+$/).textContent()) ?? '';
    const total = Number(range.split(' of ')[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    if (total > 5) {
      await page.getByRole('button', { name: /next page/i }).click();
      await page.getByText(new RegExp(`^6–\\d+ of ${String(total)}$`)).waitFor();
      await page.getByRole('button', { name: /previous page/i }).click();
    }
    await expectAccessible(page);

    await table.getByRole('button', { name: `Case ${callAheadNumber} details` }).click();
    const detail = page.getByRole('dialog', { name: `Case ${callAheadNumber}` });
    await detail.getByText('Opened').waitFor();
    await detail.getByText('Questions about this case?', { exact: false }).waitFor();
    expect(await detail.getByRole('button', { name: 'SAVE STATUS' }).count()).toBe(0);
    await expectAccessible(page);
    await detail.getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  it('lets staff close the case, and the member then sees Closed', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, 'admin');
    await openCaseList(admin.page);
    await admin.page.getByRole('searchbox', { name: 'Search cases' }).fill(callAheadNumber);
    const row = admin.page.getByRole('button', { name: `Case ${callAheadNumber} details` });
    await row.waitFor({ timeout: 10_000 });
    await expectAccessible(admin.page);
    await row.click();
    const detail = admin.page.getByRole('dialog', { name: `Case ${callAheadNumber}` });
    await detail.getByRole('combobox', { name: 'New status' }).selectOption('Closed');
    await expectAccessible(admin.page);
    await detail.getByRole('button', { name: 'SAVE STATUS' }).click();
    await detail.getByText('Status saved.').waitFor();
    await admin.context.close();

    const member = await newPage(browser);
    await signIn(member.page, 'member');
    await openCaseList(member.page);
    const closedRow = member.page
      .getByRole('table', { name: 'Cases' })
      .getByRole('row')
      .filter({ hasText: callAheadNumber });
    await closedRow.getByText('Closed').waitFor();
    await member.context.close();
  });

  it("lets a 'Limited Access' member file a Call Ahead for himself", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'member-limited');
    await openCaseList(page);
    await page.getByRole('button', { name: 'Call Ahead' }).click();
    await page.waitForURL(/\/member-detail\?param=CallAhead$/);
    await page.getByText('This case is filed for you, on your own member record.').waitFor();
    expect(await page.getByRole('radio', { name: 'Dependent' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Member ID' }).inputValue()).toBe('DEMO300003');
    await fillMemberStep(page);
    await page.waitForURL(/\/provider-detail$/);
    await fillProviderAddress(page, 'Synthetic Limited Clinic');
    await page.getByRole('textbox', { name: /Doctor\/Physician Name/ }).fill('Dr. Synthetic Lee');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'ADD CASE' }).click();
    await confirmSubmitted(page);
    const firstRow = page.getByRole('table', { name: 'Cases' }).getByRole('row').nth(1);
    await firstRow.getByText('Synthetic Limited Clinic').waitFor({ timeout: 10_000 });
    expect(await firstRow.textContent()).toContain('Call Ahead');
    await context.close();
  });

  it('files a Balance Bill and follows it in My Cases in Spanish on a phone, with no English of the area left (issue 37)', async () => {
    const { context, page } = await newPage(browser, phone);
    await signIn(page, 'member');
    await page.goto(portalUrl('/my-cases'));
    const main = page.getByRole('main');
    try {
      await switchLanguage(page, 'es');
      await main.getByRole('heading', { level: 1, name: 'Mis casos' }).waitFor();
      await main.getByRole('list', { name: 'Casos' }).waitFor();

      // Filing: the type, the member step, the upload step and the confirmation, in Spanish.
      await main.getByRole('button', { name: 'Presentar un caso' }).click();
      const choice = page.getByRole('dialog', { name: 'Presentar un caso' });
      expect(await choice.getByRole('radio', { name: 'Facturación de saldo' }).isChecked()).toBe(true);
      await expectAccessible(page);
      await choice.getByRole('button', { name: 'SIGUIENTE' }).click();
      await page.waitForURL(/\/member-detail\?param=BalanceBill$/);
      await main.getByRole('heading', { name: 'Facturación de saldo: Información del miembro' }).waitFor();
      await page.getByRole('form', { name: 'Información del miembro' }).waitFor();
      await main.getByText(/^Para continuar, complete: /).waitFor();
      await expectAccessible(page);
      await main.getByRole('radio', { name: 'Correo electrónico' }).check();
      await main.getByRole('textbox', { name: /^Teléfono/ }).fill('2165550123');
      await main.getByRole('textbox', { name: /^Código postal/ }).fill('44106');
      await main.getByRole('button', { name: 'SIGUIENTE' }).click();
      await page.waitForURL(/\/upload-file$/);
      await main.getByRole('heading', { name: 'Facturación de saldo: Subir documentos' }).waitFor();
      await page.locator('input[type=file]').setInputFiles({
        name: 'synthetic-bill.pdf',
        mimeType: 'application/pdf',
        buffer: tinyPdf(),
      });
      await main.getByText('synthetic-bill.pdf').waitFor();
      await expectAccessible(page);
      const uploadText = await main.innerText();
      for (const english of [
        'Upload Documents',
        'Drag and drop',
        'Choose files',
        'To continue',
        'BACK',
        'SUBMIT',
      ]) {
        expect(uploadText).not.toContain(english);
      }
      await main.getByRole('checkbox', { name: /^Comparé la explicación de beneficios \(EOB\)/ }).check();
      await main.getByRole('button', { name: 'ENVIAR' }).click();
      const submitted = page.getByRole('dialog', { name: 'Presentado', exact: true });
      await submitted.waitFor({ timeout: 45_000 });
      await submitted
        .getByText('Los casos nuevos aparecen en un plazo de 1 día hábil.', { exact: false })
        .waitFor();
      await expectAccessible(page);
      await submitted.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL(/\/my-cases$/);

      // My Cases: the new case heads the list, which reads Spanish, on a phone's cards.
      const list = main.getByRole('list', { name: 'Casos' });
      await list.getByRole('listitem').first().getByText('Facturación de saldo').waitFor();
      await main.getByText(/^\d+–\d+ de \d+$/).waitFor();
      const listText = await main.innerText();
      expect(listText).toContain('Número de caso');
      expect(listText).toContain('Filas por página:');
      // The area's English; provider, plan and member names are data and stay as they are.
      for (const english of [
        'My Cases',
        'Submit a Case',
        'Call Ahead',
        'Balance Bill',
        'Access Issue',
        'Case Number',
        'Created Date',
        'Status',
        'Provider/Hospital',
        'Search cases',
        'Rows per page',
        'Sort by',
        'Opened',
        'Processing',
        'No Cases Found',
      ]) {
        expect(listText).not.toContain(english);
      }
      await expectAccessible(page);

      await list
        .getByRole('button', { name: /^Detalles del caso / })
        .first()
        .click();
      const detail = page.getByRole('dialog', { name: /^Caso / });
      await detail.getByText('¿Tiene preguntas sobre este caso?', { exact: false }).waitFor();
      const detailText = await detail.innerText();
      expect(detailText).toContain('Facturación de saldo');
      for (const english of [
        'Status',
        'Type',
        'Created Date',
        'Questions about this case',
        'Documents',
        'Close',
      ]) {
        expect(detailText).not.toContain(english);
      }
      await expectAccessible(page);
      await detail.getByRole('button', { name: 'Cerrar' }).click();
    } finally {
      // Back to English on the account, so that the other journeys of this account read English.
      await switchLanguage(page, 'en');
      await context.close();
    }
  });
});
