/**
 * Builds for the benchmark: timed cold production builds (no persistent
 * cache), the size of what they write, and a stock Docusaurus classic site
 * of the same version to compare against.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const DOCUSAURUS_VERSION = '3.10.2';

export interface TimedBuild {
  seconds: number;
  bytes: number;
  files: number;
  /** Seconds spent in the build's phases, from Docusaurus's perf log (see `buildPhases`). */
  phases: BuildPhases;
}

/** Where a build spends its time, from Docusaurus's perf log (`DOCUSAURUS_PERF_LOGGER=true`). */
export interface BuildPhases {
  /** Plugin initialisation: on this site, the TypeDoc runs (one per documented release). */
  initPlugins: number;
  /** Loading the pages' content (Markdown, sidebars, versions). */
  loadContent: number;
  /** `allContentLoaded` of the search plugin: the search records. */
  searchRecords: number;
  /** Bundling the site's JavaScript and CSS. */
  bundling: number;
  /** Rendering every page to HTML (static site generation). */
  rendering: number;
  /** `postBuild` hooks: the hosting headers and what else runs after the pages are written. */
  postBuild: number;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: {...process.env, ...env},
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  }
  return `${result.stdout}\n${result.stderr}`;
}

/** Seconds of the phase whose perf-log line matches `label`, e.g. `[PERF] Build > en > SSG - 811.84 ms`. */
function phaseSeconds(log: string, label: RegExp): number {
  // eslint-disable-next-line no-control-regex -- the log is coloured with ANSI escapes
  const plain = log.replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => l.includes('[PERF]') && label.test(l));
  const match = line && /- ([\d.]+) (ms|seconds)/.exec(line);
  if (!match) return Number.NaN;
  return Number(match[1]) / (match[2] === 'ms' ? 1000 : 1);
}

export function buildPhases(log: string): BuildPhases {
  return {
    initPlugins: phaseSeconds(log, /Load plugins > Init plugins - /),
    loadContent: phaseSeconds(log, /Load plugins > Load plugins content - /),
    searchRecords: phaseSeconds(log, /allContentLoaded\(\) - search-index@default - /),
    bundling: phaseSeconds(log, /> Bundling with \w+ - /),
    rendering: phaseSeconds(log, /> en > SSG - /),
    postBuild: phaseSeconds(log, /> en > postBuild\(\) - /),
  };
}

/** Total size and number of the files under `dir`. */
export function dirStats(dir: string): {bytes: number; files: number} {
  const files = fs.readdirSync(dir, {recursive: true, withFileTypes: true}).filter((e) => e.isFile());
  const bytes = files.reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
  return {bytes, files: files.length};
}

/**
 * `npm run build` of `siteDir` into `outDir` (each site's own build command: `docusaurus build` on the stock
 * sites; this site's also starts its API reference before Docusaurus loads), from a cold start; wall-clock
 * seconds and where they went.
 */
