/**
 * The release data's build step: the site imports `static/releases.json`
 * (./index.ts), and every import goes through `releasesLoader.cjs`, which
 * checks the file against `schema.ts` and stops the build, or shows the
 * error in `docusaurus start`, naming the file and the path of every wrong
 * field. The script that writes the file (scripts/release-history.ts) runs
 * the same check; this one also catches a hand edit.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {invalidateCacheOn} from '../patches/plugin';

/** The release data file, as the bundler resolves the site's import of it. */
export const RELEASES_DATA_FILE = /[\\/]static[\\/]releases\.json$/;

const LOADER = path.join(__dirname, 'releasesLoader.cjs');

export default function releaseHistoryPlugin(): Plugin {
  return {
    name: 'release-history',
    configureWebpack(config) {
      // A changed schema checks the data again instead of reusing the cached result.
      invalidateCacheOn(
        config as unknown as Record<string, unknown>,
        [LOADER, ...['schema.ts', 'types.ts', 'files.ts'].map((file) => path.join(__dirname, file))],
        'release-history',
      );
      return {module: {rules: [{test: RELEASES_DATA_FILE, use: [{loader: LOADER}]}]}};
    },
  };
}
