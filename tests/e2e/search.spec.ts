/**
 * Search as a reader meets it: the DocSearch modal (behind the stand-in the
 * early search script opens at once) and the /search page, on the local
 * index built from the site.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, openSearchModal, chooseFirstHit} from './fixtures';
import {
  SEARCH_FAVORITES_LIMIT,
  SEARCH_INDEX_NAME,
  SEARCH_MODAL_MAX_QUERY_LENGTH,
  SEARCH_RECENT_LIMIT,
  SEARCH_RECENT_WITH_FAVORITES_LIMIT,
} from '../../src/constants';
import {SEARCH_CHUNK_FILES} from '../lib/firstVisit';

const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${SEARCH_INDEX_NAME}`;
const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${SEARCH_INDEX_NAME}`;
const {index: INDEX_CHUNK, indexBody: BODY_CHUNK, engine: ENGINE_CHUNK, modal: MODAL_CHUNK} = SEARCH_CHUNK_FILES;
const isSearchRequest = (url: string) => [INDEX_CHUNK, ENGINE_CHUNK, MODAL_CHUNK].some((chunk) => chunk.test(url));

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');
/** The stand-in the early search script opens until the modal has loaded. */
const standIn = (page: Page) => page.locator('.vm-standin');

/** Types a query and waits for the whole index's answer, not a first one from the titles and headings alone that it replaces. */
async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(page.locator('[data-search-answer="hits"]:not([data-search-partial])')).toHaveCount(1);
  await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
}

test.describe('opening and closing the search modal', () => {
  test('Ctrl+K opens the search modal and Escape closes it', async ({page}) => {
    await gotoHydrated(page, '/obs-utils/');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('the navbar search button opens the modal', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: /Search/}).click();
    await expect(modal(page)).toBeVisible();
  });

  test('"/" opens the modal when no input is focused, but types normally in an input', async ({page}) => {
    await gotoHydrated(page, '/ethereal-plane/');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await gotoHydrated(page, '/search');
    const pageInput = page.locator('.main-wrapper input[type="search"]');
    await pageInput.focus();
    await page.keyboard.type('a/b');
    await expect(pageInput).toHaveValue('a/b');
    await expect(modal(page)).toBeHidden();
  });

  test('typing a letter on the focused search button opens the modal with that letter', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('p');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('p');
  });

  test('the search button shows a Ctrl hint on Linux and a Command hint on Apple platforms, and its name says it', async ({
    page,
    browser,
  }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('.DocSearch-Button-Keys')).toContainText('Ctrl');
    const button = page.locator('.DocSearch-Button');
    await expect(button).toHaveAccessibleName('Search Ctrl K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    const mac = await browser.newContext();
    await mac.addInitScript(() => Object.defineProperty(navigator, 'platform', {get: () => 'MacIntel'}));
    const macPage = await mac.newPage();
    await gotoHydrated(macPage, '/');
    await expect(macPage.locator('.DocSearch-Button-Keys')).toContainText('⌘');
    await expect(macPage.locator('.DocSearch-Button-Keys')).not.toContainText('Ctrl');
    await expect(macPage.locator('.DocSearch-Button')).toHaveAccessibleName('Search ⌘ K');
    await expect(macPage.locator('.DocSearch-Button')).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
    await mac.close();
  });
});

