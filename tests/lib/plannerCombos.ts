/**
 * Every set of answers the planner's form can produce (each Foundry version,
 * place, module, show, scene switching, platform and feature combination),
 * with a few builds and addresses that change the checklist, so a test can
 * build every possible checklist: tests/unit/planner-checklist.test.ts
 * checks each one, tests/e2e/planner.spec.ts checks that every link of all
 * of them leads to an existing section of the built pages.
 */
import {
  FEATURES,
  FOUNDRY_VERSIONS,
  MODULES,
  PLATFORMS,
  SHOWS,
  SWITCHING,
  type Host,
  type PlanAnswers,
} from '../../src/components/Planner/answers';
import {buildChecklist, stepsOf, type StepLink} from '../../src/components/Planner/checklist';

function subsets<T>(all: readonly T[]): T[][] {
  return all.reduce<T[][]>((acc, item) => [...acc, ...acc.map((subset) => [...subset, item])], [[]]);
}

/** Builds that change a checklist: none, one below the build 4.x of OBS Utils needs, one above. */
const BUILDS = ['', '343', '351'];
/** Places and addresses: the assumed default, a valid address, a wrong one (the address changes only the URLs). */
const PLACES: [Host, string][] = [
  ['local', ''],
  ['lan', 'http://192.168.1.20:30000'],
  ['hosted', 'ftp://example.org'],
];

export function* allAnswers(): Generator<PlanAnswers> {
  for (const foundry of FOUNDRY_VERSIONS)
    for (const build of foundry === 13 ? BUILDS : [''])
      for (const [host, address] of PLACES)
        for (const modules of subsets(MODULES))
          for (const shows of subsets(SHOWS))
            for (const switching of SWITCHING)
              for (const platform of PLATFORMS)
                for (const features of subsets(FEATURES))
                  yield {foundry, build, host, address, modules, shows, switching, platform, features};
}

/** Every distinct link target of every possible checklist (`/obs-utils/getting-started#install-the-module`). */
export function allChecklistLinks(): Map<string, StepLink> {
  const links = new Map<string, StepLink>();
  for (const answers of allAnswers()) {
    for (const step of stepsOf(buildChecklist(answers))) for (const l of step.links) links.set(l.to, l);
  }
  return links;
}
