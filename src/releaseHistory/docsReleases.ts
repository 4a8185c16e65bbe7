/**
 * Every documented release of a module, as the build and the tests see it:
 * the current release (pages in `<set>/`, API declarations in
 * `api/<set>/<version>/`) and each older one kept as a docs version (pages in
 * `<set>_versioned_docs/version-<version>/`). Node only: it reads
 * `<set>_versions.json`.
 */
import fs from 'node:fs';
import path from 'node:path';

import {DOCS_SETS, type VersionedDocsSetId} from '../constants';
import {CURRENT_RELEASES} from './index';

export interface DocsRelease {
  docsSet: VersionedDocsSetId;
  version: string;
  /** Whether this is the module's current release, documented at `/<set>/`. */
  current: boolean;
  /** Folder of the release's pages, relative to the site. */
  docsDir: string;
  /** Folder of the release's API declarations and the README of its reference, relative to the site. */
  apiDir: string;
  /** Route the release's pages live under, e.g. `/obs-utils` or `/obs-utils/4.1.2`. */
  routeBasePath: string;
}

const SITE_DIR = path.join(__dirname, '..', '..');

/** The versions cut with `npm run docs:version`, newest first (Docusaurus's own order). */
export function olderVersionsOf(docsSet: VersionedDocsSetId, siteDir = SITE_DIR): string[] {
  const file = path.join(siteDir, `${docsSet}_versions.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}

/** The module's current release first, then its older docs versions. */
export function docsReleasesOf(docsSet: VersionedDocsSetId, siteDir = SITE_DIR): DocsRelease[] {
  const base = DOCS_SETS[docsSet].routeBasePath;
  const current: DocsRelease = {
    docsSet,
    version: CURRENT_RELEASES[docsSet].version,
    current: true,
    docsDir: docsSet,
    apiDir: `api/${docsSet}/${CURRENT_RELEASES[docsSet].version}`,
    routeBasePath: base,
  };
  const older = olderVersionsOf(docsSet, siteDir).map((version): DocsRelease => ({
    docsSet,
    version,
    current: false,
    docsDir: `${docsSet}_versioned_docs/version-${version}`,
    apiDir: `api/${docsSet}/${version}`,
    routeBasePath: `${base}/${version}`,
  }));
  return [current, ...older];
}