test.describe('the modal', () => {
  test(`accepts at most ${SEARCH_MODAL_MAX_QUERY_LENGTH} characters`, async ({page}) => {
    await gotoHydrated(page, '/');
    await openSearchModal(page);
    await page.keyboard.type('x'.repeat(SEARCH_MODAL_MAX_QUERY_LENGTH + 10));
    await expect(input(page)).toHaveValue('x'.repeat(SEARCH_MODAL_MAX_QUERY_LENGTH));
  });

  test('shows hits grouped under their docs set, with the query highlighted', async ({page}) => {
    await gotoHydrated(page, '/');
    await openSearchModal(page);
    await search(page, 'poll tie');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Ethereal Plane');
    await expect(hits(page).first().locator('mark').first()).toBeVisible();
    await search(page, 'overlay');
    const groups = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(groups).toContain('OBS Utils');
    for (const group of await page.locator('.DocSearch-Hits').all()) {
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
  });

  for (const [width, words] of [
    [1280, 10],
    [390, 5],
  ] as const) {
    test(`content snippets are at most ${words} words at ${width}px`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      await gotoHydrated(page, '/');
      await page.locator('.DocSearch-Button').click();
      await search(page, 'stored per browser');
      // Retried: the list is drawn a frame after the answer that fills it arrives.
      await expect(async () => {
        const snippets = await page
          .locator(
            '.DocSearch-Hit-content-wrapper .DocSearch-Hit-text, .DocSearch-Hit-content-wrapper .DocSearch-Hit-title',
          )
          .allInnerTexts();
        const lengths = snippets.map((text) => text.split(/\s+/).filter((w) => w && w !== '…').length);
        expect(lengths.length).toBeGreaterThan(0);
        expect(Math.max(...lengths)).toBeLessThanOrEqual(words);
        expect(snippets.some((text) => text.includes('…'))).toBe(true);
      }).toPass({timeout: 10_000});
    });
  }

  test('choosing a hit opens its page at the heading', async ({page}) => {
    await gotoHydrated(page, '/');
    await openSearchModal(page);
    await search(page, 'allow sockets');
    await expect(page.locator('.DocSearch-Hit [aria-selected="true"]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ethereal-plane\/midi-qol(#[\w-]+)?$/);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('hits are real links: each is an option with an address, a plain click opens it here without a reload, Ctrl+click and the middle button in a new tab', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await openSearchModal(page);
    await search(page, 'allow sockets');
    const first = hits(page).first().getByRole('option');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/ethereal-plane\//);
    await expect(page.getByRole('listbox').getByRole('option')).not.toHaveCount(0);
    const url = new URL(href!, page.url()).href;
    for (const click of [() => first.click({modifiers: ['ControlOrMeta']}), () => first.click({button: 'middle'})]) {
      const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
      await tab.waitForLoadState('domcontentloaded');
      expect(tab.url()).toBe(url);
      await tab.close();
      // The modal stays open for the next pick, and this page stays where it was.
      await expect(modal(page)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    }
    await first.click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(url);
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  });

  test('the clear button empties the query and the Cancel button closes the modal on small screens', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    await expect(modal(page)).toBeVisible();
    await search(page, 'director');
    await page.getByRole('button', {name: 'Clear the query'}).click();
    await expect(input(page)).toHaveValue('');
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(modal(page)).toBeHidden();
  });

  test('a query with no hits shows the no-results screen with the query', async ({page}) => {
    await gotoHydrated(page, '/');
    await openSearchModal(page);
    await input(page).fill('zzqxjv');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('"zzqxjv"');
  });

  test('"See all results" is a link to the /search page with the query, opened without a reload', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await openSearchModal(page);
    await search(page, 'overlay');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    await expect(seeAll).toBeVisible();
    await expect(seeAll).toHaveAttribute('href', '/search?q=overlay');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=overlay$/);
    await expect(modal(page)).toBeHidden();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "overlay"');
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  });

  test('typing fetches no page code ahead for the hits or the "See all results" link', async ({page}) => {
    await gotoHydrated(page, '/');
    await openSearchModal(page);
    await search(page, 'overlay');
    const prefetches = () =>
      page.evaluate(() => document.querySelectorAll('link[rel="prefetch"], link[rel="preload"][as="script"]').length);
    const before = await prefetches();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/js\//.test(request.url())) fetched.push(request.url());
    });
    await input(page).pressSequentially(' editor', {delay: 20});
    await expect(page.getByRole('link', {name: /See all \d+ results/})).toHaveAttribute(
      'href',
      '/search?q=overlay%20editor',
    );
    expect(await prefetches()).toBe(before);
    expect(fetched).toEqual([]);
  });

  test('a new query shows its hits from the top, even after the reader scrolled the list', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 420});
    await gotoHydrated(page, '/');
    await openSearchModal(page);
    await search(page, 'poll');
    const dropdown = page.locator('.DocSearch-Dropdown');
    await dropdown.evaluate((list) => list.scrollTo({top: list.scrollHeight}));
    await expect.poll(() => dropdown.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
    await input(page).press('End');
    await page.keyboard.type('s');
    await expect(page.getByRole('link', {name: /See all \d+ results/})).toHaveAttribute('href', '/search?q=polls');
    await expect.poll(() => dropdown.evaluate((list) => list.scrollTop)).toBe(0);
    await expect(hits(page).first()).toBeInViewport();
  });
});

