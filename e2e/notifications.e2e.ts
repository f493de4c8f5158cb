import type { Browser, BrowserContext, Locator, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchLanguage } from './support/accounts.js';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  launchBrowser,
  newPage,
  phone,
  portalUrl,
  signIn,
} from './support/browser.js';

/**
 * The member of this journey: `member2` (synthetic), whose one demo case (a Balance Bill on two
 * synthetic claims of a real Cleveland hospital, seed/demo-claims.ts) no other journey reads or
 * changes. Staff are `admin`.
 */
const memberLogin = 'member2';
const demoProvider = 'University Hospitals Ahuja Medical Center';
/** How long a live notification may take to show once staff saved, ms (issue 5: "within a second"). */
const liveWithinMs = 1_000;

/** The bell; the open panel hides the rest of the page from assistive technology, so include hidden. */
const bellOf = (page: Page): Locator =>
  page.getByRole('button', { name: /^Notifica(tions|ciones)/, includeHidden: true });
const panelOf = (page: Page): Locator => page.getByRole('dialog', { name: 'Notifications panel' });

/** The unread count the bell announces ('Notifications, 2 unread'; 0 without a count). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await bellOf(page).getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(label);
  return match === null ? 0 : Number(match[1]);
}

async function waitForUnread(page: Page, count: number, timeout = 5_000): Promise<void> {
  const name = count === 0 ? 'Notifications' : `Notifications, ${String(count)} unread`;
  await page.getByRole('button', { name, exact: true, includeHidden: true }).waitFor({ timeout });
}

/**
 * Staff open the case in the case list's detail modal and save a new status (issue 4).
 * @returns When the save was confirmed, ms since the epoch.
 */
async function changeStatus(
  staff: Page,
  caseNumber: string,
  status: 'Closed' | 'Processing',
  detailIndex: number,
): Promise<number> {
  await staff.goto(portalUrl('/my-cases'));
  await staff.getByRole('searchbox', { name: 'Search cases' }).fill(caseNumber);
  const row = staff.getByRole('button', { name: `Case ${caseNumber} details` });
  await row.waitFor({ timeout: 10_000 });
  await row.click();
  const detail = staff.getByRole('dialog', { name: `Case ${caseNumber}` });
  await detail.getByRole('combobox', { name: 'New status' }).selectOption(status);
  await detail.getByRole('combobox', { name: 'Status detail' }).selectOption({ index: detailIndex });
  await detail.getByRole('button', { name: 'SAVE STATUS' }).click();
  await detail.getByText('Status saved.').waitFor();
  const savedAt = Date.now();
  await detail.getByRole('button', { name: 'Close' }).click();
  return savedAt;
}

/**
 * Cuts the member's notification sockets on demand. Chromium's offline mode blocks new requests
 * but leaves an open WebSocket alone, so the journey routes the socket through Playwright: while
 * "down", the open sockets are closed (as a dropped network would) and new ones are refused.
 */
class SocketCutter {
  private readonly open = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  isDown = false;

  async attach(page: Page): Promise<void> {
    await page.routeWebSocket(/\/ws\/notifications$/, (ws) => {
      if (this.isDown) {
        void ws.close({ code: 1012, reason: 'network down (journey)' });
        return;
      }
      const pair = { page: ws, server: ws.connectToServer() };
      this.open.add(pair);
      ws.onClose(() => this.open.delete(pair));
    });
  }

  async cut(): Promise<void> {
    this.isDown = true;
    for (const pair of this.open) {
      await pair.server.close();
      await pair.page.close({ code: 1012, reason: 'network down (journey)' });
    }
    this.open.clear();
  }
}

