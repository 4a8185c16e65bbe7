import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {extractRecords, type PageInput} from '../../src/search/indexer/records';

const source = fs.readFileSync(path.join(__dirname, '../fixtures/search/page.mdx'), 'utf8');
const page: PageInput = {
  source,
  url: 'https://docs.example.org/set/fixture',
  title: 'Fixture page',
  description: 'A page that exercises every block the index builder reads.',
  lvl0: 'Fixture set',
  docusaurusTag: 'docs-set-current',
  version: 'current',
  language: 'en',
  idPrefix: 'set:fixture',
};

async function records() {
  return extractRecords(page);
}

test('the first record is the page itself, carrying the description', async () => {
  const [first] = await records();
  assert.equal(first!.type, 'lvl1');
  assert.equal(first!.url, page.url);
  assert.equal(first!.anchor, null);
  assert.deepEqual(first!.hierarchy, {
    lvl0: 'Fixture set',
    lvl1: 'Fixture page',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.equal(first!.content, page.description);
});

test("a sidebar label that is not the title is indexed with the page's description", async () => {
  const [first] = await extractRecords({...page, navLabel: 'Getting started'});
  assert.equal(first!.content, `Getting started — ${page.description}`);
  assert.equal(first!.hierarchy.lvl1, 'Fixture page');
});

test('headings become records with the anchors Docusaurus renders', async () => {
  const headings = (await records()).filter((r) => r.type !== 'content' && r.type !== 'lvl1');
  assert.deepEqual(
    headings.map((r) => [r.type, r.anchor, r.hierarchy[r.type as 'lvl2']]),
    [
      ['lvl2', 'settings-table', 'Settings table'],
      ['lvl2', 'custom-id', 'The registerOverlayType method'],
      ['lvl3', 'nested-heading', 'Nested heading'],
      ['lvl2', 'settings-table-1', 'Settings table'],
    ],
  );
  const nested = headings.find((r) => r.anchor === 'nested-heading')!;
  assert.equal(nested.hierarchy.lvl2, 'The registerOverlayType method');
  assert.equal(nested.url, `${page.url}#nested-heading`);
});

test('table rows, code blocks, admonitions and list items become content under their heading', async () => {
  const content = (await records()).filter((r) => r.type === 'content');
  const texts = content.map((r) => r.content);
  assert.ok(texts.includes('Opening paragraph with bold and inline code.'));
  assert.ok(texts.includes('Label · Key'));
  assert.ok(texts.includes('Show Video Overlay? · showAV'));
  assert.ok(texts.includes('<div class="overlay"><script>alert(1)</script></div>'), 'HTML in code is kept as text');
  assert.ok(texts.includes('.overlay { color: red; }'));
  assert.ok(texts.includes('Careful'), 'admonition title');
  assert.ok(texts.includes('Admonition body with --local-obs-host.'));
  assert.ok(texts.includes('Second item with a link'));
  const css = content.find((r) => r.content === '.overlay { color: red; }')!;
  assert.equal(css.anchor, 'custom-id');
  assert.equal(css.hierarchy.lvl2, 'The registerOverlayType method');
});

test('imports, JSX without text and front matter add no records', async () => {
  const texts = (await records()).map((r) => r.content ?? '');
  assert.ok(!texts.some((t) => t.includes('import Diagram') || t.includes('title: Fixture page')));
});

test('inline HTML in a table cell is not kept as markup', async () => {
  const texts = (await records()).map((r) => r.content ?? '');
  assert.ok(texts.includes('Bold cell · x<y'));
});

test('output is deterministic and object ids are unique', async () => {
  const a = await records();
  const b = await records();
  assert.deepEqual(a, b);
  assert.equal(new Set(a.map((r) => r.objectID)).size, a.length);
  assert.ok(a.every((r) => r.objectID.startsWith('set:fixture#')));
});
