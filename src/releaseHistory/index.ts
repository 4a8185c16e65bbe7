/**
 * Typed questions about the release history in static/releases.json (served
 * as /releases.json): which releases support a Foundry version, the newest
 * one for each Foundry generation, and which docs on this site describe a
 * release. Pure and browser-safe; the release table and the planner use it.
 *
 * Every question is answered from the installable releases only: a release
 * whose pinned manifest would not install (`installable: false` in the data,
 * with the reason) is never offered. `allReleasesOf` is the one way to every
 * row.
 *
 * When a release counts for a Foundry version: its manifest's minimum is at
 * most that version and its maximum at least that version's generation (a
 * maximum of `14` takes every V14 build, `13.351` only builds up to 351).
 * A manifest without a maximum counts up to its verified version, the
 * newest one its publisher tested, rather than for every later Foundry; one
 * without a minimum has no lower bound. Verified decides nothing otherwise.
 */
import type {VersionedDocsSetId} from '../constants';
import {VERSIONED_DOCS_SETS} from '../constants';
import {MODULE_TITLES, announcementBarIdOf, currentReleaseFrom, type ModuleRelease} from './releases';
import historyJson from '../../static/releases.json';
import obsUtilsVersions from '../../obs-utils_versions.json';
import etherealPlaneVersions from '../../ethereal-plane_versions.json';
import {
  compareVersions,
  parseFoundryVersion,
  type FoundryVersion,
  type ModuleHistory,
  type ReleaseHistory,
  type ReleaseRecord,
} from './types';

export * from './types';
export * from './files';

export const RELEASE_HISTORY = historyJson as ReleaseHistory;

/**
 * The release each module's current pages (`/<set>/`) describe, with its
 * date, Foundry range and required modules, all read from the data
 * (`documented` and the release's record): the docs versions' labels, the
 * release cards, the announcement and the planner follow it.
 */
export const CURRENT_RELEASES: Record<VersionedDocsSetId, ModuleRelease> = {
  'obs-utils': currentReleaseFrom(RELEASE_HISTORY, 'obs-utils'),
  'ethereal-plane': currentReleaseFrom(RELEASE_HISTORY, 'ethereal-plane'),
};

/** Id of the announcement bar, which names the current releases (see `announcementBarIdOf`). */
export const ANNOUNCEMENT_BAR_ID = announcementBarIdOf(CURRENT_RELEASES);

/** The older releases documented on this site (`<set>_versions.json`), newest first. */
export const OLDER_DOCS_VERSIONS: Record<VersionedDocsSetId, readonly string[]> = {
  'obs-utils': obsUtilsVersions,
  'ethereal-plane': etherealPlaneVersions,
};

/** The site's path of each docs set. */
const DOCS_ROOT: Record<VersionedDocsSetId, string> = {
  'obs-utils': '/obs-utils/',
  'ethereal-plane': '/ethereal-plane/',
};

export function historyOf(docsSet: VersionedDocsSetId): ModuleHistory {
  return RELEASE_HISTORY.modules[docsSet];
}

/** Every release of the module in the data, installable or not, oldest first. */
export function allReleasesOf(docsSet: VersionedDocsSetId): ReleaseRecord[] {
  return historyOf(docsSet).releases;
}

/** Every release of the module whose pinned manifest installs it, oldest first: the ones the site offers. */
export function releasesOf(docsSet: VersionedDocsSetId): ReleaseRecord[] {
  return allReleasesOf(docsSet).filter((release) => release.installable);
}

/** The installable release with this number, if there is one. */
export function releaseOf(docsSet: VersionedDocsSetId, version: string): ReleaseRecord | undefined {
  return releasesOf(docsSet).find((release) => release.version === version);
}

/** The Foundry version a release supports up to: its maximum, or its verified version when it names no maximum. */
export function upperBoundOf(release: ReleaseRecord): FoundryVersion | null {
  return parseFoundryVersion(release.compatibility.maximum ?? release.compatibility.verified);
}

/**
 * Whether `release` supports Foundry `major` (and, when known, that build).
 * Without a build, a release whose minimum is a later build of the same
 * generation (4.x of OBS Utils: 13.344) counts: see `minimumBuildIn`.
 */
export function supports(release: ReleaseRecord, major: number, build?: number): boolean {
  const minimum = parseFoundryVersion(release.compatibility.minimum);
  const upper = upperBoundOf(release);
  if (minimum) {
    if (major < minimum.major) return false;
    if (major === minimum.major && build !== undefined && minimum.build !== undefined && build < minimum.build) {
      return false;
    }
  }
  if (upper) {
    if (major > upper.major) return false;
    if (major === upper.major && build !== undefined && upper.build !== undefined && build > upper.build) return false;
  }
  return true;
}

