/**
 * Build side: the Docusaurus plugin that writes each module's troubleshooter
 * page (generate.ts) into the module's current docs folder,
 * `<set>/troubleshooting.mdx` (not committed, like `<set>/api-reference/`).
 *
 * - When the site builds or the dev server starts, the page is written while
 *   the plugins are set up (as the TypeDoc plugins write the API
 *   reference), so the docs plugin finds it when it reads the docs.
 * - `npm start` watches the module's pages and its sidebars file: when one
 *   changes, the page is written again if its content changed, and the docs
 *   plugin, which watches the folder, reloads it.
 * - A known-issue entry without a Symptom lead stops the build with a
 *   message naming the page, the line and the heading.
 *
 * - The Troubleshooter component's styles ship with the troubleshooter
 *   pages only, not in the one stylesheet every page loads. Registered after
 *   the search plugin, which sets the same stylesheet's filter, so that
 *   filter is kept and extended here.
 *
 * Only the current release gets a troubleshooter; the older releases' docs
 * versions do not.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DISCORD_URL, DOCS_SETS, VERSIONED_DOCS_SETS, type VersionedDocsSetId} from '../constants';
import {CURRENT_RELEASES} from '../releases';
import {generateTroubleshooter, TROUBLESHOOTER_FILE, writeIfChanged} from './generate';
import {KnownIssueError} from './knownIssues';

/** The Troubleshooter component's stylesheet. */
const OWN_STYLES = /[\\/]src[\\/]components[\\/]Troubleshooter[\\/][^\\/]+\.css$/;

type CacheGroupTest = string | RegExp | ((module: WebpackModule, context: unknown) => boolean);
interface WebpackModule {
  nameForCondition?: () => string | null;
  resource?: string;
}

/** Whether a module passes a cache group's earlier `test` (none: every module does). */
function passes(test: CacheGroupTest | undefined, module: WebpackModule, context: unknown): boolean {
  if (test === undefined) return true;
  if (typeof test === 'function') return test(module, context);
  const name = module.nameForCondition?.() ?? module.resource ?? '';
  return typeof test === 'string' ? name.startsWith(test) : test.test(name);
}

/** Writes the troubleshooter of one module's current docs; returns whether the file changed. */
async function writeTroubleshooter(siteDir: string, docsSet: VersionedDocsSetId): Promise<boolean> {
  const docsDir = path.join(siteDir, docsSet);
  const {content} = await generateTroubleshooter(docsDir, path.join(siteDir, `sidebars.${docsSet}.ts`), {
    moduleName: DOCS_SETS[docsSet].label,
    release: CURRENT_RELEASES[docsSet].version,
    supportUrl: DISCORD_URL,
  });
  return writeIfChanged(path.join(docsDir, TROUBLESHOOTER_FILE), content);
}

/** Writes both modules' troubleshooters; a failure names every entry to fix, in both modules. */
async function writeAll(siteDir: string): Promise<void> {
  const results = await Promise.allSettled(VERSIONED_DOCS_SETS.map((docsSet) => writeTroubleshooter(siteDir, docsSet)));
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (failures.length === 0) return;
  const other = failures.find((f) => !(f instanceof KnownIssueError));
  if (other) throw other;
  throw new KnownIssueError(failures.flatMap((f) => (f as KnownIssueError).problems));
}

export default async function troubleshooterPlugin(context: LoadContext): Promise<Plugin> {
  // Before any plugin loads content: the docs plugin reads the page next.
  await writeAll(context.siteDir);
  let firstLoad = true;
  return {
    name: 'troubleshooter',

    getPathsToWatch() {
      return VERSIONED_DOCS_SETS.flatMap((docsSet) => [
        path.join(context.siteDir, docsSet, '**/*.{md,mdx}'),
        path.join(context.siteDir, `sidebars.${docsSet}.ts`),
      ]);
    },

    async loadContent() {
      // The first load follows the write above; later ones are the dev server's reloads after an edit.
      if (firstLoad) {
        firstLoad = false;
        return;
      }
      await writeAll(context.siteDir);
    },

    configureWebpack(config, isServer) {
      // Docusaurus puts every CSS module in one stylesheet ("styles") that
      // every page loads; the troubleshooter's stays with its page's chunk.
      const groups = isServer ? undefined : config.optimization?.splitChunks;
      const styles = groups && groups.cacheGroups?.styles;
      if (styles && typeof styles === 'object' && !(styles instanceof RegExp)) {
        const earlier = styles.test as CacheGroupTest | undefined;
        styles.test = (module: WebpackModule, context: unknown) =>
          !OWN_STYLES.test(module.nameForCondition?.() ?? module.resource ?? '') && passes(earlier, module, context);
      }
      return {};
    },
  };
}