describe('live notifications: staff change a case, the signed-in member sees it at once', () => {
  let browser: Browser;
  let member: { context: BrowserContext; page: Page };
  let staff: { context: BrowserContext; page: Page };
  let caseNumber = '';
  const cutter = new SocketCutter();

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await newPage(browser);
    await cutter.attach(member.page);
    staff = await newPage(browser);
    await signIn(staff.page, 'admin');
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the bell on /my-cases and a live panel, accessible', async () => {
    const { page } = member;
    await signIn(page, memberLogin);
    await page.goto(portalUrl('/my-cases'));
    const row = page.getByRole('table', { name: 'Cases' }).getByRole('row').filter({ hasText: demoProvider });
    await row.waitFor();
    caseNumber = /CS-\d{6}/.exec(await row.innerText())?.[0] ?? '';
    expect(caseNumber).not.toBe('');
    await bellOf(page).click();
    const panel = panelOf(page);
    await panel.getByRole('heading', { name: 'Notifications' }).waitFor();
    await panel.getByRole('status').filter({ hasText: 'Live' }).waitFor({ timeout: 10_000 });
    await panel.getByRole('tab', { name: /^All \(\d+\)$/ }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  });

  it('updates the badge and the panel without a reload when staff close his case', async () => {
    const { page } = member;
    const before = await unreadCount(page);
    await page.evaluate('window.__journeyMarker = "no reload"');
    const savedAt = await changeStatus(staff.page, caseNumber, 'Closed', 1);
    await waitForUnread(page, before + 1, 10_000);
    expect(Date.now() - savedAt).toBeLessThan(liveWithinMs);
    expect(await page.evaluate('window.__journeyMarker')).toBe('no reload');
    expect(new URL(page.url()).pathname).toBe('/my-cases');

    await bellOf(page).click();
    const panel = panelOf(page);
    const newest = panel.getByRole('listitem').first();
    await newest.getByText(`Case ${caseNumber} is Closed`).waitFor();
    expect(await newest.getAttribute('data-unread')).toBe('true');
    await newest.getByText(`Case ${caseNumber} · Closed · Resolved`).waitFor();
    await expectAccessible(page);
  });

  it('opens the case from the notification: read, panel closed, its detail modal accessible', async () => {
    const { page } = member;
    const panel = panelOf(page);
    const before = await unreadCount(page);
    const item = panel.getByRole('listitem').filter({ hasText: `Case ${caseNumber} is Closed` });
    await item.getByRole('link', { name: `Open case ${caseNumber}` }).click();
    await panel.waitFor({ state: 'hidden' });
    const detail = page.getByRole('dialog', { name: `Case ${caseNumber}` });
    await detail.getByText(demoProvider).waitFor();
    // The keyboard lands in the modal, not on the bell the panel closed from.
    await page.waitForFunction(
      `document.activeElement?.closest('[role="dialog"]')?.textContent?.includes('Case ${caseNumber}') === true`,
      undefined,
      { timeout: 2_000 },
    );
    expect(new URL(page.url()).searchParams.get('case')).not.toBeNull();
    await waitForUnread(page, before - 1);
    expect(await page.evaluate('window.__journeyMarker')).toBe('no reload');
    await expectAccessible(page);
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
  });

  it('marks it unread and read again, then deletes it', async () => {
    const { page } = member;
    await bellOf(page).click();
    const panel = panelOf(page);
    const before = await unreadCount(page);
    const item = panel.getByRole('listitem').filter({ hasText: `Case ${caseNumber} is Closed` });
    expect(await item.getAttribute('data-unread')).toBe('false');
    await item.getByRole('button', { name: 'Mark as unread' }).click();
    await waitForUnread(page, before + 1);
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await waitForUnread(page, before);
    expect(await item.getAttribute('data-unread')).toBe('false');
    const tab = panel.getByRole('tab', { name: /^All \(\d+\)$/ });
    const total = Number(/\((\d+)\)/.exec((await tab.innerText()).trim())?.[1]);
    await item.getByRole('button', { name: 'Delete' }).click();
    await item.waitFor({ state: 'detached' });
    await panel.getByRole('tab', { name: `All (${String(total - 1)})` }).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  });

  it('catches up after being offline: a change made meanwhile shows on return, without a reload', async () => {
    const { context, page } = member;
    const before = await unreadCount(page);
    await bellOf(page).click();
    const panel = panelOf(page);
    const state = panel.getByRole('status');
    await state.filter({ hasText: 'Live' }).waitFor();
    await context.setOffline(true);
    await cutter.cut();
    await state.filter({ hasText: 'Reconnecting…' }).waitFor();
    await changeStatus(staff.page, caseNumber, 'Processing', 1);
    // The change is announced while the member cannot hear it.
    await page.waitForTimeout(1_000);
    expect(await unreadCount(page)).toBe(before);
    cutter.isDown = false;
    await context.setOffline(false);
    await waitForUnread(page, before + 1, 20_000);
    await state.filter({ hasText: 'Live' }).waitFor();
    expect(await page.evaluate('window.__journeyMarker')).toBe('no reload');
    await panel.getByRole('listitem').first().getByText(`Case ${caseNumber} is Processing`).waitFor();
  });

  it('opens /notifications from the panel, accessible, and disables notifications there', async () => {
    const { page } = member;
    await panelOf(page).getByRole('link', { name: 'See all notifications' }).click();
    await page.waitForURL(/\/notifications$/);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await main.getByText(`Case ${caseNumber} is Processing`).waitFor();
    await expectAccessible(page);

    await main.getByRole('button', { name: 'Notification options' }).click();
    await page.getByRole('menuitem', { name: 'Disable Notifications' }).click();
    await main.getByText('Notifications Disabled').waitFor();
    await main.getByText('You have disabled your notifications.').waitFor();
    await main.getByText('Turn them on to see any updates.').waitFor();
    await waitForUnread(page, 0);
    await expectAccessible(page);
    await main.getByRole('button', { name: 'Notification options' }).click();
    await page.getByRole('menuitem', { name: 'Enable Notifications' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('shows /notifications and the panel in Spanish, on a phone too, accessible (issue 37)', async () => {
    const { page } = member;
    await switchLanguage(page, 'es');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Notificaciones' }).waitFor();
    await main.getByText('Notificaciones desactivadas').waitFor();
    await main.getByRole('button', { name: 'Opciones de notificaciones' }).click();
    await page.getByRole('menuitem', { name: 'Activar notificaciones' }).click();
    await main.getByRole('tab', { name: /^Todas \(\d+\)$/ }).waitFor();
    const item = main.getByRole('listitem').filter({ hasText: `Case ${caseNumber} is Processing` });
    await item.getByRole('link', { name: `Abrir el caso ${caseNumber}` }).waitFor();
    await item.getByRole('button', { name: 'Eliminar' }).waitFor();
    const labels = await Promise.all(
      (await main.locator('[aria-label]').all()).map(async (labelled) => labelled.getAttribute('aria-label')),
    );
    const shown = [await main.innerText(), ...labels].join('\n');
    for (const english of [
      'Notification options',
      'All (',
      'Others (',
      'Mark as',
      'Delete',
      'Open case',
      'Live',
    ]) {
      expect(shown).not.toContain(english);
    }
    await expectAccessible(page);

    await page.setViewportSize(phone.viewport);
    // The header and the page take their phone layout a few frames after the resize (media
    // queries): the check waits for that layout (its menu button), then holds it to the viewport.
    await page.getByRole('button', { name: 'Abrir la navegación' }).waitFor();
    await expectNoSidewaysScroll(page);
    await bellOf(page).click();
    const panel = page.getByRole('dialog', { name: 'Panel de notificaciones' });
    await panel.getByRole('link', { name: 'Ver todas las notificaciones' }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
    await switchLanguage(page, 'en');
  });
});
