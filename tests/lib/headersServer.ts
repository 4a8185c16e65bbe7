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
 * serve-handler matches header sources as globs against the served file's
 * path; a `_headers` `*` matches across slashes, which is a glob's `**`.
 * Other glob characters in a pattern are escaped.
 */
export function toServeHandlerHeaders(rules: HeaderRule[]): NonNullable<ServeHandlerOptions['headers']> {
  return rules.map((rule) => ({
    source: rule.path
      .split('*')
      .map((part) => part.replace(/[?[\]{}()!+@\\]/g, '\\$&'))
      .join('**'),
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
