import fs from 'node:fs';
import path from 'node:path';
import type {SearchIndexFile} from '../../src/search/types';
import {SEARCH_INDEX_FILES, SEARCH_PLUGIN_ID, SEARCH_PLUGIN_NAME} from '../../src/search/names';

/** Where the search plugin writes every record (`.docusaurus/search-index/default/search-index.json`). */
export function generatedIndexFile(siteDir = process.cwd()): string {
  return path.join(siteDir, '.docusaurus', SEARCH_PLUGIN_NAME, SEARCH_PLUGIN_ID, SEARCH_INDEX_FILES.all);
}

/** Reads the records the search plugin generated during the last build or dev start. */
export function loadGeneratedIndex(siteDir = process.cwd()): SearchIndexFile {
  const file = generatedIndexFile(siteDir);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` (or \`npm start\`) first; the search plugin writes it.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexFile;
}
