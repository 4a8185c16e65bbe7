import {test, expect, gotoHydrated} from './fixtures';
import {ROUTE_WALK_MS_PER_ROUTE, ROUTE_WALK_PARTS, routeWalkPart} from '../data/routes';
import {audit, openEveryDetails, settleTransitions, violationsMessage} from '../lib/axe';
import {expectKeyFacts} from '../lib/readerContent';
import {recordVisit} from '../lib/firstVisit';
import {waitForHydration} from '../lib/hydration';
import {expectWithinBudgets} from '../lib/budgets';

// Each route's per-page checks, on one load with the cache off, so each
// load is a first visit: status, one visible h1, the key facts of
// tests/data/key-terms.*.json, axe in both colour modes (with every <details>
// open, such as a drawing's list of parts), and the first-visit byte budgets
// (tests/lib/budgets.ts). The page opens in light mode, as the site's
// default "system" mode shows it on a light system; the system then turns
// dark and the page follows without a reload, as it does for a reader.
// A choice of dark mode stored before the visit: a11y.spec.ts and
// preferences.spec.ts. The fixture fails the test on any console error or
// uncaught exception, so this also holds every route to a clean console once
// hydrated and settled. The walk is split into parts that run side by side.
for (let part = 0; part < ROUTE_WALK_PARTS; part += 1) {
  test(`every path of the site's route table is served with status 200, hydrates with one heading and its key facts, has no accessibility violation in light or dark mode, settles with a clean console and stays within the byte budgets (part ${part + 1} of ${ROUTE_WALK_PARTS})`, async ({
    page,
    baseURL,
  }) => {
    const routes = routeWalkPart(part);
    test.setTimeout(routes.length * ROUTE_WALK_MS_PER_ROUTE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    const violations: string[] = [];
    for (const route of routes) {
      await page.emulateMedia({colorScheme: 'light'});
      const assets = await recordVisit(page, baseURL!, async () => {
        const response = await page.goto(route.path);
        expect(response?.status(), route.path).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await expect(page.locator('h1'), `one h1 on ${route.path}`).toHaveCount(1);
        await expect(page.getByRole('heading', {level: 1}), route.path).toBeVisible();
        await expectKeyFacts(page, route.path);
        await openEveryDetails(page);
        violations.push(...(await audit(page, `light ${route.path}`)));
        // Usually reached during the audit; the next route waits for it all the same.
        await page.waitForLoadState('networkidle');
      });
      expectWithinBudgets(route, assets);
      await page.emulateMedia({colorScheme: 'dark'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await settleTransitions(page);
      violations.push(...(await audit(page, `dark ${route.path}`)));
    }
    expect(violations.length, violationsMessage(violations)).toBe(0);
  });
}

test('a page is served both with and without a trailing slash, without redirects', async ({request}) => {
  for (const path of ['/obs-utils/obs-remote', '/obs-utils/obs-remote/', '/obs-utils/', '/ethereal-plane/']) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(200);
  }
});

// Unknown paths at the top and deep inside each docs set.
for (const path of ['/no-such-page', '/obs-utils/a/b/c', '/ethereal-plane/nope/deeper']) {
  test(`unknown path ${path} shows the Not-found page with status 404`, async ({
    page,
    consoleErrors,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.locator('nav.navbar')).toBeVisible();
    await page.waitForLoadState('networkidle');
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
