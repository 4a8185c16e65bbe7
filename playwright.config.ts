import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, SHARED_CORE_FACTOR, TEST_PORT, TEST_WORKERS, chromiumPath} from './tests/browser';

/**
 * Browser tests run against the production build, served on 127.0.0.1 with
 * the security headers of its `_headers` file (tests/lib/serveBuild.ts), so
 * every page runs under the real Content-Security-Policy. `npm run build`
 * must have run first; `npm test` does that.
 *
 * Two projects, both run by default: `site` tests the build, and
 * `site-copy` holds the spec that first builds a differently configured copy
 * of the site (a pretend release, in Algolia mode), which takes a build's
 * time of its own. `--project site` leaves it out.
 */
const SITE_COPY_SPECS = [/site-copy\.spec\.ts$/];

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
  // `site-copy` first: its copy of the site builds while the other workers
  // run `site` tests, rather than at the end with those workers idle.
  projects: [
    {name: 'site-copy', testMatch: SITE_COPY_SPECS},
    {name: 'site', testIgnore: SITE_COPY_SPECS},
  ],
  webServer: {
    command: 'npx tsx tests/lib/serveBuild.ts',
    url: `http://127.0.0.1:${TEST_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