test.describe('recent and favorite searches', () => {
  test('a chosen hit is kept as a recent search, once, in local storage', async ({page}) => {
    await gotoHydrated(page, '/');
    await chooseFirstHit(page, 'roll overlay');
    await chooseFirstHit(page, 'roll overlay');
    await openSearchModal(page);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText(/^Recent/);
    await expect(hits(page)).toHaveCount(1);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), RECENT_KEY);
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toHaveProperty('_highlightResult');
    expect(stored[0]).not.toHaveProperty('_snippetResult');
  });

  test(`recent searches keep the latest ${SEARCH_RECENT_LIMIT}, or ${SEARCH_RECENT_WITH_FAVORITES_LIMIT} once favorites exist`, async ({
    page,
  }) => {
    const queries = [
      'director',
      'manual mode',
      'roll overlay',
      'poll tie',
      'allow sockets',
      'libwrapper',
      'send rolls to chat',
      'setAVData',
    ];
    await gotoHydrated(page, '/');
    for (const query of queries) await chooseFirstHit(page, query);
    await openSearchModal(page);
    await expect(hits(page)).toHaveCount(SEARCH_RECENT_LIMIT);
    // Save the newest recent search as a favorite.
    await hits(page).first().getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hit-source')).toContainText(['Recent', 'Favorite']);
    await page.keyboard.press('Escape');
    // The next search added to recent trims the list to the smaller limit.
    await chooseFirstHit(page, 'obs mode user');
    await openSearchModal(page);
    const shownRecent = page
      .locator('.DocSearch-Hits')
      .filter({has: page.locator('.DocSearch-Hit-source', {hasText: /^Recent/})});
    await expect(shownRecent.locator('.DocSearch-Hit')).toHaveCount(SEARCH_RECENT_WITH_FAVORITES_LIMIT);
    const recentCount = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, RECENT_KEY);
    expect(recentCount).toBe(SEARCH_RECENT_WITH_FAVORITES_LIMIT);
  });

  test('Ctrl+D saves the picked recent search as a favorite and Delete removes it, with focus kept in the input; the lists say so on screen', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await chooseFirstHit(page, 'poll tie');
    await chooseFirstHit(page, 'director');
    await openSearchModal(page);
    const sources = page.locator('.DocSearch-Hit-source');
    await expect(sources).toHaveText(['Recent · Delete removes the selected search, Ctrl+D saves it']);
    await expect(hits(page)).toHaveCount(2);
    await page.keyboard.press('ArrowDown');
    await expect(hits(page).nth(1).getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ControlOrMeta+d');
    await expect(sources).toHaveText([/^Recent/, 'Favorite · Delete removes the selected search']);
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), FAVORITE_KEY);
    expect(saved).toHaveLength(1);
    // Pick the favorite with the arrow keys and remove it.
    const favorite = page
      .locator('.DocSearch-Hits')
      .filter({has: sources.filter({hasText: /^Favorite/})})
      .getByRole('option');
    await expect(async () => {
      if ((await favorite.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
      await expect(favorite).toHaveAttribute('aria-selected', 'true', {timeout: 500});
    }).toPass({timeout: 5000});
    await page.keyboard.press('Delete');
    await expect(sources).toHaveText([/^Recent/]);
    await expect(hits(page)).toHaveCount(1);
    await expect(input(page)).toBeFocused();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), FAVORITE_KEY);
    expect(stored).toEqual([]);
  });

  test('a search saved as a favorite is not added to recent searches again', async ({page}) => {
    await gotoHydrated(page, '/');
    await chooseFirstHit(page, 'poll tie');
    await openSearchModal(page);
    await hits(page).first().getByTitle('Save this search').click();
    // DocSearch stores the favorite once the hit's fade-out has ended.
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, FAVORITE_KEY))
      .toBe(1);
    await page.keyboard.press('Escape');
    await chooseFirstHit(page, 'poll tie');
    const [recent, favorites] = await page.evaluate(
      ([r, f]) => [JSON.parse(localStorage.getItem(r!) ?? '[]'), JSON.parse(localStorage.getItem(f!) ?? '[]')],
      [RECENT_KEY, FAVORITE_KEY],
    );
    expect(favorites).toHaveLength(1);
    expect(recent.map((h: {objectID: string}) => h.objectID)).not.toContain(favorites[0].objectID);
  });

  test(`favorites keep at most ${SEARCH_FAVORITES_LIMIT}`, async ({page}) => {
    await page.addInitScript(
      ([key, limit]) => {
        if (sessionStorage.getItem('seeded')) return;
        const entries = Array.from({length: Number(limit) + 2}, (_, i) => ({
          objectID: `seed-${i}`,
          url: `/obs-utils/#seed-${i}`,
          type: 'lvl1',
          hierarchy: {
            lvl0: 'OBS Utils',
            lvl1: `Seeded favorite ${i}`,
            lvl2: null,
            lvl3: null,
            lvl4: null,
            lvl5: null,
            lvl6: null,
          },
          content: null,
        }));
        localStorage.setItem(String(key), JSON.stringify(entries));
        sessionStorage.setItem('seeded', '1');
      },
      [FAVORITE_KEY, SEARCH_FAVORITES_LIMIT] as const,
    );
    await gotoHydrated(page, '/');
    await chooseFirstHit(page, 'director');
    await openSearchModal(page);
    const saved = hits(page).first();
    const savedId = await saved.getByRole('option').getAttribute('href');
    await saved.getByTitle('Save this search').click();
    // DocSearch stores the favorite once the hit's fade-out has ended; the list then keeps the newest 10.
    const favorites = () =>
      page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{url: string}>, FAVORITE_KEY);
    await expect.poll(async () => (await favorites()).length).toBe(SEARCH_FAVORITES_LIMIT);
    expect((await favorites())[0]!.url).toContain(savedId!.split('#')[0]);
  });
});

