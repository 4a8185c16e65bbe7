/**
 * What only a build configured otherwise than the one under test can show,
 * on one copy of the site (tests/lib/siteCopy.ts), built and served once.
 * The copy's build takes about three fifths of the CPU this file uses, so
 * one copy carries both changes rather than a copy each. Neither reaches what
 * the other's tests read: the release steps change only release data,
 * docs folders and API declarations, and Algolia mode only how search
 * queries are answered (and the policy and preconnect that allow it).
 *
 * A pretend release. A new release is a data change: a pretend OBS Utils
 * 4.6.0 (for Foundry V14 and a V15 that does not exist, so it drops V13)
 * goes through the README's release steps as data only: its record in
 * static/releases.json, `npm run docs:version -- obs-utils 4.5.0` to keep the
 * current pages, `documented` set to 4.6.0, its API declarations copied
 * from 4.5.0's, and the current pages' "Known issues in" headings renamed
 * (the build refuses pages whose known issues name another release). No
 * code changes. The built copy must then follow everywhere a
 * reader looks: the release card and the announcement name 4.6.0, 4.5.0 has
 * its own pages and an entry in the version menu, the release table sends a
 * V13 reader to the 4.5.0 pages and a V15 reader to the current ones, and the
 * planner offers V15 and gives each Foundry a checklist whose every link is a
 * page (and section) of the copy's build.
 *
 * Algolia mode. The copy is built with Algolia credentials and served with
 * its `_headers` (so under its Content-Security-Policy). The browser's
 * requests to Algolia's hosts are routed to a stand-in server on 127.0.0.1
 * that records what the real client sends (test only).
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {copySite, type SiteCopy} from '../lib/siteCopy';
import {waitForHydration} from '../lib/hydration';
import {startAlgoliaStandIn, type AlgoliaStandIn} from '../lib/algoliaStandIn';
import {watchCsp} from '../lib/cspWatch';
import {headersFor, parseContentSecurityPolicy} from '../lib/headersFile';
import {SEARCH_CHUNK_FILES} from '../lib/firstVisit';
import {loadGeneratedIndex} from '../../scripts/lib/loadIndex';
import {readableDate} from '../../src/releaseHistory/readableDate';
import type {ReleaseHistory, ReleaseRecord} from '../../src/releaseHistory/types';

const NEW = '4.6.0';
const KEPT = '4.5.0';
const DATE = '2026-12-01';

const APP_ID = 'TESTAPP';
const SEARCH_KEY = 'search-only-key-for-tests';
const ADMIN_KEY = 'admin-key-that-must-never-ship-3f9c';
const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;

let site: SiteCopy;
let standIn: AlgoliaStandIn;

test.describe.configure({mode: 'serial'});

/** Runs a command in the copy and fails with its output when it fails. */
function runInCopy(command: string, args: string[]): string {
  const result = site.run(command, args);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function editReleaseData(change: (history: ReleaseHistory) => void): void {
  const file = path.join(site.dir, 'static', 'releases.json');
  const history = JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseHistory;
  change(history);
  fs.writeFileSync(file, `${JSON.stringify(history, null, 2)}\n`);
}

test.beforeAll(async () => {
  // A copy's build, on a machine whose cores the other workers share.
  test.setTimeout(420_000);
  site = copySite('docs-site-copy');
  // 1. The release's record, as scripts/release-history.ts would write it from the tag.
  editReleaseData((history) => {
    const modules = history.modules['obs-utils'];
    const previous = modules.releases.find((r) => r.version === KEPT)!;
    const record: ReleaseRecord = {
      ...previous,
      version: NEW,
      date: DATE,
      compatibility: {minimum: '14', verified: '15', maximum: '15'},
      manifestUrl: previous.manifestUrl.replace(KEPT, NEW),
    };
    modules.releases.push(record);
    modules.includedTags.push(NEW);
  });
  // 2. Keep the current pages as 4.5.0 (the steps it prints are the README's).
  const printed = runInCopy('npx', ['tsx', 'scripts/docs-version.ts', 'obs-utils', KEPT]);
  expect(printed).toContain(`Kept obs-utils ${KEPT}`);
  // 3. The current pages now describe 4.6.0; its API declarations start as 4.5.0's.
  editReleaseData((history) => {
    history.documented['obs-utils'] = NEW;
  });
  fs.cpSync(path.join(site.dir, 'api', 'obs-utils', KEPT), path.join(site.dir, 'api', 'obs-utils', NEW), {
    recursive: true,
  });
  // 4. The part of rewriting the pages that the build insists on: each page's known issues are those of 4.6.0.
  for (const name of fs.readdirSync(path.join(site.dir, 'obs-utils'))) {
    if (!name.endsWith('.md')) continue;
    const file = path.join(site.dir, 'obs-utils', name);
    const source = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, source.replaceAll(`## Known issues in ${KEPT}`, `## Known issues in ${NEW}`));
  }
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

test.describe('a pretend release', () => {
  /** The text of a built page of the copy, white space collapsed. */
  function builtText(route: string): string {
    const file = path.join(site.dir, 'build', route, 'index.html');
    expect(fs.existsSync(file), `${route} is built`).toBe(true);
    return DomUtils.textContent(parseDocument(fs.readFileSync(file, 'utf8'))).replace(/\s+/g, ' ');
  }

  test('the release card, the announcement and the version menu follow the data', async ({page}) => {
    const overview = builtText('/obs-utils/');
    expect(overview).toContain(`OBS Utils ${NEW} is the current release, published on ${readableDate(DATE)}`);
    expect(overview).toContain('minimum 14, verified 15, maximum 15');
    expect(overview).toContain(`These pages describe OBS Utils ${NEW} and Ethereal Plane`);
    // The kept release has its pages, and the older one keeps its own.
    expect(builtText(`/obs-utils/${KEPT}/getting-started`)).toContain('Getting started');
    expect(fs.existsSync(path.join(site.dir, 'build', 'obs-utils', '4.1.2', 'index.html'))).toBe(true);

    await page.goto(`${site.baseUrl}/obs-utils/${KEPT}/director`);
    await waitForHydration(page);
    // The old pages say so and lead to the current release.
    await expect(page.locator('.theme-doc-version-banner')).toContainText(KEPT);
    const menu = page.locator('.navbar__item.dropdown').filter({hasText: KEPT}).first();
    await menu.hover();
    for (const version of [NEW, KEPT, '4.1.2']) {
      await expect(menu.locator('.dropdown__menu').getByText(version, {exact: false}).first()).toBeAttached();
    }
  });

  test('the release table sends a V13 reader to the 4.5.0 pages and a V15 reader to the current ones', async ({
    page,
  }) => {
    await page.goto(`${site.baseUrl}/obs-utils/releases`);
    await waitForHydration(page);
    const row = (major: number) => page.locator(`tbody tr[data-foundry="${major}"]`).first();
    await expect(row(15)).toContainText(NEW);
    await expect(row(15).locator('a[href="/obs-utils/"]')).toBeAttached();
    await expect(row(13)).toContainText(KEPT);
    await expect(row(13).locator(`a[href="/obs-utils/${KEPT}/"]`)).toBeAttached();
  });

  /** The ids of a built page of the copy. */
  function idsOf(route: string): Set<string> | null {
    const file = path.join(site.dir, 'build', route, 'index.html');
    if (!fs.existsSync(file)) return null;
    const document = parseDocument(fs.readFileSync(file, 'utf8'));
    return new Set(DomUtils.findAll((e) => e.attribs.id !== undefined, document.children).map((e) => e.attribs.id!));
  }

  /** Each link of the checklist for `query`, with the id of its step. */
  async function checklistLinks(page: Page, query: string): Promise<{step: string; href: string}[]> {
    await page.goto(`${site.baseUrl}/plan?${query}`);
    await waitForHydration(page);
    const steps = page.locator('li[data-step]');
    await expect(steps.first()).toBeVisible();
    return steps.evaluateAll((items) =>
      items.flatMap((item) =>
        Array.from(item.querySelectorAll('a[href^="/"]'), (a) => ({
          step: item.getAttribute('data-step')!,
          href: a.getAttribute('href')!,
        })),
      ),
    );
  }

  test('the planner offers V15 and gives V13, V14 and V15 a checklist whose every link is a built section', async ({
    page,
  }) => {
    for (const [foundry, release, root] of [
      [13, KEPT, `/obs-utils/${KEPT}/`],
      [14, NEW, '/obs-utils/'],
      [15, NEW, '/obs-utils/'],
    ] as const) {
      const links = await checklistLinks(page, `foundry=${foundry}&modules=obs-utils`);
      await expect(page.getByRole('radio', {name: `V${foundry}`, exact: true})).toBeChecked();
      // The install step pins the release this Foundry installs.
      await expect(page.locator('li[data-step]').getByText(`/releases/download/${release}/module.json`)).toBeAttached();
      await expect(page.getByText('No pages on this site describe')).toHaveCount(0);
      const pageLinks = links.filter(({href}) => href.startsWith('/obs-utils'));
      expect(pageLinks.length, `V${foundry} links OBS Utils pages`).toBeGreaterThan(3);
      const missing: string[] = [];
      for (const {step, href} of pageLinks) {
        const [route, anchor] = href.split('#') as [string, string | undefined];
        const ids = idsOf(route);
        if (!ids || (anchor !== undefined && !ids.has(anchor))) missing.push(href);
        // Each step follows the pages of the release it installs, the install step included.
        const older = /^\/obs-utils\/(\d+\.\d+\.\d+)\//.exec(route)?.[1];
        expect(older ?? NEW, `V${foundry}, step ${step}: ${href}`).toBe(release);
      }
      expect(missing, `V${foundry}: links to nothing in the copy's build`).toEqual([]);
      expect(pageLinks.some(({href}) => href.startsWith(root))).toBe(true);
    }
  });
});

test.describe('Algolia mode', () => {
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
});
