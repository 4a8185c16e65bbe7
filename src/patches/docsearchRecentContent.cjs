const {exactReplacementLoader} = require('./exactReplacement.cjs');

/**
 * Build-time patch for @docsearch/react 3.9.0 (pinned in package.json
 * `overrides`), applied by ./plugin.ts as a webpack loader.
 *
 * When a reader picks a hit, DocSearch keeps it as a recent search. For a
 * paragraph hit it keeps the hit's page title instead, but only when that
 * title is among the same results; otherwise DocSearch 3.9 keeps nothing,
 * so many picks never show up under "Recent". The patch keeps the deepest
 * heading the paragraph sits under (the section the reader went to), with
 * no paragraph text, as DocSearch 4 does.
 *
 * The loader fails the build if the code it patches is not found.
 */
module.exports = exactReplacementLoader(
  'docsearchRecentContent: the recent-search choice for paragraph hits was not found. Was @docsearch/react ' +
    'upgraded? Check whether picking a paragraph hit keeps a recent search (src/patches/docsearchRecentContent.cjs)',
  {
    find: 'var t="content"===e.type?e.__docsearch_parent:e;',
    replace:
      'var t="content"===e.type?e.__docsearch_parent||function(h){var l=["lvl6","lvl5","lvl4","lvl3","lvl2","lvl1"].find(function(k){return h.hierarchy[k]});return Object.assign({},h,{type:l||"lvl1",content:null})}(e):e;',
  },
);