test.describe('nothing before intent', () => {
  test('an idle page fetches none of search: no modal code or styles, no engine, no index', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    // The page's timers run on Playwright's clock: time flows as usual while
    // the page loads, then a minute without interaction passes at once.
    await page.clock.install();
    await gotoHydrated(page, '/obs-utils/obs-remote');
    await page.waitForLoadState('networkidle');
    // Every timer, animation frame and idle callback due in that minute runs,
    // and again for a minute more, for work that one of them scheduled.
    await page.clock.runFor(60_000);
    await page.clock.runFor(60_000);
    expect(requested.filter(isSearchRequest)).toEqual([]);
  });

  for (const [intent, act] of [
    ['the pointer over the search button', (page: Page) => page.locator('.DocSearch-Button').hover()],
    ['focus on the search button', (page: Page) => page.locator('.DocSearch-Button').focus()],
    ['Ctrl pressed', (page: Page) => page.keyboard.press('Control')],
  ] as const) {
    test(`${intent} starts loading search: modal, engine and both parts of the index, once`, async ({page}) => {
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      await gotoHydrated(page, '/ethereal-plane/');
      await act(page);
      await expect.poll(() => requested.filter(isSearchRequest).length).toBe(5);
      await openSearchModal(page);
      await search(page, 'poll');
      expect(requested.filter(isSearchRequest)).toHaveLength(5);
    });
  }

  test("the page's own stylesheet holds the search button and the stand-in, not the modal", async ({page}) => {
    await gotoHydrated(page, '/obs-utils/');
    const stylesheets = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((l) => l.href),
    );
    // The global stylesheet, and the page-only ones of this page (the overview's diagram and release card).
    const global = stylesheets.filter((href) => /\/assets\/css\/styles\.[0-9a-f]+\.css$/.test(href));
    expect(global, stylesheets.join(', ')).toHaveLength(1);
    for (const href of stylesheets) {
      const css = await (await page.request.get(href)).text();
      expect(css, href).not.toContain('.DocSearch-Modal');
      if (href === global[0]) {
        expect(css, href).toContain('.DocSearch-Button');
        expect(css, href).toContain('.vm-standin');
      }
    }
  });

  test('a local-search build sends no preconnect or DNS hint to Algolia', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]')).toHaveCount(0);
  });
});

