/**
 * Build side: the Docusaurus plugin behind search.
 *
 * - After all content is loaded (at build and at every dev-server reload) it
 *   extracts DocSearch records from the current version of every docs set and
 *   writes them as generated data (`@generated/search-index/default/search-index.json`).
 *   The browser imports that file as its own chunk on the first search only.
 * - In local mode it aliases `algoliasearch/lite` to our `liteClient`, so the
 *   theme's /search page runs on the local engine too.
 * - It publishes the mode as plugin global data for the SearchBar wrapper.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {DOCS_SETS, type DocsSetId} from '../../constants';
import {extractRecords} from './records';
import type {SearchConfig} from '../config';
import type {SearchIndexFile, SearchRecord} from '../types';

const SEARCH_PLUGIN_NAME = 'search-index';
const INDEX_FILE_NAME = 'search-index.json';

export interface SearchGlobalData {
  mode: SearchConfig['mode'];
}

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

/** Sidebar labels by doc id, for the docs whose label is not their title. */
function sidebarLabels(items: SidebarItem[], labels = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    if (item.type === 'doc' && item.label) labels.set(item.id, item.label);
    if (item.type === 'category') sidebarLabels(item.items, labels);
  }
  return labels;
}

/** Reads every listed page of the current docs and returns their records, in a stable order. */
async function buildRecords(
  siteDir: string,
  siteUrl: string,
  docsContent: Record<string, LoadedContent>,
  language: string,
): Promise<SearchRecord[]> {
  const pages = Object.entries(docsContent).flatMap(([pluginId, content]) => {
    const version = content.loadedVersions.find((v) => v.versionName === 'current');
    const labels = sidebarLabels(Object.values(version?.sidebars ?? {}).flat());
    return (version?.docs ?? [])
      .filter((doc) => !doc.unlisted && !doc.draft)
      .map((doc) => ({pluginId, doc, version: version!.versionName, label: labels.get(doc.id)}));
  });
  pages.sort((a, b) => a.doc.permalink.localeCompare(b.doc.permalink));
  const perPage = await Promise.all(
    pages.map(async ({pluginId, doc, version, label}) => {
      const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
      const source = await fs.readFile(file, 'utf8');
      const set = DOCS_SETS[pluginId as DocsSetId];
      return extractRecords({
        source,
        url: `${siteUrl}${doc.permalink}`,
        title: doc.title,
        description: doc.description,
        navLabel: label && !doc.title.toLowerCase().includes(label.toLowerCase()) ? label : undefined,
        lvl0: set?.label ?? pluginId,
        docusaurusTag: `docs-${pluginId}-${version}`,
        version,
        language,
        idPrefix: `${pluginId}:${doc.id}`,
      });
    }),
  );
  return perPage.flat();
}

/** Modules of the browser-side search engine and the algoliasearch lite client. */
const SEARCH_ENGINE_CHUNK = {
  name: 'search-engine',
  test: /[\\/](minisearch|algoliasearch[\\/]dist[\\/]lite|@algolia[\\/](client-common|requester-browser-xhr)|src[\\/]search[\\/](browser[\\/](liteClient|requester|engine|text)|types|indexSettings)\.ts$)/,
  chunks: 'async' as const,
  enforce: true,
  priority: 60,
};

/**
 * The DocSearch modal's code and styles in one chunk with a stable name
 * (`docsearch-modal.<hash>.js` and `.css`), loaded after the page is idle.
 */
const DOCSEARCH_MODAL_CHUNK = {
  name: 'docsearch-modal',
  test: /[\\/](@docsearch[\\/](react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js|css[\\/]dist[\\/]modal\.css)|src[\\/]theme[\\/]SearchBar[\\/]modal\.css)$/,
  chunks: 'async' as const,
  enforce: true,
  priority: 60,
};

/** The DocSearch modal's stylesheets: DocSearch's own and the site's additions. */
const MODAL_STYLES = /[\\/](@docsearch[\\/]css[\\/]dist|src[\\/]theme[\\/]SearchBar)[\\/]modal\.css$/;

export default function searchIndexPlugin(context: LoadContext, options: SearchConfig): Plugin {
  return {
    name: SEARCH_PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      const docsContent = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      const records = await buildRecords(
        context.siteDir,
        context.siteConfig.url,
        docsContent,
        context.i18n.currentLocale,
      );
      const file: SearchIndexFile = {version: 1, records};
      await actions.createData(INDEX_FILE_NAME, JSON.stringify(file));
      actions.setGlobalData({mode: options.mode} satisfies SearchGlobalData);
    },

    getClientModules() {
      return options.mode === 'local' ? [path.join(__dirname, '..', 'browser', 'localMode.css')] : [];
    },

    configureWebpack(config, isServer) {
      // The DocSearch modal's styles load with the modal (src/theme/SearchBar/
      // docSearchModal.ts), not in the one global stylesheet Docusaurus builds
      // from every CSS module: keep them out of its "styles" group.
      const styles = isServer ? undefined : config.optimization?.splitChunks;
      const group = styles && styles.cacheGroups?.styles;
      if (group && typeof group === 'object' && !(group instanceof RegExp)) {
        group.test = (module: {nameForCondition?: () => string | null; resource?: string}) =>
          !MODAL_STYLES.test(module.nameForCondition?.() ?? module.resource ?? '');
      }
      return {
        // The engine and its client in one chunk with a stable name
        // (`search-engine.<hash>.js`, like `search-index.<hash>.js`), so the
        // budgets test and the benchmark can tell search bytes from page bytes.
        optimization: {
          splitChunks: {cacheGroups: {searchEngine: SEARCH_ENGINE_CHUNK, docSearchModal: DOCSEARCH_MODAL_CHUNK}},
        },
        ...(options.mode === 'local' && {
          resolve: {alias: {'algoliasearch/lite$': path.join(__dirname, '..', 'browser', 'liteClient.ts')}},
        }),
      };
    },
  };
}
