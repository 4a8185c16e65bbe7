import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';

import {
  COPYRIGHT_HOLDER,
  COPYRIGHT_YEAR,
  DEFAULT_COLOR_MODE,
  DISCORD_URL,
  DOCS_SETS,
  PATREON_URL,
  PRODUCTION_URL,
  RESPECT_PREFERS_COLOR_SCHEME,
  TOC_MAX_HEADING_LEVEL,
  TOC_MIN_HEADING_LEVEL,
  VERSIONED_DOCS_SETS,
  type VersionedDocsSetId,
} from './src/constants';
import {readDeployEnv} from './src/deployEnv';
import {docsReleasesOf} from './src/releaseHistory/docsReleases';
import {ANNOUNCEMENT_BAR_ID, CURRENT_RELEASES, versionLabel} from './src/releaseHistory';
import {readSearchConfig} from './src/search/config';

// Deploy-specific values come from the environment (see README).
const {siteUrl, baseUrl} = readDeployEnv(process.env, PRODUCTION_URL);
/** Local index by default; Algolia DocSearch when its credentials are set. */
const search = readSearchConfig(process.env);

/**
 * Routes keep the exact form of the site's route table (tests/data/routes.ts): docs roots end with a
 * slash (`/obs-utils/`), pages do not (`/obs-utils/obs-remote`). With
 * `trailingSlash` left undefined Docusaurus writes every page as
 * `<route>/index.html` and links to it as written, so a static host serves
 * both `/x` and `/x/` from the same file and never bounces between the two.
 */
const TRAILING_SLASH: boolean | undefined = undefined;

/**
 * Build with Docusaurus Faster (`@docusaurus/faster`: Rspack, SWC, Lightning
 * CSS, SSG in worker threads). `DOCUSAURUS_FASTER=0` builds with webpack,
 * Babel and Terser instead, so `npm run bench` can time both.
 */
const FASTER = process.env.DOCUSAURUS_FASTER !== '0';

/**
 * A module's docs set. Its current release is documented at `/<set>/` and
 * labelled with its bare number (the badge above every current page's title
 * stays short); an older release kept with `npm run docs:version` is served
 * under `/<set>/<version>/` and labelled with the Foundry it is for, so its
 * badge and its old-release banner say so ("3.6.2 (Foundry V11–V12)").
 */
function moduleDocsPlugin(id: VersionedDocsSetId): PluginConfig {
  const options: DocsOptions = {
    id,
    path: id,
    routeBasePath: DOCS_SETS[id].routeBasePath,
    sidebarPath: `./sidebars.${id}.ts`,
    lastVersion: 'current',
    versions: Object.fromEntries(
      docsReleasesOf(id).map((release) =>
        release.current
          ? ['current', {label: release.version, path: ''}]
          : [release.version, {label: versionLabel(id, release.version)}],
      ),
    ),
  };
  return ['@docusaurus/plugin-content-docs', options];
}

