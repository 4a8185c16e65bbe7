/**
 * Type-checks every code example of the API documentation against the API
 * declarations of the release it documents, so examples cannot drift from the
 * signatures. Each documented release (the current one of each module and
 * every older docs version; src/releaseHistory/docsReleases.ts) is checked in its own strict
 * program built from `api/<set>/<version>/tsconfig.json`, so an example on the
 * 4.1.2 pages is checked against 4.1.2 and one on the current pages against
 * the current release.
 *
 * Sources of examples, per release:
 * - fenced ```ts / ```typescript / ```js blocks of the release's hand-written API guides
 *   (`api.md`, and `overlay-api.md` where the release has it);
 * - fenced ```ts blocks inside the `@example` tags of its `index.ts`, read with the
 *   TypeScript compiler's JSDoc parser.
 *
 * Every example becomes its own virtual module next to its origin (so
 * `./Component.svelte` and `./index` imports resolve as they would there).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';

import ts from 'typescript';

import {codeBlocksOf, readCodeBlocks, titleOf} from '../lib/markdown';
import {libraryFileStore, shareLibraryFiles} from '../../src/apiReference/sharedLibraryHost.mjs';
import {VERSIONED_DOCS_SETS, type VersionedDocsSetId} from '../../src/constants';
import {docsReleasesOf, type DocsRelease} from '../../src/releaseHistory/docsReleases';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The names each module's entry file must export, no more and no fewer, in every release. */
const ENTRY_EXPORTS: Record<VersionedDocsSetId, string[]> = {
  'obs-utils': ['ObsUtilsApi', 'OverlayType', 'registerDefaultTypes'],
  'ethereal-plane': ['EtherealPlaneAPI', 'getApi'],
};

/** A release's hand-written API guides, where they exist. */
const GUIDE_FILES = ['api.md', 'overlay-api.md'];

/**
 * How many examples the guides and the declarations of each module held when
 * this test was written. Fewer found in a release means examples were deleted
 * or stopped being recognised.
 */
const MIN_EXAMPLES: Record<VersionedDocsSetId, {guide: number; declarations: number}> = {
  'obs-utils': {guide: 14, declarations: 13},
  'ethereal-plane': {guide: 5, declarations: 3},
};

/** Fence languages that are type-checked, and the extension each is checked as. */
const CHECKED_LANGS: Record<string, '.ts' | '.js'> = {ts: '.ts', typescript: '.ts', js: '.js'};

interface Example {
  /** Test case name, e.g. "obs-utils/api.md block 3 type-checks". */
  name: string;
  /** Repository-relative file the example comes from. */
  origin: string;
  /** Line in the origin where the code starts (1-based), for messages. */
  line: number;
  /** Absolute path of the virtual module the example is checked as. */
  fileName: string;
  code: string;
}

function examplesFromGuide(relative: string): Example[] {
  const absolute = path.join(ROOT, relative);
  const blocks = readCodeBlocks(absolute).filter((block) => block.lang != null && block.lang in CHECKED_LANGS);
  return blocks.map((block, index) => {
    const number = index + 1;
    const title = titleOf(block.meta);
    const line = block.line + 1;
    return {
      name: `${relative} block ${number}${title ? ` (${title})` : ''} type-checks`,
      origin: relative,
      line,
      fileName: path.join(
        path.dirname(absolute),
        `__example-${path.basename(relative, '.md')}-block-${number}${CHECKED_LANGS[block.lang!]}`,
      ),
      code: block.value,
    };
  });
}

/** Declarations whose TSDoc may carry `@example` tags, with their display name. */
function declarationName(node: ts.Node): string | undefined {
  const owner = (n: ts.Node) => (ts.isClassLike(n.parent) && n.parent.name ? `${n.parent.name.text}.` : '');
  if (ts.isConstructorDeclaration(node)) return `${owner(node)}constructor`;
  if (
    (ts.isClassDeclaration(node) ||
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isPropertyDeclaration(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node)) &&
    node.name
  ) {
    return `${owner(node)}${node.name.getText()}`;
  }
  return undefined;
}

