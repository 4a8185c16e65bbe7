/**
 * What `@docusaurus/utils-common` exports, taken from its own files.
 *
 * The package's index is CommonJS compiled with TypeScript's `importHelpers`,
 * so it requires `tslib`, and webpack cannot drop the helpers nobody calls
 * from a `require`: every page's main bundle carried all of `tslib` (11 KB
 * before minification) for one `__importDefault`. The client and server
 * bundles resolve the bare package name to this module instead (plugin.ts);
 * its files need no helper. `tests/unit/patches.test.ts` checks that this
 * module exports the same names, with the same values, as the package.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

export const blogPostContainerID = '__blog-post-container';
