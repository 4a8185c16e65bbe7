const {exactReplacementLoader} = require('./exactReplacement.cjs');

/**
 * Build-time patch for @docsearch/react 3.9.0 (pinned in package.json
 * `overrides`), applied by ./plugin.ts as a webpack loader.
 *
 * DocSearch draws each hit as a listbox option (`<li role="option">`, with
 * its id, `aria-selected` and handlers) around the hit component, which is
 * a link. A link inside an option is a focusable control nested in an
 * interactive element (axe "nested-interactive", WCAG 4.1.2); DocSearch has
 * no prop for the option's markup. Two changes:
 *
 * 1. The option's props go to the hit component (src/theme/SearchBar/
 *    Hit.tsx), which spreads them on its link, so the link itself is the
 *    option, and the list item becomes `role="presentation"`. Hits stay
 *    real links (href, hover address, link menu, middle click).
 * 2. Each group's list gets its own id (DocSearch 3.9 gives every list the
 *    same one), the id its search input's `aria-controls` names, so the
 *    input points at lists that exist and no id is repeated (axe
 *    "aria-valid-attr-value", "duplicate-id-aria").
 * 3. The "save" and "remove" controls of recent and favourite searches,
 *    `<button>`s inside the option, become `<span data-action>` controls a
 *    mouse still clicks; the search bar works them from the keyboard
 *    (Delete, Ctrl/⌘+D: src/theme/SearchBar/hitInput.ts).
 *
 * The loader fails the build unless it finds the option and the list once
 * and all three controls, so an upgrade cannot bring the old markup back
 * unnoticed.
 */
module.exports = exactReplacementLoader(
  'docsearchHitMarkup: the hit option or its action buttons were not found. Was @docsearch/react upgraded? ' +
    'Check how it draws hits and their controls (src/patches/docsearchHitMarkup.cjs)',
  {
    find: /e\.createElement\("li",(\w+)\(\{className:(\[[^\]]*\]\.filter\(Boolean\)\.join\(" "\)),onTransitionEnd:(function\(\)\{\w+\.current&&\w+\.current\(\)\})\},(\w+\(\{item:\w+,source:\w+\.source,onClick:function\(e\)\{\w+\(\w+,e\)\}\}\))\),e\.createElement\((\w+),\{hit:(\w+)\},/g,
    replace: (_, assign, className, onTransitionEnd, optionProps, hitComponent, hit) =>
      `e.createElement("li",{className:${className},role:"presentation",onTransitionEnd:${onTransitionEnd}},` +
      `e.createElement(${hitComponent},${assign}({hit:${hit}},${optionProps}),`,
  },
  {
    find: 'e.createElement("ul",t.getListProps(),t.collection.items.map(',
    replace: 'e.createElement("ul",t.getListProps({source:t.collection.source}),t.collection.items.map(',
  },
  {
    find: /e\.createElement\("button",\{className:"DocSearch-Hit-action-button",title:(\w+),type:"submit",onClick:function\(e\)\{e\.preventDefault\(\),e\.stopPropagation\(\),(\w+)\(\(function\(\)\{o\.(favoriteSearches\.add|recentSearches\.remove|favoriteSearches\.remove)\(/g,
    replace: (_, title, run, action) =>
      `e.createElement("span",{className:"DocSearch-Hit-action-button","data-action":"${action === 'favoriteSearches.add' ? 'save' : 'remove'}",` +
      `title:${title},onClick:function(e){e.preventDefault(),e.stopPropagation(),${run}((function(){o.${action}(`,
    times: 3,
  },
);
