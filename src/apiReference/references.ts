/**
 * Writes the API reference of documented releases, with TypeDoc (with
 * typedoc-plugin-markdown and its Docusaurus theme) from
 * `api/<set>/<version>/index.ts` into the release's `api-reference/` folder.
 * ./plugin.ts does it for the site whenever it builds or the dev server
 * starts; the output is not committed.
 *
 * It replaces one `docusaurus-plugin-typedoc` instance per release, which ran
 * TypeDoc one release after another on the main thread: here the releases
 * share a pool of worker threads (one per core but one), and a release whose
 * declarations TypeScript or TypeDoc rejects, or whose reference TypeDoc
 * warns about (`treatWarningsAsErrors`, with the `validation` checks run),
 * fails the build with their messages, instead of leaving the previous output
 * in place.
 */
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';

import {DOCS_SETS, VERSIONED_DOCS_SETS} from '../constants';
import {docsReleasesOf, type DocsRelease} from '../releaseHistory/docsReleases';

/** Where a release's generated pages go, relative to the site. */
export function referenceDirOf(release: DocsRelease): string {
  return `${release.docsDir}/api-reference`;
}

/** TypeDoc's options for one release (typedoc-plugin-markdown's and its Docusaurus theme's included). */
export function typedocOptionsFor(release: DocsRelease, siteDir: string): Record<string, unknown> {
  const at = (file: string) => path.join(siteDir, file);
  return {
    plugin: ['typedoc-plugin-markdown', 'typedoc-docusaurus-theme', at('api/typedoc-frontmatter.mjs')],
    // Project name, used by the local front-matter plugin for page titles.
    name: DOCS_SETS[release.docsSet].label,
    entryPoints: [at(`${release.apiDir}/index.ts`)],
    tsconfig: at(`${release.apiDir}/tsconfig.json`),
    // The release's own options: the types its signatures use without exporting them
    // (`intentionallyNotExported`); any other such type, or a listed one that is not used, fails the build.
    options: at(`${release.apiDir}/typedoc.json`),
    out: at(referenceDirOf(release)),
    // Read by typedoc-docusaurus-theme to write the sidebar's doc ids relative to the docs folder.
    docsPath: at(release.docsDir),
    numberPrefixParser: true,
    readme: at(`${release.apiDir}/README.md`),
    mergeReadme: true,
    entryFileName: 'index',
    disableSources: true,
    excludePrivate: true,
    sort: ['source-order'],
    hidePageHeader: true,
    hideBreadcrumbs: true,
    useCodeBlocks: true,
    // Signatures show parameter types, as a reader would write the call.
    expandParameters: true,
    indexFormat: 'table',
    parametersFormat: 'table',
    // A "Default value" column would read `undefined` for every required parameter; optional ones state their
    // default in their description.
    tableColumnSettings: {hideDefaults: true, leftAlignHeaders: true},
    sidebar: {autoConfiguration: true, pretty: true},
    validation: {notExported: true, invalidLink: true, notDocumented: true},
    treatWarningsAsErrors: true,
  };
}

/**
 * Node 20.19 and later read a CommonJS file without a `"type"` in its package.json once more, looking for ES
 * module syntax, before they load it; for TypeScript's 9 MB compiler that took 0.4-0.6 s of each worker's start.
 * Every file the worker loads names its module type (TypeDoc and its plugins are `"type": "module"`, the
 * front-matter plugin is `.mjs`), so the worker turns that detection off where Node has the flag.
 */
const WORKER_EXEC_ARGV = process.allowedNodeEnvironmentFlags.has('--experimental-detect-module')
  ? ['--no-experimental-detect-module']
  : [];

interface WorkerAnswer {
  id: number;
  ok: boolean;
  problems: string[];
}

/** Runs every job on a pool of `size` workers; rejects with every failed release's messages once all are done. */
async function runPool(jobs: {label: string; options: object}[], size: number): Promise<void> {
  const failures: string[] = [];
  let next = 0;
  const workers = Array.from({length: Math.min(size, jobs.length)}, () => {
    const worker = new Worker(new URL('./typedocWorker.mjs', `file://${__filename}`), {execArgv: WORKER_EXEC_ARGV});
    return new Promise<void>((resolve, reject) => {
      const give = () => {
        if (next >= jobs.length) {
          void worker.terminate().then(() => resolve());
          return;
        }
        const id = next++;
        worker.postMessage({id, options: jobs[id].options});
      };
      worker.on('message', ({id, ok, problems}: WorkerAnswer) => {
        if (!ok) failures.push(`${jobs[id].label}:\n  ${problems.join('\n  ') || 'TypeDoc failed'}`);
        give();
      });
      worker.on('error', reject);
      give();
    });
  });
  await Promise.all(workers);
  if (failures.length > 0) throw new Error(`The API reference could not be written.\n${failures.join('\n')}`);
}

/** Every documented release of every module: what the site's build writes. */
export function siteReleases(siteDir: string): DocsRelease[] {
  return VERSIONED_DOCS_SETS.flatMap((docsSet) => docsReleasesOf(docsSet, siteDir));
}

/**
 * Writes the API reference of each release; rejects, naming every release that failed with TypeDoc's or the
 * compiler's messages, once all are done.
 */
export async function writeReferences(releases: DocsRelease[], siteDir: string): Promise<void> {
  const jobs = releases.map((release) => ({
    label: `API reference of ${DOCS_SETS[release.docsSet].label} ${release.version} (${release.apiDir})`,
    options: typedocOptionsFor(release, siteDir),
  }));
  // One core stays with the main thread, where Docusaurus loads and starts the other plugins (the
  // troubleshooters parse every page) at the same time: on two cores, two TypeDoc workers made the start slower.
  await runPool(jobs, Math.max(1, os.availableParallelism() - 1));
}

/** Where an early run of the site's references (`startEarlyRun`) waits for the plugin, shared by every module instance. */
const EARLY_RUN = Symbol.for('void-monster-docs.apiReference.earlyRun');

type EarlyRunHolder = Record<typeof EARLY_RUN, Promise<void> | undefined>;

/**
 * Starts writing the references of `releases` (by default every documented release of the site at `siteDir`),
 * for the plugin to take (`takeEarlyRun`) once Docusaurus loads it. ./early.cjs calls it before Docusaurus's
 * command line loads.
 */
export function startEarlyRun(siteDir: string, releases: DocsRelease[] = siteReleases(siteDir)): void {
  const written = writeReferences(releases, siteDir);
  // Reported by the plugin that awaits it; this only keeps Node from calling a failure unhandled first.
  written.catch(() => undefined);
  (globalThis as unknown as EarlyRunHolder)[EARLY_RUN] = written;
}

/**
 * The early run, if one was started, once: a later call (the dev server loading the plugin again after a
 * change) gets none, and writes the references anew.
 */
export function takeEarlyRun(): Promise<void> | undefined {
  const holder = globalThis as unknown as EarlyRunHolder;
  const written = holder[EARLY_RUN];
  holder[EARLY_RUN] = undefined;
  return written;
}
