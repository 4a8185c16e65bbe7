/**
 * Search right after a page change, as a new reader uses it: Ctrl+K on the
 * home page, a query, a click on the first hit as soon as it shows, and at
 * once Ctrl+K again, while the new page may still be on its way and the
 * search bar about to be replaced. One press opens search, with the focus
 * in its box, every time (four rounds, each in a fresh browser context).
 */
import {test, expect} from './fixtures';

test('Ctrl+K right after following a hit opens search with one press, its box focused, round after round', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (let round = 1; round <= 4; round += 1) {
    const context = await browser.newContext({baseURL});
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.keyboard.press('Control+k');
      await page.keyboard.type('midi');
      await page.locator('.DocSearch-Hit a[href]').first().click();
      // Whichever hit was first when it showed: the page changes.
      await expect(page, `round ${round}: the hit's page`).not.toHaveURL(new URL('/', baseURL).href);
      // No pause: the next page may not have been drawn yet.
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await expect(input, `round ${round}: search is open`).toBeVisible({timeout: 10_000});
      await expect(input, `round ${round}: its box has the focus`).toBeFocused();
      await page.keyboard.type('poll');
      await expect(input).toHaveValue('poll');
      await expect(page.locator('.DocSearch-Hits mark').first(), `round ${round}: hits`).toBeVisible();
    } finally {
      await context.close();
    }
  }
});
