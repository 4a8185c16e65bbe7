/**
 * Docs versions, as a reader meets them on the built site: the current
 * releases at `/<set>/`, named in the version menu with their numbers and
 * the Foundry they are for (`4.5.0 (Foundry V13–V14)`), and the older releases
 * kept as versions at `/<set>/<version>/`, each with its own sidebar and
 * Docusaurus's notice that a newer release exists; the version menu keeps the
 * page and remembers the choice. Plus the guards of `npm run docs:version`.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

import {test, expect, gotoHydrated} from './fixtures';
import {VERSIONED_DOCS_SETS} from '../../src/constants';
import {CURRENT_RELEASES, versionLabel} from '../../src/releaseHistory';
import {olderVersionsOf} from '../../src/releaseHistory/docsReleases';

const ROOT = path.join(__dirname, '../..');

/** The older releases each module keeps (newest first), and a page every release has. */
const CASES = VERSIONED_DOCS_SETS.map((docsSet) => ({
  docsSet,
  current: CURRENT_RELEASES[docsSet].version,
  older: olderVersionsOf(docsSet),
  page: docsSet === 'obs-utils' ? 'obs-remote' : 'triggers',
}));

for (const {docsSet, current, older, page: slug} of CASES) {
  const currentLabel = versionLabel(docsSet, current);
  const olderLabels = older.map((version) => versionLabel(docsSet, version));

  for (const version of older) {
    const olderLabel = versionLabel(docsSet, version);

    test(`a ${docsSet} ${version} page says it is old and for which Foundry, and leads to the same page of ${current} in one click`, async ({
      page,
    }) => {
      await gotoHydrated(page, `/${docsSet}/${version}/${slug}`);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toContainText(`You are reading the docs of release ${olderLabel},`);
      expect(olderLabel).toMatch(new RegExp(`^${version.replace(/\./g, '\\.')} \\(Foundry V\\d+(–V\\d+)?\\)$`));
      await expect(page.locator('.theme-doc-version-badge')).toHaveText(`Version: ${olderLabel}`);
      await expect(banner).toContainText(`For the current release, ${current},`);
      await banner.getByRole('link', {name: 'this page in the current docs'}).click();
      await expect(page).toHaveURL(new RegExp(`/${docsSet}/${slug}$`));
      await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    });

    test(`the ${docsSet} ${version} pages have their own sidebar, whose links stay in ${version}, API reference included`, async ({
      page,
    }) => {
      // On the old release's API reference, the sidebar's "Developers" part is open.
      await gotoHydrated(page, `/${docsSet}/${version}/api-reference/`);
      const links = page.locator('.theme-doc-sidebar-menu a[href]');
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
      const local = hrefs.filter((h) => h.startsWith('/'));
      expect(local.length).toBeGreaterThan(8);
      for (const href of local) expect(href, 'sidebar link').toMatch(new RegExp(`^/${docsSet}/${version}/`));
      // The old release's API reference is its own, generated from its declarations.
      expect(local).toContain(`/${docsSet}/${version}/api-reference/`);
      expect(local.filter((h) => h.includes('/api-reference/classes/')).length).toBeGreaterThan(0);
    });
  }

  test(`the ${docsSet} version menu lists ${[current, ...older].join(', ')}, switches to the same page and remembers the choice`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/${docsSet}/${slug}`);
    const dropdown = page.locator('.navbar__item.dropdown');
    await expect(dropdown).toHaveCount(1);
    await expect(dropdown.locator('.navbar__link')).toHaveText(currentLabel);
    await dropdown.hover();
    // The current release first, then the older ones newest first, each entry with the Foundry it is for.
    await expect(dropdown.locator('.dropdown__link')).toHaveText([currentLabel, ...olderLabels]);
    for (const label of [currentLabel, ...olderLabels]) {
      expect(label).toMatch(/^\d+\.\d+\.\d+ \(Foundry V\d+(–V\d+)?\)$/);
    }
    const version = older.at(-1)!;
    await dropdown.getByRole('link', {name: olderLabels.at(-1)!, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`/${docsSet}/${version}/${slug}$`));
    expect(await page.evaluate((key) => localStorage.getItem(key), `docs-preferred-version-${docsSet}`)).toBe(version);
    // Back on the home page, the navbar's link to the module leads to the chosen release.
    await gotoHydrated(page, '/');
    await page
      .locator('.navbar')
      .getByRole('link', {name: docsSet === 'obs-utils' ? 'OBS Utils' : 'Ethereal Plane', exact: true})
      .click();
    await expect(page).toHaveURL(new RegExp(`/${docsSet}/${version}/$`));
  });
}

test('an address of a page an older release lacks leads to the page of that release that covers its subject', async ({
  page,
}) => {
  const cases: [string, string][] = [
    ['/obs-utils/3.6.2/director', '/obs-utils/3.6.2/getting-started#the-director-window'],
    ['/obs-utils/4.1.2/overlay-editor', '/obs-utils/4.1.2/stream-overlay-css#build-overlays-in-the-overlay-editor'],
    ['/obs-utils/3.6.2/troubleshooting', '/obs-utils/3.6.2/'],
  ];
  for (const [from, to] of cases) {
    const response = await page.goto(from);
    expect(response?.status(), from).toBe(200);
    await expect(page, from).toHaveURL(new RegExp(`${to.replace(/[.#/]/g, '\\$&')}$`));
    await expect(page.locator('.theme-doc-version-banner'), from).toBeVisible();
  }
});

test('on a phone the version menu sits in the navigation drawer, current release first, each with its Foundry', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/obs-utils/director');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const drawer = page.locator('.navbar-sidebar');
  const labels = [CURRENT_RELEASES['obs-utils'].version, ...olderVersionsOf('obs-utils')].map((v) =>
    versionLabel('obs-utils', v),
  );
  // The theme names the drawer's entry "Versions" and opens it on a versioned page.
  const versions = drawer.locator('.menu__list-item').filter({has: page.getByRole('button', {name: 'Versions'})});
  const entries = versions.locator('.menu__list .menu__link');
  await expect(entries).toHaveText(labels);
  for (const entry of await entries.all()) await expect(entry).toBeVisible();
});

test("each release's API reference comes from its own declarations", async ({page}) => {
  const headings = async (path: string) => {
    await gotoHydrated(page, path);
    return page.locator('article .markdown h3').allInnerTexts();
  };
  const current = await headings('/obs-utils/api-reference/classes/ObsUtilsApi');
  // 4.2.0 added the Svelte 5 way to register a unique overlay.
  expect(current.some((h) => h.startsWith('registerUniqueOverlaySvelte5'))).toBe(true);
  for (const version of olderVersionsOf('obs-utils')) {
    const older = await headings(`/obs-utils/${version}/api-reference/classes/ObsUtilsApi`);
    expect(
      older.some((h) => h.startsWith('registerUniqueOverlaySvelte5')),
      version,
    ).toBe(false);
    expect(
      older.some((h) => h.startsWith('registerUniqueOverlay')),
      version,
    ).toBe(true);
    await expect(page.locator('article')).toContainText(version);
  }
});

test('the version menu shows only on the pages of its own module, and never says "Next"', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('.navbar__item.dropdown')).toHaveCount(0);
  await gotoHydrated(page, '/ethereal-plane/polls');
  await expect(page.locator('.navbar__item.dropdown .navbar__link')).toHaveText([
    versionLabel('ethereal-plane', CURRENT_RELEASES['ethereal-plane'].version),
  ]);
  await expect(page.locator('.navbar').getByText('Next', {exact: true})).toHaveCount(0);
});

test('docs:version refuses a bad version name and a release other than the current one, changing nothing', () => {
  const before = olderVersionsOf('obs-utils');
  const run = (args: string[]) =>
    spawnSync('npm', ['run', '--silent', 'docs:version', '--', ...args], {cwd: ROOT, encoding: 'utf8'});
  const bad = run(['obs-utils', '../oops']);
  expect(bad.status).toBe(2);
  expect(bad.stderr).toContain('Version "../oops" is not usable in a URL');
  const notCurrent = run(['obs-utils', '9.9.9']);
  expect(notCurrent.status).toBe(2);
  expect(notCurrent.stderr).toContain(`describe obs-utils ${CURRENT_RELEASES['obs-utils'].version}`);
  expect(olderVersionsOf('obs-utils')).toEqual(before);
});
