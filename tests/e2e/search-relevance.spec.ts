/**
 * Relevance as a reader meets it, typed into the DocSearch modal. The modal
 * groups hits by page, so a result here is a page, in the order shown.
 * - Each reader query of the table shows its page among the first three.
 * - The first letters of a guide page's subject show that page among the
 *   first five.
 * - One page never takes more than SEARCH_HITS_PER_DOCUMENT hits while other
 *   pages match too.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {hitsFor} from '../lib/searchAnswer';
import {RELEVANCE_CASES, SUBJECT_PREFIX_CASES} from '../data/search-relevance';
import {SEARCH_HITS_PER_DOCUMENT} from '../../src/constants';

/** Opens the modal once; `shownFor` then types each query and returns where the hits lead, in display order. */
async function openModal(page: Page): Promise<(query: string) => Promise<string[]>> {
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeVisible();
  // The hits of each query, never the previous one's (tests/lib/searchAnswer.ts).
  return (query) => hitsFor(page, query);
}

const pagesOf = (hrefs: string[]) => [...new Set(hrefs.map((href) => href.split('#')[0]!))];

/** The cases whose page is not among the first `top` pages shown, as messages. */
async function missesOf(
  shownFor: (query: string) => Promise<string[]>,
  cases: ReadonlyArray<{query: string; page: string}>,
  top: number,
): Promise<string[]> {
  const misses: string[] = [];
  for (const {query, page: expected} of cases) {
    const first = pagesOf(await shownFor(query)).slice(0, top);
    if (!first.includes(expected)) misses.push(`"${query}": expected ${expected}, got ${first.join(' | ')}`);
  }
  return misses;
}

test(`the expected page is among the first three pages shown for all ${RELEVANCE_CASES.length} reader queries`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  const misses = await missesOf(await openModal(page), RELEVANCE_CASES, 3);
  expect(misses, misses.join('\n')).toEqual([]);
});

test("the first letters of a guide page's subject show that page among the first five", async ({page}) => {
  const misses = await missesOf(await openModal(page), SUBJECT_PREFIX_CASES, 5);
  expect(misses, misses.join('\n')).toEqual([]);
});

test(`one page shows at most ${SEARCH_HITS_PER_DOCUMENT} hits when other pages match too`, async ({page}) => {
  const shownFor = await openModal(page);
  // "register" matches many members of the OBS Utils reference pages and the guides that explain them.
  const hrefs = await shownFor('register');
  const perPage = new Map<string, number>();
  for (const href of hrefs) perPage.set(href.split('#')[0]!, (perPage.get(href.split('#')[0]!) ?? 0) + 1);
  expect(perPage.size, hrefs.join('\n')).toBeGreaterThan(1);
  for (const [url, count] of perPage) expect(count, url).toBeLessThanOrEqual(SEARCH_HITS_PER_DOCUMENT);
  // The first screen of hits is not one page alone.
  expect(new Set(pagesOf(hrefs.slice(0, 5))).size).toBeGreaterThan(1);
});
