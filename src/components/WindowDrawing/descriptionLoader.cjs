/**
 * Bundler loader for the window descriptions (`<set>/_windows/*.json`): the
 * build checks each one against the drawings' zod schema (`schema.ts`) where
 * a page imports it, in `docusaurus start` as in production builds, and stops
 * with the file and the path of every wrong field
 * (`obs-utils/_windows/director.json: body[1].children[0].icon: …`). It
 * passes on the JSON without its `$schema`, which only editors read, so the
 * page bundle does not carry it.
 *
 * The schema is TypeScript; `jiti` (which Docusaurus itself loads its
 * TypeScript config with) compiles it for this CommonJS loader.
 */
const path = require('node:path');
const createJiti = require('jiti');

const load = createJiti(__filename, {interopDefault: true});
const {validateWindowSpec} = load('./schema.ts');

/** @this {{rootContext: string, resourcePath: string}} */
module.exports = function windowDescriptionLoader(source) {
  const file = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
  let value;
  try {
    value = JSON.parse(source);
  } catch (error) {
    throw new Error(`Window description ${file}: is not valid JSON (${error.message})`, {cause: error});
  }
  validateWindowSpec(value, file);
  const {$schema: _editorsOnly, ...description} = value;
  return JSON.stringify(description);
};
