/**
 * Accessibility: axe-core (tests/lib/axe.ts: WCAG 2.0 and 2.1 A/AA and
 * best-practice rules, nothing excluded) finds no violation, in both colour
 * modes chosen beforehand, in the states a reader opens on top of a page:
 * the mobile sidebar, the search modal (hits, few hits, no hits, recent
 * searches, favourites), the /search page with results, and the progress
 * bar of a slow page load. Every route, in both modes: routes.spec.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, openSearchModal, chooseFirstHit} from './fixtures';
import {audit, violationsMessage} from '../lib/axe';

const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];

/** Opens every page of the test in `mode`, as a reader who chose it before. */
async function useColorMode(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
}

async function gotoInMode(page: Page, path: string, mode: Mode): Promise<void> {
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

function expectNoViolations(found: string[]): void {
  expect(found.length, violationsMessage(found)).toBe(0);
}

test('the progress bar of a slow page load has no accessibility violation', async ({page}) => {
  await gotoHydrated(page, '/obs-utils/');
  // The next page's code arrives late, so the bar shows (after 200 ms) while it loads.
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Getting started'}).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  const found = await audit(page, 'page-load progress bar');
  await expect(page.locator('article h1')).toContainText('Install OBS Utils');
  expectNoViolations(found);
});

for (const mode of MODES) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      await useColorMode(page, mode);
    });

    test(`the open mobile sidebar has no accessibility violation in ${mode} mode`, async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await gotoInMode(page, '/obs-utils/getting-started', mode);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expect(page.locator('.navbar-sidebar .menu__link--active').first()).toBeVisible();
      expectNoViolations(await audit(page, `${mode} mobile sidebar`));
    });

    test(`the search modal, with hits, without, and with recent and favorite searches, has no accessibility violation in ${mode} mode`, async ({
      page,
    }) => {
      // Five audits and two followed hits.
      test.setTimeout(60_000);
      await gotoInMode(page, '/obs-utils/', mode);
      await openSearchModal(page);
      const input = page.locator('.DocSearch-Input');
      await input.fill('overlay');
      await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
      const found = await audit(page, `${mode} search modal with hits`);
      // Few hits: the "See all results" and questions links below them are on screen too.
      await input.fill('websocket');
      await expect(page.locator('.DocSearch-HitsFooter a').first()).toBeInViewport();
      await expect(page.locator('.DocSearch-HitsFooter a').last()).toBeInViewport();
      found.push(...(await audit(page, `${mode} search modal with few hits`)));
      await input.fill('zzyzx');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      found.push(...(await audit(page, `${mode} search modal without hits`)));
      // Two chosen hits become recent searches; one of them is then saved as a favorite.
      await page.keyboard.press('Escape');
      for (const query of ['director', 'poll tie']) await chooseFirstHit(page, query);
      await openSearchModal(page);
      const sources = page.locator('.DocSearch-Hit-source');
      await expect(sources).toHaveText([/^Recent/]);
      found.push(...(await audit(page, `${mode} search modal with recent searches`)));
      // The newest is the picked option; Ctrl+D saves it.
      await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ControlOrMeta+d');
      await expect(sources).toHaveText([/^Recent/, /^Favorite/]);
      found.push(...(await audit(page, `${mode} search modal with recent and favorite searches`)));
      expectNoViolations(found);
    });

    test(`the /search page with results has no accessibility violation in ${mode} mode`, async ({page}) => {
      await gotoInMode(page, '/search?q=overlay', mode);
      await expect(page.locator('main article .search-result-match').first()).toBeVisible();
      expectNoViolations(await audit(page, `${mode} /search?q=overlay`));
    });
  });
}
