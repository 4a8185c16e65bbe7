import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {KEEP_ALIVE_MS, serveBuild} from '../lib/serveBuild';

function buildFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
  fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  fs.mkdirSync(path.join(dir, 'plan'));
  fs.writeFileSync(path.join(dir, 'plan', 'index.html'), '<!doctype html><title>Plan</title>');
  return dir;
}

test('the test server sends the _headers rules, serves a route without a redirect and a 404 page', async () => {
  const server = await serveBuild(buildFolder());
  try {
    const home = await fetch(`${server.url}/plan`, {redirect: 'manual'});
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<title>Plan<\/title>/);
    assert.equal(home.headers.get('x-content-type-options'), 'nosniff');
    const missing = await fetch(`${server.url}/nowhere`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /Not found/);
  } finally {
    await server.close();
  }
});

test('the test server keeps idle connections open longer than Node clients keep them, and says so', async () => {
  // A client follows the Keep-Alive hint; a server that closed at the same moment as the
  // client gave up its socket lost requests to ECONNRESET (CI of stop 36, planner.spec.ts).
  assert.ok(KEEP_ALIVE_MS >= 30_000);
  const server = await serveBuild(buildFolder());
  try {
    const response = await fetch(`${server.url}/`);
    await response.text();
    assert.equal(response.headers.get('keep-alive'), `timeout=${KEEP_ALIVE_MS / 1000}`);
  } finally {
    await server.close();
  }
});
