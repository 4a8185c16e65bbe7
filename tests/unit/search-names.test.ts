/**
 * The names of search's build outputs live in src/search/names.ts, but two
 * files must write some of them out literally, because the bundler and the
 * type checker read them as text: the lazy imports of the index parts (their
 * `webpackChunkName` comments and `@generated/…` paths) and the `declare
 * module` paths of the generated files. These tests hold those literals to
 * the names.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  SEARCH_CHUNKS,
  SEARCH_INDEX_FILES,
  SEARCH_PLUGIN_ID,
  SEARCH_PLUGIN_NAME,
  chunkFilePattern,
} from '../../src/search/names';

const ROOT = path.resolve(__dirname, '../..');
const generated = (file: string) => `@generated/${SEARCH_PLUGIN_NAME}/${SEARCH_PLUGIN_ID}/${file}`;

/** Every `import('…')` of a file with the chunk name in its magic comment (or null). */
function lazyImports(file: string): Array<{specifier: string; chunkName: string | null}> {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Array<{specifier: string; chunkName: string | null}> = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      assert.ok(argument && ts.isStringLiteral(argument), `a lazy import in ${file} has no literal path`);
      // A comment on the line of the `(` counts as trailing it.
      const comments = [
        ...(ts.getTrailingCommentRanges(text, argument.pos) ?? []),
        ...(ts.getLeadingCommentRanges(text, argument.pos) ?? []),
      ];
      const chunkName = comments
        .map((range) => /webpackChunkName:\s*["']([^"']+)["']/.exec(text.slice(range.pos, range.end))?.[1])
        .find(Boolean);
      found.push({specifier: argument.text, chunkName: chunkName ?? null});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test("the index parts' lazy imports name the chunks and generated files of src/search/names.ts", () => {
  assert.deepEqual(lazyImports('src/search/browser/indexChunk.ts'), [
    {specifier: generated(SEARCH_INDEX_FILES.head), chunkName: SEARCH_CHUNKS.indexHead},
    {specifier: generated(SEARCH_INDEX_FILES.body), chunkName: SEARCH_CHUNKS.indexBody},
  ]);
});

test('the declared modules of the generated files are the files the plugin writes', () => {
  const declared = ts
    .preProcessFile(fs.readFileSync(path.join(ROOT, 'src/search/modules.d.ts'), 'utf8'))
    .ambientExternalModules!.filter((name) => name.startsWith('@generated/'))
    .sort();
  assert.deepEqual(declared, Object.values(SEARCH_INDEX_FILES).map(generated).sort());
});

test('a chunk pattern matches the emitted file of that chunk, by file name, path or URL, and nothing else', () => {
  const head = chunkFilePattern(SEARCH_CHUNKS.indexHead);
  assert.ok(head.test('search-index-head.5c9cc9e6.js'));
  assert.ok(head.test('/assets/js/search-index-head.5c9cc9e6.js'));
  assert.ok(head.test('http://127.0.0.1:3210/assets/js/search-index-head.5c9cc9e6.js'));
  for (const other of [
    'search-index-body.5c9cc9e6.js',
    'search-index.5c9cc9e6.js',
    'my-search-index-head.5c9cc9e6.js',
    'search-index-head.5c9cc9e6.css',
    'search-index-head.js',
  ]) {
    assert.equal(head.test(other), false, other);
  }
  const modal = chunkFilePattern(SEARCH_CHUNKS.modal, ['js', 'css']);
  assert.ok(modal.test('/assets/css/docsearch-modal.0a1b2c3d.css'));
  const index = chunkFilePattern([SEARCH_CHUNKS.indexHead, SEARCH_CHUNKS.indexBody]);
  assert.ok(index.test('search-index-body.bdda3564.js'));
  assert.equal(index.test('search-engine.bdda3564.js'), false);
});
