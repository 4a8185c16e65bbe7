/**
 * Robustness: hostile search queries, pages without JavaScript, and what a
 * reader sees when a page's chunks fail on the first load. (A clean console
 * on every route, and unknown paths: routes.spec.ts.)
 */
import {test, expect, gotoHydrated} from './fixtures';
import {SITE_ROUTES} from '../data/routes';
import {SEARCH_CHUNK_FILES} from '../lib/firstVisit';
import type {Page} from '@playwright/test';

const INDEX_CHUNK = SEARCH_CHUNK_FILES.index;

const HOSTILE_QUERIES: Array<{name: string; query: string}> = [
  {name: '5,000 characters', query: 'overlay websocket '.repeat(278).slice(0, 5000)},
  {name: 'emoji', query: '🎲🐉 overlay 👾🏳️‍🌈'},
  {name: 'right-to-left text', query: 'مرحبا بالعالم שלום overlay'},
  {name: 'regex metacharacters', query: '.*+?^${}()|[]\\'},
  {name: 'only spaces', query: '     '},
  {name: 'an HTML injection', query: '<img src=x onerror=alert(1)>'},
];

/** Fails the test if the page opens any alert, confirm or prompt. */
function failOnDialog(page: Page): {opened: string[]} {
  const seen = {opened: [] as string[]};
  page.on('dialog', async (dialog) => {
    seen.opened.push(dialog.message());
    await dialog.dismiss();
  });
  return seen;
}

test.describe('the /search page survives hostile queries', () => {
  for (const {name, query} of HOSTILE_QUERIES) {
    test(`a query of ${name} neither crashes the page nor injects markup`, async ({page}) => {
      const dialogs = failOnDialog(page);
      const indexLoaded = query.trim() ? page.waitForResponse((r) => INDEX_CHUNK.test(r.url())) : null;
      await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
      if (indexLoaded) {
        // The query really reached the engine and its answer was rendered.
        await indexLoaded;
        // Results, or the page's word that there are none (local mode shows no count: src/search/browser/localMode.css).
        await expect(page.locator('main article').first().or(page.getByText('No results were found'))).toBeVisible();
      }
      await expect(page.locator('[class*="loadingSpinner"]')).toHaveCount(0);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      const input = page.locator('input[type="search"][name="q"]');
      await expect(input).toBeVisible();
      await expect(input).toHaveValue(query);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
      expect(dialogs.opened).toEqual([]);
    });
  }
});

// One page without JavaScript walks every route (a fresh context per route
// only repeats the shared stylesheet's download).
test('every page is readable with JavaScript disabled: its heading and text are shown', async ({browser, baseURL}) => {
  test.setTimeout(SITE_ROUTES.length * 5_000);
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    for (const route of SITE_ROUTES) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page.getByRole('heading', {level: 1}).first(), route.path).toBeVisible();
      if (route.kind === 'search') {
        await expect(page.locator('input[type="search"][name="q"]')).toBeVisible();
      } else {
        const text = (await page.locator('article').first().innerText()).trim();
        expect(text.length, `article text of ${route.path}`).toBeGreaterThan(100);
      }
    }
  } finally {
    await context.close();
  }
});

/*
 * A chunk-load failure's "error text with a Retry button" is the
 * react-loadable fallback @docusaurus/core/lib/client/theme-fallback/Loading.
 * In a production build of Docusaurus 3.10 it cannot be reached: the first
 * render waits for every chunk of the route (clientEntry.js: `preload(...)
 * .then(render)`, with no catch), and a navigation whose chunks fail reloads
 * the page (PendingNavigation.js, tested in errors.spec.ts). This test pins
 * the first-load half: the server-rendered page stays readable, unhydrated,
 * and no Retry screen replaces it.
 */
test('a page whose chunks fail on the first load stays readable and shows no Retry screen', async ({
  page,
  consoleErrors,
  allowConsoleErrors,
}) => {
  allowConsoleErrors();
  await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/, (route) => route.abort());
  await page.goto('/obs-utils/manual-mode');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
  // Never hydrated: the colour-mode toggle stays disabled as rendered on the server.
  await expect(page.getByRole('button', {name: /Switch between dark and light mode/}).first()).toBeDisabled();
  expect(consoleErrors.join('\n')).toMatch(/ChunkLoadError|Loading chunk/i);
});
