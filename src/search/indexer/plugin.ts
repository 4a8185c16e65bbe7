/**
 * Build side: the Docusaurus plugin behind search.
 *
 * - After all content is loaded (at build and at every dev-server reload) it
 *   extracts DocSearch records from the current version of every docs set
 *   (older docs versions are reached through the version menu, not search)
 *   and writes them as generated data (file names: src/search/names.ts):
 *   every record in `@generated/search-index/default/search-index.json` (for
 *   the Algolia upload, the benchmark and the tests), and the two compact
 *   parts the browser loads, each as its own chunk once a reader shows an
 *   intent to search: `search-index-head.json` (titles and headings) and
 *   `search-index-body.json` (paragraphs).
 * - In local mode it aliases `algoliasearch/lite` to our `liteClient`, so the
 *   theme's /search page runs on the local engine too.
 * - It publishes the mode as plugin global data for the SearchBar wrapper.
 * - It writes the early search script (src/search/early/) inline into every
 *   page's <head>, so the search shortcuts work before the page's
 *   JavaScript has loaded.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {DOCS_SETS, SEARCH_MODAL_MAX_QUERY_LENGTH, type DocsSetId} from '../../constants';
import {earlySearchScript} from '../early/inlineScript';
import {extractRecords} from './records';
import {compactRecords, isHeadRecord} from '../compactIndex';
import {readSearchConfig, type SearchConfig} from '../config';
import type {SearchIndexFile, SearchRecord} from '../types';
import {SEARCH_CHUNKS, SEARCH_INDEX_FILES, SEARCH_PLUGIN_NAME} from '../names';
import {parseVocabulary} from '../vocabularySchema';

/** The reader vocabulary that search and the troubleshooter filter apply (src/search/vocabulary.ts). */
const VOCABULARY_FILE = path.join(__dirname, '..', 'vocabulary.json');

/** Checks the reader vocabulary against its schema: a wrong field stops the build, named by file and path. */
async function checkVocabulary(): Promise<void> {
  parseVocabulary(
    JSON.parse(await fs.readFile(VOCABULARY_FILE, 'utf8')),
    path.relative(process.cwd(), VOCABULARY_FILE),
  );
}

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

/**
 * Whether search keeps only a page's title and headings (front matter
 * `search_content: false`): the questions pages (src/troubleshooter/
 * questions.ts), whose entries repeat the first paragraph of each answer,
 * which search finds on the answer's own page.
 */
function headingsOnly(frontMatter: Record<string, unknown>): boolean {
  const value = frontMatter.search_content ?? true;
  if (typeof value !== 'boolean') {
    throw new Error(`Front matter "search_content" must be true or false, got ${JSON.stringify(value)}.`);
  }
  return !value;
}

/**
 * A page's rank in search (DocSearch's `weight.pageRank`), from its front
 * matter `search_page_rank`: 0 unless a page sets it. Pages that summarise
 * others, such as a module's release history, set -1, so that the page that
 * explains a subject is found before the summary that mentions it.
 */
function pageRankOf(frontMatter: Record<string, unknown>): number {
  const rank = frontMatter.search_page_rank ?? 0;
  if (typeof rank !== 'number' || !Number.isInteger(rank)) {
    throw new Error(`Front matter "search_page_rank" must be an integer, got ${JSON.stringify(rank)}.`);
  }
  return rank;
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
      const records = await extractRecords({
        source,
        sourceFile: file,
        url: `${siteUrl}${doc.permalink}`,
        title: doc.title,
        description: doc.description,
        navLabel: label && !doc.title.toLowerCase().includes(label.toLowerCase()) ? label : undefined,
        lvl0: set?.label ?? pluginId,
        docusaurusTag: `docs-${pluginId}-${version}`,
        version,
        language,
        idPrefix: `${pluginId}:${doc.id}`,
        pageRank: pageRankOf(doc.frontMatter),
      });
      return headingsOnly(doc.frontMatter) ? records.filter((record) => record.type !== 'content') : records;
    }),
  );
  return perPage.flat();
}

/** A module as the bundler hands it to a cache group's test. */
interface BundledModule {
  nameForCondition?: () => string | null;
  resource?: string;
}

const fileOf = (module: BundledModule) => module.nameForCondition?.() ?? module.resource ?? '';

/** This folder's parent, src/search/, with a trailing separator. */
const SEARCH_SOURCE = path.resolve(__dirname, '..') + path.sep;

/**
 * Modules of this folder that other code uses too, left to the bundler's
 * defaults so that it does not load the search engine with them: the reader
 * vocabulary (the troubleshooter and questions pages' filter) and the index
 * status (the search modal and the /search page, also in an Algolia build).
 */
const SHARED_WITH_PAGES = /[\\/](vocabulary\.(ts|json)|browser[\\/]status\.ts)$/;

/** The libraries of the search engine chunk. */
const SEARCH_LIBRARIES =
  /[\\/](minisearch|algoliasearch[\\/]dist[\\/]lite|@algolia[\\/](client-common|requester-browser-xhr))/;

