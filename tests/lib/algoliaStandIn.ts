/**
 * A stand-in for Algolia's REST API on 127.0.0.1, for tests only. It records
 * every request the real algoliasearch clients send and answers the calls the
 * site and `search:upload` make: search queries (from the site's records,
 * through the local engine), settings, index operations, batches and tasks.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {LocalSearchEngine, type SearchRequest} from '../../src/search/browser/engine';
import type {SearchRecord} from '../../src/search/types';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface AlgoliaStandIn {
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startAlgoliaStandIn(records: SearchRecord[] = []): Promise<AlgoliaStandIn> {
  const engine = new LocalSearchEngine(records);
  const requests: RecordedRequest[] = [];
  let taskID = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const path = decodeURIComponent(url.pathname);
      requests.push({method: req.method ?? '', path, query: url.searchParams, headers: req.headers, body});

      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
        });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'OPTIONS') return send(204, {});
      if (req.method === 'POST' && path === '/1/indexes/*/queries') {
        const searchRequests = (body as {requests?: SearchRequest[]})?.requests ?? [];
        return send(200, {results: searchRequests.map((r) => engine.search(r))});
      }
      if (req.method === 'GET' && /^\/1\/indexes\/[^/]+\/task\/\d+$/.test(path)) {
        return send(200, {status: 'published', pendingTask: false});
      }
      if (/^\/1\/indexes\/[^/]+\/(settings|operation|batch)$/.test(path)) {
        taskID += 1;
        const objectIDs = ((body as {requests?: Array<{body?: {objectID?: string}}>})?.requests ?? []).map(
          (r) => r.body?.objectID ?? '',
        );
        return send(200, {taskID, updatedAt: new Date(0).toISOString(), objectIDs});
      }
      return send(404, {message: `The stand-in does not answer ${req.method} ${path}.`, status: 404});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
