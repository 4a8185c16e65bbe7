import {VERSIONED_DOCS_SETS, type VersionedDocsSetId} from '../../src/constants';

export interface DocsVersionRequest {
  docsSet: VersionedDocsSetId;
  version: string;
}

/** A version name is one URL path segment: letters, digits, dots, dashes, underscores. */
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

const USAGE = `Usage: npm run docs:version -- <${VERSIONED_DOCS_SETS.join('|')}> <version>   e.g. npm run docs:version -- obs-utils 4.1.2`;

/**
 * Reads `<set> <version>` from the command line. Returns the request, or a
 * message saying exactly what is wrong (never throws).
 */
export function parseDocsVersionArgs(
  args: readonly string[],
  existingVersions: (set: VersionedDocsSetId) => readonly string[] = () => [],
  currentRelease?: (set: VersionedDocsSetId) => string,
): DocsVersionRequest | {error: string} {
  if (args.length !== 2) {
    return {error: `Expected a docs set and a version, got ${args.length} argument(s).\n${USAGE}`};
  }
  const [set, version] = args as [string, string];
  if (!(VERSIONED_DOCS_SETS as readonly string[]).includes(set)) {
    return {error: `Unknown docs set "${set}": choose one of ${VERSIONED_DOCS_SETS.join(', ')}.\n${USAGE}`};
  }
  const docsSet = set as VersionedDocsSetId;
  if (!VERSION_PATTERN.test(version)) {
    return {
      error: `Version "${version}" is not usable in a URL: use letters, digits, ".", "-" or "_", starting with a letter or digit (e.g. 4.1.2).`,
    };
  }
  if (version === 'current' || version === 'next') {
    return {error: `"${version}" is reserved for the unreleased pages; pick a release number such as 4.1.2.`};
  }
  if (existingVersions(docsSet).includes(version)) {
    return {error: `${docsSet} already has a version "${version}"; pick another name or delete that version first.`};
  }
  const current = currentRelease?.(docsSet);
  if (current !== undefined && version !== current) {
    return {
      error:
        `The pages at /${docsSet}/ describe ${docsSet} ${current} (documented in static/releases.json), so they can only be kept as version "${current}". ` +
        `To document a newer release, first run: npm run docs:version -- ${docsSet} ${current}`,
    };
  }
  return {docsSet, version};
}
