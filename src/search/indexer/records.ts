/**
 * Build side: turns one page's Markdown/MDX source into DocSearch records.
 *
 * The source is parsed with the same micromark extensions Docusaurus uses
 * (MDX, GFM, directives, front matter), and heading anchors are computed with
 * Docusaurus's own slugger, so every record's `#anchor` is the id the rendered
 * heading gets. Parsing the source rather than the rendered HTML lets the
 * index be built at dev start as well as at build time.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Heading, Nodes, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import {collapseWhiteSpace, loadSourceParser} from '../../markdown/sourceParser';
import {drawingLabels} from '../../components/WindowDrawing/describe';
import {validateWindowSpec} from '../../components/WindowDrawing/schema';
import type {Hierarchy, RecordType, SearchRecord} from '../types';
import {DOCS_SETS, VERSIONED_DOCS_SETS, type VersionedDocsSetId} from '../../constants';
import {releaseTable} from '../../releaseHistory';
import {readableDate} from '../../releaseHistory/readableDate';

export interface PageInput {
  /** Markdown/MDX source, front matter included. */
  source: string;
  /** The source's path, to read the window descriptions a page's drawings import. */
  sourceFile?: string;
  /** Absolute URL of the page, e.g. https://docs.void.monster/obs-utils/obs-remote */
  url: string;
  /** Page title as rendered in its h1. */
  title: string;
  /** Front-matter description, indexed with the page title. */
  description?: string;
  /**
   * The page's name in the sidebar, when it is not its title (readers search
   * for "Getting started" as often as for the page's longer title); indexed
   * with the description.
   */
  navLabel?: string;
  /** Top of the hierarchy: the docs set's name. */
  lvl0: string;
  docusaurusTag: string;
  version: string;
  language: string;
  /** Stable prefix for object ids: docs-plugin id and doc id, e.g. "obs-utils:obs-remote". */
  idPrefix: string;
  /** The page's rank among pages (DocSearch's `weight.pageRank`): 0, or below 0 for a page that only summarises others. */
  pageRank?: number;
}

/** Longest code excerpt kept in a record: enough for names and properties, not whole listings. */
const MAX_CODE_CHARS = 400;

/** `import name from './x.json'` statements of a page: the name and the file it reads. */
function jsonImports(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+\.json)['"]/g)) {
      imports.set(match[1], match[2]);
    }
  }
  return imports;
}

/**
 * The words of a `<WindowDrawing spec={name} />`: its name and its labels, so
 * a label that only the drawing shows finds the page.
 * A description that is missing or wrong stops the build, naming the field.
 */
function drawingText(element: MdxJsxFlowElement, imports: Map<string, string>, page: PageInput): string {
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'spec');
  const expression = attribute?.value;
  const name = typeof expression === 'object' && expression !== null ? expression.value.trim() : undefined;
  const file = name ? imports.get(name) : undefined;
  if (!file || !page.sourceFile) {
    throw new Error(
      `${page.url}: <WindowDrawing> needs spec={name}, with name imported from a .json file beside the page.`,
    );
  }
  const fullPath = path.resolve(path.dirname(page.sourceFile), file);
  // The same check as the bundler's loader (src/checkedJson/loader.cjs, set up by WindowDrawing/plugin.ts); this one runs first, while the index is built.
  const spec = validateWindowSpec(
    JSON.parse(fs.readFileSync(fullPath, 'utf8')),
    path.relative(process.cwd(), fullPath),
  );
  return `Drawing: ${spec.name}. ${drawingLabels(spec).join(' · ')}`;
}

/**
 * The rows of a `<ReleaseTable docsSet="…" />`, as the page shows them
 * (src/releaseHistory/ReleaseTable.tsx), one text per row: a reader who
 * asks about their Foundry version ("V12") finds the table's section.
 */
