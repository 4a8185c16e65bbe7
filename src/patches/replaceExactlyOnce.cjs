/**
 * The shape of the patches that change one exact snippet of a dependency's
 * code (`docsearchErrorStatus.cjs`, `zodEvalProbe.cjs`): the snippet must
 * occur exactly once, or the build fails with the patch's hint, so an
 * upgrade cannot silently drop a fix.
 */

/**
 * @param {string} source
 * @param {string} original
 * @param {string} patched
 * @param {string} hint what the reader should check when the snippet is gone
 * @returns {string}
 */
function replaceExactlyOnce(source, original, patched, hint) {
  const count = source.split(original).length - 1;
  if (count !== 1) {
    throw new Error(`${hint} (expected the patched code once, found it ${count} times)`);
  }
  return source.replace(original, patched);
}

/**
 * A webpack loader that makes one such replacement; `loader.patch` is the
 * same change as a plain function, for the tests.
 *
 * @param {string} original
 * @param {string} patched
 * @param {string} hint
 */
function exactReplacementLoader(original, patched, hint) {
  /** @param {string} source */
  const patch = (source) => replaceExactlyOnce(source, original, patched, hint);
  /** @param {string} source */
  const loader = (source) => patch(source);
  loader.patch = patch;
  return loader;
}

module.exports = {replaceExactlyOnce, exactReplacementLoader};
