/**
 * Checks every fenced code block of every hand-written page (docs/, obs-utils/,
 * ethereal-plane/; the generated api-reference/ folders are skipped), found with
 * a real markdown parser (tests/lib/markdown.ts):
 *
 * - every block names a language the site can show, and blocks in the languages
 *   of macros, styles, data and commands carry a `title="…"` (content conventions);
 * - `json` blocks parse with JSON.parse;
 * - `js`/`javascript`/`ts`/`typescript`/`tsx` blocks have no syntax errors, parsed
 *   by the TypeScript compiler as ES modules (Foundry script macros may use
 *   top-level `await`);
 * - `css` blocks parse with PostCSS and contain at least one rule or declaration;
 * - `html` blocks parse with htmlparser2, produce elements and close every
 *   element they open.
 *
 * Each check is its own test, named after the block's origin (file:line of the
 * opening fence). Negative controls feed broken code to the same checkers, so
 * the suite cannot pass because a checker accepts anything.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';

import {Parser} from 'htmlparser2';
import postcss from 'postcss';
import ts from 'typescript';

import {type CodeBlock, codeBlocksOf, listPages, readCodeBlocks, titleOf} from '../lib/markdown';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGE_FOLDERS = ['docs', 'obs-utils', 'ethereal-plane'];
const GENERATED_FOLDERS = ['api-reference'];

/**
 * Languages a block may name: the ones checked below plus plain text, all of
 * them grammars that prism-react-renderer ships (the site adds none, see
 * src/theme/prism-include-languages.ts).
 */
const KNOWN_LANGS = new Set(['css', 'json', 'js', 'javascript', 'ts', 'typescript', 'tsx', 'html', 'text']);

/**
 * Languages whose blocks must carry a title ("code blocks with a title and
 * language"): every known one, so a reader always sees what a block is for.
 */
const TITLE_REQUIRED = KNOWN_LANGS;

/** Script kind per checked script language. */
const SCRIPT_KINDS: Record<string, ts.ScriptKind> = {
  js: ts.ScriptKind.JS,
  javascript: ts.ScriptKind.JS,
  ts: ts.ScriptKind.TS,
  typescript: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
};
const SCRIPT_EXTENSIONS: Record<number, string> = {
  [ts.ScriptKind.JS]: '.js',
  [ts.ScriptKind.TS]: '.ts',
  [ts.ScriptKind.TSX]: '.tsx',
};

/**
 * How many blocks the pages held when this test was written, in total and per
 * checked language. Fewer means blocks were lost or stopped being recognised.
 */
const MIN_BLOCKS = 44;
const MIN_BLOCKS_BY_LANG: Record<string, number> = {css: 9, json: 1, js: 3, ts: 19, html: 2, text: 10};

// ---- Checkers: each returns the problems found, empty when the code is fine ----

function jsonProblems(code: string): string[] {
  try {
    JSON.parse(code);
    return [];
  } catch (error) {
    return [`JSON.parse: ${(error as Error).message}`];
  }
}

function cssProblems(code: string): string[] {
  try {
    const root = postcss.parse(code);
    let nodes = 0;
    root.walk((node) => {
      if (node.type === 'rule' || node.type === 'decl' || node.type === 'atrule') nodes += 1;
    });
    return nodes > 0 ? [] : ['PostCSS found no rule or declaration'];
  } catch (error) {
    return [`PostCSS: ${(error as Error).message}`];
  }
}

/** Elements that never have a closing tag in HTML. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

function htmlProblems(code: string): string[] {
  const problems: string[] = [];
  let elements = 0;
  const parser = new Parser(
    {
      onopentag: () => {
        elements += 1;
      },
      onclosetag: (name, isImplied) => {
        if (isImplied && !VOID_ELEMENTS.has(name)) problems.push(`<${name}> is never closed`);
      },
      onerror: (error) => problems.push(`htmlparser2: ${error.message}`),
    },
    {recognizeSelfClosing: true, lowerCaseTags: false},
  );
  parser.write(code);
  parser.end();
  if (elements === 0) problems.push('htmlparser2 found no element');
  return problems;
}

/** Scripts are parsed in one program: every block becomes a virtual ES module. */
interface ScriptSource {
  fileName: string;
  code: string;
}