/** The build a release needs within generation `major` (`13.344` → 344 for V13), if its minimum names one. */
export function minimumBuildIn(release: ReleaseRecord, major: number): number | undefined {
  const minimum = parseFoundryVersion(release.compatibility.minimum);
  return minimum && minimum.major === major ? minimum.build : undefined;
}

/** The newest installable release of the module that supports Foundry `major` (and build), or null if none does. */
export function newestReleaseFor(docsSet: VersionedDocsSetId, major: number, build?: number): ReleaseRecord | null {
  const fitting = releasesOf(docsSet).filter((release) => supports(release, major, build));
  return fitting.length === 0 ? null : fitting.reduce((a, b) => (compareVersions(a.version, b.version) >= 0 ? a : b));
}

/** The Foundry generations any installable release of either module supports, oldest first (V10 … V14 today). */
export function foundryMajors(): number[] {
  const majors = new Set<number>();
  for (const docsSet of VERSIONED_DOCS_SETS) {
    for (const release of releasesOf(docsSet)) {
      const minimum = parseFoundryVersion(release.compatibility.minimum);
      const upper = upperBoundOf(release);
      if (!minimum || !upper) continue;
      for (let major = minimum.major; major <= upper.major; major += 1) majors.add(major);
    }
  }
  return [...majors].sort((a, b) => a - b);
}

/**
 * The Foundry generations a release's manifest accepts, as readers name
 * them: `V13–V14`, or `V13` for one generation; null when the manifest
 * leaves either end open.
 */
export function foundryRangeOf(release: ReleaseRecord): string | null {
  const minimum = parseFoundryVersion(release.compatibility.minimum);
  const upper = upperBoundOf(release);
  if (!minimum || !upper) return null;
  return minimum.major === upper.major ? `V${minimum.major}` : `V${minimum.major}–V${upper.major}`;
}

/**
 * How the version menu, the version badge and the old-release banner name a
 * documented release: its number and the Foundry it is for,
 * `4.5.0 (Foundry V13–V14)`.
 */
export function versionLabel(docsSet: VersionedDocsSetId, version: string): string {
  const release = releaseOf(docsSet, version);
  const range = release ? foundryRangeOf(release) : null;
  return range ? `${version} (Foundry ${range})` : version;
}

/** Which pages of this site describe a release. */
export type DocsOfRelease =
  {kind: 'current'; version: string; path: string} | {kind: 'older'; version: string; path: string} | {kind: 'none'};

export function docsOf(docsSet: VersionedDocsSetId, version: string): DocsOfRelease {
  if (CURRENT_RELEASES[docsSet].version === version) return {kind: 'current', version, path: DOCS_ROOT[docsSet]};
  if (OLDER_DOCS_VERSIONS[docsSet].includes(version)) {
    return {kind: 'older', version, path: `${DOCS_ROOT[docsSet]}${version}/`};
  }
  return {kind: 'none'};
}

/**
 * The documented release (current or older) a reader of `release` can
 * follow: the release itself when it is documented, otherwise the newest
 * documented release before it that supports the same Foundry version
 * (installable ones only, as everywhere here).
 * Null when no documented release does.
 */
export function nearestDocumentedRelease(
  docsSet: VersionedDocsSetId,
  release: ReleaseRecord,
  major: number,
  build?: number,
): ReleaseRecord | null {
  const documented = [CURRENT_RELEASES[docsSet].version, ...OLDER_DOCS_VERSIONS[docsSet]]
    .map((version) => releaseOf(docsSet, version))
    .filter((r): r is ReleaseRecord => r !== undefined)
    .filter((r) => compareVersions(r.version, release.version) <= 0 && supports(r, major, build))
    .sort((a, b) => compareVersions(b.version, a.version));
  return documented[0] ?? null;
}

/** One row of the table "Which release for my Foundry version". */
export interface ReleaseTableRow {
  major: number;
  release: ReleaseRecord | null;
  /** The build within `major` the release needs, when its minimum names one (`13.344`). */
  minimumBuild?: number;
  docs: DocsOfRelease;
}

/** For each Foundry generation any installable release supports, the newest installable release of the module that supports it. */
export function releaseTable(docsSet: VersionedDocsSetId): ReleaseTableRow[] {
  return foundryMajors().map((major) => {
    const release = newestReleaseFor(docsSet, major);
    if (!release) return {major, release: null, docs: {kind: 'none'}};
    const minimumBuild = minimumBuildIn(release, major);
    return {
      major,
      release,
      ...(minimumBuild !== undefined && {minimumBuild}),
      docs: docsOf(docsSet, release.version),
    };
  });
}

/** How the site names a required module: the title the manifest gives, or the one the site knows for its id, and else its id. */
export function requiredModuleName(module: {id: string; title?: string}): string {
  return module.title ?? MODULE_TITLES[module.id] ?? module.id;
}
