/**
 * The release data at /releases.json, the tables "Which release for my
 * Foundry version", and the setup planner at /plan, as a reader and a tool
 * meet them: the answers in the URL and Back, local storage, Copy as
 * Markdown, a wrong address, garbage in a link or in storage, the page
 * without JavaScript, axe in both colour modes, 390 px without sideways
 * scrolling, every link of every possible checklist leading to an existing
 * section, and the planner's code staying on its own page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {APIRequestContext, BrowserContext, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {audit, violationsMessage} from '../lib/axe';
import {allChecklistLinks} from '../lib/plannerCombos';
import {idsOfBuiltPage} from '../lib/builtSite';
import {recordFirstVisit} from '../lib/firstVisit';
import {readDeployEnv} from '../../src/deployEnv';
import {PRODUCTION_URL, DOCS_SETS, type VersionedDocsSetId} from '../../src/constants';
import {releaseTable, RELEASE_HISTORY} from '../../src/releaseHistory';
import {DEFAULT_ANSWERS, toQuery, type PlanAnswers} from '../../src/components/Planner/answers';
import {buildChecklist, stepsOf} from '../../src/components/Planner/checklist';
import {checklistToMarkdown} from '../../src/components/Planner/markdown';
import {CLIPBOARD_REFUSED, COPIED, STORAGE_KEY, updatedMessage} from '../../src/components/Planner/messages';

const ROOT = path.resolve(__dirname, '../..');
const {siteUrl, baseUrl} = readDeployEnv(process.env, PRODUCTION_URL);

/** Pages that show the release tables. */
const RELEASE_TABLE_PAGES: {path: string; docsSets: VersionedDocsSetId[]}[] = [
  {path: '/plan', docsSets: ['obs-utils', 'ethereal-plane']},
  {path: '/obs-utils/releases', docsSets: ['obs-utils']},
  {path: '/ethereal-plane/releases', docsSets: ['ethereal-plane']},
];

/** The example: V13, Foundry on this computer, OBS Utils with overlays and WebSocket scene switching, Ethereal Plane on Twitch with polls. */
const EXAMPLE: PlanAnswers = {
  ...DEFAULT_ANSWERS,
  foundry: 13,
  host: 'local',
  address: '',
  modules: ['obs-utils', 'ethereal-plane'],
  shows: ['overlays'],
  switching: 'websocket',
  platform: 'twitch',
  features: ['polls'],
};

/** Every answer at once: the longest checklist. */
const EVERYTHING: PlanAnswers = {
  ...DEFAULT_ANSWERS,
  host: 'hosted',
  address: 'https://a-rather-long-foundry-host-name.example-hosting-service.com/some/prefix/game',
  shows: ['camera', 'overlays'],
  switching: 'websocket',
  platform: 'youtube',
  features: ['rolls', 'polls', 'triggers', 'midi-qol'],
};

const form = (page: Page) => page.locator('form[aria-labelledby="your-setup"]');
const checklist = (page: Page) => page.locator('section[aria-labelledby="your-checklist"]');
const stepIds = (page: Page) =>
  checklist(page)
    .locator('li[data-step]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-step')));
/** The OBS Utils install step, whose pinned manifest URL names the release. */
const obsInstall = (page: Page) => checklist(page).locator('li[data-step="obs-utils-install"]');
const queryOf = (page: Page) => new URL(page.url()).search.slice(1);
const field = (page: Page, name: string) => form(page).getByLabel(name);
const group = (page: Page, legend: string) => form(page).getByRole('group', {name: legend, exact: true});

async function gotoPlan(page: Page, query?: string): Promise<void> {
  await gotoHydrated(page, query === undefined ? '/plan' : `/plan?${query}`);
  // The form's controls are disabled until the planner has hydrated.
  await expect(form(page).locator('input').first()).toBeEnabled();
}

