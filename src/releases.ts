/**
 * The module releases the site documents. The current release of each module
 * is documented at `/<set>/`; older releases kept as docs versions are listed
 * in `<set>_versions.json` and served at `/<set>/<version>/`.
 *
 * Each value here is read from the release's own files: the git tag's date,
 * and `compatibility` and `relationships.requires` of its `module.json`.
 * Browser-safe: the release card on each module overview reads it too.
 */
import type {VersionedDocsSetId} from './constants';

export interface ModuleRelease {
  /** The release's git tag, e.g. `4.5.0`. */
  version: string;
  /** Date of the tagged commit, `YYYY-MM-DD`. */
  date: string;
  /** Foundry VTT generations from the release's `module.json`, as written there. */
  compatibility: {minimum: string; verified: string; maximum: string};
  /** Modules the release's `module.json` requires: id and the name Foundry shows. */
  requires: {id: string; title: string}[];
}

export const CURRENT_RELEASES: Record<VersionedDocsSetId, ModuleRelease> = {
  'obs-utils': {
    version: '4.5.0',
    date: '2026-05-06',
    compatibility: {minimum: '13.344', verified: '14', maximum: '14'},
    requires: [{id: 'lib-wrapper', title: 'libWrapper'}],
  },
  'ethereal-plane': {
    version: '3.3.0',
    date: '2026-04-03',
    compatibility: {minimum: '13', verified: '14', maximum: '14'},
    requires: [],
  },
};

/** Each module's GitHub repository, where its releases and manifests are published. */
export const REPOSITORIES: Record<VersionedDocsSetId, string> = {
  'obs-utils': 'https://github.com/FaeyUmbrea/obs-utils',
  'ethereal-plane': 'https://github.com/FaeyUmbrea/ethereal-plane',
};

/** The manifest URL that installs exactly `version` (the release workflow publishes one per tag). */
export function pinnedManifestUrl(docsSet: VersionedDocsSetId, version: string): string {
  return `${REPOSITORIES[docsSet]}/releases/download/${version}/module.json`;
}

/** The manifest URL that installs whatever release is newest, and that Foundry's update check follows. */
export function latestManifestUrl(docsSet: VersionedDocsSetId): string {
  return `${REPOSITORIES[docsSet]}/releases/latest/download/module.json`;
}

/**
 * Id of the announcement bar. Readers can dismiss the bar; a new id shows
 * the new announcement again to those who dismissed the previous one. It
 * names the releases the bar announces, so a new current release (a change
 * of CURRENT_RELEASES) brings the bar back by itself.
 */
export const ANNOUNCEMENT_BAR_ID = `documented-releases-${CURRENT_RELEASES['obs-utils'].version}-${CURRENT_RELEASES['ethereal-plane'].version}`;
