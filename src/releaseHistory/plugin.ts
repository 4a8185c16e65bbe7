/**
 * The release data's build step: the site imports `static/releases.json`
 * (./index.ts), and every import is checked against `schema.ts` where it
 * happens (src/checkedJson/), which stops the build, or shows the error in
 * `docusaurus start`, naming the file and the path of every wrong field.
 * The script that writes the file (scripts/release-history.ts) runs the
 * same check; this one also catches a hand edit. A file that passes goes on
 * unchanged: the types say every field is there, so the bundle gets every
 * field.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {checkedJsonPlugin, type CheckedJsonOptions} from '../checkedJson/plugin';

/** The release data file, as the bundler resolves the site's import of it. */
export const RELEASES_DATA_FILE = /[\\/]static[\\/]releases\.json$/;

export const RELEASES_LOADER_OPTIONS: CheckedJsonOptions = {
  schema: path.join(__dirname, 'schema.ts'),
  validate: 'validateReleaseHistory',
  label: 'The release data',
};

export default function releaseHistoryPlugin(): Plugin {
  return checkedJsonPlugin({
    name: 'release-history',
    test: RELEASES_DATA_FILE,
    loaderOptions: RELEASES_LOADER_OPTIONS,
    dependencies: ['types.ts', 'files.ts'].map((file) => path.join(__dirname, file)),
  });
}
