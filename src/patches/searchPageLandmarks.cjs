const {exactReplacementLoader} = require('./exactReplacement.cjs');

/**
 * Build-time patch for @docusaurus/theme-search-algolia 3.10.2's /search
 * page (`lib/theme/SearchPage/index.js`), applied by ./plugin.ts as a
 * webpack loader before the page's JSX is compiled.
 *
 * Why: the stock page has no main landmark while it has no results: its
 * title, search form and result count sit outside every landmark, and its
 * <main> wraps only the list of results (axe "region", "landmark-one-main").
 * Each result's path is a <nav aria-label="breadcrumbs"> of plain text, so a
 * page of results holds many navigation landmarks with one name (axe
 * "landmark-unique") that lead nowhere. The patch makes the page's container
 * the <main> and each result's path a plain list.
 *
 * Ejecting the page instead would copy its 500 lines to change five tags.
 * The loader fails the build if any tag is not found exactly once.
 */
module.exports = exactReplacementLoader(
  'searchPageLandmarks: the /search page markup changed. Was @docusaurus/theme-search-algolia upgraded? ' +
    'Run the /search accessibility test without the patch (src/patches/searchPageLandmarks.cjs)',
  {find: '<div className="container margin-vert--lg">', replace: '<main className="container margin-vert--lg">'},
  {find: '      </div>\n    </Layout>', replace: '      </main>\n    </Layout>'},
  {find: '          <main>\n', replace: '          <div>\n'},
  {find: '          </main>\n', replace: '          </div>\n'},
  {find: '<nav aria-label="breadcrumbs">', replace: '<div>'},
  {find: '                    </nav>\n', replace: '                    </div>\n'},
);
