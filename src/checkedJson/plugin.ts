/**
 * A JSON data file checked where the site imports it: `checkedJsonPlugin`
 * makes the Docusaurus plugin that puts `loader.cjs` in front of every
 * import of the files `test` matches, with the validator of their zod
 * schema. The drawings' descriptions and the release data use it
 * (src/components/WindowDrawing/plugin.ts, src/releaseHistory/plugin.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {invalidateCacheOn} from '../patches/plugin';

export const CHECKED_JSON_LOADER = path.join(__dirname, 'loader.cjs');

/** What `loader.cjs` reads through `this.getOptions()`. */
export interface CheckedJsonOptions {
  /** Absolute path of the TypeScript module that holds the zod schema and its validator. */
  schema: string;
  /** Name of the validator export, `(value: unknown, file: string) => data`, which throws naming each wrong field. */
  validate: string;
  /** How a message names the file: `Window description`, `The release data`. */
  label: string;
  /** Top-level fields left out of what the bundle gets (editor-only ones such as `$schema`). */
  omit?: string[];
}

export function checkedJsonPlugin({
  name,
  test,
  loaderOptions,
  dependencies,
}: {
  name: string;
  /** The data files, as the bundler resolves their imports. */
  test: RegExp;
  loaderOptions: CheckedJsonOptions;
  /** Further files the validator reads, besides the schema module. */
  dependencies: string[];
}): Plugin {
  return {
    name,
    configureWebpack(config) {
      // A changed schema checks the data again instead of reusing the cached result.
      invalidateCacheOn(
        config as unknown as Record<string, unknown>,
        [CHECKED_JSON_LOADER, loaderOptions.schema, ...dependencies],
        name,
      );
      return {module: {rules: [{test, use: [{loader: CHECKED_JSON_LOADER, options: loaderOptions}]}]}};
    },
  };
}
