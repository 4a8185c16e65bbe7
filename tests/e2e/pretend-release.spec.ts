/**
 * A new release is a data change. On a copy of the site, a pretend OBS Utils
 * 4.6.0 (for Foundry V14 and a V15 that does not exist, so it drops V13) goes
 * through the README's release steps as data only: its record in
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
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {copySite, type SiteCopy} from '../lib/siteCopy';
import {waitForHydration} from '../lib/hydration';
import {readableDate} from '../../src/releaseHistory/readableDate';
import type {ReleaseHistory, ReleaseRecord} from '../../src/releaseHistory/types';

const NEW = '4.6.0';
const KEPT = '4.5.0';
const DATE = '2026-12-01';

let site: SiteCopy;

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
  test.setTimeout(420_000);
  site = copySite('docs-pretend-release');
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
  await site.buildAndServe();
});

test.afterAll(async () => {
  await site?.dispose();
});

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

test('the release table sends a V13 reader to the 4.5.0 pages and a V15 reader to the current ones', async ({page}) => {
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
