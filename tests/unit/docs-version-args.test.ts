import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseDocsVersionArgs} from '../../scripts/lib/docsVersionArgs';
import {dropTroubleshooter} from '../../scripts/lib/dropTroubleshooter';
import {RELEASE_STEPS, stepsAfterCopy} from '../../scripts/lib/releaseSteps';

test('a known docs set and a release number are accepted', () => {
  assert.deepEqual(parseDocsVersionArgs(['obs-utils', '4.1.2']), {docsSet: 'obs-utils', version: '4.1.2'});
  assert.deepEqual(parseDocsVersionArgs(['ethereal-plane', '3.0.2']), {docsSet: 'ethereal-plane', version: '3.0.2'});
});

test('a missing argument explains the usage', () => {
  const result = parseDocsVersionArgs(['obs-utils']);
  assert.ok('error' in result);
  assert.match(result.error, /Usage: npm run docs:version -- <obs-utils\|ethereal-plane> <version>/);
});

test('the default docs set and unknown sets are refused by name', () => {
  for (const set of ['default', 'docs', 'OBS-Utils']) {
    const result = parseDocsVersionArgs([set, '1.0.0']);
    assert.ok('error' in result);
    assert.match(result.error, new RegExp(`Unknown docs set "${set}": choose one of obs-utils, ethereal-plane`));
  }
});

test('version names that would break a URL are refused', () => {
  for (const version of ['1.0/2', '../x', ' 1.0', '-1', 'v 2', '']) {
    const result = parseDocsVersionArgs(['obs-utils', version]);
    assert.ok('error' in result, version);
    assert.match(result.error, /is not usable in a URL/);
  }
});

test('reserved names and existing versions are refused', () => {
  assert.match((parseDocsVersionArgs(['obs-utils', 'current']) as {error: string}).error, /reserved/);
  const existing = () => ['4.1.1'];
  assert.match(
    (parseDocsVersionArgs(['obs-utils', '4.1.1'], existing) as {error: string}).error,
    /obs-utils already has a version "4.1.1"/,
  );
});

test('only the current release can be kept as a version, with the command that would', () => {
  const current = () => '4.5.0';
  assert.deepEqual(
    parseDocsVersionArgs(['obs-utils', '4.5.0'], () => [], current),
    {
      docsSet: 'obs-utils',
      version: '4.5.0',
    },
  );
  const result = parseDocsVersionArgs(['obs-utils', '4.6.0'], () => [], current);
  assert.ok('error' in result);
  assert.match(result.error, /describe obs-utils 4\.5\.0/);
  assert.match(result.error, /npm run docs:version -- obs-utils 4\.5\.0/);
});

test('a new docs version loses the generated troubleshooter and questions page and their sidebar items, and keeps every other page', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-version-'));
  const docs = path.join(siteDir, 'obs-utils_versioned_docs', 'version-4.5.0');
  const sidebars = path.join(siteDir, 'obs-utils_versioned_sidebars');
  fs.mkdirSync(docs, {recursive: true});
  fs.mkdirSync(sidebars, {recursive: true});
  fs.writeFileSync(path.join(docs, 'troubleshooting.mdx'), '# Troubleshooting\n');
  fs.writeFileSync(path.join(docs, 'questions.mdx'), '# Questions\n');
  fs.writeFileSync(path.join(docs, 'director.md'), '# Director\n');
  const sidebar = {
    main: [
      {type: 'doc', id: 'index'},
      {type: 'doc', id: 'questions', label: 'Questions'},
      {type: 'doc', id: 'troubleshooting', label: 'Troubleshooting'},
      {type: 'category', label: 'Features', items: ['director', 'troubleshooting', 'questions']},
    ],
  };
  const sidebarFile = path.join(sidebars, 'version-4.5.0-sidebars.json');
  fs.writeFileSync(sidebarFile, JSON.stringify(sidebar));

  const changes = dropTroubleshooter(siteDir, 'obs-utils', '4.5.0');
  assert.equal(changes.length, 3);
  assert.equal(fs.existsSync(path.join(docs, 'troubleshooting.mdx')), false);
  assert.equal(fs.existsSync(path.join(docs, 'questions.mdx')), false);
  assert.equal(fs.existsSync(path.join(docs, 'director.md')), true);
  assert.deepEqual(JSON.parse(fs.readFileSync(sidebarFile, 'utf8')), {
    main: [
      {type: 'doc', id: 'index'},
      {type: 'category', label: 'Features', items: ['director']},
    ],
  });
  // A second run finds nothing left to change.
  assert.deepEqual(dropTroubleshooter(siteDir, 'obs-utils', '4.5.0'), []);
  fs.rmSync(siteDir, {recursive: true});
});

test("docs:version prints the README's release steps, filled in for the module and the release it kept", () => {
  const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8').replace(/\s+/g, ' ');
  RELEASE_STEPS.forEach((step, index) => {
    assert.ok(readme.includes(`${index + 1}. ${step}`), `README step ${index + 1}: ${step}`);
  });
  const printed = stepsAfterCopy('obs-utils', '4.5.0');
  assert.equal(printed.length, RELEASE_STEPS.length - 1);
  assert.match(printed[0]!, /^2\. Run `npx tsx scripts\/release-history\.ts .* --documented-obs-utils <new>`/);
  assert.match(printed[1]!, /`api\/obs-utils\/4\.5\.0\/` to `api\/obs-utils\/<new>\/`/);
  assert.ok(printed.every((step) => !step.includes('<set>') && !step.includes('<old>')));
});
