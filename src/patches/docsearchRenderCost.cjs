const {exactReplacementLoader} = require('./exactReplacement.cjs');

/**
 * Build-time patch for @docsearch/react 3.9.0 (pinned in package.json
 * `overrides`), applied by ./plugin.ts as a webpack loader.
 *
 * The modal renders on every keystroke, and on every render DocSearch 3.9
 * evaluates two `useRef` arguments that only its first render uses:
 * - the page's selected text (`window.getSelection().toString()`), which
 *   makes the browser bring style and layout up to date mid-render;
 * - its stored recent and favourite searches, each of which first probes
 *   localStorage with a write and a removal.
 * The patch reads the selection once (a `useState` initialiser) and probes
 * localStorage once per page.
 *
 * It also moves the results list's return to the top, which DocSearch does
 * whenever the query changes, to the next animation frame. Set at once, it
 * made the browser lay out the modal with the previous query's hits, which
 * the new hits replace a moment later in the same task: a second style and
 * layout pass on every keystroke. In the frame, it happens after the new
 * hits are in, before that frame is painted, so the reader sees the same.
 *
 * The loader fails the build if the code it patches is not found.
 */
module.exports = exactReplacementLoader(
  'docsearchRenderCost: the per-render selection read, storage probe or scroll reset was not found. Was @docsearch/react ' +
    'upgraded? Check whether typing in the modal still does them on every keystroke (src/patches/docsearchRenderCost.cjs)',
  {
    find: 'Q=e.useRef("undefined"!=typeof window?window.getSelection().toString().slice(0,64):"").current',
    replace:
      'Q=e.useState(function(){return"undefined"!=typeof window?window.getSelection().toString().slice(0,64):""})[0]',
  },
  {
    find: 'e.useEffect((function(){V.current&&(V.current.scrollTop=0)}),[H.query])',
    replace:
      'e.useEffect((function(){var t=requestAnimationFrame((function(){V.current&&(V.current.scrollTop=0)}));return function(){cancelAnimationFrame(t)}}),[H.query])',
  },
  {
    find: 'function _r(e){return!1===function(){var e="__TEST_KEY__";try{return localStorage.setItem(e,""),localStorage.removeItem(e),!0}catch(e){return!1}}()?',
    replace:
      'var _rProbe;function _r(e){return!1===(void 0===_rProbe?_rProbe=function(){var e="__TEST_KEY__";try{return localStorage.setItem(e,""),localStorage.removeItem(e),!0}catch(e){return!1}}():_rProbe)?',
  },
);
