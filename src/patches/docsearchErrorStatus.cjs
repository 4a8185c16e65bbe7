const {exactReplacementLoader} = require('./exactReplacement.cjs');

/**
 * Build-time patch for @docsearch/react 3.9.0 (pinned in package.json
 * `overrides`), applied by ./plugin.ts as a webpack loader.
 *
 * The bug: when every search host is unreachable, DocSearch sets the modal's
 * status to "error" (its "Unable to fetch results" screen), but the bundled
 * autocomplete core then runs `.finally(() => setStatus("idle"))` on the same
 * request, so readers see "No results" instead. The patch keeps an "error"
 * status; the next keystroke sets "loading" again as usual.
 *
 * The loader fails the build if the code it patches is not found, so an
 * upgrade cannot silently drop the fix.
 */
module.exports = exactReplacementLoader(
  'docsearchErrorStatus: the autocomplete status reset was not found. Was @docsearch/react upgraded? ' +
    'Check whether its error screen still needs this patch (src/patches/docsearchErrorStatus.cjs)',
  {
    find: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    replace: '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
);
