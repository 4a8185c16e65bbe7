// @ts-check
/**
 * Loaded before Docusaurus's command line by `npm run build` and `npm start`
 * (`node --require`): starts writing the API reference of every documented
 * release (./references.ts `startEarlyRun`) at once, so TypeDoc's worker
 * loads TypeScript while Docusaurus loads itself, and the plugin
 * (./plugin.ts) takes this run instead of starting its own about 1.5 s
 * later. CommonJS, so `--require` loads it without a loader; it reads
 * ./references.ts through jiti, the loader Docusaurus reads the site's
 * TypeScript with (same options, same transpile cache).
 */
const path = require('node:path');
const {isMainThread} = require('node:worker_threads');

if (isMainThread) {
  // jiti's package exports its factory as the module itself; its types declare it as the default export.
  const createJiti = /** @type {typeof import('jiti').default} */ (/** @type {unknown} */ (require('jiti')));
  const load = createJiti(__filename, {cache: true, requireCache: false, interopDefault: true});
  /** @type {typeof import('./references')} */
  const references = load('./references.ts');
  references.startEarlyRun(path.join(__dirname, '..', '..'));
}
