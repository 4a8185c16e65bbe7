/**
 * Every build-time patch of a dependency, registered as webpack loaders (and
 * one resolve alias) in one place (the table in ./README.md says what each changes and why). Each
 * patch fails the build when the code it changes is not found, so an
 * upgrade cannot drop a fix silently. Client and server bundles get the same
 * patches, so server-rendered pages and the browser agree.
 *
 * The patches are build dependencies of the bundler's persistent cache, so a
 * changed patch is applied on the next build instead of being served from
 * modules the cache kept.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const DOCSEARCH_PATCHES = [
  'docsearchErrorStatus.cjs',
  'docsearchHitMarkup.cjs',
  'docsearchRecentContent.cjs',
  'docsearchRenderCost.cjs',
];
const SEARCH_PAGE_PATCHES = ['searchPageLandmarks.cjs'];
const PRISM_PATCHES = ['prismTrim.cjs'];
const SHARED = ['exactReplacement.cjs'];

const file = (name: string) => path.join(__dirname, name);
const loaders = (names: string[]) => names.map((name) => ({loader: file(name)}));

/**
 * Adds `files` to the persistent cache's build dependencies (rspack's
 * `experiments.cache`, or webpack's `cache` under the key `name`), so a
 * change to a loader or what it reads rebuilds the modules it handles.
 */
export function invalidateCacheOn(config: Record<string, unknown>, files: string[], name = 'patches'): void {
  const rspackCache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (rspackCache && typeof rspackCache === 'object') {
    const cache = rspackCache as {buildDependencies?: string[]};
    cache.buildDependencies = [...(cache.buildDependencies ?? []), ...files];
  }
  const webpackCache = config.cache as {type?: string; buildDependencies?: Record<string, string[]>} | undefined;
  if (webpackCache && typeof webpackCache === 'object' && webpackCache.type === 'filesystem') {
    webpackCache.buildDependencies = {...webpackCache.buildDependencies, [name]: files};
  }
}

export default function dependencyPatchesPlugin(context: LoadContext): Plugin {
  const rspack = context.siteConfig.future.faster.rspackBundler;
  return {
    name: 'dependency-patches',
    // Not a patch: PostCSS options, through Docusaurus's own lifecycle (./README.md, "Not a patch").
    configurePostCss: (postcssOptions) => ({
      ...postcssOptions,
      // The site has no PostCSS config file, so postcss-loader need not search every stylesheet's folder and
      // the folders above it for one (27 file names each).
      config: false,
      // With Rspack, Lightning CSS minifies every stylesheet and adds the prefixes the browserslist targets need;
      // postcss-preset-env did the same work first (for this site's CSS, only prefixes). Webpack builds keep it.
      ...(rspack ? {plugins: []} : {}),
    }),
    configureWebpack(config) {
      invalidateCacheOn(
        config as unknown as Record<string, unknown>,
        [...DOCSEARCH_PATCHES, ...SEARCH_PAGE_PATCHES, ...PRISM_PATCHES, ...SHARED, 'plugin.ts'].map(file),
      );
      return {
        // The bare name only (`$`): the module it resolves to imports the package's own files.
        resolve: {alias: {'@docusaurus/utils-common$': file('utilsCommon.ts')}},
        module: {
          rules: [
            {
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
              use: loaders(DOCSEARCH_PATCHES),
            },
            {
              test: /@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]index\.js$/,
              use: loaders(SEARCH_PAGE_PATCHES),
            },
            {
              test: /prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
              use: loaders(PRISM_PATCHES),
            },
          ],
        },
      };
    },
  };
}