const config: Config = {
  title: 'Void Monster Foundry Modules',
  tagline: 'Documentation for Foundry VTT Modules',
  // The current releases' facts from static/releases.json, for the release cards (src/releaseHistory/ReleaseCard/),
  // which would otherwise load the whole release data on the module overviews.
  customFields: {currentReleases: CURRENT_RELEASES},
  favicon: 'img/favicon.svg',

  url: siteUrl,
  baseUrl,
  trailingSlash: TRAILING_SLASH,

  // Docusaurus's defaults, named because the pages rely on them: a broken
  // link between pages fails the build; a broken anchor only warns.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',

  future: {
    faster: FASTER,
    // Required by `faster.ssgWorkerThreads`; no plugin here reads the legacy `head`.
    v4: {removeLegacyPostBuildHeadAttribute: true},
    // No page shows a last-update date or author and the sitemap writes no lastmod, so nothing reads Git
    // history; with Faster on, Docusaurus would otherwise read every file's history at the start of each build
    // (about 1.7 s here, in the same seconds as the API reference and the troubleshooters).
    experimental_vcs: false,
  },

  presets: [
    // Every documented release's API reference, written by TypeDoc in a worker thread (src/apiReference/); a
    // preset, listed first, so its module loads before every other plugin's and starts TypeDoc earliest.
    './src/apiReference/preset.ts',
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: DOCS_SETS.default.routeBasePath,
          sidebarPath: './sidebars.ts',
        },
        blog: false,
        // Only the setup planner at /plan (src/pages/plan.tsx); the home page is the default docs set.
        pages: {path: 'src/pages'},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  clientModules: ['./src/progressBar.ts'],

  plugins: [
    ...VERSIONED_DOCS_SETS.map(moduleDocsPlugin),
    './src/search/indexer/plugin.ts',
    // Each module's troubleshooter page, from its pages' Known issues sections (src/troubleshooter/).
    './src/troubleshooter/plugin.ts',
    './src/hosting/plugin.ts',
    // Each docs page as Markdown at its address + `.md`, llms.txt and llms-full.txt (src/markdown/).
    './src/markdown/plugin.ts',
    // Checks each window description a page imports against the drawings' schema (src/components/WindowDrawing/).
    './src/components/WindowDrawing/plugin.ts',
    // Checks static/releases.json against its zod schema where the site imports it (src/releaseHistory/).
    './src/releaseHistory/plugin.ts',
    // Build-time patches of dependencies (table in src/patches/README.md).
    './src/patches/plugin.ts',
    // Infima's rules and custom properties that no page uses, out of the built stylesheets (src/infimaTrim/).
    './src/infimaTrim/plugin.ts',
    // Chunks and styles only some pages load (src/pageOnly/); after the search
    // plugin, as both narrow Docusaurus's global stylesheet group.
    './src/pageOnly/plugin.ts',
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: DEFAULT_COLOR_MODE,
      respectPrefersColorScheme: RESPECT_PREFERS_COLOR_SCHEME,
    },
    announcementBar: {
      id: ANNOUNCEMENT_BAR_ID,
      backgroundColor: 'var(--vm-announcement-background)',
      textColor: 'var(--vm-announcement-color)',
      content:
        `These pages describe OBS Utils ${CURRENT_RELEASES['obs-utils'].version} and Ethereal Plane ${CURRENT_RELEASES['ethereal-plane'].version}. ` +
        `Stuck on something? Ask on the <a href="${DISCORD_URL}" target="_blank" rel="noopener noreferrer">Void Monster Discord</a>.`,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: {
      minHeadingLevel: TOC_MIN_HEADING_LEVEL,
      maxHeadingLevel: TOC_MAX_HEADING_LEVEL,
    },
    navbar: {
      title: 'Void Monster',
      hideOnScroll: true,
      logo: {alt: 'Void Monster logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'main', label: DOCS_SETS.default.label, position: 'left'},
        ...VERSIONED_DOCS_SETS.map((id) => ({
          type: 'docSidebar' as const,
          docsPluginId: id,
          sidebarId: 'main',
          label: DOCS_SETS[id].label,
          position: 'left' as const,
        })),
        ...VERSIONED_DOCS_SETS.map((id) => ({
          type: 'docsVersionDropdown' as const,
          docsPluginId: id,
          position: 'right' as const,
          // The menu names each release with the Foundry it is for (static/releases.json), current release
          // first. The older versions' own labels already do (moduleDocsPlugin); the current one's stays the bare
          // number for its badge, which fits above the title, so only the menu's entry for it adds the range.
          versions: Object.fromEntries(
            docsReleasesOf(id).map((release) =>
              release.current ? ['current', {label: versionLabel(id, release.version)}] : [release.version, {}],
            ),
          ),
        })),
        {href: DISCORD_URL, label: 'Discord', position: 'right'},
        {href: PATREON_URL, label: 'Patreon', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Void Monster logo', src: 'img/logo.svg', width: 48, height: 48, href: '/'},
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Documentation', to: '/'},
            {label: DOCS_SETS['obs-utils'].label, to: '/obs-utils/'},
            {label: DOCS_SETS['ethereal-plane'].label, to: '/ethereal-plane/'},
          ],
        },
        {title: 'Community', items: [{label: 'Discord', href: DISCORD_URL}]},
        {title: 'Support', items: [{label: 'Patreon', href: PATREON_URL}]},
      ],
      copyright: `Copyright © ${COPYRIGHT_YEAR} ${COPYRIGHT_HOLDER}.`,
    },
    algolia: {
      appId: search.appId,
      apiKey: search.apiKey,
      indexName: search.indexName,
      contextualSearch: false,
      searchPagePath: 'search',
      insights: false,
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      // None: prism-react-renderer's own grammars cover every language the
      // pages use (ts, js, json, css, html, text). Add grammars in
      // src/theme/prism-include-languages.ts (see there why not here).
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
