/**
 * "The page has hydrated", the one way the tests and the benchmarks wait for
 * it. Docusaurus marks the root element `<html data-has-hydrated="true">`
 * once React has hydrated the page and run its effects
 * (@docusaurus/core/lib/client/hasHydratedDataAttribute.js, a `<Head>` that
 * follows `useIsBrowser()`). By then Docusaurus has loaded every chunk of the
 * route, since it preloads them before hydrating.
 */
import type {Page} from '@playwright/test';

export async function waitForHydration(page: Page, {timeout = 20_000}: {timeout?: number} = {}): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {timeout});
}
