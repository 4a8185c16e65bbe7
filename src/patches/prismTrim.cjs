/**
 * Build-time trim of prism-react-renderer 2 (`dist/index.mjs`), applied to
 * the site's bundles as a webpack loader by ./plugin.ts.
 *
 * Why: page weight. The package bundles its own Prism with about forty
 * grammars (Swift, Kotlin, Rust, SQL, GraphQL, Markdown…) and twenty colour
 * themes into one module, and Docusaurus loads it with every page's main
 * bundle. The pages only show ts, js, json, css and html (the unit test
 * tests/unit/code-blocks.test.ts holds them to that), and the colour themes
 * reach the browser through the site config, not through this module.
 *
 * What it does:
 * - keeps the grammars in KEEP_GRAMMARS (the languages above, plus the ones
 *   they are built from or that extend them in place: clike, regex,
 *   javadoclike/jsdoc) and drops every statement that touches another one;
 * - empties the exported `themes` object, so the minifier drops the unused
 *   theme objects (the default theme that `Highlight` falls back on stays).
 *
 * tests/unit/patches.test.ts checks that the trimmed Prism tokenizes every
 * code block of the pages exactly as the full one does. The
 * loader fails the build if the code it trims is not laid out as expected,
 * so an upgrade cannot silently break highlighting.
 */
const acorn = require('acorn');

/** Grammars (and aliases) the trimmed Prism keeps. */
const KEEP_GRAMMARS = new Set([
  'markup',
  'html',
  'css',
  'clike',
  'javascript',
  'js',
  'regex',
  'javadoclike',
  'jsdoc',
  'typescript',
  'ts',
  'json',
]);

const LANGS_START = '// src/prism-langs.ts\n';
const THEMES_START = '// src/themes/index.ts\n';
const THEMES_EXPORT = /__export\(themes_exports, \{[^{}]*\}\);/g;
/** Members of `Prism.languages` that are functions, not grammars. */
const PRISM_LANGUAGE_API = new Set(['extend', 'insertBefore', 'DFS']);

/** @param {string} message */
function fail(message) {
  return new Error(
    `prismTrim: ${message}. Was prism-react-renderer upgraded? Check src/patches/prismTrim.cjs against its dist/index.mjs.`,
  );
}

/**
 * Grammar names a piece of Prism setup code defines (`languages.x = …`) and
 * refers to (`languages.x`, `languages["x"]`, `insertBefore("x"`, `extend("x"`).
 * @param {string} code
 */
function grammarNames(code) {
  const defined = new Set();
  const referenced = new Set();
  for (const match of code.matchAll(/languages(?:\.([A-Za-z_$][\w$]*)|\[["']([\w-]+)["']\])(\s*=(?!=))?/g)) {
    const name = match[1] ?? match[2];
    if (PRISM_LANGUAGE_API.has(name)) continue;
    referenced.add(name);
    if (match[3]) defined.add(name);
  }
  for (const match of code.matchAll(/(?:insertBefore|extend)\(\s*["']([\w-]+)["']/g)) referenced.add(match[1]);
  return {defined, referenced};
}

/**
 * The top-level expressions of the grammar section, each with its source
 * range and the statement it belongs to.
 * @param {string} section
 */
function setupExpressions(section) {
  const program = acorn.parse(section, {ecmaVersion: 'latest', sourceType: 'script'});
  return program.body.flatMap((statement) => {
    if (statement.type !== 'ExpressionStatement') return [];
    const list =
      statement.expression.type === 'SequenceExpression' ? statement.expression.expressions : [statement.expression];
    return list.map((expression) => ({statement, start: expression.start, end: expression.end}));
  });
}

/**
 * The grammar section with every expression that touches a dropped grammar
 * removed.
 * @param {string} section
 */
function trimGrammars(section) {
  const expressions = setupExpressions(section).map((e) => ({
    ...e,
    names: grammarNames(section.slice(e.start, e.end)),
  }));
  const defined = new Set(expressions.flatMap((e) => [...e.names.defined]));
  const missing = [...KEEP_GRAMMARS].filter((name) => !defined.has(name));
  if (missing.length > 0) throw fail(`grammars ${missing.join(', ')} not found`);
  const dropped = new Set([...defined].filter((name) => !KEEP_GRAMMARS.has(name)));
  const keep = (e) => ![...e.names.referenced].some((name) => dropped.has(name));

  // Rewrite statement by statement, from the end so earlier offsets hold.
  const statements = [...new Set(expressions.map((e) => e.statement))].reverse();
  let result = section;
  for (const statement of statements) {
    const kept = expressions
      .filter((e) => e.statement === statement && keep(e))
      .map((e) => section.slice(e.start, e.end));
    const replacement = kept.length > 0 ? `${kept.join(',\n')};` : '';
    result = result.slice(0, statement.start) + replacement + result.slice(statement.end);
  }
  return result;
}

/**
 * @param {string} source the text of prism-react-renderer's dist/index.mjs
 * @returns {string}
 */
function trimPrismBundle(source) {
  const start = source.indexOf(LANGS_START);
  const end = source.indexOf(THEMES_START);
  if (start < 0 || end < start) throw fail('the grammar section markers were not found');
  const themeExports = source.match(THEMES_EXPORT) ?? [];
  if (themeExports.length !== 1) throw fail(`expected one themes export, found ${themeExports.length}`);
  const grammars = trimGrammars(source.slice(start + LANGS_START.length, end));
  return (source.slice(0, start + LANGS_START.length) + grammars + source.slice(end)).replace(
    THEMES_EXPORT,
    '__export(themes_exports, {});',
  );
}

/** @param {string} source */
function loader(source) {
  return trimPrismBundle(source);
}

module.exports = loader;
module.exports.trimPrismBundle = trimPrismBundle;