test.describe('instant and never lost', () => {
  test('Ctrl+K focuses a search box at once, before any search code has arrived, and what is typed goes into the modal', async ({
    page,
  }) => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(MODAL_CHUNK, async (route) => {
      await arrived;
      await route.continue();
    });
    await gotoHydrated(page, '/obs-utils/');
    await page.keyboard.press('Control+k');
    await expect(standIn(page).getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('manual mo');
    release();
    await page.keyboard.type('de');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('manual mode');
    await expect(input(page)).toBeFocused();
    await expect(standIn(page)).toBeHidden();
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
  });

  test('a shortcut pressed before the page has hydrated opens search, and the characters typed after it end up in the query', async ({
    page,
  }) => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/obs-utils/obs-remote', {waitUntil: 'commit'});
    await expect(page.locator('article h1')).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('websocket', {delay: 20});
    await expect(standIn(page).getByRole('searchbox')).toHaveValue('websocket');
    release();
    await page.keyboard.type(' password', {delay: 20});
    await expect(input(page)).toHaveValue('websocket password');
    await expect(input(page)).toBeFocused();
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
  });

  // From the home page the hit leads into another docs set, whose page draws a navbar of its own; from a
  // page of OBS Utils it leads to another page of the same set, whose navbar (and search bar) stays.
  for (const {from, query, navbar} of [
    {from: '/', query: 'midi', navbar: 'drawn anew'},
    {from: '/obs-utils/getting-started', query: 'scene load', navbar: 'kept'},
  ] as const) {
    test(`Ctrl+K pressed while a chosen hit's page is still loading opens search, and the query typed then reaches the new page's modal (navbar ${navbar})`, async ({
      page,
    }) => {
      await gotoHydrated(page, from);
      await openSearchModal(page);
      await search(page, query);
      // From the click on, no code reaches the page: the address has changed, and the old page stays on screen.
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/js\//, async (route) => {
        await arrived;
        await route.continue();
      });
      const hit = page.locator('.DocSearch-Hit a[href]').first();
      const target = new URL((await hit.getAttribute('href'))!, page.url()).pathname;
      expect(target).not.toBe(from);
      const oldTitle = await page.title();
      const oldButton = await page.locator('.DocSearch-Button').first().elementHandle();
      await hit.click();
      await expect(page).toHaveURL((url) => url.pathname === target);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('obs');
      await expect(standIn(page).getByRole('searchbox')).toHaveValue('obs');
      // Two frames and the tasks after them: the old search bar, whose modal code is in, has had its turn.
      for (let frame = 0; frame < 2; frame++)
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      await expect(standIn(page).getByRole('searchbox')).toBeFocused();
      await expect(modal(page)).toHaveCount(0);
      expect(await page.title()).toBe(oldTitle);
      release();
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toHaveValue('obs');
      await expect(input(page)).toBeFocused();
      await expect(page).not.toHaveTitle(oldTitle);
      expect(await oldButton!.evaluate((button) => button.isConnected)).toBe(navbar === 'kept');
      await page.keyboard.type(' mode');
      await expect(input(page)).toHaveValue('obs mode');
    });
  }

  test("on a slow device, Ctrl+K and a query typed just after following a hit reach the new page's modal, every time", async ({
    page,
  }) => {
    // Three slowed-down visits: about 25 s on this project's 2-core machine with the other worker busy.
    test.setTimeout(90_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.goto('/');
      await page.keyboard.press('Control+k');
      await page.keyboard.type('midi');
      // The first hit, followed as soon as it shows: the reader does not wait for the page to settle.
      await page.locator('.DocSearch-Hit a[href]').first().click();
      await page.waitForURL((url) => url.pathname !== '/');
      await page.keyboard.press('Control+k');
      await page.keyboard.type('obs');
      await expect(modal(page), `attempt ${attempt + 1}`).toBeVisible({timeout: 15_000});
      await expect(input(page), `attempt ${attempt + 1}`).toHaveValue('obs');
      await expect(input(page), `attempt ${attempt + 1}`).toBeFocused();
    }
  });

  test("the browser's own Ctrl+K never gets the key on the site's pages", async ({page}) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() =>
      window.addEventListener('keydown', (event) => {
        if (event.key === 'k') (window as unknown as {ctrlKPrevented: boolean}).ctrlKPrevented = event.defaultPrevented;
      }),
    );
    await page.keyboard.press('Control+k');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {ctrlKPrevented?: boolean}).ctrlKPrevented))
      .toBe(true);
  });
});