function releaseTableRows(element: MdxJsxFlowElement, page: PageInput): string[] {
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'docsSet');
  const docsSet = typeof attribute?.value === 'string' ? attribute.value : undefined;
  if (!docsSet || !(VERSIONED_DOCS_SETS as readonly string[]).includes(docsSet)) {
    throw new Error(`${page.url}: <ReleaseTable> needs docsSet="${VERSIONED_DOCS_SETS.join('" or "')}".`);
  }
  const name = DOCS_SETS[docsSet as VersionedDocsSetId].label;
  return releaseTable(docsSet as VersionedDocsSetId).map(({major, release, minimumBuild, docs}) => {
    const foundry = `Foundry VTT V${major}${minimumBuild !== undefined ? ` from ${major}.${minimumBuild}` : ''}`;
    if (!release) return `${foundry} · No release of ${name} supports Foundry V${major}.`;
    const docsText =
      docs.kind === 'current'
        ? `Current docs (${name} ${docs.version})`
        : docs.kind === 'older'
          ? `${name} ${docs.version} docs (older release)`
          : 'None on this site';
    return `${foundry} · ${name} ${release.version}, ${readableDate(release.date)} · ${docsText}`;
  });
}

export async function extractRecords(page: PageInput): Promise<SearchRecord[]> {
  const {parse, toText} = await loadSourceParser();
  const tree = parse(escapeMarkdownHeadingIds(page.source));
  const imports = jsonImports(tree);
  const slugger = createSlugger();
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {
    lvl0: page.lvl0,
    lvl1: page.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  let level = 1;

  function push(type: RecordType, content: string | null): void {
    records.push({
      objectID: `${page.idPrefix}#${records.length}`,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language: page.language,
      docusaurus_tag: page.docusaurusTag,
      version: page.version,
      weight: {
        pageRank: page.pageRank ?? 0,
        level: type === 'content' ? 0 : 100 - level * 10,
        position: records.length,
      },
    });
  }

  function headingTextAndId(heading: Heading): {text: string; id: string} {
    const raw = toText(heading.children.filter((c) => c.type !== 'html') as Nodes[]);
    const parsed = parseMarkdownHeadingId(raw, 'classic');
    const text = collapseWhiteSpace(parsed.text);
    return {text, id: parsed.id ?? slugger.slug(text)};
  }

  function onHeading(heading: Heading): void {
    const {text, id} = headingTextAndId(heading);
    if (heading.depth === 1) {
      // The page title: Docusaurus renders it as the page h1 already.
      return;
    }
    level = heading.depth;
    const key = `lvl${heading.depth}` as keyof Hierarchy;
    hierarchy[key] = text;
    for (let deeper = heading.depth + 1; deeper <= 6; deeper += 1) {
      hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
    }
    anchor = id;
    push(key as RecordType, null);
  }

  function onText(text: string): void {
    const content = collapseWhiteSpace(text);
    if (content) push('content', content);
  }

  function walk(nodes: RootContent[]): void {
    for (const node of nodes) {
      switch (node.type) {
        case 'heading':
          onHeading(node);
          break;
        case 'paragraph':
        case 'blockquote':
          onText(toText(node));
          break;
        case 'list':
          for (const item of node.children) walk(item.children);
          break;
        case 'table':
          // One record per row, cells separated as a reader scans them.
          for (const row of node.children) {
            onText(
              row.children
                .map((cell) => collapseWhiteSpace(toText(cell)))
                .filter(Boolean)
                .join(' · '),
            );
          }
          break;
        case 'code':
          onText(node.value.length > MAX_CODE_CHARS ? `${node.value.slice(0, MAX_CODE_CHARS)}…` : node.value);
          break;
        case 'containerDirective':
          // Admonitions: the optional title (a directive label), then the body.
          walk(node.children as RootContent[]);
          break;
        case 'mdxJsxFlowElement':
          if (node.name === 'WindowDrawing') onText(drawingText(node, imports, page));
          else if (node.name === 'ReleaseTable') releaseTableRows(node, page).forEach(onText);
          else walk(node.children as RootContent[]);
          break;
        default:
          // Front matter, imports, thematic breaks, HTML comments: not reader text.
          break;
      }
    }
  }

  const summary = [page.navLabel, page.description]
    .filter((text): text is string => Boolean(text))
    .map(collapseWhiteSpace);
  push('lvl1', summary.length > 0 ? summary.join(' — ') : null);
  walk(tree.children);
  return records;
}
