/**
 * Keeps the styles of the setup planner (/plan) and of the release table
 * out of the one stylesheet Docusaurus builds from every CSS module and
 * sends with every page. Each goes to a chunk of its own
 * (`planner.<hash>.css`, `release-table.<hash>.css`) that belongs to the
 * pages using it: the server-rendered page links it in its head, and a
 * client-side navigation loads it with the page's code. Other pages' first
 * visits stay as they were.
 *
 * Docusaurus puts every CSS module in its "styles" group (priority 50);
 * a group of higher priority takes the modules it matches first.
 */
import type {Plugin} from '@docusaurus/types';

const cssGroup = (name: string, test: RegExp) => ({
  name,
  test,
  type: 'css/mini-extract',
  chunks: 'async' as const,
  enforce: true,
  priority: 60,
});

/** The planner's styles: its components and its page. */
const PLANNER_STYLES = /[\\/]src[\\/](components[\\/]Planner|pages)[\\/][^\\/]+\.css$/;
/** The release table's styles, used by /plan and by the Releases pages. */
const RELEASE_TABLE_STYLES = /[\\/]src[\\/]releaseHistory[\\/][^\\/]+\.css$/;

export default function pageStylesPlugin(): Plugin {
  return {
    name: 'page-styles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              plannerStyles: cssGroup('planner', PLANNER_STYLES),
              releaseTableStyles: cssGroup('release-table', RELEASE_TABLE_STYLES),
            },
          },
        },
      };
    },
  };
}
