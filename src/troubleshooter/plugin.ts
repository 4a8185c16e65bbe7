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
 * Only the current release gets a troubleshooter; the older releases' docs
 * versions do not.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DISCORD_URL, DOCS_SETS, VERSIONED_DOCS_SETS, type VersionedDocsSetId} from '../constants';
import {docsReleasesOf} from '../releaseHistory/docsReleases';
import {CURRENT_RELEASES} from '../releaseHistory';
import {generateTroubleshooter, TROUBLESHOOTER_DOC_ID, TROUBLESHOOTER_FILE, writeIfChanged} from './generate';
import {KnownIssueError} from './knownIssues';
import {AnswerError, collectAnswers, QUESTIONS_DOC_ID, QUESTIONS_FILE, renderQuestions} from './questions';
import {readPages} from './generate';
import {sidebarDocs} from './sidebarOrder';
import {parseAhead} from '../markdown/sourceParser';

/** The route of a generated page of a docs set. */
function routeOf(docsSet: VersionedDocsSetId, docId: string): string {
  return `${DOCS_SETS[docsSet].routeBasePath}/${docId}`;
}

/** The other modules' pages of one kind, offered when the reader's words match nothing here. */
function othersOf(docsSet: VersionedDocsSetId, docId: string) {
  return VERSIONED_DOCS_SETS.filter((other) => other !== docsSet).map((other) => ({
    moduleName: DOCS_SETS[other].label,
    path: routeOf(other, docId),
  }));
}

/** Writes the troubleshooter and the questions page of one module's current docs; returns whether a file changed. */
async function writeTroubleshooter(siteDir: string, docsSet: VersionedDocsSetId): Promise<boolean> {
  const docsDir = path.join(siteDir, docsSet);
  const sidebarsFile = path.join(siteDir, `sidebars.${docsSet}.ts`);
  const moduleName = DOCS_SETS[docsSet].label;
  const release = CURRENT_RELEASES[docsSet].version;
  // Both pages come from the same reading of the docs folder and the sidebars file.
  const [pages, sidebarSource] = await Promise.all([readPages(docsDir), fs.promises.readFile(sidebarsFile, 'utf8')]);
  const sidebar = sidebarDocs(sidebarSource, sidebarsFile);
  const {content} = await generateTroubleshooter(pages, sidebar, {
    moduleName,
    release,
    supportUrl: DISCORD_URL,
    // Offered when the reader's words match nothing here: the issue may be the other module's.
    others: othersOf(docsSet, TROUBLESHOOTER_DOC_ID),
    questionsPath: routeOf(docsSet, QUESTIONS_DOC_ID),
  });
  const answers = await collectAnswers(
    pages.filter((page) => page.file !== QUESTIONS_FILE),
    sidebar,
  );
  const questions = renderQuestions(answers, {
    moduleName,
    release,
    troubleshooterPath: routeOf(docsSet, TROUBLESHOOTER_DOC_ID),
    others: othersOf(docsSet, QUESTIONS_DOC_ID),
  });
  // Search reads both pages once the docs have loaded; their trees are built now, while the API reference's
  // worker still runs. A page that does not parse fails there, with search's message.
  parseAhead([content, questions]).catch(() => undefined);
  const changed = await writeIfChanged(path.join(docsDir, TROUBLESHOOTER_FILE), content);
  return (await writeIfChanged(path.join(docsDir, QUESTIONS_FILE), questions)) || changed;
}

/** Writes both modules' troubleshooters; a failure names every entry to fix, in both modules. */
async function writeAll(siteDir: string): Promise<void> {
  const results = await Promise.allSettled(VERSIONED_DOCS_SETS.map((docsSet) => writeTroubleshooter(siteDir, docsSet)));
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (failures.length === 0) return;
  const other = failures.find((f) => !(f instanceof KnownIssueError) && !(f instanceof AnswerError));
  if (other) throw other;
  const answers = failures.filter((f): f is AnswerError => f instanceof AnswerError);
  if (answers.length > 0) throw new AnswerError(answers.flatMap((f) => f.problems));
  throw new KnownIssueError(failures.flatMap((f) => (f as KnownIssueError).problems));
}

/**
 * `docusaurus docs:version` copies the current docs folder, generated page
 * included, and the sidebar that lists it: an older release must not keep
 * them.
 */
function checkOlderReleases(siteDir: string): void {
  const copies = VERSIONED_DOCS_SETS.flatMap((docsSet) => docsReleasesOf(docsSet, siteDir))
    .filter((release) => !release.current)
    .flatMap((release) => [path.join(release.docsDir, TROUBLESHOOTER_FILE), path.join(release.docsDir, QUESTIONS_FILE)])
    .filter((file) => fs.existsSync(path.join(siteDir, file)));
  if (copies.length > 0) {
    throw new Error(
      `${copies.join(', ')}: an older release gets no troubleshooter or questions page (they list the current release's pages). ` +
        'Delete the file and its item ("troubleshooting", "questions") of that version\'s sidebar in <set>_versioned_sidebars/.',
    );
  }
}

export default async function troubleshooterPlugin(context: LoadContext): Promise<Plugin> {
  checkOlderReleases(context.siteDir);
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
  };
}
