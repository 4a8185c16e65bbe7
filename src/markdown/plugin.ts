/**
 * Build side of the Markdown copies (README, "Markdown copies and llms.txt").
 *
 * - Once all content is loaded it notes every docs page of every docs set
 *   and version (older releases too): address, title, description, and its
 *   place in its sidebar.
 * - After the production build it reads each page's built HTML and writes
 *   its Markdown copy beside it, at the page's address with `.md` appended
 *   (`paths.ts` has the rule), opening with a line that names the module
 *   and release it documents and links `llms.txt`; then `llms.txt` and
 *   `llms-full.txt` at the root of the build.
 * - Each page's head names its copy in a `<link rel="alternate"
 *   type="text/markdown">`, rendered with the page by the "Copy page"
 *   control (src/components/CopyPage/), so the served HTML has it and a
 *   client-side navigation keeps it right.
 *
 * The copies are made from the rendered pages, not the Markdown sources, so
 * what components render (the release card, the diagrams' text
 * alternatives, the generated API reference) is in them and no MDX syntax
 * is. `npm start` does not render pages to files, so the dev server has no
 * copies; `npm run build` and `npm run serve` do.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {DOCS_SETS, VERSIONED_DOCS_SETS, type DocsSetId, type VersionedDocsSetId} from '../constants';
import {CURRENT_RELEASES} from '../releaseHistory';
import {pageToMarkdown} from './htmlToMarkdown';
import {
  formatCopyPreface,
  formatLlmsFullTxt,
  formatLlmsTxt,
  siteSummary,
  type LlmsPage,
  type LlmsSection,
} from './llmsTxt';
import {LLMS_FULL_TXT_FILE, LLMS_TXT_FILE, markdownPathOf} from './paths';

type LoadedVersion = LoadedContent['loadedVersions'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];

/** A docs page as this plugin sees it. */
export interface DocsPage {
  /** Docs plugin id: `default`, `obs-utils` or `ethereal-plane`. */
  docsSet: string;
  /** Whether the page documents the current release (the version at `/<set>/`). */
  current: boolean;
  /** The release the version documents, e.g. `4.1.2` (without the Foundry range older versions' labels add). */
  versionLabel: string;
  /** Whether the page belongs to the generated API reference. */
  apiReference: boolean;
  permalink: string;
  title: string;
  description: string;
}

/** Doc ids in the order a reader meets them in the version's sidebars (category pages first). */
function sidebarOrder(items: SidebarItem[], ids: string[] = []): string[] {
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') ids.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc') ids.push(item.link.id);
      sidebarOrder(item.items, ids);
    }
  }
  return ids;
}

/** Every published page of one docs set, version by version (current first), each in sidebar order. */
function pagesOf(docsSet: string, content: LoadedContent): DocsPage[] {
  return content.loadedVersions.flatMap((version) => {
    const order = sidebarOrder(Object.values(version.sidebars).flat());
    const rank = (id: string) => {
      const index = order.indexOf(id);
      return index === -1 ? order.length : index;
    };
    return version.docs
      .filter((doc) => !doc.unlisted && !doc.draft)
      .sort((a, b) => rank(a.id) - rank(b.id) || a.permalink.localeCompare(b.permalink))
      .map((doc) => ({
        docsSet,
        current: version.isLast,
        versionLabel: version.isLast ? version.label : version.versionName,
        apiReference: doc.id.startsWith('api-reference/'),
        permalink: doc.permalink,
        title: doc.title,
        description: typeof doc.frontMatter.description === 'string' ? doc.frontMatter.description : doc.description,
      }));
  });
}

function setLabel(docsSet: string): string {
  return DOCS_SETS[docsSet as DocsSetId]?.label ?? docsSet;
}

/**
 * What a page's copy documents, for its first line: the module, the release
 * (the current one from `CURRENT_RELEASES`, an older one by its version) and
 * whether it is a guide or the API reference; the welcome page names both
 * current releases.
 */
export function copySubject(page: DocsPage): string {
  const currentOf = (set: VersionedDocsSetId) => CURRENT_RELEASES[set].version;
  if (!(VERSIONED_DOCS_SETS as readonly string[]).includes(page.docsSet)) {
    const releases = VERSIONED_DOCS_SETS.map((set) => `${setLabel(set)} ${currentOf(set)}`).join(' and ');
    return `Welcome page of the documentation for ${releases} (the current releases)`;
  }
  const current = currentOf(page.docsSet as VersionedDocsSetId);
  const release = page.current
    ? `${current} ${page.apiReference ? 'API reference' : 'documentation'}, the current release`
    : `${page.versionLabel} ${page.apiReference ? 'API reference' : 'documentation'}, an older release (the current one is ${current})`;
  const covers = page.apiReference ? ': exact signatures of the module’s JavaScript API' : '';
  return `${setLabel(page.docsSet)} ${release}${covers}`;
}