function syntaxChecker(sources: ScriptSource[]): (fileName: string) => string[] {
  const files = new Map(sources.map((source) => [source.fileName, source.code]));
  const options: ts.CompilerOptions = {
    allowJs: true,
    noEmit: true,
    noLib: true,
    noResolve: true,
    types: [],
    jsx: ts.JsxEmit.Preserve,
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    // Every block is a module, so top-level `await` parses in macros.
    moduleDetection: ts.ModuleDetectionKind.Force,
  };
  const host = ts.createCompilerHost(options, true);
  const realFileExists = host.fileExists.bind(host);
  const realGetSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (fileName) => files.has(fileName) || realFileExists(fileName);
  host.readFile = (fileName) => files.get(fileName);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = files.get(fileName);
    return text === undefined
      ? realGetSourceFile(fileName, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const program = ts.createProgram({rootNames: [...files.keys()], options, host});
  return (fileName) => {
    const source = program.getSourceFile(fileName);
    assert.ok(source, `${fileName} is not part of the program`);
    return program.getSyntacticDiagnostics(source).map((diagnostic) => {
      const {line, character} = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      return `TS${diagnostic.code} at code line ${line + 1}, column ${character + 1}: ${message}`;
    });
  };
}

// ---- Collect the blocks ------------------------------------------------------

interface FoundBlock extends CodeBlock {
  /** "obs-utils/obs-remote.md:161", the file and the line of the opening fence. */
  origin: string;
  /** Virtual file name the block is parsed as, for script languages. */
  scriptFile?: string;
}

const pages = listPages(ROOT, PAGE_FOLDERS, GENERATED_FOLDERS);
const blocks: FoundBlock[] = pages.flatMap((page) =>
  readCodeBlocks(path.join(ROOT, page)).map((block) => {
    const origin = `${page}:${block.line}`;
    const kind = block.lang == null ? undefined : SCRIPT_KINDS[block.lang];
    const scriptFile =
      kind === undefined
        ? undefined
        : path.join(ROOT, '.code-blocks', `${page}-${block.line}${SCRIPT_EXTENSIONS[kind]}`);
    return {...block, origin, scriptFile};
  }),
);

/** Deliberately broken code: every checker must report it. */
const NEGATIVE_CONTROLS: {name: string; lang: string; code: string}[] = [
  {name: 'CSS with an unclosed block', lang: 'css', code: ':root {\n  --local-obs-host: localhost;\n'},
  {name: 'CSS with a declaration missing its colon', lang: 'css', code: '.obs-utils.overlay {\n  color #ffffff;\n}'},
  {name: 'CSS holding only a comment', lang: 'css', code: '/* nothing here */'},
  {name: 'JSON with a trailing comma', lang: 'json', code: '{\n  "effect": "fog",\n}'},
  {name: 'JSON with single quotes', lang: 'json', code: "{'effect': 'fog'}"},
  {name: 'JavaScript with a missing expression', lang: 'js', code: 'const amount = ;\n'},
  {name: 'JavaScript with a type annotation', lang: 'js', code: 'const amount: number = 5;\n'},
  {name: 'TypeScript with an unclosed call', lang: 'ts', code: "Hooks.once('obs-utils.init', () => {\n"},
  {name: 'HTML with an unclosed element', lang: 'html', code: '<div class="my-module-xp">\n  <progress></progress>\n'},
  {name: 'HTML without any element', lang: 'html', code: 'just text'},
];

/** Valid code the checkers must accept, so they do not reject what Foundry runs. */
const POSITIVE_CONTROLS: {name: string; lang: string; code: string}[] = [
  {
    name: 'a script macro with top-level await and return',
    lang: 'js',
    code: "const actor = await fromUuid(scope.uuid);\nif (!actor) return false;\nawait actor.update({'system.attributes.hp.value': 1});\n",
  },
  {name: 'CSS custom properties on :root', lang: 'css', code: ':root {\n  --local-obs-port: 4455;\n}\n'},
  {
    name: 'a Svelte component',
    lang: 'html',
    code: "<script>\n  export let data = '';\n</script>\n\n<input bind:value={data} />\n<p>{data}</p>\n",
  },
];

const positiveScripts = POSITIVE_CONTROLS.map((control, index) => ({
  ...control,
  scriptFile:
    control.lang in SCRIPT_KINDS
      ? path.join(ROOT, '.code-blocks', `positive-control-${index + 1}${SCRIPT_EXTENSIONS[SCRIPT_KINDS[control.lang]]}`)
      : undefined,
}));

const negativeScripts = NEGATIVE_CONTROLS.map((control, index) => ({
  ...control,
  scriptFile:
    control.lang in SCRIPT_KINDS
      ? path.join(ROOT, '.code-blocks', `negative-control-${index + 1}${SCRIPT_EXTENSIONS[SCRIPT_KINDS[control.lang]]}`)
      : undefined,
}));

const scriptProblems = syntaxChecker([
  ...blocks.flatMap((block) => (block.scriptFile ? [{fileName: block.scriptFile, code: block.value}] : [])),
  ...[...negativeScripts, ...positiveScripts].flatMap((control) =>
    control.scriptFile ? [{fileName: control.scriptFile, code: control.code}] : [],
  ),
]);

/** Languages whose syntax is checked. */
function isChecked(lang: string | null): lang is string {
  return lang === 'json' || lang === 'css' || lang === 'html' || (lang != null && lang in SCRIPT_KINDS);
}

/** The syntax problems of one piece of code in a checked language; `undefined` if the language is not checked. */
function syntaxProblems(lang: string, code: string, scriptFile: string | undefined): string[] | undefined {
  if (lang === 'json') return jsonProblems(code);
  if (lang === 'css') return cssProblems(code);
  if (lang === 'html') return htmlProblems(code);
  if (lang in SCRIPT_KINDS) {
    assert.ok(scriptFile, `no virtual file for a ${lang} block`);
    return scriptProblems(scriptFile);
  }
  return undefined;
}

function describe(block: FoundBlock): string {
  const title = titleOf(block.meta);
  return `${block.origin} (${block.lang ?? 'no language'}${title ? `, "${title}"` : ''})`;
}

// ---- Tests -------------------------------------------------------------------

test(`the pages hold at least ${MIN_BLOCKS} code blocks`, () => {
  assert.ok(pages.length >= 13, `expected the 13 hand-written pages, found ${pages.length}: ${pages.join(', ')}`);
  assert.ok(!pages.some((page) => page.includes('/api-reference/')), 'generated api-reference pages must be skipped');
  assert.ok(blocks.length >= MIN_BLOCKS, `expected at least ${MIN_BLOCKS} code blocks, found ${blocks.length}`);
});

for (const [lang, minimum] of Object.entries(MIN_BLOCKS_BY_LANG)) {
  test(`the pages hold at least ${minimum} ${lang} code blocks`, () => {
    const found = blocks.filter((block) => block.lang === lang).length;
    assert.ok(found >= minimum, `expected at least ${minimum} ${lang} blocks, found ${found}`);
  });
}

for (const block of blocks) {
  test(`${block.origin} names a known language${block.lang && TITLE_REQUIRED.has(block.lang) ? ' and has a title' : ''}`, () => {
    assert.ok(block.lang, `${block.origin}: the code block has no language after its opening fence`);
    assert.ok(
      KNOWN_LANGS.has(block.lang),
      `${block.origin}: unknown language "${block.lang}" (known: ${[...KNOWN_LANGS].join(', ')})`,
    );
    if (TITLE_REQUIRED.has(block.lang)) {
      assert.notEqual(
        titleOf(block.meta),
        '',
        `${block.origin}: a ${block.lang} block needs title="…" after its language`,
      );
    }
  });

  if (isChecked(block.lang)) {
    test(`${block.origin} ${block.lang} block parses without syntax errors`, () => {
      const problems = syntaxProblems(block.lang as string, block.value, block.scriptFile) ?? [];
      assert.deepEqual(
        problems,
        [],
        `${describe(block)} does not parse:\n${problems.join('\n')}\n--- code ---\n${block.value}`,
      );
    });
  }
}

for (const control of negativeScripts) {
  test(`negative control: the ${control.lang} checker rejects ${control.name}`, () => {
    const problems = syntaxProblems(control.lang, control.code, control.scriptFile);
    assert.ok(problems, `no checker for ${control.lang}`);
    assert.ok(problems.length > 0, `the ${control.lang} checker accepted broken code:\n${control.code}`);
  });
}

for (const control of positiveScripts) {
  test(`positive control: the ${control.lang} checker accepts ${control.name}`, () => {
    assert.deepEqual(syntaxProblems(control.lang, control.code, control.scriptFile), []);
  });
}

test('negative control: a block without a title is caught by the title rule', () => {
  const [block] = codeBlocksOf('```css\n.a { color: red; }\n```\n');
  assert.equal(block?.lang, 'css');
  assert.equal(titleOf(block?.meta), '');
  const [titled] = codeBlocksOf('```css title="OBS browser source → Custom CSS"\n.a { color: red; }\n```\n');
  assert.equal(titleOf(titled?.meta), 'OBS browser source → Custom CSS');
});