test('/releases.json is served as JSON with the same content as the data in the repository', async ({request}) => {
  const response = await request.get('/releases.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const served = (await response.json()) as unknown;
  expect(served).toEqual(JSON.parse(fs.readFileSync(path.join(ROOT, 'static', 'releases.json'), 'utf8')));
  expect(served).toEqual(RELEASE_HISTORY);
});

for (const {path: pagePath, docsSets} of RELEASE_TABLE_PAGES) {
  test(`${pagePath}: each release table lists, for every Foundry version, the newest release in the data, its pinned manifest URL and its docs, in the served HTML`, async ({
    page,
    request,
  }) => {
    // The URLs may break after each slash (<wbr>), and React separates text pieces with <!-- -->; both go.
    const html = (await (await request.get(pagePath)).text()).replace(/<wbr\s*\/?>|<!-- -->/g, '');
    await gotoHydrated(page, pagePath);
    for (const docsSet of docsSets) {
      const name = DOCS_SETS[docsSet].label;
      const table = page.getByRole('table', {name: `Newest ${name} release for each Foundry VTT version`});
      const expected = releaseTable(docsSet);
      await expect(table.locator('tbody tr')).toHaveCount(expected.length);
      for (const row of expected) {
        const tr = table.locator(`tbody tr[data-foundry="${row.major}"]`);
        const cells = tr.locator('td');
        await expect(cells.nth(0)).toContainText(`V${row.major}`);
        if (!row.release) {
          await expect(tr).toContainText(`No release of ${name} supports Foundry V${row.major}.`);
          continue;
        }
        expect(html, 'the table is rendered on the server').toContain(row.release.manifestUrl);
        await expect(cells.nth(1)).toContainText(row.release.version);
        await expect(cells.nth(3).locator('code')).toHaveText(row.release.manifestUrl);
        if (row.minimumBuild !== undefined) {
          await expect(cells.nth(0)).toContainText(`from ${row.major}.${row.minimumBuild}`);
        }
        const docs = cells.nth(4);
        if (row.docs.kind === 'none') {
          await expect(docs).toContainText('None on this site');
          await expect(docs.getByRole('link')).toHaveCount(0);
        } else {
          await expect(docs.getByRole('link')).toHaveAttribute('href', `${baseUrl}${row.docs.path.slice(1)}`);
        }
      }
    }
    expect(page.url()).toContain(pagePath);
  });
}

test('the tables answer V11 to V14 as the issue asks: the last V12 releases, and 4.5.0 / 3.3.0 for V13 and V14', async ({
  page,
}) => {
  await gotoHydrated(page, '/plan');
  const cell = (name: string, major: number) =>
    page
      .getByRole('table', {name: `Newest ${name} release for each Foundry VTT version`})
      .locator(`tbody tr[data-foundry="${major}"] td`)
      .nth(1);
  await expect(cell('OBS Utils', 11)).toContainText('3.6.2');
  await expect(cell('OBS Utils', 12)).toContainText('3.6.2');
  await expect(cell('OBS Utils', 13)).toContainText('4.5.0');
  await expect(cell('OBS Utils', 14)).toContainText('4.5.0');
  await expect(cell('Ethereal Plane', 11)).toContainText('2.3.1');
  await expect(cell('Ethereal Plane', 12)).toContainText('3.2.0');
  await expect(cell('Ethereal Plane', 13)).toContainText('3.3.0');
  await expect(cell('Ethereal Plane', 14)).toContainText('3.3.0');
});

test('every choice is a history entry: the URL holds the answers, Back and Forward bring them back, typing makes one entry', async ({
  page,
}) => {
  await gotoPlan(page);
  // Arriving writes the defaults into the address, without a new entry.
  await expect.poll(() => queryOf(page)).toBe(toQuery(DEFAULT_ANSWERS));
  const length = await page.evaluate(() => history.length);

  // With the keyboard: the arrow key picks V12, and the focus stays on the choice (no jump to the top of the page).
  await group(page, 'Foundry VTT version').getByLabel('V13').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(group(page, 'Foundry VTT version').getByLabel('V12')).toBeChecked();
  await expect(group(page, 'Foundry VTT version').getByLabel('V12')).toBeFocused();
  await expect.poll(() => queryOf(page)).toBe(toQuery({...DEFAULT_ANSWERS, foundry: 12}));
  await expect(obsInstall(page)).toContainText('/3.6.2/module.json');
  await group(page, 'Ethereal Plane: stream chat').getByLabel('YouTube').check();
  await expect.poll(() => queryOf(page)).toBe(toQuery({...DEFAULT_ANSWERS, foundry: 12, platform: 'youtube'}));

  await page.goBack();
  await expect(group(page, 'Ethereal Plane: stream chat').getByLabel('Twitch')).toBeChecked();
  await expect(group(page, 'Foundry VTT version').getByLabel('V12')).toBeChecked();
  await page.goBack();
  await expect(group(page, 'Foundry VTT version').getByLabel('V13')).toBeChecked();
  await expect(obsInstall(page)).toContainText('/4.5.0/module.json');
  await expect.poll(() => queryOf(page)).toBe(toQuery(DEFAULT_ANSWERS));
  await page.goForward();
  await expect(group(page, 'Foundry VTT version').getByLabel('V12')).toBeChecked();
  await expect(obsInstall(page)).toContainText('/3.6.2/module.json');

  // A whole address typed makes one entry; Back returns to before it.
  await page.goBack();
  await field(page, 'Foundry address').pressSequentially('http://pc:30000');
  await expect.poll(() => new URLSearchParams(queryOf(page)).get('address')).toBe('http://pc:30000');
  await expect(checklist(page)).toContainText('http://pc:30000/game');
  expect(await page.evaluate(() => history.length)).toBe(length + 1);
  await page.goBack();
  await expect(field(page, 'Foundry address')).toHaveValue('');
  // Only the query changed: the page did not scroll back to the top or reload.
  await expect(page.locator('h1')).toHaveText('Plan your setup');
});

test('answers are remembered in this browser, and a shared link wins over them', async ({page}) => {
  const stored = {...DEFAULT_ANSWERS, foundry: 14 as const, modules: ['ethereal-plane' as const]};
  await gotoPlan(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, toQuery(stored)]);
  await gotoPlan(page);
  await expect.poll(() => queryOf(page)).toBe(toQuery(stored));
  await expect(group(page, 'Foundry VTT version').getByLabel('V14')).toBeChecked();
  await expect(group(page, 'Modules').getByLabel('OBS Utils')).not.toBeChecked();

  await gotoPlan(page, toQuery(EXAMPLE));
  await expect(group(page, 'Foundry VTT version').getByLabel('V13')).toBeChecked();
  await expect(group(page, 'Modules').getByLabel('OBS Utils')).toBeChecked();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(toQuery(EXAMPLE));

  // A change is stored at once.
  await group(page, 'Foundry VTT version').getByLabel('V11').check();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(toQuery({...EXAMPLE, foundry: 11}));
});

