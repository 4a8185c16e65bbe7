const {exactReplacementLoader} = require('./exactReplacement.cjs');

/**
 * Build-time patch for @docsearch/react 4.7.0 (pinned in package.json
 * `overrides`), applied by ./plugin.ts as a webpack loader.
 *
 * Why: a recent or favourite search is a listbox option, and DocSearch draws
 * its "save" and "remove" controls inside that option as <button>s. An
 * option's children are presentational, so a screen reader never reaches
 * those buttons, and a focusable control inside an option is a nested
 * interactive element (axe "nested-interactive", WCAG 4.1.2). The patch
 * draws each control as a <span> that a mouse still clicks, and names what
 * it does in `data-action` ("save" or "remove"); the search bar then works
 * the active option's controls from the keyboard (Delete removes, Ctrl+D or
 * ⌘+D saves: src/theme/SearchBar/hitInput.ts).
 *
 * The loader fails the build unless it finds all four controls (save a
 * recent search, remove a recent search, remove a favourite, remove an Ask
 * AI conversation), so an upgrade cannot bring the buttons back unnoticed.
 */
module.exports = exactReplacementLoader(
  'docsearchHitActions: the four recent/favourite action buttons were not found. Was @docsearch/react upgraded? ' +
    'Check whether its hits still nest buttons in options (src/patches/docsearchHitActions.cjs)',
  {
    find: /e\.createElement\("button",\{className:"DocSearch-Hit-action-button",title:(\w+),type:"submit",onClick:function\(e\)\{e\.preventDefault\(\),e\.stopPropagation\(\),u\.(\w+)\.(add|remove)\(n\)/g,
    replace: (_, title, list, method) =>
      `e.createElement("span",{className:"DocSearch-Hit-action-button","data-action":"${method === 'add' ? 'save' : 'remove'}",` +
      `title:${title},onClick:function(e){e.preventDefault(),e.stopPropagation(),u.${list}.${method}(n)`,
    times: 4,
  },
);
