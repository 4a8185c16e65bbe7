/**
 * Writes static/releases.json, the release history of both modules, from
 * their git repositories: for every release tag, the tagged commit's date,
 * what the tag's module.json says (Foundry compatibility, required modules),
 * and whether the pinned manifest URL installs the release, by what the
 * release workflow at the tag publishes (src/releaseHistory/releaseWorkflow.ts).
 *
 *   npx tsx scripts/release-history.ts --obs-utils <git dir> --ethereal-plane <git dir>
 *   npx tsx scripts/release-history.ts --obs-utils <git dir> --ethereal-plane <git dir> --check
 *   npx tsx scripts/release-history.ts … --documented-obs-utils 4.6.0 --documented-ethereal-plane 3.4.0
 *
 * Each <git dir> is a clone of the module's repository with all its tags (a
 * bare mirror, `git clone --mirror https://github.com/FaeyUmbrea/<repo>`, or
 * a working copy); there is no default. `--check` fails if the file differs
 * from what the repositories give.
 *
 * `documented`, the release each module's current pages describe, is not in
 * the repositories: it is kept from the existing file, and changed with
 * `--documented-<module> <version>` when the pages move to another release
 * (it must be an installable release in the new data).
 *
 * The data is checked against its zod schema (src/releaseHistory/schema.ts,
 * from which static/releases.schema.json is generated) before it is written
 * or compared.
 *
 * Every tag is either a release or listed in SKIPPED_TAGS with the reason;
 * a new tag that is neither stops the script, so nobody's guess slips in.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as prettier from 'prettier';

import {VERSIONED_DOCS_SETS, type VersionedDocsSetId} from '../src/constants';
import {REPOSITORIES, latestManifestUrl, pinnedManifestUrl} from '../src/releaseHistory/releases';
import {compareVersions, type ReleaseHistory, type ReleaseRecord, type SkippedTag} from '../src/releaseHistory/types';
import {RELEASES_JSON_FILE, RELEASES_SCHEMA_REF, RELEASE_HISTORY_SCHEMA_VERSION} from '../src/releaseHistory/files';
import {validateReleaseHistory} from '../src/releaseHistory/schema';
import {judgeReleaseWorkflow, type WorkflowFile} from '../src/releaseHistory/releaseWorkflow';

const SITE_DIR = path.join(__dirname, '..');
const OUTPUT = path.join(SITE_DIR, 'static', RELEASES_JSON_FILE);
/** The output as messages name it. */
const OUTPUT_NAME = `static/${RELEASES_JSON_FILE}`;

/** The option that sets `documented` for a module. */
const documentedOption = (id: VersionedDocsSetId) => `documented-${id}`;

const USAGE = `Usage: npx tsx scripts/release-history.ts ${VERSIONED_DOCS_SETS.map((id) => `--${id} <git dir>`).join(' ')} [--check]
         [${VERSIONED_DOCS_SETS.map((id) => `--${documentedOption(id)} <version>`).join('] [')}]

Each <git dir> is a clone of the module's repository with all its tags, e.g.
${VERSIONED_DOCS_SETS.map((id) => `  git clone --mirror ${REPOSITORIES[id]} /tmp/${id}.git`).join('\n')}
--check compares ${OUTPUT_NAME} with the repositories instead of rewriting it.
--${documentedOption('obs-utils')} <version> (and the like for each module) sets the release the
module's current pages describe ("documented"); without it, the value in ${OUTPUT_NAME} is kept.
It must be an installable release in the data.`;

/** Tags that are not releases, and why. Everything else must be a version number. */
const SKIPPED_TAGS: Record<VersionedDocsSetId, Record<string, string>> = {
  'obs-utils': {
    test: 'A test tag of the release workflow ("More Github actions stuff"), not a version number.',
    'test0.1': 'A test tag of the release workflow ("Update release.yml"), not a version number.',
    test2: 'A test tag of the release workflow ("Update release.yml"), not a version number.',
    test3: 'A test tag of the release workflow ("Update release.yml"), not a version number.',
    test4: 'A test tag of the release workflow ("Update release.yml"), not a version number.',
    test5: 'A test tag of the release workflow, on the same commit as test4, not a version number.',
    '0.0.0':
      'Tagged on 2022-10-20 on a commit named "Fixing github action", after 1.1.1: a test of the release workflow, numbered below the releases around it.',
    '0.0.0.0':
      'Tagged on 2022-10-20 on a commit named "Fixing github action", after 1.1.1: a test of the release workflow, numbered below the releases around it.',
    '0.1.0':
      'Tagged on 2022-10-20 ("switch to yarn"), after 1.1.1, while the release workflow was being fixed: numbered below the releases around it.',
    '10.0.0':
      'Tagged on the commit before 1.0.0 ("Final Bugfixes before release!", 2022-10-18 01:41), hours before 1.0.0: out of sequence, and its number would rank it above every later release.',
  },
  'ethereal-plane': {},
};