test('garbage in the link or in storage gives the defaults for what cannot be read, says so, and never crashes', async ({
  page,
}) => {
  await gotoPlan(page, 'foundry=99&switch=%3Cscript%3E&modules=obs-utils,nope&chat=youtube&address=%E0%A4%A');
  const notice = form(page).getByRole('status');
  await expect(notice).toContainText('The link held answers the planner cannot read');
  await expect(notice).toContainText('foundry: "99"');
  await expect(notice).toContainText('switch: "<script>"');
  await expect(group(page, 'Foundry VTT version').getByLabel('V13')).toBeChecked();
  await expect(group(page, 'Ethereal Plane: stream chat').getByLabel('YouTube')).toBeChecked();
  await expect.poll(() => new URLSearchParams(queryOf(page)).get('foundry')).toBe('13');
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  // The next choice clears the notice.
  await group(page, 'Foundry VTT version').getByLabel('V14').check();
  await expect(notice).toHaveCount(0);

  for (const garbage of ['foundry=abc&modules=zzz', '{"not":"a query"}', '%%%', 'x'.repeat(10_000)]) {
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, garbage]);
    await gotoPlan(page);
    await expect(checklist(page).locator('li[data-step]').first()).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  }
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, 'foundry=abc&modules=zzz']);
  await gotoPlan(page);
  await expect(form(page).getByRole('status')).toContainText('Your saved answers held answers the planner cannot read');
});

