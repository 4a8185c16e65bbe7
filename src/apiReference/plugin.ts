/**
 * The API reference of every documented release, written by TypeDoc (with
 * typedoc-plugin-markdown and its Docusaurus theme) from
 * `api/<set>/<version>/index.ts` into the release's `api-reference/` folder,
 * whenever the site builds or the dev server starts. The output is not
 * committed.
 *
 * It replaces one `docusaurus-plugin-typedoc` instance per release, which ran
 * TypeDoc one release after another on the main thread: here the releases
 * share a pool of worker threads (one per core but one), and a release whose
 * declarations TypeDoc rejects, or whose reference it warns about
 * (`treatWarningsAsErrors`, with the `validation` checks run), fails the build
 * with TypeDoc's messages, instead of leaving the previous output in place.
 */
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {DOCS_SETS, VERSIONED_DOCS_SETS} from '../constants';
import {docsReleasesOf, type DocsRelease} from '../releaseHistory/docsReleases';

export interface ApiReferenceOptions {
  /**
   * The releases to write; by default every documented release of every module. The site passes none: a
   * plugin's options are serialized into the page bundle with the site config.
   */
  releases?: DocsRelease[];
}

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
    const worker = new Worker(new URL('./typedocWorker.mjs', `file://${__filename}`));
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

export default async function apiReferencePlugin(
  context: LoadContext,
  {releases = VERSIONED_DOCS_SETS.flatMap((docsSet) => docsReleasesOf(docsSet))}: ApiReferenceOptions = {},
): Promise<Plugin> {
  const jobs = releases.map((release) => ({
    label: `API reference of ${DOCS_SETS[release.docsSet].label} ${release.version} (${release.apiDir})`,
    options: typedocOptionsFor(release, context.siteDir),
  }));
  // One core stays with the main thread, where the other plugins start (the troubleshooters parse every page)
  // at the same time: on two cores, two TypeDoc workers made the start slower, not faster.
  await runPool(jobs, Math.max(1, os.availableParallelism() - 1));
  return {name: 'api-reference'};
}
