/**
 * The types of static/releases.json (written by scripts/release-history.ts)
 * and how release numbers and Foundry versions compare. Pure and
 * browser-safe: the release table, the planner, the schema, the script and
 * the tests share it.
 *
 * The data types are inferred from the zod schema (./schema.ts) and
 * imported from it as types only: this module ends up in the browser's
 * bundles, and zod must not.
 */
export type {Compatibility, ModuleHistory, ReleaseHistory, ReleaseRecord, SkippedTag} from './schema';

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
