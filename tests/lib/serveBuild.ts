/**
 * The browser tests' web server (playwright.config.ts): the production build
 * on 127.0.0.1:TEST_PORT with the headers of its `_headers` file, as Netlify
 * or Cloudflare Pages would send them. So every browser test runs under the
 * site's real Content-Security-Policy, and a violation fails it through the
 * console-error check every test has (tests/e2e/fixtures.ts).
 */
import path from 'node:path';
import {startHeadersServer} from './headersServer';
import {TEST_PORT} from '../browser';

void startHeadersServer(path.resolve(__dirname, '../../build'), TEST_PORT).then((server) => {
  console.log(`Serving build/ with its _headers at ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
});
