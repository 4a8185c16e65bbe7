/**
 * The build-time patches of dependencies (src/patches/, table in its
 * README), each against the installed package it changes:
 * - each finds its target in the installed file and changes it as intended;
 * - each refuses code it does not recognise, naming its own file, so an
 *   upgrade fails the build instead of dropping a fix;
 * - the trimmed Prism highlights every code block of the pages, token for
 *   token, exactly as the full one does.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Prism as fullPrism} from 'prism-react-renderer';
import {listPages, readCodeBlocks} from '../lib/markdown';

type Patch = (source: string) => string;
/* eslint-disable @typescript-eslint/no-require-imports -- the patches are CommonJS webpack loaders */
const {patch: patchErrorStatus} = require('../../src/patches/docsearchErrorStatus.cjs') as {patch: Patch};
const {patch: patchHitMarkup} = require('../../src/patches/docsearchHitMarkup.cjs') as {patch: Patch};
const {patch: patchSearchPage} = require('../../src/patches/searchPageLandmarks.cjs') as {patch: Patch};
const {patch: patchRenderCost} = require('../../src/patches/docsearchRenderCost.cjs') as {patch: Patch};
const {patch: patchRecentContent} = require('../../src/patches/docsearchRecentContent.cjs') as {patch: Patch};
const {trimPrismBundle} = require('../../src/patches/prismTrim.cjs') as {trimPrismBundle: Patch};
/* eslint-enable @typescript-eslint/no-require-imports */

const ROOT = path.resolve(__dirname, '../..');
/** DocSearch 3 ships its button, hooks and modal in this one file. */
const DOCSEARCH_FILE = path.join(ROOT, 'node_modules/@docsearch/react/dist/esm/index.js');

test('DocSearch keeps its error screen: the status reset the patch targets is found exactly once and changed', () => {
  const patched = patchErrorStatus(fs.readFileSync(DOCSEARCH_FILE, 'utf8'));
  assert.ok(patched.includes('.finally((function(){"error"!==c.getState().status&&p("idle")'));
  assert.ok(!patched.includes('.finally((function(){p("idle")'));
  assert.throws(() => patchErrorStatus('console.log("another version")'), /docsearchErrorStatus\.cjs/);
});

test('a hit is a link that is itself the option: the option props go to the hit component, the list item is presentation', () => {
  const patched = patchHitMarkup(fs.readFileSync(DOCSEARCH_FILE, 'utf8'));
  assert.ok(
    patched.includes(
      'role:"presentation",onTransitionEnd:function(){y.current&&y.current()}},e.createElement(g,m({hit:r},a({item:r,source:u.source,onClick:function(e){c(r,e)}})),e.createElement("div",{className:"DocSearch-Hit-Container"}',
    ),
  );
  assert.ok(patched.includes('e.createElement("ul",t.getListProps({source:t.collection.source}),'));
  assert.throws(() => patchHitMarkup('console.log("another version")'), /docsearchHitMarkup\.cjs/);
});

