import fs from 'node:fs';
import path from 'node:path';
import type {SearchIndexFile} from '../../src/search/types';

/** Reads the records the search plugin generated during the last build or dev start. */
export function loadGeneratedIndex(siteDir = process.cwd()): SearchIndexFile {
  const file = path.join(siteDir, '.docusaurus', 'search-index', 'default', 'search-index.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` (or \`npm start\`) first; the search plugin writes it.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexFile;
}
