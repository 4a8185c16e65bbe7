/**
 * Keeps a module's current pages as a docs version, before they are
 * rewritten for a newer release:
 *   npm run docs:version -- obs-utils 4.5.0
 * The version must be the module's current release (src/releases.ts). The
 * pages as they are now are copied to `<set>_versioned_docs/version-<v>/`
 * and served under `/<set>/<v>/`; the pages at `/<set>/` are then the ones to
 * rewrite for the new release. Wraps `docusaurus docs:version:<set>`, after
 * checking the arguments; takes the generated troubleshooter out of the copy
 * (it lists the current release's issues only) and prints the steps that
 * finish the switch.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseDocsVersionArgs} from './lib/docsVersionArgs';
import {dropTroubleshooter} from './lib/dropTroubleshooter';
import {CURRENT_RELEASES} from '../src/releases';

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
    console.log(`Troubleshooter (current release only): ${change}.`);
  console.log(
    [
      `Kept ${docsSet} ${version} at /${docsSet}/${version}/. To finish the switch to the new release:`,
      `1. In src/releases.ts, set the current ${docsSet} release (version, date, compatibility, requires).`,
      `2. Copy api/${docsSet}/${version}/ to api/${docsSet}/<new version>/ and update it to the new release.`,
      `3. In api/${docsSet}/${version}/README.md, point the guide link at /${docsSet}/${version}/api.`,
      `4. Rewrite the pages in ${docsSet}/ for the new release, and add their truth lists.`,
    ].join('\n'),
  );
}
process.exit(result.status ?? 1);