/**
 * The sections of `llms.txt`: the current pages of each docs set in the
 * site's order, with each module's API reference in a section of its own
 * after the guides, and the older releases' pages for `## Optional`.
 */
export function llmsSections(
  pages: DocsPage[],
  markdownUrl: (page: DocsPage) => string,
): {sections: LlmsSection[]; optional: LlmsPage[]} {
  const sets = [...new Set(pages.map((p) => p.docsSet))];
  const entry = (page: DocsPage, title = page.title): LlmsPage => ({
    title,
    description: page.description,
    markdownUrl: markdownUrl(page),
  });
  const current = pages.filter((p) => p.current);
  const sections: LlmsSection[] = [
    ...sets.map((set) => ({
      title: setLabel(set),
      pages: current.filter((p) => p.docsSet === set && !p.apiReference).map((p) => entry(p)),
    })),
    ...sets.map((set) => ({
      title: `${setLabel(set)} API reference`,
      pages: current.filter((p) => p.docsSet === set && p.apiReference).map((p) => entry(p)),
    })),
  ];
  const optional = pages
    .filter((p) => !p.current)
    .map((p) => entry(p, `${p.title} (${setLabel(p.docsSet)} ${p.versionLabel})`));
  return {sections, optional};
}

/** The built HTML file of a page and its text: `<route>/index.html`, or `<route>.html` when routes have no trailing slash. */
async function readBuiltPage(outDir: string, routeInSite: string): Promise<{file: string; html: string}> {
  const candidates = [path.join(outDir, routeInSite, 'index.html')];
  if (!routeInSite.endsWith('/') && routeInSite !== '') candidates.push(path.join(outDir, `${routeInSite}.html`));
  for (const file of candidates) {
    try {
      return {file, html: await fs.readFile(file, 'utf8')};
    } catch {
      // next candidate
    }
  }
  throw new Error(`The built page of /${routeInSite} is missing (looked for ${candidates.join(', ')}).`);
}

export default function markdownCopiesPlugin(context: LoadContext): Plugin {
  let pages: DocsPage[] = [];
  return {
    name: 'markdown-copies',

    allContentLoaded({allContent}) {
      const docsContent = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      pages = Object.entries(docsContent).flatMap(([docsSet, content]) => pagesOf(docsSet, content));
    },

    async postBuild({outDir}) {
      const {url: siteUrl, baseUrl, title} = context.siteConfig;
      const siteRoot = `${siteUrl}${baseUrl}`;
      const markdownPath = (permalink: string) => markdownPathOf(permalink, baseUrl);
      const markdownUrl = (page: DocsPage) => `${siteUrl}${markdownPath(page.permalink)}`;

      // Links between pages lead to the Markdown copies: by route, with or without its trailing slash.
      const byRoute = new Map<string, string>();
      for (const page of pages) byRoute.set(page.permalink.replace(/\/+$/, ''), markdownPath(page.permalink));
      const written = new Map<string, string>();
      for (const page of pages) {
        const file = markdownPath(page.permalink);
        const other = written.get(file);
        if (other) throw new Error(`${other} and ${page.permalink} would both have their Markdown copy at ${file}.`);
        written.set(file, page.permalink);
      }

      const llmsTxtUrl = `${siteRoot}${LLMS_TXT_FILE}`;
      const markdownByPermalink = new Map<string, string>();
      await Promise.all(
        pages.map(async (page) => {
          const built = await readBuiltPage(outDir, page.permalink.slice(baseUrl.length));
          const markdown = pageToMarkdown(built.html, {
            pageUrl: `${siteUrl}${page.permalink}`,
            siteRoot,
            markdownPathOf: (pathname) => byRoute.get(pathname.replace(/\/+$/, '')),
          });
          markdownByPermalink.set(page.permalink, markdown);
          const file = path.join(outDir, markdownPath(page.permalink).slice(baseUrl.length));
          await fs.mkdir(path.dirname(file), {recursive: true});
          const preface = formatCopyPreface(copySubject(page), llmsTxtUrl);
          await fs.writeFile(file, markdown ? `${preface}\n\n${markdown}` : `${preface}\n`);
        }),
      );

      const summary = siteSummary();
      const {sections, optional} = llmsSections(pages, markdownUrl);
      await fs.writeFile(path.join(outDir, LLMS_TXT_FILE), formatLlmsTxt(title, summary, sections, optional));
      // The full text: the current pages, docs set by docs set, each in sidebar order (without the copies' first line).
      const currentInOrder = pages.filter((p) => p.current);
      await fs.writeFile(
        path.join(outDir, LLMS_FULL_TXT_FILE),
        formatLlmsFullTxt(
          title,
          summary,
          currentInOrder.map((page) => ({
            markdownUrl: markdownUrl(page),
            markdown: markdownByPermalink.get(page.permalink)!,
          })),
        ),
      );
    },
  };
}
