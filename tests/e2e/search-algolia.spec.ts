/**
 * Algolia mode, on a copy of the site built with Algolia credentials and
 * served with its `_headers` (so under its Content-Security-Policy). The
 * browser's requests to Algolia's hosts are routed to a stand-in server on
 * 127.0.0.1 that records what the real client sends (test only).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {copySite, type SiteCopy} from '../lib/siteCopy';
import {startAlgoliaStandIn, type AlgoliaStandIn} from '../lib/algoliaStandIn';
import {watchCsp} from '../lib/cspWatch';
import {headersFor, parseContentSecurityPolicy} from '../lib/headersFile';
import {SEARCH_CHUNK_FILES} from '../lib/firstVisit';
import {loadGeneratedIndex} from '../../scripts/lib/loadIndex';

const APP_ID = 'TESTAPP';
const SEARCH_KEY = 'search-only-key-for-tests';
const ADMIN_KEY = 'admin-key-that-must-never-ship-3f9c';
const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;

let site: SiteCopy;
let standIn: AlgoliaStandIn;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = copySite('docs-algolia');
  await site.buildAndServe({
    ALGOLIA_APP_ID: APP_ID,
    ALGOLIA_SEARCH_API_KEY: SEARCH_KEY,
    ALGOLIA_ADMIN_API_KEY: ADMIN_KEY,
  });
  standIn = await startAlgoliaStandIn(loadGeneratedIndex(site.dir).records);
});

test.afterAll(async () => {
  await standIn?.close();
  await site?.dispose();
});

/** Sends the page's Algolia traffic to the stand-in. */
async function routeAlgoliaToStandIn(page: Page): Promise<void> {
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const original = new URL(route.request().url());
    const response = await route.fetch({url: `${standIn.url}${original.pathname}${original.search}`});
    await route.fulfill({response});
  });
}

test("the modal searches the configured Algolia index with the site's search parameters, and never the local index", async ({
  page,
}) => {
  await routeAlgoliaToStandIn(page);
  // Either part of the local index: its chunks are built in this mode too
  // (the same code imports them), but an Algolia build must never fetch them.
  const built = fs.readdirSync(path.join(site.dir, 'build', 'assets', 'js'));
  expect(built.filter((file) => SEARCH_CHUNK_FILES.index.test(file))).toHaveLength(2);
  const localIndexRequests: string[] = [];
  page.on('request', (r) => {
    if (SEARCH_CHUNK_FILES.index.test(r.url())) localIndexRequests.push(r.url());
  });
  await gotoHydrated(page, `${site.baseUrl}/`);
  await expect(page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(1);
  const before = standIn.requests.length;
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('websocket');
  await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
  // The credit is true in this mode.
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();

  const query = standIn.requests.slice(before).find((r) => r.path === '/1/indexes/*/queries')!;
  expect(query.method).toBe('POST');
  expect(query.query.get('x-algolia-application-id')).toBe(APP_ID);
  expect(query.query.get('x-algolia-api-key')).toBe(SEARCH_KEY);
  const [request] = (query.body as {requests: Array<Record<string, unknown>>}).requests;
  expect(request).toMatchObject({
    query: 'websocket',
    indexName: 'Module Docs',
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
  });
  for (const key of ['attributesToRetrieve', 'attributesToSnippet', 'clickAnalytics', 'facetFilters']) {
    expect(request, key).toHaveProperty(key);
  }
  // Spec: snippets of 10 words on a desktop screen.
  expect(request!.attributesToSnippet).toContain('content:10');
  expect(localIndexRequests).toEqual([]);
});

test('the /search page searches Algolia too', async ({page}) => {
  await routeAlgoliaToStandIn(page);
  const before = standIn.requests.length;
  await gotoHydrated(page, `${site.baseUrl}/search?q=overlay`);
  await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  expect(standIn.requests.slice(before).some((r) => r.path === '/1/indexes/*/queries')).toBe(true);
});

test("the Algolia build's CSP lets pages reach Algolia's search hosts, and search works under it", async ({page}) => {
  const [, csp] = headersFor(site.server!.rules, '/').find(([name]) => name === 'Content-Security-Policy')!;
  expect(parseContentSecurityPolicy(csp).get('connect-src')).toEqual([
    "'self'",
    `https://${APP_ID}-dsn.algolia.net`,
    `https://${APP_ID}-1.algolianet.com`,
    `https://${APP_ID}-2.algolianet.com`,
    `https://${APP_ID}-3.algolianet.com`,
  ]);
  // Served with its headers, the browser enforces the policy before the
  // request reaches the stand-in.
  const violations = await watchCsp(page);
  await routeAlgoliaToStandIn(page);
  await gotoHydrated(page, `${site.baseUrl}/`);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('websocket');
  await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
  expect(await violations.violations()).toEqual([]);
});

test('the admin key never reaches the build output', () => {
  const files = fs.readdirSync(path.join(site.dir, 'build'), {recursive: true, withFileTypes: true});
  const offending = files
    .filter((f) => f.isFile())
    .map((f) => path.join(f.parentPath, f.name))
    .filter((file) => fs.readFileSync(file).includes(ADMIN_KEY));
  expect(offending).toEqual([]);
  const searchKeyShips = files
    .filter((f) => f.isFile() && f.name.endsWith('.js'))
    .some((f) => fs.readFileSync(path.join(f.parentPath, f.name)).includes(SEARCH_KEY));
  expect(searchKeyShips).toBe(true);
});

test('a build with only one of the two Algolia variables stops, naming the missing one', () => {
  const onlyApp = site.run('npx', ['docusaurus', 'build', '--out-dir', 'build-refused'], {ALGOLIA_APP_ID: APP_ID});
  expect(onlyApp.status).not.toBe(0);
  expect(onlyApp.stdout + onlyApp.stderr).toContain('ALGOLIA_SEARCH_API_KEY is missing');
  const onlyKey = site.run('npx', ['docusaurus', 'build', '--out-dir', 'build-refused'], {
    ALGOLIA_SEARCH_API_KEY: SEARCH_KEY,
  });
  expect(onlyKey.status).not.toBe(0);
  expect(onlyKey.stdout + onlyKey.stderr).toContain('ALGOLIA_APP_ID is missing');
});
