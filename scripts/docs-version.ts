/**
 * Keeps a module's current pages as a docs version, before they are
 * rewritten for a newer release:
 *   npm run docs:version -- obs-utils 4.5.0
 * The version must be the module's current release (`documented` in static/releases.json). The
 * pages as they are now are copied to `<set>_versioned_docs/version-<v>/`
 * and served under `/<set>/<v>/`; the pages at `/<set>/` are then the ones to
 * rewrite for the new release. Wraps `docusaurus docs:version:<set>`, after
 * checking the arguments; takes the generated troubleshooter and questions
 * page out of the copy (they list the current release's pages only) and
 * prints the steps that finish the switch (scripts/lib/releaseSteps.ts).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseDocsVersionArgs} from './lib/docsVersionArgs';
import {dropTroubleshooter} from './lib/dropTroubleshooter';
import {stepsAfterCopy} from './lib/releaseSteps';
import {CURRENT_RELEASES} from '../src/releaseHistory';

const siteDir = process.cwd();

function existingVersions(set: string): string[] {
  const file = path.join(siteDir, `${set}_versions.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}

const request = parseDocsVersionArgs(process.argv.slice(2), existingVersions, (set) => CURRENT_RELEASES[set].version);
if ('error' in request) {
  console.error(request.error);
  process.exit(2);
}

const result = spawnSync('npx', ['docusaurus', `docs:version:${request.docsSet}`, request.version], {
  cwd: siteDir,
  stdio: 'inherit',
});
if (result.status === 0) {
  const {docsSet, version} = request;
  for (const change of dropTroubleshooter(siteDir, docsSet, version))
    console.log(`Generated pages (current release only): ${change}.`);
  console.log(
    [
      `Kept ${docsSet} ${version} at /${docsSet}/${version}/ (step 1). To finish the switch to the new release:`,
      ...stepsAfterCopy(docsSet, version),
    ].join('\n'),
  );
}
process.exit(result.status ?? 1);
