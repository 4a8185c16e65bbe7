/**
 * Every set of answers the planner's form can produce, question by question
 * from its table (src/components/Planner/answers.ts QUESTIONS): each choice
 * and each set of choices, with a few builds and addresses that change the
 * checklist for the free-text questions. A test can so build every possible
 * checklist: tests/unit/planner-checklist.test.ts checks each one,
 * tests/e2e/planner.spec.ts checks that every link of all of them leads to
 * an existing section of the built pages.
 */
import {
  DEFAULT_ANSWERS,
  QUESTION_KEYS,
  question,
  withAnswer,
  type PlanAnswers,
  type QuestionKey,
} from '../../src/components/Planner/answers';
import {buildChecklist, stepsOf, type StepLink} from '../../src/components/Planner/checklist';

/** Answers tried in place of what the form offers, given the answers to the questions before. */
const TRIED: Partial<{[K in QuestionKey]: (answers: PlanAnswers) => PlanAnswers[K][]}> = {
  // None, one below the build 4.x of OBS Utils needs, one above; only V13 has builds that change the checklist.
  build: ({foundry}) => (foundry === 13 ? ['', '343', '351'] : ['']),
  // For each place: the assumed default, a valid address, a wrong one (the address changes only the URLs).
  address: ({host}) => [{local: '', lan: 'http://192.168.1.20:30000', hosted: 'ftp://example.org'}[host]],
};

function tried<K extends QuestionKey>(key: K, answers: PlanAnswers): PlanAnswers[K][] {
  return TRIED[key]?.(answers) ?? question(key).options();
}

function* from(index: number, answers: PlanAnswers): Generator<PlanAnswers> {
  const key = QUESTION_KEYS[index];
  if (key === undefined) {
    yield answers;
    return;
  }
  for (const answer of tried(key, answers)) yield* from(index + 1, withAnswer(answers, key, answer));
}

export function allAnswers(): Generator<PlanAnswers> {
  return from(0, DEFAULT_ANSWERS);
}

/** Every distinct link target of every possible checklist (`/obs-utils/getting-started#install-the-module`). */
export function allChecklistLinks(): Map<string, StepLink> {
  const links = new Map<string, StepLink>();
  for (const answers of allAnswers()) {
    for (const step of stepsOf(buildChecklist(answers))) for (const l of step.links) links.set(l.to, l);
  }
  return links;
}
