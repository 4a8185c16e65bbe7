/**
 * The steps of a new module release, in one list: `npm run docs:version`
 * prints the ones that follow it (filled in for the module and the release
 * it kept), and the README's "Versions" section shows all of them with
 * placeholders (`tests/unit/docs-version-args.test.ts` fails while the two
 * differ).
 */

/** Each step, written with `<set>` (the module's docs set), `<old>` (the release kept) and `<new>`. */
export const RELEASE_STEPS = [
  '`npm run docs:version -- <set> <old>` copies the current pages to `<set>_versioned_docs/version-<old>/` and takes the generated troubleshooter and questions page out of the copy (it refuses any other version, and prints the next steps).',
  'Run `npx tsx scripts/release-history.ts --obs-utils <git dir> --ethereal-plane <git dir> --documented-<set> <new>` with clones of both modules: it adds the new release (date, Foundry range, required modules, read from its tag) to `static/releases.json` and makes it the release the current pages describe (`documented`). Nothing in the code names a release: the version labels, release card, announcement, tables and planner follow the data.',
  "Copy `api/<set>/<old>/` to `api/<set>/<new>/`, update it, and point the old folder's `README.md` link at `/<set>/<old>/api`.",
  "Rewrite the pages in `<set>/` for the new release, copy the truth lists to the old release's folder with routes under `/<set>/<old>/`, and write new ones; update `tests/data/routes.ts` and the key terms if pages were added.",
  "The window drawings' descriptions (`<set>/_windows/`) travel with the copied pages: keep the drawings' truth lists of the old release in `tests/data/drawings/<set>/<old>/`, and write the new release's from its markup and locale file in `tests/data/drawings/<set>/<new>/`.",
] as const;

/** The steps after the copy, for `docs:version` to print: numbered, with the module and the kept release filled in. */
export function stepsAfterCopy(docsSet: string, kept: string): string[] {
  return RELEASE_STEPS.slice(1).map(
    (step, index) => `${index + 2}. ${step.replaceAll('<set>', docsSet).replaceAll('<old>', kept)}`,
  );
}
