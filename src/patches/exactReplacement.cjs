/**
 * The shape of the patches that change exact snippets of a dependency's
 * code: each snippet must occur exactly as often as the patch expects (once,
 * unless it says otherwise), or the build fails with the patch's hint, so an
 * upgrade cannot silently drop a fix.
 */

/**
 * @typedef {object} Replacement
 * @property {string | RegExp} find the exact code, or a pattern with the `g` flag
 * @property {string | ((match: string, ...groups: string[]) => string)} replace what it becomes
 * @property {number} [times] how often `find` must occur (default 1)
 */

/**
 * @param {string} source
 * @param {Replacement} replacement
 * @param {string} hint what the reader should check when the snippet is gone
 * @returns {string}
 */
function replaceExactly(source, {find, replace, times = 1}, hint) {
  const count = typeof find === 'string' ? source.split(find).length - 1 : (source.match(find) ?? []).length;
  if (count !== times) {
    throw new Error(`${hint} (expected the patched code ${times} time(s), found it ${count} times)`);
  }
  if (typeof find !== 'string')
    return source.replace(find, /** @type {(match: string, ...groups: string[]) => string} */ (replace));
  return source.replaceAll(find, typeof replace === 'string' ? () => replace : replace);
}

/**
 * A webpack loader that makes the given replacements in order;
 * `loader.patch` is the same change as a plain function, for the tests.
 *
 * @param {string} hint
 * @param {Replacement[]} replacements
 */
function exactReplacementLoader(hint, ...replacements) {
  /** @param {string} source */
  const patch = (source) => replacements.reduce((code, replacement) => replaceExactly(code, replacement, hint), source);
  /** @param {string} source */
  const loader = (source) => patch(source);
  loader.patch = patch;
  return loader;
}

module.exports = {exactReplacementLoader};
