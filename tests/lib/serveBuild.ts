/**
 * The one way the tests and the benchmarks serve a build folder: node:http
 * and serve-handler (the server behind `docusaurus serve`) on 127.0.0.1.
 * `<route>` and `<route>/` are served from `<route>/index.html` without a
 * redirect, and unknown paths get `404.html` with status 404, as a static
 * host does. Options:
 *
 * - `headers` (default on): the headers of the build's `_headers` file, as
 *   Netlify or Cloudflare Pages send them. The browser tests run under them,
 *   so under the site's real Content-Security-Policy.
 * - `compress` (default off): text files sent brotli- or gzip-compressed, as
 *   the browser asks (brotli quality 11, gzip level 9, what tests/lib/
 *   firstVisit.ts counts), so that Lighthouse times the bytes a host sends.
 *
 * Run as a script, it is the browser tests' web server (playwright.config.ts):
 * build/ with its headers on TEST_PORT.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {Readable} from 'node:stream';
import serveHandler, {type ServeHandlerMethods, type ServeHandlerOptions} from 'serve-handler';
import {HEADERS_FILE_NAME, type HeaderRule} from '../../src/hosting/headers';
import {parseHeadersFile} from './headersFile';
import {compress} from './firstVisit';
import {TEST_PORT} from '../browser';

export interface ServeOptions {
  /** Port to listen on; 0 (the default) lets the system pick a free one. */
  port?: number;
  /** Send the headers of the build's `_headers` file (default true). */
  headers?: boolean;
  /** Compress text files as the browser asks, brotli or gzip (default false). */
  compress?: boolean;
}

export interface BuildServer {
  url: string;
  /** The rules of the build's `_headers` file (empty when `headers` is off). */
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

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md)$/;

/** Compressed bodies by encoding, file and modification time: repeated runs spend no CPU on compression. */
const compressed = new Map<string, Buffer>();

function compressedFile(file: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}:${fs.statSync(file).mtimeMs}`;
  let body = compressed.get(key);
  if (!body) {
    body = compress(fs.readFileSync(file), encoding);
    compressed.set(key, body);
  }
  return body;
}

/**
 * serve-handler's file access for one response, sending a compressible file
 * in `encoding`: its size is the compressed size (serve-handler's
 * Content-Length), and reading it sets Content-Encoding and gives the
 * compressed bytes. serve-handler reads a file only to send it, the 404 page
 * included.
 */
function compressingMethods(response: http.ServerResponse, encoding: 'br' | 'gzip'): ServeHandlerMethods {
  const applies = (file: string, stats: fs.Stats) => stats.isFile() && COMPRESSIBLE.test(file);
  return {
    lstat: async (file: string) => {
      const stats = await fs.promises.lstat(file);
      if (!applies(file, stats)) return stats;
      return Object.assign(Object.create(Object.getPrototypeOf(stats) as object) as fs.Stats, stats, {
        size: compressedFile(file, encoding).length,
      });
    },
    createReadStream: (file: string, options?: {start?: number; end?: number}) => {
      if (!COMPRESSIBLE.test(file) || options?.start !== undefined) return fs.createReadStream(file, options);
      response.setHeader('Content-Encoding', encoding);
      return Readable.from([compressedFile(file, encoding)]);
    },
  };
}

/** How long the server keeps an idle connection open (Node's default is 5 s). */
export const KEEP_ALIVE_MS = 60_000;

export async function serveBuild(buildDir: string, options: ServeOptions = {}): Promise<BuildServer> {
  const {port = 0, headers = true} = options;
  const rules = headers ? readHeadersFile(buildDir) : [];
  const config: ServeHandlerOptions = {
    public: buildDir,
    cleanUrls: true,
    directoryListing: false,
    headers: toServeHandlerHeaders(rules),
  };
  const server = http.createServer((request, response) => {
    let methods: ServeHandlerMethods | undefined;
    if (options.compress && request.headers.range === undefined) {
      response.setHeader('Vary', 'Accept-Encoding');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
      if (encoding) methods = compressingMethods(response, encoding);
    }
    serveHandler(request, response, config, methods).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  // Node closes an idle keep-alive connection after 5 s, the same time after which a
  // Node client (Playwright's request fixture) drops it: on a busy machine the
  // client can send on a socket the server is closing, and the request fails
  // with ECONNRESET. A host keeps connections longer; so does this server, and
  // it says so in the Keep-Alive header that the client's agent follows.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
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

/**
 * `npx tsx tests/lib/serveBuild.ts [--port N]` (npm run serve / preview: port
 * 3000): the build as production serves it, with its `_headers`.
 */
if (require.main === module) {
  const portArgument = process.argv.indexOf('--port');
  const port = portArgument > 0 ? Number(process.argv[portArgument + 1]) : TEST_PORT;
  void serveBuild(path.resolve(__dirname, '../../build'), {port}).then((server) => {
    console.log(`Serving build/ with its _headers at ${server.url}`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', stop).once('SIGTERM', stop);
  });
}
