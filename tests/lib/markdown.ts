/**
 * Markdown reading shared by the unit tests: parses pages the way Docusaurus
 * does for .md/.mdx (its MDX 1 compatibility preprocessing, then MDX,
 * directives for admonitions and YAML front matter) with a real markdown
 * parser, and pulls out the fenced code blocks.
 */
import fs from 'node:fs';
import path from 'node:path';

import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {Code, Nodes, Root} from 'mdast';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {mdxjs} from 'micromark-extension-mdxjs';

/** A fenced code block as the tests see it. */
export interface CodeBlock {
  /** Fence language, e.g. `css`; `null` when the fence names none. */
  lang: string | null;
  /** Everything after the language on the fence line, e.g. `title="Manifest URL"`; `null` when empty. */
  meta: string | null;
  /** The code itself, without the fences. */
  value: string;
  /** 1-based line of the opening fence in the source. */
  line: number;
}

/** Parses markdown the way Docusaurus does for .md pages: MDX, directives (admonitions), front matter. */
export function parseMarkdown(source: string): Root {
  return fromMarkdown(source, {
    extensions: [mdxjs(), directive(), frontmatter(['yaml'])],
    mdastExtensions: [mdxFromMarkdown(), directiveFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
  });
}

/** Collects fenced code nodes of a parsed tree in document order. */
export function codeNodes(tree: Nodes): Code[] {
  const found: Code[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'code') found.push(node);
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return found;
}

/** The code blocks of a markdown source text, in document order. */
export function codeBlocksOf(source: string): CodeBlock[] {
  return codeNodes(parseMarkdown(source)).map((node) => ({
    lang: node.lang ?? null,
    meta: node.meta ?? null,
    value: node.value,
    line: node.position?.start.line ?? 0,
  }));
}

/** Admonition keywords of the classic theme, for its `:::note Title` compatibility rewrite. */
const ADMONITION_KEYWORDS = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'secondary',
  'important',
  'success',
];

/**
 * What Docusaurus's mdx-loader does to a page before MDX sees it (its
 * `mdx1Compat` defaults): `{#custom-id}` after a heading is escaped so MDX does
 * not read it as an expression, and `:::note Title` becomes `:::note[Title]`.
 * Neither changes line numbers.
 */
export function preprocessLikeDocusaurus(source: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(source), ADMONITION_KEYWORDS);
}

/** The code blocks of a markdown page on disk, in document order, parsed as Docusaurus parses it. */
export function readCodeBlocks(file: string): CodeBlock[] {
  return codeBlocksOf(preprocessLikeDocusaurus(fs.readFileSync(file, 'utf8')));
}

/** The value of `title="…"` in a fence's meta string, or `''` when there is none. */
export function titleOf(meta: string | null | undefined): string {
  return /title="([^"]*)"/.exec(meta ?? '')?.[1] ?? '';
}

/**
 * Every .md/.mdx page under the given folders of `root`, as repository-relative
 * paths with forward slashes, sorted. Folders named in `skip` (e.g. the generated
 * `api-reference`) are not entered.
 */
export function listPages(root: string, folders: readonly string[], skip: readonly string[] = []): string[] {
  const pages: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of fs.readdirSync(path.join(root, relative), {withFileTypes: true})) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!skip.includes(entry.name)) walk(child);
      } else if (/\.mdx?$/.test(entry.name)) {
        pages.push(child);
      }
    }
  };
  for (const folder of folders) walk(folder);
  return pages.sort();
}