test('an address typed without a scheme is repaired and the reader is told; a wrong one gets a clear message next to the field and no URL', async ({
  page,
}) => {
  await gotoPlan(page, toQuery({...EXAMPLE, host: 'lan', shows: ['camera', 'overlays']}));
  const address = field(page, 'Foundry address');
  const game = checklist(page).locator('li[data-step="obs-source-game"]');
  const stream = checklist(page).locator('li[data-step="obs-source-stream"]');

  await address.fill('192.168.1.20:30000/');
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText('Added http:// in front of the address')).toBeVisible();
  await expect(address).toHaveAccessibleDescription(/Added http:\/\/ in front of the address/);
  await expect(game.locator('code').first()).toHaveText('http://192.168.1.20:30000/game');
  await expect(stream.locator('code').first()).toHaveText('http://192.168.1.20:30000/stream');

  await address.fill('ftp://192.168.1.20');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  const message = form(page).getByText(
    'Use an http:// or https:// address; ftp:// cannot be opened by a browser source.',
  );
  await expect(message).toBeVisible();
  await expect(address).toHaveAccessibleDescription(/ftp:\/\/ cannot be opened by a browser source/);
  await expect(game.locator('code', {hasText: /^\/game$/})).toBeVisible();
  await expect(checklist(page).locator('code', {hasText: /^https?:.*\/(game|stream)$/})).toHaveCount(0);

  await address.fill('http://192.168.1.20:30000/game?x=1');
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText('Removed /game from the end of the address')).toBeVisible();
  await expect(form(page).getByText('Added http://')).toHaveCount(0);
  await expect(game.locator('code').first()).toHaveText('http://192.168.1.20:30000/game');
  await expect(stream.locator('code').first()).toHaveText('http://192.168.1.20:30000/stream');
});

test('the issue example shows its checklist: both modules, each browser source with its URL, every step linking to its section', async ({
  page,
}) => {
  await gotoPlan(page, toQuery(EXAMPLE));
  const expected = stepsOf(buildChecklist(EXAMPLE));
  expect(await stepIds(page)).toEqual(expected.map((s) => s.id));
  for (const s of expected) {
    const item = checklist(page).locator(`li[data-step="${s.id}"]`);
    for (const l of s.links)
      await expect(item.getByRole('link', {name: l.label, exact: true})).toHaveAttribute(
        'href',
        `${baseUrl}${l.to.slice(1)}`,
      );
  }
  await expect(checklist(page).getByText('http://localhost:30000/game', {exact: true})).toBeVisible();
  await expect(checklist(page).getByText('http://localhost:30000/stream', {exact: true})).toBeVisible();
  // The OBS WebSocket password is found (in OBS) before the /game source's Custom CSS asks for it.
  const order = await stepIds(page);
  expect(order.indexOf('obs-websocket-server')).toBeLessThan(order.indexOf('obs-source-game'));
  await expect(checklist(page).locator('li[data-step="obs-source-game"]')).toContainText('YourPassword');
  // Each part ends with what to check, and the first-poll known issue is listed before the poll.
  await expect(checklist(page).locator('#step-group-sources + ol > li').last()).toHaveAttribute(
    'data-step',
    'obs-sources-check',
  );
  expect(order.indexOf('ethereal-plane-polls-text-keys')).toBe(order.indexOf('ethereal-plane-polls') - 1);
  await expect(
    checklist(page).locator('li[data-step="ethereal-plane-polls-text-keys"]').getByRole('link'),
  ).toHaveAttribute('href', `${baseUrl}ethereal-plane/polls#first-poll-shows-text-keys-instead-of-yes-and-no`);
  // Changes are announced in a polite live region: the camera adds the Director and its check.
  await group(page, 'OBS Utils: what the stream shows').getByLabel('The game board, with the automatic camera').check();
  await expect(checklist(page).locator('[role="status"][aria-live="polite"]').first()).toHaveText(
    updatedMessage(expected.length + 2),
  );
});

async function grantClipboard(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
}

test('Copy as Markdown puts the checklist on the clipboard, with absolute links and a link back, and says so', async ({
  page,
  context,
  baseURL,
}) => {
  await grantClipboard(context, baseURL);
  await gotoPlan(page, toQuery(EXAMPLE));
  const button = page.getByRole('button', {name: 'Copy as Markdown'});
  await button.click();
  const status = checklist(page).locator('[role="status"]').last();
  await expect(status).toHaveText(COPIED);
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const root = `${siteUrl}${baseUrl.replace(/\/$/, '')}`;
  expect(text).toBe(checklistToMarkdown(buildChecklist(EXAMPLE), root, `${siteUrl}${baseUrl}plan?${toQuery(EXAMPLE)}`));
  expect(text).toContain(`](${root}/obs-utils/getting-started#use-a-dedicated-streaming-user)`);
  // The status keeps its place: a message moves nothing.
  const before = await checklist(page).locator('h3').first().boundingBox();
  await button.click();
  await expect(status).toHaveText(COPIED);
  expect(await checklist(page).locator('h3').first().boundingBox()).toEqual(before);
});

