/**
 * Algolia mode, on a copy of the site built with Algolia credentials. The
 * browser's requests to Algolia's hosts are routed to a stand-in server on
 * 127.0.0.1 that records what the real client sends (test only).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {TEST_PORT} from '../browser';
import {copySite, type SiteCopy} from '../lib/siteCopy';
import {startAlgoliaStandIn, type AlgoliaStandIn} from '../lib/algoliaStandIn';
import {readHeadersFile, startHeadersServer} from '../lib/headersServer';
import {watchCsp} from '../lib/cspWatch';
import {headersFor, parseContentSecurityPolicy} from '../lib/headersFile';
import type {SearchIndexFile} from '../../src/search/types';

const PORT = TEST_PORT + 2;
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
  await site.buildAndServe(PORT, {
    ALGOLIA_APP_ID: APP_ID,
    ALGOLIA_SEARCH_API_KEY: SEARCH_KEY,
    ALGOLIA_ADMIN_API_KEY: ADMIN_KEY,
  });
  const index = JSON.parse(
    fs.readFileSync(path.join(site.dir, '.docusaurus/search-index/default/search-index.json'), 'utf8'),
  ) as SearchIndexFile;
  standIn = await startAlgoliaStandIn(index.records);
});

test.afterAll(async () => {
  await standIn?.close();
  site?.dispose();
});

/** Sends the page's Algolia traffic to the stand-in. */
async function routeAlgoliaToStandIn(page: Page): Promise<void> {
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const original = new URL(route.request().url());
    const response = await route.fetch({url: `${standIn.url}${original.pathname}${original.search}`});
    await route.fulfill({response});
  });
}

test("the modal searches the configured Algolia index with the site's search parameters", async ({page}) => {
  await routeAlgoliaToStandIn(page);
  const localIndexRequests: string[] = [];
  page.on('request', (r) => {
    if (/search-index\.[0-9a-f]+\.js$/.test(r.url())) localIndexRequests.push(r.url());
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
  const buildDir = path.join(site.dir, 'build');
  const [, csp] = headersFor(readHeadersFile(buildDir), '/').find(([name]) => name === 'Content-Security-Policy')!;
  expect(parseContentSecurityPolicy(csp).get('connect-src')).toEqual([
    "'self'",
    `https://${APP_ID}-dsn.algolia.net`,
    `https://${APP_ID}-1.algolianet.com`,
    `https://${APP_ID}-2.algolianet.com`,
    `https://${APP_ID}-3.algolianet.com`,
  ]);
  // Served with its headers, the browser enforces the policy before the
  // request reaches the stand-in.
  const server = await startHeadersServer(buildDir);
  try {
    const violations = await watchCsp(page);
    await routeAlgoliaToStandIn(page);
    await gotoHydrated(page, `${server.url}/`);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('websocket');
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
    expect(await violations.violations()).toEqual([]);
  } finally {
    await server.close();
  }
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
