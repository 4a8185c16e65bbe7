/**
 * A static server for the benchmark that behaves like a production static
 * host: text files are sent brotli- or gzip-compressed (as the browser
 * asks), `<route>` and `<route>/` are served from `<route>/index.html`, and
 * unknown paths get `404.html` with status 404. (`docusaurus serve` sends
 * everything uncompressed, which would make Lighthouse time bytes no real
 * host sends.)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {compress} from '../../tests/lib/firstVisit';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** The file for a URL path, or null. Never leaves `root`. */
export function resolveFile(root: string, urlPath: string): string | null {
  const clean = path.normalize(decodeURIComponent(urlPath.split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  const candidates = [base, path.join(base, 'index.html'), `${base}.html`];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** Compressed bodies, kept so repeated runs do not spend CPU on compression. */
const cache = new Map<string, Buffer>();

function encode(file: string, body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}`;
  let out = cache.get(key);
  if (!out) {
    out = compress(body, encoding);
    cache.set(key, out);
  }
  return out;
}

function send(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number): void {
  const ext = path.extname(file);
  let body: Buffer = fs.readFileSync(file);
  const headers: http.OutgoingHttpHeaders = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    vary: 'accept-encoding',
  };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (COMPRESSIBLE.has(ext)) {
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (encoding) {
      body = encode(file, body, encoding);
      headers['content-encoding'] = encoding;
    }
  }
  headers['content-length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function serveStatic(root: string, port: number): Promise<StaticServer> {
  const dir = path.resolve(root);
  const server = http.createServer((req, res) => {
    const file = resolveFile(dir, req.url ?? '/');
    if (file) send(req, res, file, 200);
    else send(req, res, path.join(dir, '404.html'), 404);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
