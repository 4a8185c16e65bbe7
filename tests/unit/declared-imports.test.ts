/**
 * Every package the code imports is declared in package.json, so `npm ci`
 * gives it to the code directly rather than by luck of another package's
 * dependencies. The import and require specifiers of every source file are
 * read with TypeScript's own `preProcessFile` (static and dynamic imports,
 * `export … from`, `require()`, type-only imports and `/// <reference
 * types>`), and so are the `types` of the tsconfig.json files; each is
 * mapped to a package name. Left out: relative paths, node's
 * built-in modules, and the bundler's virtual modules (`@site/`, `@theme/`,
 * `@theme-original/`, `@theme-init/`, `@generated/`). The `@docusaurus/*`
 * modules that @docusaurus/module-type-aliases declares but that are no
 * package of their own (`@docusaurus/Link`, `@docusaurus/router`, …) are
 * provided by @docusaurus/core. A type-only package is also satisfied by its
 * `@types/` package.
 *
 * bench/ has its own package.json (the tools only it uses); its files may
 * use the root's packages too.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {builtinModules} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');

/** What the site, its build, its tests and its scripts are made of. */
const SITE_SOURCES = ['src', 'api', 'tests', 'scripts'];
const BENCH_SOURCES = ['bench'];
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', '.docusaurus', 'api-reference', 'test-results']);
const VIRTUAL_PREFIXES = ['@site/', '@theme/', '@theme-original/', '@theme-init/', '@generated/'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(file);
    return SOURCE_FILE.test(entry.name) ? [file] : [];
  });
}

/** The root's own files: docusaurus.config.ts, the sidebars, playwright.config.ts, eslint.config.mjs. */
const rootFiles = () =>
  fs
    .readdirSync(ROOT, {withFileTypes: true})
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => path.join(ROOT, entry.name));

/** Every module specifier a file names. */
export function specifiersOf(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return [...info.importedFiles, ...info.typeReferenceDirectives].map((ref) => ref.fileName);
}

/** The `@docusaurus/*` virtual modules that Docusaurus's core provides (no package of their own). */
function docusaurusVirtualModules(): Set<string> {
  const aliases = path.join(ROOT, 'node_modules/@docusaurus/module-type-aliases/src/index.d.ts');
  const declared = ts.preProcessFile(fs.readFileSync(aliases, 'utf8')).ambientExternalModules ?? [];
  return new Set(
    declared.filter(
      (name) =>
        name.startsWith('@docusaurus/') && !fs.existsSync(path.join(ROOT, 'node_modules', name, 'package.json')),
    ),
  );
}

const BUILTINS = new Set(builtinModules);

/** The package a specifier comes from, or null when it is no package (relative, built-in, virtual). */
export function packageOf(specifier: string, docusaurusVirtual: Set<string>): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  if (specifier.startsWith('node:') || BUILTINS.has(specifier) || BUILTINS.has(specifier.split('/')[0]!)) return null;
  if (VIRTUAL_PREFIXES.some((prefix) => specifier.startsWith(prefix))) return null;
  if (docusaurusVirtual.has(specifier)) return '@docusaurus/core';
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The `@types/` package of a package name (`@scope/name` → `@types/scope__name`). */
const typesPackageOf = (name: string) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

function declaredIn(packageJson: string): Set<string> {
  const pkg = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as Record<string, Record<string, string> | undefined>;
  return new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
    ...Object.keys(pkg.optionalDependencies ?? {}),
  ]);
}

/** The type packages a tsconfig.json names in `compilerOptions.types` (they are loaded like imports). */
function tsconfigTypes(file: string): string[] {
  const {config} = ts.readConfigFile(file, ts.sys.readFile) as {config?: {compilerOptions?: {types?: string[]}}};
  return config?.compilerOptions?.types ?? [];
}

