/**
 * Pages a newer release has and an older documented release lacks. A reader
 * who follows an old link, edits a version into an address, or keeps a
 * bookmark (`/obs-utils/4.1.2/director`) should land on the page of that
 * release that covers the subject, not on the not-found page. The build
 * writes one small static page at each such address that sends the browser
 * on at once (`<meta http-equiv="refresh">`, no script) and shows the link
 * for a browser that does not follow it; crawlers are told not to index it.
 *
 * Where the subject lives in older releases is the current page's front
 * matter `older_releases_page`: a doc id of the older release, optionally
 * with `#section` (`getting-started#the-director-window`). A page without it,
 * or whose target an older release lacks, is sent to that release's API
 * reference index (reference pages) or overview (every other page). A
 * section the older page does not have is left off the link.
 *
 * Pure: the docs plugins' content in, pages out (see `plugin.ts`).
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

/** Front matter naming where an older release describes a current page's subject. */
export const OLDER_RELEASES_PAGE_KEY = 'older_releases_page';

/** Every module docs set's overview page (`index.mdx`). */
const OVERVIEW_DOC_ID = 'index';

type LoadedVersion = LoadedContent['loadedVersions'][number];
type Doc = LoadedVersion['docs'][number];

export interface OlderPage {
  /** The missing page's route in the older release, e.g. `/obs-utils/4.1.2/director`. */
  route: string;
  /** Where the reader is sent, e.g. `/obs-utils/4.1.2/getting-started#the-director-window`. */
  target: string;
  /** The current page's title, and the title of the older release's page it is sent to. */
  missingTitle: string;
  targetTitle: string;
  /** The older release's label, e.g. `4.1.2 (Foundry V13)`. */
  versionLabel: string;
}

/** The `older_releases_page` value of a doc, split into a doc id and a section; throws on a malformed value. */
export function olderReleasesPageOf(doc: Pick<Doc, 'frontMatter' | 'source'>): {id: string; section?: string} | null {
  const value = (doc.frontMatter as Record<string, unknown>)[OLDER_RELEASES_PAGE_KEY];
  if (value === undefined) return null;
  const match = typeof value === 'string' ? /^([a-z0-9][a-z0-9/_-]*)(?:#([a-z0-9][a-z0-9_-]*))?$/.exec(value) : null;
  if (!match) {
    throw new Error(
      `${doc.source}: front matter "${OLDER_RELEASES_PAGE_KEY}" must be a doc id with an optional #section ` +
        `(for example "getting-started#the-director-window"), not ${JSON.stringify(value)}.`,
    );
  }
  return {id: match[1]!, section: match[2]};
}

/**
 * For each older version of one docs set, the current pages it lacks and where each is sent.
 * `hasSection(route, id)` says whether the built page at `route` has an element with that id.
 */
export function olderPagesOf(content: LoadedContent, hasSection: (route: string, id: string) => boolean): OlderPage[] {
  const current = content.loadedVersions.find((version) => version.isLast);
  if (!current) return [];
  const relative = (doc: Doc, version: LoadedVersion) => doc.permalink.slice(version.path.length);
  return content.loadedVersions
    .filter((version) => !version.isLast)
    .flatMap((version) => {
      const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
      const routes = new Set(version.docs.map((doc) => doc.permalink));
      const overview = byId.get(OVERVIEW_DOC_ID);
      if (!overview) return [];
      return current.docs
        .filter((doc) => !doc.unlisted && !doc.draft && !byId.has(doc.id))
        .map((doc): OlderPage | null => {
          const route = `${version.path}${relative(doc, current)}`;
          if (routes.has(route)) return null;
          const wanted = olderReleasesPageOf(doc);
          const fallback = doc.id.startsWith('api-reference/')
            ? (byId.get('api-reference/index') ?? overview)
            : overview;
          const page = (wanted && byId.get(wanted.id)) || fallback;
          const section =
            wanted?.section && page.id === wanted.id && hasSection(page.permalink, wanted.section)
              ? `#${wanted.section}`
              : '';
          return {
            route,
            target: `${page.permalink}${section}`,
            missingTitle: doc.title,
            targetTitle: page.title,
            versionLabel: version.label,
          };
        })
        .filter((page): page is OlderPage => page !== null);
    });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The static page written at an older release's missing address; `siteUrl` makes the canonical link absolute.
 * `favicon` is the site's icon (base URL included), linked as on every page: without it the browser asks for
 * `/favicon.ico`, which the site does not have, and the stop on this page costs a 404.
 */
export function olderPageHtml(page: OlderPage, moduleName: string, siteUrl: string, favicon?: string): string {
  const target = escapeHtml(page.target);
  const release = `${moduleName} ${escapeHtml(page.versionLabel)}`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.missingTitle)}: see ${escapeHtml(page.targetTitle)} · ${release}</title>`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${target}">`,
    `<link rel="canonical" href="${escapeHtml(siteUrl)}${target}">`,
    ...(favicon ? [`<link rel="icon" href="${escapeHtml(favicon)}">`] : []),
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(page.missingTitle)}</h1>`,
    `<p>The docs of ${release} have no page of this name. ` +
      `What they say on the subject is in <a href="${target}">${escapeHtml(page.targetTitle)}</a>.</p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