test('the save and remove controls of recent and favorite searches become unfocusable spans that name their action', () => {
  const source = fs.readFileSync(DOCSEARCH_FILE, 'utf8');
  const patched = patchHitMarkup(source);
  assert.ok(!patched.includes('createElement("button",{className:"DocSearch-Hit-action-button",title:'));
  const controls = patched.match(
    /createElement\("span",\{className:"DocSearch-Hit-action-button","data-action":"(\w+)"/g,
  );
  assert.deepEqual(
    controls?.map((c) => c.slice(c.lastIndexOf(':') + 2, -1)),
    ['save', 'remove', 'remove'],
  );
  assert.ok(
    patched.includes(
      '"data-action":"save",title:s,onClick:function(e){e.preventDefault(),e.stopPropagation(),n((function(){o.favoriteSearches.add(r)',
    ),
  );
  // One control fewer (a DocSearch that changed one of them) fails the build.
  const changed = source.replace(
    '"DocSearch-Hit-action-button",title:s',
    '"DocSearch-Hit-action-button",title:s,id:"x"',
  );
  assert.throws(() => patchHitMarkup(changed), /docsearchHitMarkup\.cjs/);
});

test('the modal reads the selection once, probes localStorage once per page and resets its scroll in a frame', () => {
  const patched = patchRenderCost(fs.readFileSync(DOCSEARCH_FILE, 'utf8'));
  assert.ok(!patched.includes('e.useRef("undefined"!=typeof window?window.getSelection()'));
  assert.ok(patched.includes('e.useState(function(){return"undefined"!=typeof window?window.getSelection()'));
  assert.ok(patched.includes('void 0===_rProbe?_rProbe=function(){'));
  // The only scroll reset left runs in an animation frame, and is cancelled if the query changes first.
  assert.equal(patched.split('scrollTop=0').length - 1, 1);
  assert.ok(patched.includes('requestAnimationFrame((function(){V.current&&(V.current.scrollTop=0)}))'));
  assert.ok(patched.includes('return function(){cancelAnimationFrame(t)}'));
  assert.throws(() => patchRenderCost('console.log("another version")'), /docsearchRenderCost\.cjs/);
});

test('a picked paragraph hit is kept as a recent search under its deepest heading, with no paragraph text', () => {
  const patched = patchRecentContent(fs.readFileSync(DOCSEARCH_FILE, 'utf8'));
  const keep = /var t="content"===e\.type\?e\.__docsearch_parent\|\|(function\(h\)\{.*?\}\(e\)):e;/.exec(patched);
  assert.ok(keep, 'the patched choice is in the file');
  const asRecent = new Function('e', `return ${keep[1]}`) as (hit: object) => Record<string, unknown>;
  const hierarchy = {
    lvl0: 'OBS Utils',
    lvl1: 'OBS Remote',
    lvl2: 'Actions',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  assert.deepEqual(
    asRecent({objectID: 'x#3', type: 'content', content: 'Some paragraph.', hierarchy, url: '/a#actions'}),
    {
      objectID: 'x#3',
      type: 'lvl2',
      content: null,
      hierarchy,
      url: '/a#actions',
    },
  );
  assert.throws(() => patchRecentContent('console.log("another version")'), /docsearchRecentContent\.cjs/);
});

test('the four DocSearch patches apply to the same file, in any order', () => {
  const source = fs.readFileSync(DOCSEARCH_FILE, 'utf8');
  const patches = [patchErrorStatus, patchHitMarkup, patchRecentContent, patchRenderCost];
  const forward = patches.reduce((code, patch) => patch(code), source);
  const backward = [...patches].reverse().reduce((code, patch) => patch(code), source);
  assert.equal(backward, forward);
});

test('the /search page: its container becomes the one main landmark, and result paths are no navigation landmarks', () => {
  const file = path.join(ROOT, 'node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js');
  const patched = patchSearchPage(fs.readFileSync(file, 'utf8'));
  assert.deepEqual(patched.match(/<\/?main\b[^>]*>/g), ['<main className="container margin-vert--lg">', '</main>']);
  assert.ok(!/<nav\b/.test(patched));
  assert.throws(() => patchSearchPage('export default function SearchPage() {}'), /searchPageLandmarks\.cjs/);
});

type PrismLike = typeof fullPrism;

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

test('the stand-in for @docusaurus/utils-common exports every name of the package, each the same value, without tslib', async () => {
  const packageExports = require('@docusaurus/utils-common') as Record<string, unknown>; // eslint-disable-line @typescript-eslint/no-require-imports -- the package is CommonJS
  const standIn = (await import('../../src/patches/utilsCommon')) as Record<string, unknown>;
  const names = (module: Record<string, unknown>) =>
    Object.keys(module)
      .filter((name) => name !== 'default')
      .sort();
  assert.deepEqual(names(standIn), names(packageExports));
  for (const name of names(packageExports)) assert.equal(standIn[name], packageExports[name], name);
  assert.equal(typeof standIn.applyTrailingSlash, 'function');
  const source = fs.readFileSync(path.join(ROOT, 'src/patches/utilsCommon.ts'), 'utf8');
  assert.doesNotMatch(
    source,
    /from '@docusaurus\/utils-common'/,
    'the stand-in must not import the bare name it replaces',
  );
  for (const file of source.matchAll(/from '@docusaurus\/utils-common\/(lib\/\w+)'/g)) {
    const code = fs.readFileSync(path.join(ROOT, 'node_modules/@docusaurus/utils-common', `${file[1]}.js`), 'utf8');
    assert.doesNotMatch(code, /require\("tslib"\)/, `${file[1]} requires tslib`);
  }
});

test('the site has no PostCSS config file, which the patches plugin tells postcss-loader not to look for', () => {
  // src/patches/plugin.ts gives postcss-loader `config: false`: a config file added later would be ignored.
  const root = path.join(__dirname, '..', '..');
  const names = ['postcss.config', '.postcssrc', '.config/postcssrc'].flatMap((base) =>
    ['', '.json', '.yaml', '.yml', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].map((ext) => base + ext),
  );
  for (const folder of [root, path.join(root, 'src')])
    for (const name of names) assert.ok(!fs.existsSync(path.join(folder, name)), `${name} in ${folder}`);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
  assert.equal(pkg.postcss, undefined, 'package.json has a "postcss" key');
});
