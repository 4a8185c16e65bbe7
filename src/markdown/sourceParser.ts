/**
 * Build side: the site's Markdown/MDX sources parsed as Docusaurus's MDX
 * compiler reads them (MDX, GFM, directives, YAML front matter), for the
 * search records (src/search/indexer/) and the troubleshooters
 * (src/troubleshooter/). Callers escape explicit heading ids first
 * (`escapeMarkdownHeadingIds`), as Docusaurus does before compiling.
 * The packages (ES modules only) load on first use, through Node's own
 * loader (`loadPackage`): the same module instances as the MDX compiler's,
 * whose dependencies they are.
 *
 * A build parses each current page three times over (its known issues and
 * its answers for the troubleshooter, its records for search), in plugins
 * that jiti may load as separate module instances; parsing is most of their
 * cost. So `parse` keeps the trees it built in one process-wide map, keyed by
 * the source text, and hands the same tree to each caller: callers only read
 * a tree, never change it.
 */
import {createRequire} from 'node:module';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {Nodes, Root} from 'mdast';

export type SourceParser = (source: string) => Root;
/** A node's text as a reader sees it rendered (image alt text kept, raw HTML left out). */
export type ToText = (node: Nodes | Nodes[]) => string;

/** Trees by source text, shared by every instance of this module in the process. */
const PARSED_KEY = Symbol.for('void-monster-docs.sourceParser.trees');
/** Enough for every page of every docs set several times over; the oldest tree goes first (dev server edits). */
const MAX_TREES = 400;
const trees = ((globalThis as Record<symbol, unknown>)[PARSED_KEY] ??= new Map<string, Root>()) as Map<string, Root>;

let parserPromise: Promise<{parse: SourceParser; toText: ToText}> | undefined;

const nodeRequire = createRequire(__filename);

/**
 * One of the parser's packages (ES modules only), loaded by Node itself: once in the process, whichever
 * instance of this module asks, and the very modules Docusaurus's MDX compiler runs, so both parse with code
 * that is already loaded and warmed up. An `import()` here goes through jiti when jiti loads this file: each
 * instance then loaded its own copy of the 100-odd modules, apart from the compiler's. In three builds taken
 * in turns, this made search's records 0.33-0.39 s faster and the whole build 0.3-3.4 s faster, with the same
 * output. Node before 20.19 cannot `require` an ES module, and no Node can `require` one that awaits at its top
 * level: there it is `viaImport`.
 */
function loadPackage<T>(specifier: string, viaImport: () => Promise<T>): Promise<T> {
  try {
    return Promise.resolve(nodeRequire(specifier) as T);
  } catch (error) {
    const {code} = error as NodeJS.ErrnoException;
    if (code === 'ERR_REQUIRE_ESM' || code === 'ERR_REQUIRE_ASYNC_MODULE') return viaImport();
    throw error;
  }
}

export function loadSourceParser(): Promise<{parse: SourceParser; toText: ToText}> {
  parserPromise ??= (async () => {
    const [
      {fromMarkdown},
      {toString},
      {mdxjs},
      {mdxFromMarkdown},
      {gfm},
      {gfmFromMarkdown},
      {directive},
      {directiveFromMarkdown},
      {frontmatter},
      {frontmatterFromMarkdown},
    ] = await Promise.all([
      loadPackage('mdast-util-from-markdown', () => import('mdast-util-from-markdown')),
      loadPackage('mdast-util-to-string', () => import('mdast-util-to-string')),
      loadPackage('micromark-extension-mdxjs', () => import('micromark-extension-mdxjs')),
      loadPackage('mdast-util-mdx', () => import('mdast-util-mdx')),
      loadPackage('micromark-extension-gfm', () => import('micromark-extension-gfm')),
      loadPackage('mdast-util-gfm', () => import('mdast-util-gfm')),
      loadPackage('micromark-extension-directive', () => import('micromark-extension-directive')),
      loadPackage('mdast-util-directive', () => import('mdast-util-directive')),
      loadPackage('micromark-extension-frontmatter', () => import('micromark-extension-frontmatter')),
      loadPackage('mdast-util-frontmatter', () => import('mdast-util-frontmatter')),
    ]);
    const parse: SourceParser = (source) => {
      const known = trees.get(source);
      if (known) return known;
      const tree = fromMarkdown(source, {
        extensions: [mdxjs(), gfm(), directive(), frontmatter(['yaml'])],
        mdastExtensions: [
          mdxFromMarkdown(),
          gfmFromMarkdown(),
          directiveFromMarkdown(),
          frontmatterFromMarkdown(['yaml']),
        ],
      });
      trees.set(source, tree);
      if (trees.size > MAX_TREES) trees.delete(trees.keys().next().value!);
      return tree;
    };
    const toText: ToText = (node) => toString(node, {includeImageAlt: true, includeHtml: false});
    return {parse, toText};
  })();
  return parserPromise;
}

/** Collapses runs of white space, as a reader sees rendered text. */
export function collapseWhiteSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Parses pages another plugin will read later (their source as written, escaped as every caller escapes it), so
 * that reader finds their trees in the shared map: the troubleshooter does it for the pages it generates, while
 * the main thread waits for the API reference at the start of a build, and search reads them afterwards.
 */
export async function parseAhead(sources: string[]): Promise<void> {
  const {parse} = await loadSourceParser();
  for (const source of sources) parse(escapeMarkdownHeadingIds(source));
}