test.describe('honest states', () => {
  /** Records, from now on, every moment the modal says "No results for". */
  async function watchNoResults(page: Page): Promise<() => Promise<string[]>> {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as {noResultsSeen: string[]}).noResultsSeen = seen;
      new MutationObserver(() => {
        const screen = document.querySelector<HTMLElement>('.DocSearch-NoResults');
        if (screen && screen.checkVisibility() && screen.innerText.includes('No results for'))
          seen.push(screen.innerText);
      }).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
    });
    return () => page.evaluate(() => (window as unknown as {noResultsSeen: string[]}).noResultsSeen);
  }

  test('on a fresh page, the first letters typed never show "No results" while the index is still on its way', async ({
    page,
  }) => {
    await page.route(INDEX_CHUNK, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await gotoHydrated(page, '/');
    const noResultsSeen = await watchNoResults(page);
    await openSearchModal(page);
    await page.keyboard.type('w');
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
    expect(await noResultsSeen()).toEqual([]);
  });

  test('a query typed while the modal was still loading is searched without a "No results" first', async ({page}) => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(MODAL_CHUNK, async (route) => {
      await arrived;
      await route.continue();
    });
    await gotoHydrated(page, '/');
    const noResultsSeen = await watchNoResults(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('websocket password');
    release();
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
    expect(await noResultsSeen()).toEqual([]);
  });

  test('a pasted query shows hits without a "No results" first', async ({page}) => {
    await gotoHydrated(page, '/');
    const noResultsSeen = await watchNoResults(page);
    await openSearchModal(page);
    await page.keyboard.insertText('websocket password');
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
    expect(await noResultsSeen()).toEqual([]);
  });

  test('a first query answered from the titles and headings alone is completed once the paragraphs arrive, without typing', async ({
    page,
  }) => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(BODY_CHUNK, async (route) => {
      await arrived;
      await route.continue();
    });
    await gotoHydrated(page, '/');
    await openSearchModal(page);
    await page.keyboard.type('websocket');
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    const count = async () => Number(/\d+/.exec((await seeAll.textContent()) ?? '')?.[0] ?? 0);
    const fromHeadings = await count();
    release();
    await expect.poll(count).toBeGreaterThan(fromHeadings);
    await expect(input(page)).toHaveValue('websocket');
    await expect(input(page)).toBeFocused();
  });
});

/**
 * Outages at each stage: the modal's code, the engine or the index cannot be
 * fetched. Each time the shortcuts still open search, a query shows the
 * network error screen, the page throws nothing, and once the network is
 * back the next query shows hits, without a reload.
 */
test.describe('when the network fails', () => {
  /**
   * Opens `path` with `chunk` refused as a lost network would refuse it, and
   * marks the document (a reload would drop the mark). `restore` serves the
   * chunk again; `errors` collects uncaught page errors (a failed request
   * only logs a console line).
   */
  async function openWithout(page: Page, chunk: RegExp, path: string) {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let blocked = true;
    await page.route(chunk, (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
    await gotoHydrated(page, path);
    await page.evaluate(() => ((window as unknown as {searchTestMark: boolean}).searchTestMark = true));
    return {
      errors,
      restore: () => {
        blocked = false;
      },
      sameDocument: () =>
        page.evaluate(() => (window as unknown as {searchTestMark?: boolean}).searchTestMark === true),
    };
  }

  test('without the modal\'s code, Ctrl+K and "/" open the stand-in with the network error, and the next query after recovery shows hits', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    const outage = await openWithout(page, MODAL_CHUNK, '/obs-utils/');
    const dialog = standIn(page).getByRole('dialog');

    await page.keyboard.press('/');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.type('websocket');
    await expect(dialog).toContainText('Unable to fetch results');
    await expect(dialog).toContainText('You might want to check your network connection.');

    outage.restore();
    await page.keyboard.type(' password');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('websocket password');
    await expect(input(page)).toBeFocused();
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
    expect(await outage.sameDocument()).toBe(true);
    expect(outage.errors).toEqual([]);
  });

  test("without the search engine's code, a query shows the network error, and the next one after recovery shows hits", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    await page.clock.install();
    const outage = await openWithout(page, ENGINE_CHUNK, '/ethereal-plane/');
    await openSearchModal(page);
    await input(page).fill('poll');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    // The error stays up: nothing the page runs on a timer replaces it with
    // "No results", however long the reader waits.
    await page.clock.runFor(60_000);
    await expect(error).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);

    outage.restore();
    await input(page).fill('poll macro');
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
    expect(await outage.sameDocument()).toBe(true);
    expect(outage.errors).toEqual([]);
  });

  test('once search has been used, it keeps answering after the network is lost', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(page, '/');
    await openSearchModal(page);
    await search(page, 'overlay');
    await page.keyboard.press('Escape');
    await context.setOffline(true);
    await openSearchModal(page);
    await search(page, 'director');
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });
});

