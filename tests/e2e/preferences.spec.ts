import type {Page} from '@playwright/test';
import {themes} from 'prism-react-renderer';
import {test, expect, gotoHydrated} from './fixtures';
import {PREVIOUS_ANNOUNCEMENT_BAR_ID} from '../../src/constants';
import {ANNOUNCEMENT_BAR_ID, CURRENT_RELEASES} from '../../src/releaseHistory';

const html = (page: import('@playwright/test').Page) => page.locator('html');
const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

test.describe('colour mode', () => {
  test('is light on a first visit from a device without a dark preference', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('follows a dark system preference on a first visit', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    await context.close();
  });

  test('the toggle cycles light, dark, then system', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'light');
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'dark');
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    // System follows the device, which is dark in this context.
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('system mode reacts when the device preference changes', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('the choice is persisted across reloads', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/obs-utils/');
    await toggle(page).click(); // system -> light
    await toggle(page).click(); // light -> dark
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await gotoHydrated(page, '/ethereal-plane/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('the choice is synchronised across open tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({colorScheme: 'light'});
    await second.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(first, '/');
    await gotoHydrated(second, '/obs-utils/');
    await expect(html(second)).toHaveAttribute('data-theme', 'light');
    await toggle(first).click(); // system -> light
    await toggle(first).click(); // light -> dark
    await expect(html(first)).toHaveAttribute('data-theme', 'dark');
    await expect(html(second)).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('code colours', () => {
  // A page whose first code block has CSS tokens (selector, variable, number).
  const CODE_PAGE = '/obs-utils/obs-remote';
  const firstBlock = (page: Page) => page.locator('.theme-code-block').first();
  const firstToken = (page: Page) => firstBlock(page).locator('.token-line > span[style]').first();
  const background = (page: Page) =>
    firstBlock(page).evaluate((block) => block.style.getPropertyValue('--prism-background-color').toLowerCase());

  test('a reader in dark mode gets the dark colours once the page has hydrated', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, CODE_PAGE);
    await expect.poll(() => background(page)).toBe(themes.dracula.plain.backgroundColor!.toLowerCase());
    await expect(firstToken(page)).not.toHaveAttribute('style', /#00009f/i); // github's selector colour
    await context.close();
  });

  test('switching to dark mode after the page has loaded recolours the code', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, CODE_PAGE);
    expect(await background(page)).toBe(themes.github.plain.backgroundColor!.toLowerCase());
    await toggle(page).click(); // system -> light
    await toggle(page).click(); // light -> dark
    await expect.poll(() => background(page)).toBe(themes.dracula.plain.backgroundColor!.toLowerCase());
  });

  test('in light mode a page keeps the code elements the server wrote when it hydrates', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    // Hold on to the server's first line of code before any script runs on it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {serverLine?: Element | null}).serverLine = document.querySelector('.token-line');
      });
    });
    await gotoHydrated(page, CODE_PAGE);
    // Hydration is over; a remount would have replaced the line by now, or at the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const kept = await page.evaluate(() => {
      const line = (window as unknown as {serverLine?: Element | null}).serverLine;
      return Boolean(line?.isConnected && line === document.querySelector('.token-line'));
    });
    expect(kept).toBe(true);
  });
});

test.describe('announcement bar', () => {
  const bar = (page: import('@playwright/test').Page) =>
    page.getByRole('banner').filter({
      hasText: `OBS Utils ${CURRENT_RELEASES['obs-utils'].version} and Ethereal Plane ${CURRENT_RELEASES['ethereal-plane'].version}`,
    });

  test('is shown until dismissed, and stays dismissed after a reload', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();
    await gotoHydrated(page, '/obs-utils/');
    await expect(bar(page)).toBeHidden();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.id'),
        localStorage.getItem('docusaurus.announcement.dismiss'),
      ]),
    ).toEqual([ANNOUNCEMENT_BAR_ID, 'true']);
  });

  test('shows again to a reader who dismissed the previous announcement', async ({page}) => {
    await page.addInitScript((previousId) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.announcement.id', previousId);
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        sessionStorage.setItem('seeded', '1');
      }
    }, PREVIOUS_ANNOUNCEMENT_BAR_ID);
    await gotoHydrated(page, '/');
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });
});