/**
 * What search loads on intent besides the modal and the index, in one chunk
 * with a stable name (`search-engine.<hash>.js`), so the budgets test and the
 * benchmark can tell search bytes from page bytes: the engine (MiniSearch),
 * the algoliasearch lite client, and the site's own search code, which is all
 * of src/search/ that the browser gets. With `chunks: 'async'` only modules
 * reached through a lazy import move here: the few the page bundle imports
 * itself (the deferred client, the index chunks' loaders, the index status,
 * localMode.css) stay in it. So a new file under src/search/ cannot land in
 * some unnamed chunk.
 */
const SEARCH_ENGINE_CHUNK = {
  name: SEARCH_CHUNKS.engine,
  test: (module: BundledModule) => {
    const file = fileOf(module);
    return (file.startsWith(SEARCH_SOURCE) && !SHARED_WITH_PAGES.test(file)) || SEARCH_LIBRARIES.test(file);
  },
  chunks: 'async' as const,
  enforce: true,
  priority: 60,
};

/**
 * The DocSearch modal's code and styles in one chunk with a stable name
 * (`docsearch-modal.<hash>.js` and `.css`), loaded once a reader shows an
 * intent to search. DocSearch 3 ships its button, hooks and modal in one
 * file; the page bundle imports nothing of it (the search button is the
 * site's own), so all of it stays in this chunk. So does the site's own
 * modal-only code (src/theme/SearchBar/Modal.tsx and what only it imports, with the modal's texts from
 * `@theme/SearchTranslations`):
 * the group takes async modules only, so what the page bundle imports from
 * that folder (the button, the hand-over) stays in the page bundle.
 */
const DOCSEARCH_MODAL_CHUNK = {
  name: SEARCH_CHUNKS.modal,
  test: /[\\/](@docsearch[\\/](react[\\/]dist[\\/]esm[\\/]index\.js|css[\\/]dist[\\/]modal\.css)|@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchTranslations[\\/]index\.js|src[\\/]theme[\\/]SearchBar[\\/].+)$/,
  chunks: 'async' as const,
  enforce: true,
  priority: 60,
};

/** The DocSearch modal's stylesheets: DocSearch's own and the site's additions. */
const MODAL_STYLES = /[\\/](@docsearch[\\/]css[\\/]dist|src[\\/]theme[\\/]SearchBar)[\\/]modal\.css$/;

/**
 * Reads the search configuration from the environment, as docusaurus.config.ts does, rather than from options:
 * a plugin's options are serialized into every page's bundle with the site config.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const search = readSearchConfig(process.env);
  return {
    name: SEARCH_PLUGIN_NAME,

    getPathsToWatch() {
      return [VOCABULARY_FILE];
    },

    async allContentLoaded({allContent, actions}) {
      await checkVocabulary();
      const docsContent = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      const records = await buildRecords(
        context.siteDir,
        context.siteConfig.url,
        docsContent,
        context.i18n.currentLocale,
      );
      const file: SearchIndexFile = {version: 1, records};
      await Promise.all([
        actions.createData(SEARCH_INDEX_FILES.all, JSON.stringify(file)),
        actions.createData(SEARCH_INDEX_FILES.head, JSON.stringify(compactRecords(records.filter(isHeadRecord)))),
        actions.createData(
          SEARCH_INDEX_FILES.body,
          JSON.stringify(compactRecords(records.filter((r) => !isHeadRecord(r)))),
        ),
      ]);
      actions.setGlobalData({mode: search.mode} satisfies SearchGlobalData);
    },

    injectHtmlTags() {
      // The site's texts for the stand-in, DocSearch's own where the site sets none.
      const text = (id: string, fallback: string) => context.codeTranslations[id] ?? fallback;
      const script = earlySearchScript({
        placeholder: text('theme.SearchModal.searchBox.placeholderText', 'Search docs'),
        cancel: text('theme.SearchModal.searchBox.cancelButtonText', 'Cancel'),
        errorTitle: text('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results'),
        errorHelp: text('theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.'),
        maxLength: SEARCH_MODAL_MAX_QUERY_LENGTH,
      });
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },

    getClientModules() {
      return search.mode === 'local' ? [path.join(__dirname, '..', 'browser', 'localMode.css')] : [];
    },

    configureWebpack(config, isServer) {
      // The DocSearch modal's styles load with the modal (src/theme/SearchBar/
      // docSearchModal.ts), not in the one global stylesheet Docusaurus builds
      // from every CSS module: keep them out of its "styles" group.
      const styles = isServer ? undefined : config.optimization?.splitChunks;
      const group = styles && styles.cacheGroups?.styles;
      if (group && typeof group === 'object' && !(group instanceof RegExp)) {
        group.test = (module: BundledModule) => !MODAL_STYLES.test(fileOf(module));
      }
      return {
        optimization: {
          splitChunks: {cacheGroups: {searchEngine: SEARCH_ENGINE_CHUNK, docSearchModal: DOCSEARCH_MODAL_CHUNK}},
        },
        ...(search.mode === 'local' && {
          resolve: {alias: {'algoliasearch/lite$': path.join(__dirname, '..', 'browser', 'liteClient.ts')}},
        }),
      };
    },
  };
}