test.describe('when the index cannot be loaded', () => {
  test('the modal shows the network error screen, and the next query works once the index loads', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    let blocked = true;
    await page.route(INDEX_CHUNK, (route) => (blocked ? route.abort() : route.continue()));
    await page.clock.install();
    await gotoHydrated(page, '/');
    await openSearchModal(page);
    await input(page).fill('overlay');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    // The error stays up (it is not replaced by "No results"), however long the reader waits.
    await page.clock.runFor(60_000);
    await expect(error).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    blocked = false;
    await input(page).fill('overlay css');
    await expect(hits(page).first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the /search page says search is unavailable, and shows the results when the reader tries again, without a reload', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    // The search client tries each of its hosts in turn, each a load of the
    // index, then gives up; the stock page leaves that final error uncaught
    // (its search helper has no "error" listener), one per attempt.
    let attemptsOver = 0;
    page.on('pageerror', (error) => void (/unspecified "error" event/.test(error.message) && attemptsOver++));
    let blocked = true;
    await page.route(INDEX_CHUNK, (route) => (blocked ? route.abort() : route.continue()));
    await gotoHydrated(page, '/search?q=overlay');
    const alert = page.getByRole('alert').filter({hasText: 'Search is unavailable right now.'});
    await expect(alert).toBeVisible();
    await expect(page.getByText('No results were found')).toHaveCount(0);
    // Nothing suggests it is still loading.
    await expect(page.locator('[class*="loadingSpinner"]')).toBeHidden();
    await expect.poll(() => attemptsOver).toBe(1);
    // Still offline: trying again fails again, and says so again, once the attempt is over.
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expect.poll(() => attemptsOver).toBe(2);
    await expect(alert).toBeVisible();
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    blocked = false;
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('overlay');
    expect(navigations).toEqual([]);
  });

  test('the /search page searches again by itself when the browser is back online', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    await page.route(INDEX_CHUNK, (route) => route.abort());
    await gotoHydrated(page, '/search?q=overlay');
    const alert = page.getByRole('alert').filter({hasText: 'Search is unavailable right now.'});
    await expect(alert).toBeVisible();
    await page.unroute(INDEX_CHUNK);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(alert).toBeHidden();
  });
});

test.describe('the /search page', () => {
  test('a deep link shows the results for its query', async ({page}) => {
    await gotoHydrated(page, '/search?q=websocket%20password');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "websocket password"');
    // Local mode: the count of sections sharing any word of the query is left out (src/search/browser/localMode.css).
    await expect(page.locator('main article').first()).toBeVisible();
    const count = page.getByText(/\d+ documents? found/);
    await expect(count).toHaveCount(1);
    await expect(count).toBeHidden();
    // Local mode: the theme's "Powered by Algolia" column is there and hidden (src/search/browser/localMode.css).
    const credit = page.locator('main a[href="https://www.algolia.com/"]');
    await expect(credit).toHaveCount(1);
    await expect(credit).toBeHidden();
    const first = page.locator('main article').first();
    await expect(first.locator('a')).toHaveAttribute('href', /^\/obs-utils\//);
  });

  test('more results load as the reader scrolls (paging)', async ({page}) => {
    await gotoHydrated(page, '/search?q=obs');
    const results = page.locator('main article');
    await expect(results).toHaveCount(15);
    // Scrolled down until the next page of results has been drawn.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return results.count();
      })
      .toBeGreaterThan(15);
  });

  test('HTML in a query is shown as text, never run', async ({page}) => {
    let dialog = false;
    page.on('dialog', async (d) => {
      dialog = true;
      await d.dismiss();
    });
    await gotoHydrated(page, `/search?q=${encodeURIComponent('<img src=x onerror=alert(1)> overlay')}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText('<img src=x onerror=alert(1)> overlay');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialog).toBe(false);
  });
});