/** Each file's packages that `declared` lacks, as `file: package` lines. */
function undeclared(files: string[], declared: Set<string>): string[] {
  const virtual = docusaurusVirtualModules();
  const missing = new Set<string>();
  for (const file of files) {
    const specifiers = file.endsWith('tsconfig.json')
      ? tsconfigTypes(file)
      : specifiersOf(fs.readFileSync(file, 'utf8'));
    for (const specifier of specifiers) {
      const name = packageOf(specifier, virtual);
      if (name && !declared.has(name) && !declared.has(typesPackageOf(name))) {
        missing.add(`${path.relative(ROOT, file)}: ${name} (imported as '${specifier}')`);
      }
    }
  }
  return [...missing].sort();
}

test('every package the site, its build, its tests and its scripts import is declared in package.json', () => {
  const files = [
    ...rootFiles(),
    path.join(ROOT, 'tsconfig.json'),
    ...SITE_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))),
  ];
  assert.ok(files.length > 100, `only ${files.length} source files found`);
  assert.deepEqual(undeclared(files, declaredIn(path.join(ROOT, 'package.json'))), []);
});

/** What the build and the pages are made of: it must install with `npm ci --omit=dev`. */
const BUILD_SOURCES = ['src', 'api'];

/** A file's text without its type-only imports and exports, which the build erases. */
function withoutTypeOnly(text: string): string {
  return text
    .replace(/^\s*import\s+type\s[^;]*;/gm, '')
    .replace(/^\s*export\s+type\s[^;]*\sfrom\s[^;]*;/gm, '')
    .replace(/^\s*\/\/\/\s*<reference\s+types=[^>]*>/gm, '');
}

test('the build and the pages use only packages under dependencies, so an install without dev packages builds the site', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const dependencies = new Set(Object.keys(pkg.dependencies ?? {}));
  const files = [
    path.join(ROOT, 'docusaurus.config.ts'),
    ...rootFiles().filter((file) => /[\\/]sidebars[^\\/]*\.ts$/.test(file)),
    ...BUILD_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))),
  ];
  const virtual = docusaurusVirtualModules();
  const devOnly = new Set<string>();
  for (const file of files) {
    for (const specifier of specifiersOf(withoutTypeOnly(fs.readFileSync(file, 'utf8')))) {
      const name = packageOf(specifier, virtual);
      if (name && !dependencies.has(name)) devOnly.add(`${path.relative(ROOT, file)}: ${name}`);
    }
  }
  assert.deepEqual([...devOnly].sort(), []);
});

test("every package the benchmarks import is declared in bench/package.json or the root's", () => {
  const files = [
    path.join(ROOT, 'bench/tsconfig.json'),
    ...BENCH_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))),
  ];
  assert.ok(files.length > 3, `only ${files.length} bench files found`);
  const declared = new Set([
    ...declaredIn(path.join(ROOT, 'package.json')),
    ...declaredIn(path.join(ROOT, 'bench/package.json')),
  ]);
  assert.deepEqual(undeclared(files, declared), []);
});

test('specifiers map to their packages; relative paths, built-ins and virtual modules to none', () => {
  const virtual = new Set(['@docusaurus/Link', '@docusaurus/router']);
  const cases: Array<[string, string | null]> = [
    ['react', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@docsearch/css/dist/button.css', '@docsearch/css'],
    ['@docusaurus/theme-search-algolia/client', '@docusaurus/theme-search-algolia'],
    ['@docusaurus/Link', '@docusaurus/core'],
    ['@docusaurus/router', '@docusaurus/core'],
    ['./local', null],
    ['../../src/constants', null],
    ['node:fs', null],
    ['fs/promises', null],
    ['@site/src/constants', null],
    ['@theme/SearchBar', null],
    ['@theme-original/SearchPage', null],
    ['@generated/search-index/default/search-index.json', null],
  ];
  for (const [specifier, expected] of cases) assert.equal(packageOf(specifier, virtual), expected, specifier);
  assert.equal(typesPackageOf('@types-less/pkg'), '@types/types-less__pkg');
  assert.deepEqual(
    specifiersOf(
      "/// <reference types=\"f\" />\nimport a from 'a';\nimport type {B} from 'b/sub';\nexport * from 'c';\nconst d = require('d');\nconst e = () => import('e');",
    ).sort(),
    ['a', 'b/sub', 'c', 'd', 'e', 'f'],
  );
});