/** Where module.json lived over the years, newest layout first. */
const MANIFEST_PATHS = ['module.json', 'public/module.json', 'src/public/module.json', 'src/module.json'];

const VERSION_TAG = /^\d+(\.\d+){1,3}$/;

function git(mirror: string, ...args: string[]): string {
  return execFileSync('git', ['-C', mirror, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

function fileAt(mirror: string, tag: string, file: string): string | null {
  try {
    return execFileSync('git', ['-C', mirror, 'show', `${tag}:${file}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

/**
 * A Foundry version exactly as the manifest writes it: JSON numbers lose
 * trailing zeros once parsed (13.340 would read as 13.34), so the text is
 * taken from the source and checked against the parsed value.
 */
function versionText(source: string, key: string, parsed: unknown): string | undefined {
  if (parsed === undefined || parsed === null || parsed === '') return undefined;
  if (typeof parsed === 'string') return parsed;
  if (typeof parsed !== 'number')
    throw new Error(`"${key}" is neither a number nor a string: ${JSON.stringify(parsed)}`);
  const tokens = [...source.matchAll(new RegExp(`"${key}"\\s*:\\s*([0-9.]+)`, 'g'))].map((m) => m[1]!);
  const token = tokens.find((t) => Number(t) === parsed);
  if (!token) throw new Error(`"${key}": ${parsed} not found as written in the manifest`);
  return token;
}

interface Manifest {
  id?: unknown;
  name?: unknown;
  download?: unknown;
  compatibility?: {minimum?: unknown; verified?: unknown; maximum?: unknown};
  minimumCoreVersion?: unknown;
  compatibleCoreVersion?: unknown;
  maximumCoreVersion?: unknown;
  relationships?: {requires?: {id?: string; name?: string; title?: string}[]};
  dependencies?: {id?: string; name?: string; title?: string}[];
}

/** Every workflow file at the tag, with its text. */
function workflowsAt(mirror: string, tag: string): WorkflowFile[] {
  return git(mirror, 'ls-tree', '-r', '--name-only', tag, '.github/workflows')
    .split('\n')
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => ({file, text: fileAt(mirror, tag, file) ?? ''}));
}

function readRelease(docsSet: VersionedDocsSetId, mirror: string, tag: string): ReleaseRecord {
  const manifestFile = MANIFEST_PATHS.find((file) => fileAt(mirror, tag, file) !== null);
  if (!manifestFile) throw new Error(`${docsSet} ${tag}: no module.json in ${MANIFEST_PATHS.join(', ')}`);
  const source = fileAt(mirror, tag, manifestFile)!;
  const manifest = JSON.parse(source) as Manifest;
  const id = manifest.id ?? manifest.name;
  if (id !== docsSet) {
    throw new Error(
      `${docsSet} ${tag}: ${manifestFile} is the manifest of "${String(id)}": is ${mirror} the right repository?`,
    );
  }

  const compatibility: ReleaseRecord['compatibility'] = {};
  const fields = manifest.compatibility
    ? {
        minimum: ['minimum', manifest.compatibility.minimum],
        verified: ['verified', manifest.compatibility.verified],
        maximum: ['maximum', manifest.compatibility.maximum],
      }
    : {
        minimum: ['minimumCoreVersion', manifest.minimumCoreVersion],
        verified: ['compatibleCoreVersion', manifest.compatibleCoreVersion],
        maximum: ['maximumCoreVersion', manifest.maximumCoreVersion],
      };
  for (const [field, [key, value]] of Object.entries(fields) as [keyof typeof fields, [string, unknown]][]) {
    const text = versionText(source, key, value);
    if (text !== undefined) compatibility[field] = text;
  }

  const required = manifest.relationships?.requires ?? manifest.dependencies ?? [];
  const requires = required.map((module) => {
    const id = module.id ?? module.name;
    if (!id) throw new Error(`${docsSet} ${tag}: a required module without id or name`);
    return module.title ? {id, title: module.title} : {id};
  });

  const workflow = judgeReleaseWorkflow({
    tag,
    repository: REPOSITORIES[docsSet],
    workflows: workflowsAt(mirror, tag),
    manifestFile,
    manifestDownload: manifest.download,
  });
  if (workflow.installable && workflow.manifestUpdateUrl !== latestManifestUrl(docsSet)) {
    throw new Error(
      `${docsSet} ${tag}: ${workflow.releaseWorkflow} writes ${workflow.manifestUpdateUrl ?? 'no manifest URL'} into module.json, not ${latestManifestUrl(docsSet)}: the data's manifestUpdateUrl and manifestUpdateNote no longer hold for every installable release.`,
    );
  }
  const common = {
    version: tag,
    date: git(mirror, 'log', '-1', '--format=%cs', tag).trim(),
    compatibility,
    requires,
    manifestUrl: pinnedManifestUrl(docsSet, tag),
  };
  // The fields in the order the file lists them: `installable`, its reason when false, then where things sat.
  if (workflow.installable) {
    if (workflow.releaseWorkflow === null || workflow.notInstallableBecause !== undefined) {
      throw new Error(`${docsSet} ${tag}: installable, but without a release workflow or with a reason against it`);
    }
    return {...common, installable: true, manifestFile, releaseWorkflow: workflow.releaseWorkflow};
  }
  if (!workflow.notInstallableBecause) throw new Error(`${docsSet} ${tag}: not installable, and no reason given`);
  return {
    ...common,
    installable: false,
    notInstallableBecause: workflow.notInstallableBecause,
    manifestFile,
    releaseWorkflow: workflow.releaseWorkflow,
  };
}

interface Arguments {
  /** The git directory of each module's repository. */
  mirrors: Record<VersionedDocsSetId, string>;
  check: boolean;
  /** The versions given with `--documented-<module>`. */
  documented: Partial<Record<VersionedDocsSetId, string>>;
}

/** The options; a missing or unreadable git directory stops the script with the usage. */
function readArguments(): Arguments {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({values} = parseArgs({
      options: {
        ...Object.fromEntries(VERSIONED_DOCS_SETS.map((id) => [id, {type: 'string' as const}])),
        ...Object.fromEntries(VERSIONED_DOCS_SETS.map((id) => [documentedOption(id), {type: 'string' as const}])),
        check: {type: 'boolean'},
        help: {type: 'boolean'},
      },
    }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, {cause: error});
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const mirrors = {} as Record<VersionedDocsSetId, string>;
  const documented: Arguments['documented'] = {};
  const problems: string[] = [];
  for (const id of VERSIONED_DOCS_SETS) {
    const version = values[documentedOption(id)];
    if (typeof version === 'string') documented[id] = version;
    const dir = values[id];
    if (typeof dir !== 'string' || dir === '') {
      problems.push(`--${id} is missing: give the git directory of ${REPOSITORIES[id]}.`);
      continue;
    }
    const resolved = path.resolve(dir);
    try {
      execFileSync('git', ['-C', resolved, 'rev-parse', '--git-dir'], {stdio: 'ignore'});
    } catch {
      problems.push(`--${id} ${dir}: not a git repository (expected a clone of ${REPOSITORIES[id]}).`);
      continue;
    }
    mirrors[id] = resolved;
  }
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\n\n${USAGE}`);
  return {mirrors, check: values.check === true, documented};
}

/** Each module's history, read from its repository. */
function readModules(mirrors: Record<VersionedDocsSetId, string>): ReleaseHistory['modules'] {
  const modules = {} as ReleaseHistory['modules'];
  for (const docsSet of VERSIONED_DOCS_SETS) {
    const mirror = mirrors[docsSet];
    const skipped: SkippedTag[] = [];
    const releases: ReleaseRecord[] = [];
    for (const tag of git(mirror, 'tag').split('\n').filter(Boolean)) {
      const reason = SKIPPED_TAGS[docsSet][tag];
      if (reason) {
        skipped.push({tag, date: git(mirror, 'log', '-1', '--format=%cs', tag).trim(), reason});
      } else if (VERSION_TAG.test(tag)) {
        releases.push(readRelease(docsSet, mirror, tag));
      } else {
        throw new Error(`${docsSet}: tag "${tag}" is neither a version number nor in SKIPPED_TAGS`);
      }
    }
    for (const tag of Object.keys(SKIPPED_TAGS[docsSet])) {
      if (!skipped.some((s) => s.tag === tag))
        throw new Error(`${docsSet}: skipped tag "${tag}" is not in the repository`);
    }
    releases.sort((a, b) => compareVersions(a.version, b.version));
    skipped.sort((a, b) => a.tag.localeCompare(b.tag, 'en', {numeric: true}));
    modules[docsSet] = {
      repository: REPOSITORIES[docsSet],
      manifestUpdateUrl: latestManifestUrl(docsSet),
      includedTags: releases.map((r) => r.version),
      skippedTags: skipped,
      releases,
    };
  }
  return modules;
}

/**
 * `documented` as the existing file has it: each module's version where the
 * file names one. Read loosely (the file may predate the current schema), but
 * a file that is not JSON stops the script rather than losing the value.
 */
function documentedInFile(): Partial<Record<VersionedDocsSetId, string>> {
  if (!fs.existsSync(OUTPUT)) return {};
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(OUTPUT, 'utf8'));
  } catch (error) {
    throw new Error(
      `${OUTPUT_NAME} is not valid JSON, so its "documented" cannot be kept (${error instanceof Error ? error.message : String(error)}): fix the file, or give ${VERSIONED_DOCS_SETS.map((id) => `--${documentedOption(id)}`).join(' and ')}.`,
      {cause: error},
    );
  }
  const documented = (data as {documented?: Record<string, unknown>} | null)?.documented;
  const kept: Partial<Record<VersionedDocsSetId, string>> = {};
  for (const id of VERSIONED_DOCS_SETS) {
    const version = documented?.[id];
    if (typeof version === 'string') kept[id] = version;
  }
  return kept;
}

/**
 * The release each module's current pages describe: the one given with
 * `--documented-<module>`, else the existing file's. Each must be an
 * installable release in the new data; the script stops, saying which and
 * why, when one is not.
 */
function documentedOf(
  modules: ReleaseHistory['modules'],
  given: Arguments['documented'],
): ReleaseHistory['documented'] {
  const kept = VERSIONED_DOCS_SETS.every((id) => given[id] !== undefined) ? {} : documentedInFile();
  const documented = {} as ReleaseHistory['documented'];
  const problems: string[] = [];
  for (const id of VERSIONED_DOCS_SETS) {
    const option = `--${documentedOption(id)}`;
    const version = given[id] ?? kept[id];
    if (version === undefined) {
      problems.push(`${OUTPUT_NAME} names no documented release of ${id}: give one with ${option} <version>.`);
      continue;
    }
    const source = given[id] !== undefined ? `${option} ${version}` : `documented.${id} (${version}) in ${OUTPUT_NAME}`;
    const release = modules[id].releases.find((r) => r.version === version);
    const installable = modules[id].releases.filter((r) => r.installable).map((r) => r.version);
    const newest = `the newest installable ones are ${installable.slice(-5).reverse().join(', ')}`;
    if (!release) {
      problems.push(`${source}: ${id} has no release ${version} in its repository (${newest}).`);
    } else if (!release.installable) {
      problems.push(
        `${source}: ${id} ${version} is not installable, and the pages must describe a release readers can install (${newest}). Why it is not: ${release.notInstallableBecause}`,
      );
    } else {
      documented[id] = version;
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return documented;
}

function build({mirrors, documented}: Arguments): ReleaseHistory {
  const modules = readModules(mirrors);
  const history: ReleaseHistory = {
    $schema: RELEASES_SCHEMA_REF,
    schemaVersion: RELEASE_HISTORY_SCHEMA_VERSION,
    description:
      'Every release of OBS Utils and Ethereal Plane: the tagged commit’s date, the Foundry VTT compatibility and required modules of the tag’s module.json, and the manifest URL of exactly that release. That URL installs the release only where installable is true; where it is false, notInstallableBecause says why, read from the release workflow at the tag. documented names the release each module’s current pages on the site (/obs-utils/, /ethereal-plane/) describe. Generated by scripts/release-history.ts from the modules’ git repositories; the shape is described by releases.schema.json beside this file.',
    manifestUpdateNote:
      'Each module’s manifestUpdateUrl is the manifest URL Foundry’s update check follows: the release workflow of every installable release writes it as the manifest of the module.json it publishes, so after installing a pinned release Foundry still offers newer ones.',
    documented: documentedOf(modules, documented),
    modules,
  };
  validateReleaseHistory(history, `${OUTPUT_NAME} (as read from the repositories)`);
  return history;
}

async function main(): Promise<void> {
  const args = readArguments();
  const history = build(args);
  const options = (await prettier.resolveConfig(OUTPUT)) ?? {};
  const text = await prettier.format(JSON.stringify(history, null, 2), {...options, parser: 'json'});
  if (args.check) {
    const current = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
    if (current !== text) {
      console.error(
        `${OUTPUT_NAME} differs from the repositories: run the same command without --check to rewrite it.`,
      );
      process.exit(1);
    }
    console.log(`${OUTPUT_NAME} matches the repositories.`);
    return;
  }
  fs.writeFileSync(OUTPUT, text);
  const counts = VERSIONED_DOCS_SETS.map((id) => {
    const {releases, skippedTags} = history.modules[id];
    const notInstallable = releases.filter((r) => !r.installable).map((r) => r.version);
    return `${id}: ${releases.length} releases (not installable: ${notInstallable.join(', ') || 'none'}), ${skippedTags.length} tags skipped, documented ${history.documented[id]}`;
  });
  console.log(`Wrote ${OUTPUT_NAME} (${counts.join('; ')}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
