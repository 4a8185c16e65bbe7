/**
 * Files the static host and crawlers read from the build root, written after
 * every production build:
 * - `_headers`: the security headers and caching rules (see `headers.ts`).
 *   The CSP carries hashes of the built pages' inline scripts and styles, so
 *   it can only be generated from the build. The release data and its schema
 *   get a rule of their own; the build stops if either file is missing from
 *   the output, so a renamed file cannot leave its CORS rule pointing nowhere.
 * - `robots.txt`: `static/robots.txt` with its Sitemap line pointing at this
 *   build's sitemap (SITE_URL and BASE_URL may differ from production).
 * - A page at each address of an older release that only newer releases
 *   have, sending the reader to that release's nearest page
 *   (`olderPages.ts`); written first, so the headers cover them too.
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readSearchConfig} from '../search/config';
import {HEADERS_FILE_NAME, RELEASE_DATA_PATHS, formatHeadersFile, headerRules} from './headers';
import {robotsWithSitemap} from './robots';
import {olderPageHtml, olderPagesOf, type OlderPage} from './olderPages';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {DOCS_SETS, type DocsSetId} from '../constants';

/** The built page at `route` (a permalink, base URL included). */
function builtPageFile(outDir: string, baseUrl: string, route: string): string {
  const inSite = route.slice(baseUrl.length).replace(/\/$/, '');
  return path.join(outDir, inSite, 'index.html');
}

/** Writes every older release's page for an address only newer releases have (see olderPages.ts). */
async function writeOlderPages(outDir: string, docsContent: Record<string, LoadedContent>, context: LoadContext) {
  const {url, baseUrl, favicon} = context.siteConfig;
  const icon = favicon ? `${baseUrl}${favicon}` : undefined;
  const built = new Map<string, string>();
  const hasSection = (route: string, id: string) => {
    const file = builtPageFile(outDir, baseUrl, route);
    if (!built.has(file)) built.set(file, fsSync.existsSync(file) ? fsSync.readFileSync(file, 'utf8') : '');
    // The minified HTML leaves an id unquoted when it can.
    return new RegExp(` id=(?:"${id}"|${id}[ >])`).test(built.get(file)!);
  };
  const pages: {page: OlderPage; moduleName: string}[] = Object.entries(docsContent).flatMap(([docsSet, content]) =>
    olderPagesOf(content, hasSection).map((page) => ({
      page,
      moduleName: DOCS_SETS[docsSet as DocsSetId]?.label ?? docsSet,
    })),
  );
  await Promise.all(
    pages.map(async ({page, moduleName}) => {
      const file = builtPageFile(outDir, baseUrl, page.route);
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, olderPageHtml(page, moduleName, url, icon));
    }),
  );
}

async function readPages(outDir: string): Promise<Record<string, string>> {
  const entries = await fs.readdir(outDir, {recursive: true, withFileTypes: true});
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const pages: Record<string, string> = {};
  for (const file of files) pages[path.relative(outDir, file)] = await fs.readFile(file, 'utf8');
  return pages;
}

/**
 * Reads the search configuration from the environment, as docusaurus.config.ts does, rather than from options:
 * a plugin's options are serialized into every page's bundle with the site config.
 */
export default function hostingFilesPlugin(context: LoadContext): Plugin {
  const search = readSearchConfig(process.env);
  let docsContent: Record<string, LoadedContent> = {};
  return {
    name: 'hosting-files',

    allContentLoaded({allContent}) {
      docsContent = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
    },

    async postBuild({outDir}) {
      await writeOlderPages(outDir, docsContent, context);
      for (const file of RELEASE_DATA_PATHS) {
        await fs.access(path.join(outDir, file)).catch(() => {
          throw new Error(`${file} is not in the build, but _headers gives it a rule: is it still in static/?`);
        });
      }
      const pages = await readPages(outDir);
      const rules = headerRules(pages, search);
      await fs.writeFile(path.join(outDir, HEADERS_FILE_NAME), formatHeadersFile(rules));

      const robotsFile = path.join(outDir, 'robots.txt');
      const robots = await fs.readFile(robotsFile, 'utf8').catch(() => 'User-agent: *\nAllow: /\n');
      const {url, baseUrl} = context.siteConfig;
      await fs.writeFile(robotsFile, robotsWithSitemap(robots, `${url}${baseUrl}sitemap.xml`));
    },
  };
}
