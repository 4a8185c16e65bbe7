/**
 * The API references (src/apiReference/references.ts): TypeDoc writes a release's
 * reference in a worker thread, and a release whose declarations TypeDoc
 * warns about fails the build with TypeDoc's message and the release's name,
 * instead of leaving an older reference in place.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {referenceDirOf, startEarlyRun, takeEarlyRun, writeReferences} from '../../src/apiReference/references';
import type {DocsRelease} from '../../src/releaseHistory/docsReleases';

const SITE_DIR = path.join(__dirname, '..', '..');
const OUT_ROOT = path.join('node_modules', '.cache', 'api-reference-test');

function fixtureRelease(name: string): DocsRelease {
  return {
    docsSet: 'obs-utils',
    version: `0.0.0-${name}`,
    current: false,
    docsDir: path.join(OUT_ROOT, name),
    apiDir: path.join('tests', 'fixtures', 'api-reference', name),
    routeBasePath: `/obs-utils/0.0.0-${name}`,
  };
}

test('a documented release gets its reference pages, with the sidebar Docusaurus reads, from a run started early and taken once', async () => {
  const release = fixtureRelease('documented');
  const out = path.join(SITE_DIR, referenceDirOf(release));
  fs.rmSync(out, {recursive: true, force: true});
  // What src/apiReference/early.cjs starts before Docusaurus loads, and the plugin takes.
  startEarlyRun(SITE_DIR, [release]);
  const written = takeEarlyRun();
  assert.ok(written, 'the plugin takes the early run');
  assert.equal(takeEarlyRun(), undefined, 'a second load of the plugin (a dev-server reload) starts its own run');
  await written;
  const page = fs.readFileSync(path.join(out, 'functions', 'add.md'), 'utf8');
  assert.match(page, /^---\ntitle: "OBS Utils API: add\(\) function"/);
  assert.match(page, /Adds two numbers\./);
  assert.ok(fs.existsSync(path.join(out, 'typedoc-sidebar.cjs')));
});

test("an undocumented export fails with TypeDoc's message and names the release", async () => {
  const release = fixtureRelease('undocumented');
  await assert.rejects(writeReferences([release, fixtureRelease('documented')], SITE_DIR), (error: Error) => {
    assert.match(error.message, /API reference of OBS Utils 0\.0\.0-undocumented/);
    assert.match(error.message, /subtract.*does not have any documentation/);
    assert.doesNotMatch(error.message, /0\.0\.0-documented/);
    return true;
  });
});

test("a declaration TypeScript rejects fails with the compiler's message, after a release that used the same libraries", async () => {
  // One worker writes both: the second release's program reuses the standard library files the first one
  // parsed and bound, and must still be type-checked (here against the ES library's Date).
  await assert.rejects(
    writeReferences([fixtureRelease('documented'), fixtureRelease('mistyped')], SITE_DIR),
    (error: Error) => {
      assert.match(error.message, /API reference of OBS Utils 0\.0\.0-mistyped/);
      assert.match(error.message, /index\.ts\(8,3\): error TS2322: Type 'string' is not assignable to type 'number'/);
      assert.doesNotMatch(error.message, /0\.0\.0-documented/);
      return true;
    },
  );
});
