import {test, expect, gotoHydrated} from './fixtures';
import {readBuiltHtml} from '../lib/builtSite';

test('a crash while rendering shows "This page crashed." and "Try again" recovers', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors();
  await gotoHydrated(page, '/obs-utils/');
  // Make links in the next page's content throw while React commits them, as
  // a broken browser API would; the page's error boundary must catch it.
  await page.evaluate(() => {
    const proto = IntersectionObserver.prototype as IntersectionObserver & {__realObserve?: unknown};
    proto.__realObserve = proto.observe;
    proto.observe = function observe(this: IntersectionObserver, el: Element) {
      if (location.pathname.endsWith('/getting-started') && el.closest('article, .pagination-nav')) {
        throw new Error('Simulated rendering failure');
      }
      return (proto.__realObserve as IntersectionObserver['observe']).call(this, el);
    };
  });
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Getting started'}).click();
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await expect(page.locator('nav.navbar')).toBeVisible();
  await page.evaluate(() => {
    const proto = IntersectionObserver.prototype as IntersectionObserver & {__realObserve?: unknown};
    proto.observe = proto.__realObserve as IntersectionObserver['observe'];
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText('This page crashed.')).toBeHidden();
  await expect(page.locator('article h1')).toBeVisible();
});

test('a page chunk that fails to load logs a warning and reloads the page, which stays readable', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors();
  await gotoHydrated(page, '/obs-utils/');
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  // From now on every not-yet-loaded script chunk fails, as after a redeploy.
  await page.route('**/assets/js/*.js', (route) => route.abort());
  const reloaded = page.waitForEvent('load');
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Manual mode'}).click();
  await reloaded;
  expect(warnings.join('\n')).toMatch(/ChunkLoadError|Loading chunk/i);
  await expect(page).toHaveURL(/\/obs-utils\/manual-mode$/);
  // The statically rendered page is shown in full even without its scripts.
  await expect(page.locator('article h1')).toBeVisible();
});

test('a wrong base URL shows the base URL banner on the home page', async ({page, allowConsoleErrors}) => {
  allowConsoleErrors();
  const home = readBuiltHtml('/');
  // The site answers at /wrong-base/ but its scripts do not load from there.
  await page.route('**/wrong-base/', (route) => route.fulfill({body: home, contentType: 'text/html'}));
  await page.route(/\/assets\/(js|css)\//, (route) => route.abort());
  await page.goto('/wrong-base/');
  await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/wrong-base/');
});
