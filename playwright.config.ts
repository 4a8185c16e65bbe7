import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, SHARED_CORE_FACTOR, TEST_PORT, TEST_WORKERS, chromiumPath} from './tests/browser';

/**
 * Browser tests run against the production build, served on 127.0.0.1 with
 * the security headers of its `_headers` file (tests/lib/serveBuild.ts), so
 * every page runs under the real Content-Security-Policy. `npm run build`
 * must have run first; `npm test` does that.
 *
 * Two projects, both run by default: `site` tests the build, and
 * `site-copies` holds the specs that build a differently configured copy of the
 * site first (Algolia mode, a pretend release), which takes a build's
 * time of their own. `--project site` leaves them out.
 */
const SITE_COPY_SPECS = [/search-algolia\.spec\.ts$/, /pretend-release\.spec\.ts$/];

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: TEST_WORKERS,
  retries: 0,
  // Playwright's defaults (30 s a test, 5 s an expectation), for a worker that shares the cores (tests/browser.ts).
  timeout: 30_000 * SHARED_CORE_FACTOR,
  expect: {timeout: 5_000 * SHARED_CORE_FACTOR},
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${TEST_PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: chromiumPath(), args: CHROMIUM_ARGS},
    trace: 'off',
  },
  // `site-copies` first: its copies of the site build while the other workers
  // run `site` tests, rather than at the end with those workers idle.
  projects: [
    {name: 'site-copies', testMatch: SITE_COPY_SPECS},
    {name: 'site', testIgnore: SITE_COPY_SPECS},
  ],
  webServer: {
    command: 'npx tsx tests/lib/serveBuild.ts',
    url: `http://127.0.0.1:${TEST_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
