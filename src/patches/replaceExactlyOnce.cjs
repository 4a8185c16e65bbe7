/**
 * Shared by the build-time patches of @docsearch/react (see
 * `docsearchErrorPatch.cjs` and `../hosting/zodEvalProbePatch.cjs`): replaces
 * a snippet of a dependency's code that must occur exactly once, and fails
 * the build with `hint` otherwise, so an upgrade cannot silently drop a fix.
 *
 * @param {string} source
 * @param {string} original
 * @param {string} patched
 * @param {string} hint what the reader should check when the snippet is gone
 * @returns {string}
 */
function replaceExactlyOnce(source, original, patched, hint) {
  const count = source.split(original).length - 1;
  if (count !== 1) {
    throw new Error(`${hint} (expected the patched code once in DocSearchModal.js, found it ${count} times)`);
  }
  return source.replace(original, patched);
}

module.exports = {replaceExactlyOnce};
