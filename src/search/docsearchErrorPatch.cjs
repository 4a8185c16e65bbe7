/**
 * Build-time patch for @docsearch/react 4.7.0 (pinned in package.json
 * `overrides`), applied by the search plugin as a webpack loader.
 *
 * The bug: when every search host is unreachable, DocSearch sets the modal's
 * status to "error" (its "Unable to fetch results" screen), but the bundled
 * autocomplete core then runs `.finally(() => setStatus("idle"))` on the same
 * request, so readers see "No results" instead. The patch keeps an "error"
 * status; the next keystroke sets "loading" again as usual.
 *
 * The loader fails the build if the code it patches is not found, so an
 * upgrade cannot silently drop the fix.
 *
 * @param {string} source
 * @returns {string}
 */
function patchDocSearchModal(source) {
  const original = '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})';
  const patched = '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})';
  const count = source.split(original).length - 1;
  if (count !== 1) {
    throw new Error(
      `docsearchErrorPatch: expected the autocomplete status reset once in DocSearchModal.js, found it ${count} times. ` +
        'Was @docsearch/react upgraded? Check whether its error screen still needs this patch (src/search/docsearchErrorPatch.cjs).',
    );
  }
  return source.replace(original, patched);
}

/** @this {{callback?: unknown}} @param {string} source */
function loader(source) {
  return patchDocSearchModal(source);
}

module.exports = loader;
module.exports.patchDocSearchModal = patchDocSearchModal;
