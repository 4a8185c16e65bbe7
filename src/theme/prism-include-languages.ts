/**
 * Ejected from @docusaurus/theme-classic 3.10.2
 * (lib/theme/prism-include-languages.js), which the theme's client module
 * calls once, in every page's main bundle, to add grammars to Prism.
 *
 * Why ejected: page weight. Upstream always bundles
 * `prismjs/components/prism-markup-templating` (for php, even when php is
 * not listed), and its `require(`prismjs/components/prism-${lang}`)`
 * context, narrowed by the theme to `themeConfig.prism.additionalLanguages`,
 * matches `prismjs/components/index.js` when that list is empty, which
 * bundles Prism's 23 KB component catalogue.
 *
 * CHANGED: no dynamic require. prism-react-renderer's own grammars cover
 * every language the pages use (ts, js, json, css, html, text), so nothing
 * is added; `additionalLanguages` stays empty in docusaurus.config.ts. To add
 * a grammar, put a loader for it in ADDITIONAL_GRAMMARS, as the example
 * there shows; Prism components register on the global `Prism`, which is
 * pointed at the theme's instance while they load.
 */
import type * as PrismNamespace from 'prismjs';

const ADDITIONAL_GRAMMARS: ReadonlyArray<() => void> = [
  // e.g. () => require('prismjs/components/prism-diff'),
];

export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void {
  if (ADDITIONAL_GRAMMARS.length === 0) return;
  const globals = globalThis as {Prism?: typeof PrismNamespace};
  const before = globals.Prism;
  globals.Prism = PrismObject; // ── grammars register on this instance
  ADDITIONAL_GRAMMARS.forEach((load) => load());
  delete globals.Prism; // ── restore
  if (before !== undefined) globals.Prism = before;
}
