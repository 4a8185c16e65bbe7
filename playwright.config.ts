import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, TEST_PORT, chromiumPath} from './tests/browser';

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
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${TEST_PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: chromiumPath(), args: CHROMIUM_ARGS},
    trace: 'off',
  },
  // `site-copies` first: its copy of the site builds while the other worker
  // runs `site` tests, rather than at the end with that worker idle.
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
