const {exactReplacementLoader} = require('./exactReplacement.cjs');

/**
 * Build-time patch for @docsearch/react 4.7.0 (pinned in package.json
 * `overrides`), applied by ./plugin.ts as a webpack loader.
 *
 * Why: the modal renders once per keystroke, and on every render DocSearch
 * 4.7.0 evaluated two things it only uses once:
 * - the page's selected text (`window.getSelection().toString()`, the
 *   initial query when the modal opens), which forces the browser to bring
 *   style and layout up to date in the middle of the render;
 * - a localStorage probe (write and delete a test key) for each of its three
 *   stored lists (recent searches, favourites, Ask AI conversations), as the
 *   argument of a `useRef` that keeps only the first value.
 * A CPU profile of typing in the modal put these at about 3 ms per
 * keystroke on this project's 2-core machine. The patch reads the selection
 * once, in a `useState` initialiser, and probes localStorage once per page.
 * Behaviour is unchanged: both values were already fixed at the first render.
 *
 * The loader fails the build if either snippet is not found exactly once.
 */
module.exports = exactReplacementLoader(
  'docsearchRenderCost: the per-render selection read or storage probe was not found. Was @docsearch/react ' +
    'upgraded? Check whether typing in the modal still reads them on every render (src/patches/docsearchRenderCost.cjs)',
  {
    find: 'ye=e.useRef("undefined"!=typeof window?window.getSelection().toString().slice(0,512):"").current',
    replace:
      'ye=e.useState(function(){return"undefined"!=typeof window?window.getSelection().toString().slice(0,512):""})[0]',
  },
  {
    find: 'function ua(e){return!1===function(){if("undefined"==typeof window||!("localStorage"in window))return!1;var e="__TEST_KEY__";try{return window.localStorage.setItem(e,""),window.localStorage.removeItem(e),!0}catch(e){return!1}}()?',
    replace:
      'var uaProbe;function ua(e){return!1===(void 0===uaProbe?uaProbe=function(){if("undefined"==typeof window||!("localStorage"in window))return!1;var e="__TEST_KEY__";try{return window.localStorage.setItem(e,""),window.localStorage.removeItem(e),!0}catch(e){return!1}}():uaProbe)?',
  },
);
