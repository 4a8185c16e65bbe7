import {test, expect, gotoHydrated} from './fixtures';
import {SPEC_ROUTES} from '../data/routes';
import {audit, violationsMessage} from '../lib/axe';

// The fixture fails the test on any console error or uncaught exception, so
// this also holds every route to a clean console once hydrated and settled.
// The same load runs axe in light mode (a11y.spec.ts covers dark mode).
test("every path of the site's route table is served with status 200, hydrates with a heading, settles with a clean console and has no accessibility violation", async ({
  page,
}) => {
  test.setTimeout(SPEC_ROUTES.length * 10_000);
  const violations: string[] = [];
  for (const route of SPEC_ROUTES) {
    const response = await page.goto(route.path);
    expect(response?.status(), route.path).toBe(200);
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/}).first()).toBeEnabled();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('heading', {level: 1}).first(), route.path).toBeVisible();
    await page.waitForLoadState('networkidle');
    violations.push(...(await audit(page, `light ${route.path}`)));
  }
  expect(violations.length, violationsMessage(violations)).toBe(0);
});

test('a page is served both with and without a trailing slash, without redirects', async ({request}) => {
  for (const path of ['/obs-utils/obs-remote', '/obs-utils/obs-remote/', '/obs-utils/', '/ethereal-plane/']) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(200);
  }
});

for (const path of ['/no-such-page', '/obs-utils/no/such/page', '/ethereal-plane/nope/deeper']) {
  test(`unknown path ${path} shows the Not-found page with status 404`, async ({
    page,
    consoleErrors,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    // Chromium reports the document's own 404 status; nothing else may fail.
    expect(consoleErrors).toEqual([expect.stringContaining('status of 404')]);
  });
}

test('the Not-found page also shows after client-side navigation to an unknown path', async ({page}) => {
  await gotoHydrated(page, '/obs-utils/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/obs-utils/missing-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});
