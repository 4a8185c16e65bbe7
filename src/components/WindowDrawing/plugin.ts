/**
 * The drawings' build step: every window description a page imports
 * (`<set>/_windows/*.json`, current and versioned docs) goes through
 * `descriptionLoader.cjs`, which checks it against `schema.ts` and stops the
 * build, or shows the error in `docusaurus start`, naming the file and the
 * path of every wrong field.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {invalidateCacheOn} from '../../patches/plugin';

/** A description's file, wherever a docs set keeps its `_windows/` folder. */
export const DESCRIPTION_FILE = /[\\/]_windows[\\/][^\\/]+\.json$/;

const LOADER = path.join(__dirname, 'descriptionLoader.cjs');

export default function windowDrawingsPlugin(): Plugin {
  return {
    name: 'window-drawings',
    configureWebpack(config) {
      // A changed schema checks the descriptions again instead of reusing the cached result.
      invalidateCacheOn(
        config as unknown as Record<string, unknown>,
        [LOADER, path.join(__dirname, 'schema.ts'), path.join(__dirname, 'describe.ts')],
        'window-drawings',
      );
      return {module: {rules: [{test: DESCRIPTION_FILE, use: [{loader: LOADER}]}]}};
    },
  };
}
