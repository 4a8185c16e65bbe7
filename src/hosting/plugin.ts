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
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchConfig} from '../search/config';
import {HEADERS_FILE_NAME, RELEASE_DATA_PATHS, formatHeadersFile, headerRules} from './headers';
import {robotsWithSitemap} from './robots';

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

/** `search` is the configuration docusaurus.config.ts read from the environment. */
export default function hostingFilesPlugin(context: LoadContext, search: SearchConfig): Plugin {
  return {
    name: 'hosting-files',

    async postBuild({outDir}) {
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
