/**
 * Keeps the setup planner's styles (src/components/Planner/ and
 * src/pages/) out of the one stylesheet Docusaurus builds from every CSS
 * module and sends with every page: they go to a chunk of their own,
 * `planner.<hash>.css`, so other pages' first visits carry none of it.
 *
 * Docusaurus puts every CSS module in its "styles" group (priority 50); a
 * group of higher priority takes the modules it matches first. A route's
 * chunks load only once its scripts run, so after the build the stylesheet
 * is also linked in the head of each page that holds the planner (marked
 * `data-page-styles="planner"`): the served page is styled before any
 * script runs, and the chunk loader finds the link and does not load it
 * twice. Only /plan holds the planner, and no other plugin rewrites its
 * file after the build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The chunk's name, and the marker of the pages that need it (quoted or not, as the HTML minifier leaves it). */
export const PLANNER_STYLES_CHUNK = 'planner';
const PAGE_STYLES_MARKER = new RegExp(`data-page-styles=("${PLANNER_STYLES_CHUNK}"|${PLANNER_STYLES_CHUNK}[\\s>])`);

/** The planner's styles: its components and its page. */
const PLANNER_STYLES = /[\\/]src[\\/](components[\\/]Planner|pages)[\\/][^\\/]+\.css$/;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** `html` with a stylesheet link before `</head>`, unless it has one already. */
export function withStylesheet(html: string, href: string): string {
  if (html.includes(`href="${href}"`) || html.includes(`href=${href} `) || html.includes(`href=${href}>`)) return html;
  const end = html.indexOf('</head>');
  if (end === -1) throw new Error('no </head> in a page that holds the planner');
  return `${html.slice(0, end)}<link rel="stylesheet" href="${href}">${html.slice(end)}`;
}

export default function plannerStylesPlugin(context: LoadContext): Plugin {
  return {
    name: 'planner-styles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              plannerStyles: {
                name: PLANNER_STYLES_CHUNK,
                test: PLANNER_STYLES,
                type: 'css/mini-extract',
                chunks: 'async',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
    async postBuild({outDir}) {
      const cssDir = path.join(outDir, 'assets', 'css');
      const sheets = (await fs.readdir(cssDir)).filter((name) =>
        new RegExp(`^${PLANNER_STYLES_CHUNK}\\.[0-9a-f]+\\.css$`).test(name),
      );
      if (sheets.length !== 1)
        throw new Error(`expected one ${PLANNER_STYLES_CHUNK}.<hash>.css, found ${sheets.length}`);
      const href = `${context.baseUrl}assets/css/${sheets[0]}`;
      let pages = 0;
      for (const file of await htmlFiles(outDir)) {
        const html = await fs.readFile(file, 'utf8');
        if (!PAGE_STYLES_MARKER.test(html)) continue;
        // Replaced whole, so nothing ever reads half a page.
        const temporary = `${file}.planner-styles`;
        await fs.writeFile(temporary, withStylesheet(html, href));
        await fs.rename(temporary, file);
        pages += 1;
      }
      if (pages === 0) throw new Error(`no built page holds the planner (${PAGE_STYLES_MARKER.source})`);
    },
  };
}
