/**
 * Build side: the site's Markdown/MDX sources parsed as Docusaurus's MDX
 * compiler reads them (MDX, GFM, directives, YAML front matter), for the
 * search records (src/search/indexer/) and the troubleshooters
 * (src/troubleshooter/). Callers escape explicit heading ids first
 * (`escapeMarkdownHeadingIds`), as Docusaurus does before compiling.
 * Loaded once, on first use: the packages are ES modules only.
 */
import type {Nodes, Root} from 'mdast';

export type SourceParser = (source: string) => Root;
/** A node's text as a reader sees it rendered (image alt text kept, raw HTML left out). */
export type ToText = (node: Nodes | Nodes[]) => string;

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
    const parse: SourceParser = (source) =>
      fromMarkdown(source, {
        extensions: [mdxjs(), gfm(), directive(), frontmatter(['yaml'])],
        mdastExtensions: [
          mdxFromMarkdown(),
          gfmFromMarkdown(),
          directiveFromMarkdown(),
          frontmatterFromMarkdown(['yaml']),
        ],
      });
    const toText: ToText = (node) => toString(node, {includeImageAlt: true, includeHtml: false});
    return {parse, toText};
  })();
  return parserPromise;
}

/** Collapses runs of white space, as a reader sees rendered text. */
export function collapseWhiteSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
