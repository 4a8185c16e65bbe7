/**
 * Bundler loader for the release data (`static/releases.json`): where the
 * site imports it (./index.ts), the build checks it against the zod schema
 * (`schema.ts`), in `docusaurus start` as in production builds, and stops
 * with the file and the path of every wrong field
 * (`static/releases.json: modules.obs-utils.releases[3].date: …`). A file
 * that passes goes on unchanged: the types say every field is there, so the
 * bundle gets every field.
 *
 * The schema is TypeScript; `jiti` (which Docusaurus itself loads its
 * TypeScript config with) compiles it for this CommonJS loader.
 */
const path = require('node:path');
const createJiti = require('jiti');

const load = createJiti(__filename, {interopDefault: true});
const {validateReleaseHistory} = load('./schema.ts');

/** @this {{rootContext: string, resourcePath: string}} */
module.exports = function releasesLoader(source) {
  const file = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
  let value;
  try {
    value = JSON.parse(source);
  } catch (error) {
    throw new Error(`The release data ${file}: is not valid JSON (${error.message})`, {cause: error});
  }
  validateReleaseHistory(value, file);
  return source;
};
