/**
 * The drawings' build step: every window description a page imports
 * (`<set>/_windows/*.json`, current and versioned docs) is checked against
 * `schema.ts` where it is imported (src/checkedJson/), which stops the build,
 * or shows the error in `docusaurus start`, naming the file and the path of
 * every wrong field. The bundle gets each description without its
 * `$schema`, which only editors read.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {checkedJsonPlugin, type CheckedJsonOptions} from '../../checkedJson/plugin';

/** A description's file, wherever a docs set keeps its `_windows/` folder. */
export const DESCRIPTION_FILE = /[\\/]_windows[\\/][^\\/]+\.json$/;

export const DESCRIPTION_LOADER_OPTIONS: CheckedJsonOptions = {
  schema: path.join(__dirname, 'schema.ts'),
  validate: 'validateWindowSpec',
  label: 'Window description',
  omit: ['$schema'],
};

export default function windowDrawingsPlugin(): Plugin {
  return checkedJsonPlugin({
    name: 'window-drawings',
    test: DESCRIPTION_FILE,
    loaderOptions: DESCRIPTION_LOADER_OPTIONS,
    dependencies: [path.join(__dirname, 'describe.ts')],
  });
}
