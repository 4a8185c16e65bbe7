/**
 * The build trims prism-react-renderer's bundled Prism to the grammars the
 * pages use (src/codeBlock/prismTrim.cjs). These tests load the trimmed
 * module and check that it highlights every code block of the pages, token
 * for token, exactly as the full one does.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Prism as fullPrism} from 'prism-react-renderer';
import {listPages, readCodeBlocks} from '../lib/markdown';

type PrismLike = typeof fullPrism;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {trimPrismBundle} = require('../../src/codeBlock/prismTrim.cjs') as {trimPrismBundle: (source: string) => string};

const ROOT = path.resolve(__dirname, '../..');
const BUNDLE = require.resolve('prism-react-renderer').replace(/index\.js$/, 'index.mjs');
/** Code that exercises the grammars JS and TS draw on (JSDoc, regex, embedded html/css). */
const EXTRA_SAMPLES: Array<{lang: string; value: string}> = [
  {
    lang: 'ts',
    value:
      '/** @param {string} id the actor */\nconst re = /^a+(?<x>b)$/giu;\nconst t = html`<b class="x">${id}</b>`;\nconst s = css`a { color: red; }`;',
  },
  {
    lang: 'js',
    value: '#!/usr/bin/env node\nclass A extends B { static #p = 1; get x() { return console.log(this.#p); } }',
  },
  {
    lang: 'html',
    value: '<style>a{color:red}</style><script>let a = 1;</script><p style="color: red" onclick="go()">&amp;</p>',
  },
];

/** Imports the trimmed module (its bare imports pointed at the installed packages). */
async function loadTrimmedPrism(): Promise<PrismLike> {
  let source = trimPrismBundle(fs.readFileSync(BUNDLE, 'utf8'));
  for (const name of ['react', 'clsx']) {
    source = source.replaceAll(`from "${name}"`, `from "${pathToFileURL(require.resolve(name)).href}"`);
  }
  assert.doesNotMatch(source, /from "[^/f][^"]*"/, 'the bundle imports packages this test does not resolve');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-trim-'));
  try {
    const file = path.join(dir, 'index.mjs');
    fs.writeFileSync(file, source);
    return ((await import(pathToFileURL(file).href)) as {Prism: PrismLike}).Prism;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

function pageBlocks(): Array<{origin: string; lang: string; value: string}> {
  const folders = ['docs', 'obs-utils', 'ethereal-plane'];
  return listPages(ROOT, folders).flatMap((page) =>
    readCodeBlocks(path.join(ROOT, page)).map((block) => ({
      origin: `${page}:${block.line}`,
      lang: block.lang ?? 'text',
      value: block.value,
    })),
  );
}

const tokens = (prism: PrismLike, code: string, lang: string): string =>
  JSON.stringify(prism.tokenize(code, prism.languages[lang]!));

test('the trimmed Prism highlights every code block of the pages as the full one does', async () => {
  const trimmed = await loadTrimmedPrism();
  const blocks = [...pageBlocks(), ...EXTRA_SAMPLES.map((s, i) => ({origin: `sample ${i}`, ...s}))];
  const highlighted = blocks.filter((b) => b.lang !== 'text');
  assert.ok(highlighted.length >= 30, `only ${highlighted.length} highlighted blocks found`);
  for (const block of highlighted) {
    assert.ok(trimmed.languages[block.lang], `${block.origin}: the trimmed Prism has no "${block.lang}" grammar`);
    assert.equal(tokens(trimmed, block.value, block.lang), tokens(fullPrism, block.value, block.lang), block.origin);
  }
});

test('the trimmed Prism drops grammars the pages do not use', async () => {
  const trimmed = await loadTrimmedPrism();
  for (const lang of ['swift', 'sql', 'python', 'markdown', 'jsx']) {
    assert.ok(fullPrism.languages[lang], `the full Prism should have ${lang}`);
    assert.equal(trimmed.languages[lang], undefined, lang);
  }
});

test('the trim refuses a bundle it does not recognise, naming the file to check', () => {
  assert.throws(() => trimPrismBundle('export const Prism = {};'), /prismTrim\.cjs/);
});