export function timedBuild(siteDir: string, outDir: string, env: NodeJS.ProcessEnv = {}): TimedBuild {
  const started = process.hrtime.bigint();
  const log = run('npm', ['run', 'build', '--', '--out-dir', outDir], siteDir, {
    DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    DOCUSAURUS_PERF_LOGGER: 'true',
    ...env,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {seconds, ...dirStats(path.resolve(siteDir, outDir)), phases: buildPhases(log)};
}

/**
 * A copy of this repository at `ref` (a previous commit), with its own
 * dependencies installed, in `parentDir/previous`, to build and measure
 * beside the current one. `remove` takes the copy away again.
 */
export function checkoutPrevious(siteDir: string, parentDir: string, ref: string): {dir: string; remove: () => void} {
  const dir = path.join(parentDir, 'previous');
  run('git', ['worktree', 'add', '--detach', dir, ref], siteDir);
  const remove = () => void spawnSync('git', ['worktree', 'remove', '--force', dir], {cwd: siteDir});
  try {
    run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  } catch (error) {
    remove();
    throw error;
  }
  return {dir, remove};
}

/**
 * A stock classic site (TypeScript) made by create-docusaurus of the same
 * version in `parentDir/stock`, using this project's node_modules (the same
 * packages) through a symlink.
 */
export function createStockSite(parentDir: string, nodeModules: string): string {
  const siteDir = path.join(parentDir, 'stock');
  run(
    'npx',
    ['--yes', `create-docusaurus@${DOCUSAURUS_VERSION}`, siteDir, 'classic', '--typescript', '--skip-install'],
    parentDir,
  );
  fs.symlinkSync(nodeModules, path.join(siteDir, 'node_modules'), 'dir');
  return siteDir;
}

/**
 * Markdown of this site made readable by a stock site: links to this site's
 * other pages become their plain text (the stock site has none of them;
 * links within the page and to other sites stay), and explicit heading ids
 * take the MDX comment form, the only one the stock template reads (it turns
 * on Docusaurus's v4 behaviour).
 */
function forStockSite(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\((?!#|https?:)[^)]*\)/g, '$1')
    .replace(/^(#{1,6} .*?) \{#([\w-]+)\}$/gm, '$1 {/* #$2 */}');
}

/** The window drawings' lines of a page: our own component, which the stock site does not have. */
function withoutDrawings(markdown: string): string {
  return markdown
    .replace(/^import \w+ from '(@site\/src\/components\/WindowDrawing|\.\/_windows\/[\w-]+\.json)';\n/gm, '')
    .replace(/^<WindowDrawing spec=\{\w+\} \/>\n/gm, '');
}

/**
 * Gives the stock site one of this site's pages, so a docs page can be
 * compared with the same text rendered by stock Docusaurus: `source`
 * (Markdown; its window drawings are left out) becomes `docs/<slug>.md`,
 * made readable by the stock site (`forStockSite`). Returns the page's path
 * on the stock site.
 */
export function addSameContentPage(stockDir: string, source: string, slug: string): string {
  const markdown = withoutDrawings(fs.readFileSync(source, 'utf8'));
  if (/^(import|export) |^<[A-Z]/m.test(markdown)) {
    throw new Error(`${source} uses MDX beyond the window drawings; the stock site needs plain Markdown.`);
  }
  fs.writeFileSync(path.join(stockDir, 'docs', `${slug}.md`), forStockSite(markdown));
  return `/docs/${slug}`;
}

/**
 * A page's Markdown without what only this site can render: its `import`
 * and `export` lines, and each block of one of our components (a line that
 * opens a capitalised JSX tag, to the line that closes it). Front matter
 * keeps everything but `slug` and `id`, since pages of several folders share
 * one docs plugin on the stock site.
 */
function withoutComponents(markdown: string): string {
  const kept: string[] = [];
  let inFrontMatter = markdown.startsWith('---\n');
  let inComponent = false;
  for (const [index, line] of markdown.split('\n').entries()) {
    if (inFrontMatter) {
      if (index > 0 && line === '---') inFrontMatter = false;
      if (!/^(slug|id):/.test(line)) kept.push(line);
    } else if (inComponent) {
      inComponent = !/^\s*(<\/[A-Z]\w*>|\/>)\s*$/.test(line);
    } else if (/^\s*<[A-Z]/.test(line)) {
      inComponent = !/(\/>|<\/[A-Z]\w*>)\s*$/.test(line);
    } else if (!/^(import|export) /.test(line)) {
      kept.push(line);
    }
  }
  return kept.join('\n');
}

/**
 * A second stock site, beside `stockDir` (which must not have been built
 * yet) and sharing its node_modules, that renders this site's Markdown:
 * every `.md` and `.mdx` page of each folder of `folders` (relative to
 * `siteDir`, generated pages included) for which `include` holds, under
 * `docs/<folder>/`, made readable by the stock site (`withoutComponents`,
 * `forStockSite`). Its build time is that of the amount of Markdown alone,
 * without this site's components, plugins and theme. Returns the site's
 * folder and how many pages it has.
 */
export function createSameContentSite(
  stockDir: string,
  siteDir: string,
  folders: string[],
  include: (file: string) => boolean,
): {dir: string; pages: number} {
  const dir = path.join(path.dirname(stockDir), `${path.basename(stockDir)}-same-content`);
  fs.cpSync(stockDir, dir, {
    recursive: true,
    filter: (source) => !['node_modules', 'build', '.docusaurus'].includes(path.relative(stockDir, source)),
  });
  fs.symlinkSync(fs.readlinkSync(path.join(stockDir, 'node_modules')), path.join(dir, 'node_modules'), 'dir');
  let pages = 0;
  for (const folder of folders) {
    const from = path.join(siteDir, folder);
    for (const file of fs.readdirSync(from, {recursive: true, encoding: 'utf8'})) {
      if (!/\.mdx?$/.test(file) || !include(file)) continue;
      const to = path.join(dir, 'docs', folder, file);
      fs.mkdirSync(path.dirname(to), {recursive: true});
      fs.writeFileSync(to, forStockSite(withoutComponents(fs.readFileSync(path.join(from, file), 'utf8'))));
      pages += 1;
    }
  }
  return {dir, pages};
}
