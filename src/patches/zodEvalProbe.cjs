const {exactReplacementLoader} = require('./exactReplacement.cjs');

/**
 * Build-time patch for @docsearch/react 4.7.0 (pinned in package.json
 * `overrides`), applied by ./plugin.ts as a webpack loader.
 *
 * Why: DocSearch bundles zod 4, which, when the modal's code loads, probes
 * whether it may compile validators with `new Function("")` inside a
 * try/catch. Under the site's Content-Security-Policy (no 'unsafe-eval') the
 * probe throws and zod uses its interpreter, which is fine, but the browser
 * also reports a CSP violation for the attempt on every page that opens
 * search. The patch makes the probe answer "no" without trying: the
 * behaviour the policy already forces, minus the violation.
 *
 * The loader fails the build if the probe is not found exactly once, so an
 * upgrade cannot silently bring the violation back.
 */
module.exports = exactReplacementLoader(
  "zodEvalProbe: zod's eval probe was not found. Was @docsearch/react upgraded? " +
    'Check whether opening search still reports an unsafe-eval CSP violation (src/patches/zodEvalProbe.cjs)',
  {
    find: 'try{return new Function(""),!0}catch(e){return!1}',
    replace: 'return!1',
  },
);
