/**
 * Code and styles that only a few pages need.
 *
 * Components that only some pages use get a chunk of their own with a stable
 * name (`PAGE_ONLY_CHUNKS`), shared by those pages: a reader's browser keeps
 * it from one such page to the next, and the byte budgets can tell its bytes
 * apart (tests/lib/budgets.ts).
 *
 * Styles: Docusaurus puts every stylesheet into
 * one global `styles.<hash>.css` that every page loads; a stylesheet named
 * `*.page.css` (or a CSS module `*.page.module.css`) stays out of it and is
 * bundled with the code of the
 * pages that import it. Docusaurus links only the global stylesheet from the
 * pages' HTML (a route's own chunks load with the page's JavaScript), so after
 * the build this plugin links each page's own stylesheets in its `<head>`:
 * they apply from the first paint, before hydration, and cost other pages
 * nothing. On a client-side navigation the page's chunk loads them itself.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * `*.page.css`, `*.page.module.css`, and the CSS module of the one theme component drawn by a single route
 * only, the /search page (theme-search-algolia's SearchPage, about 1.8 KB).
 */
export const PAGE_ONLY_STYLES =
  /\.page(\.module)?\.css$|[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]styles\.module\.css$/;

/** Page-only components and the name of their chunk (`<name>.<hash>.js` and `.css`). */
export const PAGE_ONLY_CHUNKS = {
  // Only the drawing's own folder: a module it shares with every page (useFocusableWhileOverflowing,
  // which tables use too) must stay where those pages find it.
  'window-drawing': /[\\/]src[\\/]components[\\/]WindowDrawing[\\/]/,
  // The setup planner and its page (/plan).
  planner: /[\\/]src[\\/](components[\\/]Planner[\\/]|pages[\\/]plan[.])/,
} as const;

type ModuleTest = (module: {nameForCondition?: () => string | null; resource?: string}) => boolean;

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, {css?: {publicPath: string}[]}>;
}

/** Chunk names anywhere in a route's entry of `routesChunkNames.json` (nested for contexts and props). */
function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/**
 * The stylesheets of each route's own chunks, by route path, from the files
 * the build leaves in the generated folder. Pure, for the unit test.
 */
export function pageStylesheets(
  manifest: ClientManifest,
  routesChunkNames: Record<string, unknown>,
): Map<string, string[]> {
  const global = new Set(
    manifest.entrypoints.flatMap((entry) =>
      (manifest.origins[entry] ?? []).flatMap((id) => manifest.assets[id]?.css ?? []).map((css) => css.publicPath),
    ),
  );
  const byRoute = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    // Keys are the route's path followed by "-" and a short hash.
    const route = key.replace(/-[0-9a-f]+$/, '');
    const sheets = chunkNamesOf(chunks)
      .flatMap((name) => manifest.origins[name] ?? [])
      .flatMap((id) => manifest.assets[id]?.css ?? [])
      .map((css) => css.publicPath)
      .filter((sheet) => !global.has(sheet));
    if (sheets.length === 0) continue;
    byRoute.set(route, [...new Set([...(byRoute.get(route) ?? []), ...sheets])]);
  }
  return byRoute;
}

/** The page's HTML with `<link rel=stylesheet>` for each sheet after its last stylesheet link. */
export function linkStylesheets(html: string, sheets: string[], file: string): string {
  const missing = sheets.filter((sheet) => !html.includes(`href=${sheet}`) && !html.includes(`href="${sheet}"`));
  if (missing.length === 0) return html;
  const links = missing.map((sheet) => `<link rel=stylesheet href=${sheet} />`).join('');
  const head = html.indexOf('</head>');
  if (head === -1) throw new Error(`${file}: no </head> to link the page's stylesheets in.`);
  const lastSheet = html.lastIndexOf('<link rel=stylesheet', head);
  const at = lastSheet === -1 ? head : html.indexOf('>', lastSheet) + 1;
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

export default function pageOnlyPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-only',

    configureWebpack(config, isServer) {
      const cacheGroups = Object.fromEntries(
        Object.entries(PAGE_ONLY_CHUNKS).map(([name, test]) => [
          name,
          {name, test, chunks: 'async' as const, enforce: true, priority: 50},
        ]),
      );
      const group = isServer ? undefined : config.optimization?.splitChunks;
      const styles = group && group.cacheGroups?.styles;
      if (styles && typeof styles === 'object' && !(styles instanceof RegExp)) {
        // Other plugins narrow the same group (the search modal's styles): keep their rule.
        const previous = typeof styles.test === 'function' ? (styles.test as ModuleTest) : undefined;
        const test: ModuleTest = (module) =>
          !PAGE_ONLY_STYLES.test(module.nameForCondition?.() ?? module.resource ?? '') &&
          (previous ? previous(module) : true);
        styles.test = test;
      }
      return isServer ? {} : {optimization: {splitChunks: {cacheGroups}}};
    },

    async postBuild({outDir}) {
      const read = async (name: string) =>
        JSON.parse(await fs.readFile(path.join(context.generatedFilesDir, name), 'utf8')) as unknown;
      const byRoute = pageStylesheets(
        (await read('client-manifest.json')) as ClientManifest,
        (await read('routesChunkNames.json')) as Record<string, unknown>,
      );
      const {baseUrl} = context.siteConfig;
      await Promise.all(
        [...byRoute].map(async ([route, sheets]) => {
          const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route;
          const file = path.join(outDir, relative, 'index.html');
          const html = await fs.readFile(file, 'utf8');
          // Replaced in one rename: the hosting plugin reads the pages in the same phase
          // (Docusaurus runs the plugins' postBuild side by side) to hash their inline
          // scripts and styles, and must never see half a page. A link adds no hash.
          const temporary = `${file}.page-styles.tmp`;
          await fs.writeFile(temporary, linkStylesheets(html, sheets, file));
          await fs.rename(temporary, file);
        }),
      );
    },
  };
}
