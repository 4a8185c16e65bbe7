/**
 * The shape of static/releases.json (written by scripts/release-history.ts)
 * and how release numbers and Foundry versions compare. Pure and
 * browser-safe: the release table, the planner, the script and the tests
 * share it.
 */
import type {VersionedDocsSetId} from '../constants';

/** Foundry VTT versions from a release's module.json, exactly as written there; a field the manifest lacks is absent. */
export interface Compatibility {
  minimum?: string;
  verified?: string;
  maximum?: string;
}

export interface ReleaseRecord {
  /** The git tag, which the release workflow also writes as the manifest's version. */
  version: string;
  /** Date of the tagged commit, `YYYY-MM-DD`. */
  date: string;
  compatibility: Compatibility;
  /** Required modules: `relationships.requires`, or `dependencies` in older manifests; a title only where the manifest gives one. */
  requires: {id: string; title?: string}[];
  /** The manifest URL of exactly this release (`releases/download/<tag>/module.json`); it installs the release only where `installable` is true. */
  manifestUrl: string;
  /**
   * Whether `manifestUrl` installs this release, by what the release
   * workflow at the tag publishes (read from the workflow, not seen run): it
   * attaches module.json to the tag's release, and that module.json's
   * download URL names the module.zip it attaches. The site's tables and
   * queries never offer a release that is not installable.
   */
  installable: boolean;
  /** Why `manifestUrl` would not install the release; present exactly when `installable` is false. */
  notInstallableBecause?: string;
  /** Where module.json sat in the tagged tree. */
  manifestFile: string;
  /** The workflow file at the tag that attaches module.json to the tag's GitHub release, or null if the tag has none. */
  releaseWorkflow: string | null;
}

export interface SkippedTag {
  tag: string;
  date: string;
  reason: string;
}

export interface ModuleHistory {
  repository: string;
  /** The manifest URL Foundry's update check follows (`releases/latest/download/module.json`), which every installable release's module.json names. */
  manifestUpdateUrl: string;
  /** The tags taken as releases, oldest first: each has one entry in `releases`. */
  includedTags: string[];
  /** The other tags of the repository, and why each is not a release. */
  skippedTags: SkippedTag[];
  /** Oldest first. */
  releases: ReleaseRecord[];
}

export interface ReleaseHistory {
  /** The file's JSON Schema, relative to the file (`./releases.schema.json`). */
  $schema: string;
  /** The shape's version (RELEASE_HISTORY_SCHEMA_VERSION). */
  schemaVersion: number;
  description: string;
  /** What `manifestUpdateUrl` is for, in a sentence. */
  manifestUpdateNote: string;
  modules: Record<VersionedDocsSetId, ModuleHistory>;
}

/** The numbers of a release or Foundry version: `4.2.3.1` → [4, 2, 3, 1]; NaN for a part that is not a number. */
export function versionParts(version: string): number[] {
  return version.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : NaN));
}

/**
 * Orders release numbers by their numbers, a missing part counting as 0
 * (`4.2.2` < `4.2.2.1` < `4.2.3`); of two equal numbers written with
 * different lengths (`1.3` and `1.3.0`) the shorter comes first.
 */
export function compareVersions(a: string, b: string): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return pa.length - pb.length;
}

/** A Foundry version as a manifest gives it: `13` → {major: 13}, `13.344` → {major: 13, build: 344}. */
export interface FoundryVersion {
  major: number;
  build?: number;
}

/** Reads a manifest's Foundry version (`12`, `13.344`); null for anything else. */
export function parseFoundryVersion(text: string | undefined): FoundryVersion | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text ?? '');
  if (!match) return null;
  return match[2] === undefined ? {major: Number(match[1])} : {major: Number(match[1]), build: Number(match[2])};
}
