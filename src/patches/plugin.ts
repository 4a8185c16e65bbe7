/**
 * Every build-time patch of a dependency, registered as webpack loaders in
 * one place (the table in ./README.md says what each changes and why). Each
 * patch fails the build when the code it changes is not found, so an upgrade
 * cannot drop a fix silently. Client and server bundles get the same
 * patches, so server-rendered pages and the browser agree.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const loader = (file: string) => ({loader: path.join(__dirname, file)});

export default function dependencyPatchesPlugin(): Plugin {
  return {
    name: 'dependency-patches',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
              use: [loader('docsearchErrorStatus.cjs'), loader('zodEvalProbe.cjs'), loader('docsearchHitActions.cjs')],
            },
            {
              test: /@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]index\.js$/,
              use: [loader('searchPageLandmarks.cjs')],
            },
            {
              test: /prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
              use: [loader('prismTrim.cjs')],
            },
          ],
        },
      };
    },
  };
}
