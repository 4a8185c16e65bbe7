/**
 * Versioning, proven on a temporary copy of the site: cut a version of the
 * OBS Utils docs with `npm run docs:version`, change a page afterwards, build
 * and serve the copy, then look at it as a visitor.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {TEST_PORT} from '../browser';

const SITE_DIR = path.resolve(__dirname, '../..');
const PORT = TEST_PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const VERSION = '0.9.0';
const CHANGE = 'This sentence was added after version 0.9.0 was cut.';
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', '.scratch']);

let workDir = '';
let server: ChildProcess | undefined;

function runIn(dir: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, {cwd: dir, encoding: 'utf8', env: {...process.env, CI: 'true'}});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-versioning-'));
  fs.cpSync(SITE_DIR, workDir, {recursive: true, filter: (src) => !SKIP.has(path.basename(src))});
  fs.symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');

  runIn(workDir, 'npm', ['run', 'docs:version', '--', 'obs-utils', VERSION]);
  const page = path.join(workDir, 'obs-utils', 'obs-remote.md');
  fs.appendFileSync(page, `\n\n${CHANGE}\n`);
  runIn(workDir, 'npx', ['docusaurus', 'build']);

  server = spawn('npx', ['docusaurus', 'serve', '--host', '127.0.0.1', '--port', String(PORT), '--no-open'], {
    cwd: workDir,
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(async () => (await fetch(`${BASE}/`).catch(() => undefined))?.status, {timeout: 30_000})
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
  if (workDir) fs.rmSync(workDir, {recursive: true, force: true});
});

test('docs:version refuses a bad version name with a clear message', () => {
  const result = spawnSync('npm', ['run', '--silent', 'docs:version', '--', 'obs-utils', '../oops'], {
    cwd: workDir,
    encoding: 'utf8',
  });
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
