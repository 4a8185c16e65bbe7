/**
 * A static server for a build folder that sends the headers of the build's
 * `_headers` file, as Netlify or Cloudflare Pages would: node:http and
 * serve-handler (the server behind `docusaurus serve`), on 127.0.0.1 and a
 * free port. Tests start it and close it.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import serveHandler, {type ServeHandlerOptions} from 'serve-handler';
import {HEADERS_FILE_NAME, type HeaderRule} from '../../src/hosting/headers';
import {parseHeadersFile} from './headersFile';

export interface HeadersServer {
  url: string;
  rules: HeaderRule[];
  close(): Promise<void>;
}

/**
 * serve-handler matches header sources as globs (minimatch) against the
 * served file's path. In `_headers`, `*` matches anything, slashes included:
 * a segment that is only `*` becomes the glob's `**`, and a last segment
 * `*<suffix>` (such as `/*.md`) becomes `**` followed by `*<suffix>`. Other
 * glob characters are escaped; a `*` anywhere else has no glob equivalent
 * and is refused, so the test server never sends other headers than a host.
 */
export function toServeHandlerHeaders(rules: HeaderRule[]): NonNullable<ServeHandlerOptions['headers']> {
  const escape = (text: string) => text.replace(/[?[\]{}()!+@\\]/g, '\\$&');
  const glob = (pattern: string) =>
    pattern
      .split('/')
      .map((segment, index, all) => {
        if (!segment.includes('*')) return escape(segment);
        if (segment === '*') return '**';
        if (index === all.length - 1 && /^\*[^*]+$/.test(segment)) return `**/*${escape(segment.slice(1))}`;
        throw new Error(`The test server has no glob for the _headers pattern ${pattern}.`);
      })
      .join('/');
  return rules.map((rule) => ({
    source: glob(rule.path),
    headers: rule.headers.map(([key, value]) => ({key, value})),
  }));
}

export function readHeadersFile(buildDir: string): HeaderRule[] {
  const file = path.join(buildDir, HEADERS_FILE_NAME);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run the production build first.`);
  return parseHeadersFile(fs.readFileSync(file, 'utf8'));
}

/** Serves `buildDir` on 127.0.0.1, on `port` or else on a free port. */
export async function startHeadersServer(buildDir: string, port = 0): Promise<HeadersServer> {
  const rules = readHeadersFile(buildDir);
  const options: ServeHandlerOptions = {
    public: buildDir,
    cleanUrls: true,
    directoryListing: false,
    headers: toServeHandlerHeaders(rules),
  };
  const server = http.createServer((request, response) => {
    serveHandler(request, response, options).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    rules,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
