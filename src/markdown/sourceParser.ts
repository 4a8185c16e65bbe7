/**
 * Build side: the site's Markdown/MDX sources parsed as Docusaurus's MDX
 * compiler reads them (MDX, GFM, directives, YAML front matter), for the
 * search records (src/search/indexer/) and the troubleshooters
 * (src/troubleshooter/). Callers escape explicit heading ids first
 * (`escapeMarkdownHeadingIds`), as Docusaurus does before compiling.
 * Loaded once, on first use: the packages are ES modules only.
 *
 * A build parses each current page three times over (its known issues and
 * its answers for the troubleshooter, its records for search), in plugins
 * that jiti may load as separate module instances; parsing is most of their
 * cost. So `parse` keeps the trees it built in one process-wide map, keyed by
 * the source text, and hands the same tree to each caller: callers only read
 * a tree, never change it.
 */
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
      import('mdast-util-from-markdown'),
      import('mdast-util-to-string'),
      import('micromark-extension-mdxjs'),
      import('mdast-util-mdx'),
      import('micromark-extension-gfm'),
      import('mdast-util-gfm'),
      import('micromark-extension-directive'),
      import('mdast-util-directive'),
      import('micromark-extension-frontmatter'),
      import('mdast-util-frontmatter'),
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