test('a refused clipboard write gets a clear message', async ({page}) => {
  await page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(navigator.clipboard, 'writeText', {value: refuse});
  });
  await gotoPlan(page, toQuery(EXAMPLE));
  await page.getByRole('button', {name: 'Copy as Markdown'}).click();
  await expect(checklist(page).locator('[role="status"]').last()).toHaveText(CLIPBOARD_REFUSED);
});

test('without JavaScript the page says what it needs, links to both setup pages and still shows the release tables', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    const response = await page.goto('/plan');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Plan your setup');
    const note = page.locator('article .alert').filter({hasText: 'The planner needs JavaScript'});
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', {name: 'OBS Utils: Getting started'})).toHaveAttribute(
      'href',
      `${baseUrl}obs-utils/getting-started`,
    );
    await expect(note.getByRole('link', {name: 'Ethereal Plane: Quick start'})).toHaveAttribute(
      'href',
      `${baseUrl}ethereal-plane/quick-start`,
    );
    // The questions cannot be answered, and no half-made checklist shows.
    const inputs = await form(page).locator('input').all();
    expect(inputs.length).toBeGreaterThan(10);
    for (const input of inputs) await expect(input).toBeDisabled();
    await expect(checklist(page)).toContainText('Your checklist appears here once the planner has loaded.');
    await expect(checklist(page).locator('li[data-step]')).toHaveCount(0);
    await expect(
      page.getByRole('table', {name: 'Newest OBS Utils release for each Foundry VTT version'}),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('with JavaScript the no-JavaScript note is not shown, and the page keeps its layout while it hydrates', async ({
  page,
}) => {
  await page.goto('/plan');
  await expect(page.getByText('The planner needs JavaScript')).toBeHidden();
  await expect(form(page).locator('input').first()).toBeEnabled();
  // The form keeps its place when the planner takes over (the checklist is beside it, below on phones).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift, 'cumulative layout shift').toBeLessThan(0.1);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the planner has no accessibility violation in ${mode} mode: full checklist, an address error, a notice`, async ({
    page,
  }) => {
    await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
    await gotoPlan(page, toQuery(EVERYTHING).replace('foundry=13', 'foundry=99'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(form(page).getByRole('status')).toBeVisible();
    const found = await audit(page, `${mode} /plan, everything`);
    await field(page, 'Foundry address').fill('not an address');
    await expect(field(page, 'Foundry address')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Build, if you know it (optional)').fill('abc');
    found.push(...(await audit(page, `${mode} /plan, errors`)));
    await group(page, 'Modules').getByLabel('OBS Utils').uncheck();
    await group(page, 'Modules').getByLabel('Ethereal Plane').uncheck();
    found.push(...(await audit(page, `${mode} /plan, no module`)));
    expect(found.length, violationsMessage(found)).toBe(0);
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px nothing on /plan is wider than the screen, with the longest checklist and a long address`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 844});
    await gotoPlan(page, toQuery(EVERYTHING));
    await expect(checklist(page).locator('li[data-step]').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const wide = await page.evaluate((w) => {
      const offenders: string[] = [];
      // Inside a clipped box (a table's visually hidden header row) nothing shows, however wide it is laid out.
      const clipped = (el: Element): boolean => {
        for (let node: Element | null = el; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.position === 'absolute' && (style.overflow === 'hidden' || style.clipPath !== 'none')) return true;
        }
        return false;
      };
      for (const el of Array.from(document.querySelectorAll('main *'))) {
        const box = el.getBoundingClientRect();
        if (box.right > w + 0.5 && !clipped(el)) offenders.push(el.outerHTML.slice(0, 80));
      }
      return offenders;
    }, width);
    expect(wide).toEqual([]);
  });
}

test('every link of every possible checklist leads to a built page and, where it names one, to an existing section', () => {
  const links = allChecklistLinks();
  expect(links.size).toBeGreaterThan(30);
  const missing: string[] = [];
  const pages = new Map<string, Set<string>>();
  for (const target of links.keys()) {
    const [route, anchor] = target.split('#') as [string, string | undefined];
    if (!pages.has(route)) pages.set(route, idsOfBuiltPage(route));
    if (anchor !== undefined && !pages.get(route)!.has(anchor)) missing.push(target);
  }
  expect(missing).toEqual([]);
  // Both modules, current pages and the pages of the releases for Foundry V11 and V12.
  expect([...pages.keys()]).toEqual(
    expect.arrayContaining([
      '/obs-utils/getting-started',
      '/ethereal-plane/quick-start',
      '/obs-utils/3.6.2/getting-started',
      '/ethereal-plane/3.2.0/quick-start',
    ]),
  );
});

/**
 * What a first visit to `route` loads in a fresh context (tests/lib/firstVisit.ts, up to hydration and an idle
 * network): the text of its scripts and data, read again from the server, and the paths of its stylesheets.
 */
async function firstVisit(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  route: string,
): Promise<{scripts: string; stylesheets: string[]}> {
  const assets = await recordFirstVisit(await context.newPage(), baseURL, route);
  const scripts = assets.filter((asset) => asset.kind === 'js' || asset.kind === 'other');
  const bodies = await Promise.all(scripts.map(async (asset) => (await request.get(asset.path)).text()));
  const stylesheets = assets.filter((asset) => asset.kind === 'css').map((asset) => asset.path.split('?')[0]!);
  return {scripts: bodies.join('\n'), stylesheets};
}

const PLANNER_CSS = /\/assets\/css\/planner\.[0-9a-f]+\.css$/;

test('the planner (code and styles) and the release data load only on the pages that show them', async ({
  browser,
  baseURL,
  request,
}) => {
  // Six first visits, each read back from the server: slow on a busy machine, and timing is not what it checks.
  test.setTimeout(120_000);
  // Strings found only in the planner's code and in the release data.
  const plannerCode = [STORAGE_KEY, 'Checklist updated: '];
  const releaseData = ['FaeyUmbrea/obs-utils/releases/download/2.7.0/module.json'];
  const onPlan = await browser.newContext({baseURL});
  try {
    const visit = await firstVisit(onPlan, request, baseURL!, '/plan');
    for (const marker of [...plannerCode, ...releaseData])
      expect(visit.scripts, `/plan loads ${marker}`).toContain(marker);
    // Loaded once, from a link in the served page's head, so the page is styled before any script runs.
    expect(visit.stylesheets.filter((s) => PLANNER_CSS.test(s))).toHaveLength(1);
    const html = await (await request.get('/plan')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="?stylesheet"? href="?[^"\s>]*\/assets\/css\/planner\.[0-9a-f]+\.css"?/);
  } finally {
    await onPlan.close();
  }
  // The module overviews show the current release's card, whose facts come from the site config, not the data.
  for (const route of ['/', '/obs-utils/', '/obs-utils/getting-started', '/ethereal-plane/quick-start', '/search']) {
    const context = await browser.newContext({baseURL});
    try {
      const visit = await firstVisit(context, request, baseURL!, route);
      for (const marker of plannerCode)
        expect(visit.scripts, `${route} loads none of the planner`).not.toContain(marker);
      expect(
        visit.stylesheets.filter((s) => PLANNER_CSS.test(s)),
        `${route} loads no planner styles`,
      ).toEqual([]);
      if (!RELEASE_TABLE_PAGES.some((p) => p.path === route)) {
        for (const marker of releaseData)
          expect(visit.scripts, `${route} loads none of the release data`).not.toContain(marker);
      }
    } finally {
      await context.close();
    }
  }
});

test('the planner page has one canonical URL, a description and sharing tags, and is in the sitemap', async ({
  request,
}) => {
  const html = await (await request.get('/plan')).text();
  const document = parseDocument(html);
  const find = (pred: (attribs: Record<string, string>, name: string) => boolean) =>
    DomUtils.findAll((el) => pred(el.attribs, el.name), document.children);
  expect(find((a, n) => n === 'link' && a.rel === 'canonical').map((el) => el.attribs.href)).toEqual([
    `${siteUrl}${baseUrl}plan`,
  ]);
  const description = find((a, n) => n === 'meta' && a.name === 'description').map((el) => el.attribs.content);
  expect(description).toHaveLength(1);
  expect(description[0]!.length).toBeGreaterThan(50);
  expect(find((a, n) => n === 'meta' && a.property === 'og:title')).toHaveLength(1);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${siteUrl}${baseUrl}plan</loc>`);
});
