import {test as base, expect, type Page} from '@playwright/test';
import {waitForHydration} from '../lib/hydration';

/** What the page of one test logged as errors, and whether the test expects some. */
interface ConsoleLog {
  errors: string[];
  allowed: boolean;
}

/**
 * `test` whose `page` reports every console error and uncaught page error:
 * a test that uses `page` and did not opt out fails if any occurred. Tests
 * that provoke errors on purpose call `allowConsoleErrors()`; `consoleErrors`
 * lists what was collected. A test that asks for no `page` (one that reads
 * build files or sends requests) gets none, and no browser context either.
 */
export const test = base.extend<{
  consoleLog: ConsoleLog;
  consoleErrors: string[];
  allowConsoleErrors: () => void;
}>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  consoleLog: async ({}, use) => {
    await use({errors: [], allowed: false});
  },
  page: async ({page, consoleLog}, use, testInfo) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleLog.errors.push(msg.text());
    });
    page.on('pageerror', (err) => consoleLog.errors.push(err.message));
    await use(page);
    if (!consoleLog.allowed && testInfo.status === 'passed') {
      expect(consoleLog.errors, 'console errors during the test').toEqual([]);
    }
  },
  consoleErrors: async ({page, consoleLog}, use) => {
    void page;
    await use(consoleLog.errors);
  },
  allowConsoleErrors: async ({consoleLog}, use) => {
    await use(() => {
      consoleLog.allowed = true;
    });
  },
});

export {expect};

/**
 * Opens a page and waits until React has hydrated it and run its effects, so
 * clicks reach React handlers and listeners are in place.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Opens search with Ctrl+K, as a reader would, and waits for the DocSearch
 * modal: the shortcut first opens the stand-in (src/search/early/), which
 * hands over to the modal once its code is there. Pressed again while
 * either is open, the shortcut would close search, so it is pressed only
 * when neither is.
 */
export async function openSearchModal(page: Page): Promise<void> {
  const modal = page.locator('.DocSearch-Modal');
  const standIn = page.locator('.vm-standin:not([hidden])');
  if (!(await modal.isVisible()) && !(await standIn.isVisible())) await page.keyboard.press('Control+k');
  await expect(modal).toBeVisible({timeout: 10_000});
}

/**
 * Opens search, types `query`, follows the first hit with Enter and waits
 * until the hit's page has been drawn and, if the navbar was drawn anew with
 * it, until the new search bar has registered with the page's early search
 * script (src/search/early/earlySearch.ts `host`), so what the test does
 * next meets the new page. (A reader need not wait: search.spec.ts "instant
 * and never lost" presses Ctrl+K before the new page is drawn.)
 */
export async function chooseFirstHit(page: Page, query: string): Promise<void> {
  await openSearchModal(page);
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
  // The hits of the whole index, not a first answer from its titles and headings alone.
  await expect(page.locator('.vm-search-box[data-search-partial]')).toHaveCount(0);
  const selected = page.locator('.DocSearch-Hit a[aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  const url = new URL((await selected.getAttribute('href'))!, page.url());
  const samePage = url.pathname === new URL(page.url()).pathname;
  // The page the hit is chosen on: its title, search button and search bar.
  const oldTitle = await page.title();
  const oldButton = await page.locator('.DocSearch-Button').first().elementHandle();
  await page.evaluate(() => {
    (window as TestWindow).__oldSearchHost = window.__vmSearch?.host;
  });
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  await expect(page).toHaveURL(url.href);
  if (!samePage) {
    // The address changes at once; Docusaurus draws the new page once its
    // chunks are in, and then sets its title. If the navbar was drawn anew,
    // the old search button is gone by then and the new search bar registers.
    await page.waitForFunction(
      ([button, title]) => {
        if (document.title === title) return false;
        const host = window.__vmSearch?.host;
        return button?.isConnected
          ? host !== undefined
          : host !== undefined && host !== (window as TestWindow).__oldSearchHost;
      },
      [oldButton, oldTitle] as const,
    );
  }
  await oldButton?.dispose();
}

type TestWindow = Window & {__oldSearchHost?: unknown};
