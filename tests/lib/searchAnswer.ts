/**
 * The one way the browser tests read the search dialog's hits for a query:
 * type it, wait until the dialog's box says its latest answer is for that
 * query, from the whole index (src/theme/SearchBar/answerState.ts:
 * `data-search-query`, `data-search-answer`, no `data-search-partial`), then
 * read the hits two frames later, once two reads agree and the list matches
 * the answer (the answer is in before DocSearch has drawn it). Hits of an earlier query can never be read as this one's.
 */
import {expect, type Page} from '@playwright/test';

/** Types `query` into the open dialog and returns the addresses of its hits, in the order shown. */
export async function hitsFor(page: Page, query: string): Promise<string[]> {
  const input = page.locator('.DocSearch-Input');
  await input.fill(query);
  // What the box holds: the dialog cuts a query at its length limit.
  const asked = await input.inputValue();
  const box = page.locator('.vm-search-box');
  await expect(box, `the answer to "${asked}"`).toHaveAttribute('data-search-query', asked);
  await expect(box).toHaveAttribute('data-search-answer', /^(hits|empty)$/);
  await expect(box).not.toHaveAttribute('data-search-partial', 'true');
  // The answer is in; DocSearch draws it in the next render: let two frames pass before the first read.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const read = () =>
    page.locator('.DocSearch-Hit a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  let hrefs = await read();
  await expect
    .poll(async () => {
      const again = await read();
      const same =
        again.join('\n') === hrefs.join('\n') &&
        again.length > 0 === ((await box.getAttribute('data-search-answer')) === 'hits');
      hrefs = again;
      return same;
    })
    .toBe(true);
  return hrefs;
}
