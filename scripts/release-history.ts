/**
 * Writes static/releases.json, the release history of both modules, from
 * their git repositories: for every release tag, the tagged commit's date and
 * what the tag's module.json says (Foundry compatibility, required modules).
 *
 *   npx tsx scripts/release-history.ts            # rewrite static/releases.json
 *   npx tsx scripts/release-history.ts --check    # fail if it differs from the repositories
 *
 * It reads bare mirrors of the repositories, by default
 * `/work/.mirror/FaeyUmbrea+<repo>/repo` (set RELEASE_MIRROR_DIR to the
 * folder holding the `FaeyUmbrea+<repo>` folders to use others). Where a
 * mirror is missing it says so and stops without touching the data, so the
 * committed file stays the source of truth on machines (and CI) without one.
 *
 * Every tag is either a release or listed in SKIPPED_TAGS with the reason;
 * a new tag that is neither stops the script, so nobody's guess slips in.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

import {VERSIONED_DOCS_SETS, type VersionedDocsSetId} from '../src/constants';
import {REPOSITORIES, pinnedManifestUrl} from '../src/releases';
import {compareVersions, type ReleaseHistory, type ReleaseRecord, type SkippedTag} from '../src/releaseHistory/types';

const SITE_DIR = path.join(__dirname, '..');
const OUTPUT = path.join(SITE_DIR, 'static', 'releases.json');
const MIRROR_ROOT = process.env.RELEASE_MIRROR_DIR ?? '/work/.mirror';

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

function mirrorOf(docsSet: VersionedDocsSetId): string {
  const repo = new URL(REPOSITORIES[docsSet]).pathname.slice(1).replace('/', '+');
  return path.join(MIRROR_ROOT, repo, 'repo');
}

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
  compatibility?: {minimum?: unknown; verified?: unknown; maximum?: unknown};
  minimumCoreVersion?: unknown;
  compatibleCoreVersion?: unknown;
  maximumCoreVersion?: unknown;
  relationships?: {requires?: {id?: string; name?: string; title?: string}[]};
  dependencies?: {id?: string; name?: string; title?: string}[];
}

/** The workflow at the tag that attaches module.json to the tag's GitHub release, and what it gets wrong. */
function releaseWorkflow(mirror: string, tag: string): {file: string | null; notes: string[]} {
  const files = git(mirror, 'ls-tree', '-r', '--name-only', tag, '.github/workflows')
    .split('\n')
    .filter((f) => /\.ya?ml$/.test(f));
  for (const file of files) {
    const text = fileAt(mirror, tag, file) ?? '';
    if (!/artifacts:.*(module\.json|package_type \}\}\.json)/.test(text)) continue;
    const notes: string[] = [];
    const onTagPush = /push:\s*\n\s*tags:/.test(text);
    if (onTagPush && /download:.*github\.event\.release\.tag_name/.test(text)) {
      notes.push(
        `${file} runs on a tag push but builds the manifest's download URL from github.event.release.tag_name, which a tag push does not set, so by the workflow the published module.json names a download URL without the tag (read from the workflow, not seen run).`,
      );
    }
    return {file, notes};
  }
  return {file: null, notes: []};
}

function readRelease(docsSet: VersionedDocsSetId, mirror: string, tag: string): ReleaseRecord {
  const manifestFile = MANIFEST_PATHS.find((file) => fileAt(mirror, tag, file) !== null);
  if (!manifestFile) throw new Error(`${docsSet} ${tag}: no module.json in ${MANIFEST_PATHS.join(', ')}`);
  const source = fileAt(mirror, tag, manifestFile)!;
  const manifest = JSON.parse(source) as Manifest;

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

  const workflow = releaseWorkflow(mirror, tag);
  const record: ReleaseRecord = {
    version: tag,
    date: git(mirror, 'log', '-1', '--format=%cs', tag).trim(),
    compatibility,
    requires,
    manifestUrl: pinnedManifestUrl(docsSet, tag),
    manifestFile,
    releaseWorkflow: workflow.file,
  };
  if (workflow.notes.length > 0) record.notes = workflow.notes;
  return record;
}

async function build(): Promise<ReleaseHistory | null> {
  const history: ReleaseHistory = {
    description:
      'Every release of OBS Utils and Ethereal Plane: the tagged commit date, and the Foundry VTT compatibility and required modules of the tag’s module.json, with the manifest URL that installs exactly that release. Generated by scripts/release-history.ts from the modules’ git repositories.',
    manifestUpdateUrl:
      'Each release’s workflow writes the releases/latest manifest URL into the module.json it publishes, so Foundry’s update check offers newer releases even after a pinned install.',
    modules: {} as ReleaseHistory['modules'],
  };
  for (const docsSet of VERSIONED_DOCS_SETS) {
    const mirror = mirrorOf(docsSet);
    if (!fs.existsSync(mirror)) {
      console.log(`No mirror of ${REPOSITORIES[docsSet]} at ${mirror}: static/releases.json left as it is.`);
      return null;
    }
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
    history.modules[docsSet] = {
      repository: REPOSITORIES[docsSet],
      includedTags: releases.map((r) => r.version),
      skippedTags: skipped,
      releases,
    };
  }
  return history;
}

async function main(): Promise<void> {
  const history = await build();
  if (!history) return;
  const options = (await prettier.resolveConfig(OUTPUT)) ?? {};
  const text = await prettier.format(JSON.stringify(history, null, 2), {...options, parser: 'json'});
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
    if (current !== text) {
      console.error('static/releases.json differs from the repositories: run npx tsx scripts/release-history.ts');
      process.exit(1);
    }
    console.log('static/releases.json matches the repositories.');
    return;
  }
  fs.writeFileSync(OUTPUT, text);
  const counts = VERSIONED_DOCS_SETS.map(
    (id) =>
      `${id}: ${history.modules[id].releases.length} releases, ${history.modules[id].skippedTags.length} tags skipped`,
  );
  console.log(`Wrote static/releases.json (${counts.join('; ')}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