interface TsDocExamples {
  examples: Example[];
  /** Exported functions and public methods, with whether they carry a checked example. */
  callables: Map<string, boolean>;
}

function examplesFromDeclarations(relative: string): TsDocExamples {
  const absolute = path.join(ROOT, relative);
  const source = ts.createSourceFile(absolute, fs.readFileSync(absolute, 'utf8'), ts.ScriptTarget.Latest, true);
  const examples: Example[] = [];
  const callables = new Map<string, boolean>();
  const visit = (node: ts.Node): void => {
    const name = declarationName(node);
    if (name) {
      // declarationName() only names declaration nodes.
      const flags = ts.getCombinedModifierFlags(node as ts.Declaration);
      const isCallable =
        (ts.isFunctionDeclaration(node) && (flags & ts.ModifierFlags.Export) !== 0) ||
        (ts.isMethodDeclaration(node) && (flags & ts.ModifierFlags.Private) === 0);
      const tags = ts.getJSDocTags(node).filter((tag) => tag.tagName.text === 'example' && tag.parent.parent === node);
      let count = 0;
      for (const tag of tags) {
        const text = ts.getTextOfJSDocComment(tag.comment) ?? '';
        const tagLine = source.getLineAndCharacterOfPosition(tag.getStart(source)).line + 1;
        for (const block of codeBlocksOf(text)) {
          if (block.lang !== 'ts') continue;
          count += 1;
          examples.push({
            name: `${name} @example${count > 1 ? ` ${count}` : ''} type-checks`,
            origin: relative,
            line: tagLine,
            fileName: path.join(path.dirname(absolute), `__example-${name}-${count}.ts`),
            code: block.value,
          });
        }
      }
      if (isCallable) callables.set(name, count > 0);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {examples, callables};
}

/**
 * Deliberately wrong calls: the checker must reject each one, and for the
 * expected reason (so a control cannot pass because, say, `game` is undeclared).
 */
const NEGATIVE_CONTROLS: Record<VersionedDocsSetId, {name: string; code: string; expectedCode: number}[]> = {
  'obs-utils': [
    {
      name: 'registerOverlayType with a number instead of (key, name, type)',
      expectedCode: 2554, // Expected 3 arguments, but got 1.
      code: `Hooks.once('obs-utils.init', () => {\n  game.modules.get('obs-utils')!.api.registerOverlayType(1);\n});`,
    },
    {
      name: 'obs-utils.refreshActor called without an Actor',
      expectedCode: 2769, // No overload matches this call.
      code: `Hooks.call('obs-utils.refreshActor', 'not an actor');`,
    },
  ],
  'ethereal-plane': [
    {
      name: 'sendMessageToChat with a number',
      expectedCode: 2345, // Argument of type 'number' is not assignable to parameter of type 'string'.
      code: `game.modules.get('ethereal-plane')?.api?.sendMessageToChat(42);`,
    },
  ],
};

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};

/** The standard library files the releases' programs parse once and share (src/apiReference/sharedLibraryHost.mjs). */
const libraryFiles = libraryFileStore();

/** One release's declarations, its examples and its negative controls, in one strict program. */
function checkRelease(release: DocsRelease): void {
  const label = `${release.docsSet} ${release.version}`;
  const guides = GUIDE_FILES.map((file) => `${release.docsDir}/${file}`).filter((file) =>
    fs.existsSync(path.join(ROOT, file)),
  );
  const entry = `${release.apiDir}/index.ts`;
  const guideExamples = guides.flatMap(examplesFromGuide);
  const declarations = examplesFromDeclarations(entry);
  const examples = [...guideExamples, ...declarations.examples];
  const negatives = NEGATIVE_CONTROLS[release.docsSet].map((control, index) => ({
    ...control,
    fileName: path.join(ROOT, release.apiDir, `__negative-control-${index + 1}.ts`),
  }));

  const virtualFiles = new Map<string, string>();
  for (const example of examples) virtualFiles.set(example.fileName, `${example.code}\nexport {};\n`);
  for (const control of negatives) virtualFiles.set(control.fileName, `${control.code}\nexport {};\n`);

  const configFile = path.join(ROOT, release.apiDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  assert.ok(config, `${configFile} could not be read`);

  const options: ts.CompilerOptions = {...config.options, strict: true, noEmit: true, allowJs: true, checkJs: true};
  const host = shareLibraryFiles(ts.createCompilerHost(options, true), options, libraryFiles);
  const realGetSourceFile = host.getSourceFile.bind(host);
  const realFileExists = host.fileExists.bind(host);
  const realReadFile = host.readFile.bind(host);
  host.fileExists = (fileName) => virtualFiles.has(path.resolve(fileName)) || realFileExists(fileName);
  host.readFile = (fileName) => virtualFiles.get(path.resolve(fileName)) ?? realReadFile(fileName);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtualFiles.get(path.resolve(fileName));
    return text === undefined
      ? realGetSourceFile(fileName, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };

  const program = ts.createProgram({rootNames: [...config.fileNames, ...virtualFiles.keys()], options, host});
  const checker = program.getTypeChecker();

  function diagnosticsOf(fileName: string): readonly ts.Diagnostic[] {
    const source = program.getSourceFile(fileName);
    assert.ok(source, `${fileName} is not part of the program`);
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  }

  test(`${label}: the API declarations themselves type-check`, () => {
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...config.fileNames.flatMap((fileName) => diagnosticsOf(fileName)),
    ];
    assert.equal(diagnostics.length, 0, ts.formatDiagnostics(diagnostics, formatHost));
  });

  for (const example of examples) {
    test(`${label}: ${example.name}`, () => {
      const diagnostics = diagnosticsOf(example.fileName);
      assert.equal(
        diagnostics.length,
        0,
        `Example from ${example.origin} (code starts near line ${example.line}) does not type-check:\n` +
          ts.formatDiagnostics(diagnostics, formatHost) +
          `\n--- example ---\n${example.code}`,
      );
    });
  }

  const minimum = MIN_EXAMPLES[release.docsSet];
  test(`${label}: ${guides.join(' and ')} hold at least ${minimum.guide} checked examples`, () => {
    assert.ok(guideExamples.length >= minimum.guide, `found ${guideExamples.length}`);
  });
  test(`${label}: ${entry} has at least ${minimum.declarations} checked examples`, () => {
    assert.ok(declarations.examples.length >= minimum.declarations, `found ${declarations.examples.length}`);
  });

  test(`${label}: every exported function and public method in ${entry} has a ts @example`, () => {
    assert.ok(declarations.callables.size > 0, `no functions or methods found in ${entry}`);
    const missing = [...declarations.callables].filter(([, hasExample]) => !hasExample).map(([name]) => name);
    assert.deepEqual(missing, []);
  });

  for (const control of negatives) {
    test(`${label}: negative control: the checker rejects ${control.name}`, () => {
      const diagnostics = diagnosticsOf(control.fileName);
      assert.deepEqual(
        diagnostics.map((diagnostic) => diagnostic.code),
        [control.expectedCode],
        `expected exactly error TS${control.expectedCode} for:\n${control.code}\n` +
          `so a broken example would really fail its test; got:\n${ts.formatDiagnostics(diagnostics, formatHost)}`,
      );
    });
  }

  const expected = ENTRY_EXPORTS[release.docsSet];
  test(`${label}: ${entry} exports exactly ${expected.join(', ')}`, () => {
    const source = program.getSourceFile(path.join(ROOT, entry));
    assert.ok(source, `${entry} is not part of the program`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    assert.ok(moduleSymbol, `${entry} is not a module`);
    const names = checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.getName());
    assert.deepEqual(names.sort(), [...expected].sort());
  });
}

const releases = VERSIONED_DOCS_SETS.flatMap((docsSet) => docsReleasesOf(docsSet));

test('every folder of API declarations belongs to a documented release', () => {
  const folders = VERSIONED_DOCS_SETS.flatMap((docsSet) =>
    fs
      .readdirSync(path.join(ROOT, 'api', docsSet), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => `api/${docsSet}/${entry.name}`),
  );
  assert.deepEqual(folders.sort(), releases.map((release) => release.apiDir).sort());
});

for (const release of releases) checkRelease(release);
