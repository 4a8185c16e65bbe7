/**
 * Snapshots a module's docs set as a version:
 *   npm run docs:version -- obs-utils 4.1.2
 * The pages as they are now are copied to `<set>_versioned_docs/version-<v>/`
 * and served under `/<set>/<v>/`; the working pages stay at `/<set>/`.
 * Wraps `docusaurus docs:version:<set>`, after checking the arguments.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseDocsVersionArgs} from './lib/docsVersionArgs';

const siteDir = process.cwd();

function existingVersions(set: string): string[] {
  const file = path.join(siteDir, `${set}_versions.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}

const request = parseDocsVersionArgs(process.argv.slice(2), existingVersions);
if ('error' in request) {
  console.error(request.error);
  process.exit(2);
}

const result = spawnSync('npx', ['docusaurus', `docs:version:${request.docsSet}`, request.version], {
  cwd: siteDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
