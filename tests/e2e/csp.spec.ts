/**
 * The security headers of `build/_headers`, in a browser: the tests' web
 * server sends them (tests/lib/serveBuild.ts), as Netlify or Cloudflare Pages would,
 * and a client-side navigation, a colour-mode change and both search screens
 * must run without the browser blocking anything (every other browser test
 * runs under the same headers). Also: every route gets the headers, and
 * links that leave the site do not hand it the opener or the referrer.
 */
import {DomUtils} from 'htmlparser2';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, openSearchModal} from './fixtures';
import {SITE_ROUTES} from '../data/routes';
import {BUILD_DIR, parseBuiltPage, readBuiltText} from '../lib/builtSite';
import {readHeadersFile} from '../lib/serveBuild';
import {watchCsp} from '../lib/cspWatch';
import {headersFor, parseContentSecurityPolicy} from '../lib/headersFile';
import {readSearchConfig} from '../../src/search/config';
import {readDeployEnv} from '../../src/deployEnv';
import {PRODUCTION_URL} from '../../src/constants';

/** The rules of build/_headers, which the tests' web server sends (tests/lib/serveBuild.ts). */
const RULES = readHeadersFile(BUILD_DIR);

/** The value the `_headers` file gives a URL path for a header. */
function expectedHeader(urlPath: string, name: string): string | undefined {
  return headersFor(RULES, urlPath).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

/** Opens a page of the served build, hydrated, and returns its document's response headers. */
async function open(page: Page, urlPath: string): Promise<Record<string, string>> {
  const response = page.waitForResponse(
    (r) => r.request().resourceType() === 'document' && r.request().frame() === page.mainFrame(),
  );
  await gotoHydrated(page, urlPath);
  return (await response).headers();
}

test.describe('pages run under the Content-Security-Policy', () => {
  // Every browser test runs on a server that sends these headers
  // (tests/lib/serveBuild.ts), and fails on any console error, which is
  // where Chromium reports a blocked script or style: the a11y suite loads
  // every route in both colour modes that way. The tests here add what a
  // page load alone does not reach.
  test('client-side navigation and a colour-mode change cause no CSP violation', async ({page}) => {
    const csp = await watchCsp(page);
    await page.emulateMedia({colorScheme: 'light'});
    await open(page, '/');
    await page.evaluate(() => {
      (window as Window & {sameDocument?: boolean}).sameDocument = true;
    });
    await page.locator('.navbar').getByRole('link', {name: 'OBS Utils', exact: true}).click();
    await expect(page).toHaveURL(/\/obs-utils\/$/);
    await page.locator('.theme-doc-sidebar-menu a[href="/obs-utils/stream-overlay-css"]').click();
    await expect(page).toHaveURL(/\/obs-utils\/stream-overlay-css$/);
    await expect(page.locator('article pre').first()).toBeVisible();
    // Code blocks re-render with the dark theme's colours.
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click(); // system -> light
    await toggle.click(); // light -> dark
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(await csp.violations()).toEqual([]);
  });

  test('the search modal loads its index and shows results without a CSP violation', async ({page}) => {
    const csp = await watchCsp(page);
    await open(page, '/obs-utils/');
    const modal = page.locator('.DocSearch-Modal');
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('overlay');
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
    // Following a hit is another client-side navigation.
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(await csp.violations()).toEqual([]);
  });

  test('/search?q=overlay shows results without a CSP violation', async ({page}) => {
    const csp = await watchCsp(page);
    await open(page, '/search?q=overlay');
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await csp.violations()).toEqual([]);
  });
});

test.describe('security headers', () => {
  test('pages, the not-found page and files carry the security headers; only hashed assets are cached for a year', async ({
    request,
  }) => {
    const indexDocument = parseBuiltPage('/');
    const mainScript = DomUtils.findAll(
      (el) => el.name === 'script' && /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(el.attribs.src ?? ''),
      indexDocument.children,
    )[0]?.attribs.src;
    const stylesheet = DomUtils.findAll(
      (el) =>
        el.name === 'link' && el.attribs.rel === 'stylesheet' && (el.attribs.href ?? '').startsWith('/assets/css/'),
      indexDocument.children,
    )[0]?.attribs.href;
    expect(mainScript && stylesheet, 'main script and stylesheet named in index.html').toBeTruthy();

    const check = async (urlPath: string, status: number, immutable: boolean) => {
      const response = await request.get(urlPath);
      expect(response.status(), urlPath).toBe(status);
      const headers = response.headers();
      expect(headers['content-security-policy'], urlPath).toContain("default-src 'self'");
      expect(headers['content-security-policy'], urlPath).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], urlPath).toBe('nosniff');
      expect(headers['referrer-policy'], urlPath).toBe('strict-origin-when-cross-origin');
      if (immutable) expect(headers['cache-control'], urlPath).toBe('public, max-age=31536000, immutable');
      else expect(headers['cache-control'] ?? '', urlPath).not.toContain('immutable');
    };
    for (const route of SITE_ROUTES) await check(route.path, 200, false);
    await check('/no-such-page', 404, false);
    await check('/img/social-card.png', 200, false);
    await check(mainScript!, 200, true);
    await check(stylesheet!, 200, true);
  });

  test('a local-search build lets pages connect to the site only', () => {
    test.skip(readSearchConfig(process.env).mode !== 'local', 'this build searches Algolia (see site-copy.spec.ts)');
    const policy = parseContentSecurityPolicy(expectedHeader('/', 'Content-Security-Policy')!);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(readBuiltText('_headers')).not.toMatch(/algolia/i);
  });
});

test.describe('links that leave the site', () => {
  const siteHost = new URL(readDeployEnv(process.env, PRODUCTION_URL).siteUrl).host;

  test('every off-site link of every route has rel="noopener noreferrer"', () => {
    const offenders: string[] = [];
    for (const route of SITE_ROUTES) {
      const anchors = DomUtils.findAll(
        (el) => el.name === 'a' && /^https?:/i.test(el.attribs.href ?? ''),
        parseBuiltPage(route.path).children,
      );
      const external = anchors.filter((a) => new URL(a.attribs.href!).host !== siteHost);
      // The navbar's Discord and Patreon links are on every page.
      expect(external.length, `${route.path}: off-site links found`).toBeGreaterThanOrEqual(2);
      for (const a of external) {
        const rel = (a.attribs.rel ?? '').toLowerCase().split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
          offenders.push(`${route.path}: <a href="${a.attribs.href}" rel="${a.attribs.rel ?? ''}">`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
