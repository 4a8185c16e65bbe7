/**
 * Versioning, proven on a temporary copy of the site: cut a version of the
 * OBS Utils docs with `npm run docs:version`, change a page afterwards, build
 * and serve the copy, then look at it as a visitor.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {TEST_PORT} from '../browser';
import {copySite, type SiteCopy} from '../lib/siteCopy';

const PORT = TEST_PORT + 1;
const VERSION = '0.9.0';
const CHANGE = 'This sentence was added after version 0.9.0 was cut.';

let site: SiteCopy;
let BASE = '';

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = copySite('docs-versioning');
  const cut = site.run('npm', ['run', 'docs:version', '--', 'obs-utils', VERSION]);
  if (cut.status !== 0) throw new Error(`docs:version failed:\n${cut.stdout}\n${cut.stderr}`);
  fs.appendFileSync(path.join(site.dir, 'obs-utils', 'obs-remote.md'), `\n\n${CHANGE}\n`);
  await site.buildAndServe(PORT);
  BASE = site.baseUrl;
});

test.afterAll(() => site?.dispose());

test('docs:version refuses a bad version name with a clear message', () => {
  const result = site.run('npm', ['run', '--silent', 'docs:version', '--', 'obs-utils', '../oops']);
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('Version "../oops" is not usable in a URL');
});

test('the cut version is served under /obs-utils/<version>/ and keeps the old text', async ({page}) => {
  await page.goto(`${BASE}/obs-utils/${VERSION}/obs-remote`);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('article')).not.toContainText(CHANGE);
  await page.goto(`${BASE}/obs-utils/obs-remote`);
  await expect(page.locator('article')).toContainText(CHANGE);
  const response = await page.goto(`${BASE}/obs-utils/${VERSION}/`);
  expect(response?.status()).toBe(200);
});

test('the version dropdown lists both versions on OBS Utils pages only', async ({page}) => {
  await gotoHydrated(page, `${BASE}/obs-utils/obs-remote`);
  const dropdown = page.locator('.navbar__item.dropdown');
  await expect(dropdown).toHaveCount(1);
  await dropdown.hover();
  await expect(dropdown.locator('.dropdown__link')).toHaveText(['Next', VERSION]);
  await gotoHydrated(page, `${BASE}/ethereal-plane/polls`);
  await expect(page.locator('.navbar__item.dropdown')).toHaveCount(0);
});

test('choosing a version opens the same page in it and the choice persists', async ({page}) => {
  await gotoHydrated(page, `${BASE}/obs-utils/obs-remote`);
  const dropdown = page.locator('.navbar__item.dropdown');
  await dropdown.hover();
  await dropdown.getByRole('link', {name: VERSION}).click();
  await expect(page).toHaveURL(`${BASE}/obs-utils/${VERSION}/obs-remote`);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-obs-utils'))).toBe(VERSION);
  // Back on the home page, the navbar's OBS Utils link now leads to the chosen version.
  await gotoHydrated(page, `${BASE}/`);
  await page.locator('.navbar').getByRole('link', {name: 'OBS Utils', exact: true}).click();
  await expect(page).toHaveURL(`${BASE}/obs-utils/${VERSION}/`);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-obs-utils'))).toBe(VERSION);
});
