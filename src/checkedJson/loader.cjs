/**
 * Bundler loader for a JSON data file the site imports: it checks the file
 * with its zod schema's validator where a page or module imports it, in
 * `docusaurus start` as in production builds, and stops with the file and
 * the path of every wrong field. A file that passes goes on unchanged, less
 * the fields named in `omit` (editor-only ones such as `$schema`).
 *
 * Options (set by `checkedJsonPlugin`, ./plugin.ts): `schema`, the absolute
 * path of the TypeScript module; `validate`, the name of its
 * `(value, file) => data` export that throws on a wrong file; `label`, how a
 * message names the file; `omit`, top-level fields left out of the bundle.
 * The schema is TypeScript; `jiti` (which Docusaurus itself loads its
 * TypeScript config with) compiles it for this CommonJS loader.
 */
const path = require('node:path');
const createJiti = require('jiti');

const load = createJiti(__filename, {interopDefault: true});

/** @this {{rootContext: string, resourcePath: string, getOptions: () => {schema: string, validate: string, label: string, omit?: string[]}}} */
module.exports = function checkedJsonLoader(source) {
  const {schema, validate, label, omit = []} = this.getOptions();
  const file = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
  let value;
  try {
    value = JSON.parse(source);
  } catch (error) {
    throw new Error(`${label} ${file}: is not valid JSON (${error.message})`, {cause: error});
  }
  load(schema)[validate](value, file);
  if (omit.length === 0) return source;
  return JSON.stringify(Object.fromEntries(Object.entries(value).filter(([key]) => !omit.includes(key))));
};
