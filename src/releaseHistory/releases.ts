/**
 * How the site names and links a module release, without the release data:
 * browser-safe and small, so a component that needs a manifest URL does not
 * load `static/releases.json`. The facts of a release (its date, Foundry
 * range and required modules) live only in `static/releases.json`, and so
 * does which release the current pages describe (`documented`);
 * `src/releaseHistory/index.ts` reads them (`CURRENT_RELEASES`).
 */
import type {VersionedDocsSetId} from '../constants';
import type {ReleaseHistory} from './types';

/** What the site says about the release a module's current pages (`/<set>/`) describe. */
export interface ModuleRelease {
  /** The release's git tag, e.g. `4.5.0`. */
  version: string;
  /** Date of the tagged commit, `YYYY-MM-DD`. */
  date: string;
  /** Foundry VTT generations from the release's `module.json`, as written there. */
  compatibility: {minimum?: string; verified?: string; maximum?: string};
  /** Modules the release's `module.json` requires: id and the name Foundry shows. */
  requires: {id: string; title: string}[];
}

/**
 * The name Foundry shows for a module a release requires, where the
 * manifest gives only its id (a fact of that module, not of a release).
 */
export const MODULE_TITLES: Readonly<Record<string, string>> = {'lib-wrapper': 'libWrapper'};

/**
 * The release `history.documented` names for the module, from its record.
 * Throws, naming the module and version, when the data has no installable
 * release of that number (the data's schema refuses such a file first).
 */
export function currentReleaseFrom(history: ReleaseHistory, docsSet: VersionedDocsSetId): ModuleRelease {
  const version = history.documented[docsSet];
  const record = history.modules[docsSet].releases.find((r) => r.version === version && r.installable);
  if (!record) {
    throw new Error(
      `releases.json: documented.${docsSet} is ${version}, which is not an installable release of ${docsSet}`,
    );
  }
  return {
    version,
    date: record.date,
    compatibility: record.compatibility,
    requires: record.requires.map(({id, title}) => ({id, title: title ?? MODULE_TITLES[id] ?? id})),
  };
}

/**
 * Id of the announcement bar. Readers can dismiss the bar; a new id shows
 * the new announcement again to those who dismissed the previous one. It
 * names the releases the bar announces, so a new current release brings the
 * bar back by itself.
 */
export function announcementBarIdOf(current: Record<VersionedDocsSetId, {version: string}>): string {
  return `documented-releases-${current['obs-utils'].version}-${current['ethereal-plane'].version}`;
}

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
