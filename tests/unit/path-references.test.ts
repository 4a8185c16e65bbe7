/**
 * Every path of the project's own code that a comment of its code or its
 * developer Markdown (README, ARCHITECTURE, the READMEs beside the code)
 * names (`src/…`, `tests/…`, `scripts/…`, `bench/…`) exists, or starts a
 * file's name (a Playwright filter such as `tests/e2e/a11y`), so a moved or
 * removed file does not leave a pointer to nothing behind. Paths with
 * placeholders (`<set>`, `*`, `{…}`), generated outputs, and the pages and
 * API declarations (which name files of the modules' repositories) are left
 * out.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const CODE = /\.(ts|tsx|mts|cjs|mjs|js|css)$/;
/** Where the files that may name paths are: the code, and the Markdown written for developers. */
const CHECKED_PLACES = /^(src|tests|scripts|bench)\/|^[^/]+\.(md|ts|mjs)$/;
/** A path, and the character after it (a placeholder or glob there means the path is a pattern). */
const PATH = /(?<![\w./-])((?:src|tests|scripts|bench)\/[\w.\-/[\]]*[\w/\]])([-.]?[*<{])?/g;
/** Placeholders, globs and outputs the build or the tests write, which are not in the repository. */
const NOT_A_SOURCE = /[<>*{}]|\.docusaurus|test-results|api-reference|node_modules/;
/** Files of other repositories that a comment names: prism-react-renderer's own sources (src/patches/prismTrim.cjs). */
const FOREIGN = new Set(['src/prism-langs.ts', 'src/themes/index.ts']);

/** The tracked files that may name paths: the code and the developer Markdown. */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files'], {cwd: ROOT, encoding: 'utf8'})
    .split('\n')
    .filter((file) => CHECKED_PLACES.test(file) && (CODE.test(file) || file.endsWith('.md')))
    .filter((file) => !/(^|\/)(node_modules|build)\//.test(file) && fs.existsSync(path.join(ROOT, file)));
}

/** In code, the comments only (a line that starts a comment or continues one); in Markdown, every line. */
function checkedLines(file: string, text: string): string {
  if (!CODE.test(file)) return text;
  return text
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/\*|\*)/.test(line) ? line : ''))
    .join('\n');
}

/** Whether a named path exists: as written, as a folder, with the extension an import leaves out, or as the start of a file's name. */
function exists(named: string): boolean {
  const clean = named.replace(/[.:]+$/, '');
  if (
    ['', '.ts', '.tsx', '.json', '.md', '.mdx', '.cjs', '/index.ts', '/index.tsx'].some((suffix) =>
      fs.existsSync(path.join(ROOT, clean + suffix)),
    )
  ) {
    return true;
  }
  const folder = path.join(ROOT, path.dirname(clean));
  return fs.existsSync(folder) && fs.readdirSync(folder).some((name) => name.startsWith(path.basename(clean)));
}

test('every path of the project that a comment or a Markdown file names exists', () => {
  const missing: string[] = [];
  for (const file of trackedFiles()) {
    const text = checkedLines(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
    for (const match of text.matchAll(PATH)) {
      const named = match[1]!;
      if (match[2] || NOT_A_SOURCE.test(named) || FOREIGN.has(named) || exists(named)) continue;
      const line = text.slice(0, match.index).split('\n').length;
      missing.push(`${file}:${line}: ${named}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('the check finds a path that does not exist', () => {
  const text = 'see src/markdown/headLink.ts and src/search/vocabulary.ts, not tests/unit/planner-*.test.ts';
  const found = [...text.matchAll(PATH)].filter((m) => !m[2]).map((m) => m[1]!);
  assert.deepEqual(found, ['src/markdown/headLink.ts', 'src/search/vocabulary.ts']);
  assert.deepEqual(
    found.filter((named) => !exists(named)),
    ['src/markdown/headLink.ts'],
  );
});
