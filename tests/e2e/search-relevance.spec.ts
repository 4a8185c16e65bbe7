/**
 * Relevance as a reader meets it: each query of the table, typed into the
 * DocSearch modal, must show its page among the first three results. The
 * modal groups hits by page, so a result here is a page, in the order shown.
 */
import {test, expect, gotoHydrated} from './fixtures';
import {RELEVANCE_CASES} from '../data/search-relevance';

test(`the expected page is among the first three pages shown for all ${RELEVANCE_CASES.length} reader queries`, async ({page}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeVisible();
  const misses: string[] = [];
  for (const {query, page: expected} of RELEVANCE_CASES) {
    // Clearing first shows the start screen, so the marks we wait for are this query's.
    await input.fill('');
    await expect(page.locator('.DocSearch-Hits mark')).toHaveCount(0);
    await input.fill(query);
    await expect(page.locator('.DocSearch-Hits mark').first(), query).toBeVisible();
    const shown = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const top = [...new Set(shown.map((href) => href.split('#')[0]!))].slice(0, 3);
    if (!top.includes(expected)) misses.push(`"${query}": expected ${expected}, got ${top.join(' | ')}`);
  }
  expect(misses, misses.join('\n')).toEqual([]);
});
