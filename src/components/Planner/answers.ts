/**
 * The planner's questions and their answers. QUESTIONS is the one table of
 * them: for each, its URL parameter, its default, how its answer is written
 * and read, the form's label and, for a choice, the choices the form offers.
 * The answers' type, the query string (shareable, one history entry per
 * choice; local storage keeps the same text), the form
 * (src/components/Planner/index.tsx) and the tests' list of every possible
 * set of answers (tests/lib/plannerCombos.ts) all follow it, so a question
 * or a choice is added in one place.
 *
 * Reading never throws: anything unreadable falls back to the default and is
 * named in `problems`, so the page can say what it ignored. Answers are
 * never changed in place. Pure and typed; unit-tested in
 * tests/unit/planner-answers.test.ts.
 */

import {foundryMajors} from '../../releaseHistory';

/**
 * The oldest Foundry generation the planner offers. V10 worlds run releases
 * this site does not document: for them the planner names the release to
 * install and sends the reader to the Releases page, which lists every
 * release with its manifest URL. Older generations ran no release of either
 * module that still installs.
 */
export const OLDEST_PLANNED_FOUNDRY = 10;

/**
 * The Foundry generations the planner offers: from OLDEST_PLANNED_FOUNDRY to
 * the newest one an installable release of either module supports, as the
 * release data says (static/releases.json), so a release for a new Foundry
 * generation adds it here by itself.
 */
export const FOUNDRY_VERSIONS: readonly number[] = foundryMajors().filter((major) => major >= OLDEST_PLANNED_FOUNDRY);
export type FoundryMajor = number;

/** One choice of a question: its value in the answers and the URL, and its text in the form. */
export interface Choice<V> {
  value: V;
  label: string;
}

interface BaseQuestion<T> {
  /** The query parameter. Parameters are written in the order of QUESTIONS. */
  param: string;
  /** The form's label of the question (a group's legend or a field's label). */
  label: string;
  initial: T;
  /** The answer as the query string holds it. */
  write: (answer: T) => string;
  /** The query string's text as an answer; undefined when the planner cannot read it. */
  read: (text: string) => T | undefined;
  /** The answers the form offers: each choice, or each set of choices; a free-text question offers its default. */
  options: () => T[];
}

/** Radio buttons: exactly one of the choices. */
export interface OneQuestion<V extends string | number> extends BaseQuestion<V> {
  kind: 'one';
  choices: readonly Choice<V>[];
}

/** Checkboxes: any set of the choices, written in the order of the choices (`obs-utils,ethereal-plane`). */
export interface ManyQuestion<V extends string> extends BaseQuestion<V[]> {
  kind: 'many';
  choices: readonly Choice<V>[];
}

/** A text field, kept as typed. */
export interface TextQuestion extends BaseQuestion<string> {
  kind: 'text';
}

/** At most this many characters of an address or build are kept from a link or storage. */
const MAX_TEXT = 200;

function one<V extends string | number>(
  param: string,
  label: string,
  choices: readonly Choice<V>[],
  initial: NoInfer<V>,
): OneQuestion<V> {
  return {
    kind: 'one',
    param,
    label,
    choices,
    initial,
    write: (answer) => String(answer),
    read: (text) => choices.find((choice) => String(choice.value) === text)?.value,
    options: () => choices.map((choice) => choice.value),
  };
}

function many<V extends string>(
  param: string,
  label: string,
  choices: readonly Choice<V>[],
  initial: NoInfer<V>[],
): ManyQuestion<V> {
  const values = choices.map((choice) => choice.value);
  return {
    kind: 'many',
    param,
    label,
    choices,
    initial,
    write: (answer) => values.filter((value) => answer.includes(value)).join(','),
    read: (text) => {
      const items = text === '' ? [] : text.split(',');
      if (!items.every((item) => (values as string[]).includes(item))) return undefined;
      return values.filter((value) => items.includes(value));
    },
    options: () => values.reduce<V[][]>((sets, value) => [...sets, ...sets.map((set) => [...set, value])], [[]]),
  };
}

function text(param: string, label: string): TextQuestion {
  return {
    kind: 'text',
    param,
    label,
    initial: '',
    write: (answer) => answer,
    read: (value) => (value.length <= MAX_TEXT ? value : undefined),
    options: () => [''],
  };
}

/** The questions, in the order the URL writes them (the form groups them in the same order). */
export const QUESTIONS = {
  foundry: one(
    'foundry',
    'Foundry VTT version',
    FOUNDRY_VERSIONS.map((version) => ({value: version, label: `V${version}`})),
    13,
  ),
  /** The Foundry build as typed (`351`), empty when unknown; checked by `checkBuild`. */
  build: text('build', 'Build, if you know it (optional)'),
  host: one(
    'host',
    'Where Foundry runs',
    [
      {value: 'local', label: 'On the computer that runs OBS'},
      {value: 'lan', label: 'On another computer in my home network'},
      {value: 'hosted', label: 'At a hosting service'},
    ],
    'local',
  ),
  /** The Foundry address as typed; checked by `checkAddress`. */
  address: text('address', 'Foundry address'),
  modules: many(
    'modules',
    'Modules',
    [
      {value: 'obs-utils', label: 'OBS Utils'},
      {value: 'ethereal-plane', label: 'Ethereal Plane'},
    ],
    ['obs-utils', 'ethereal-plane'],
  ),
  /** What the OBS Utils part of the stream shows. */
  shows: many(
    'show',
    'OBS Utils: what the stream shows',
    [
      {value: 'camera', label: 'The game board, with the automatic camera'},
      {value: 'overlays', label: 'Overlays with actor details'},
    ],
    ['camera'],
  ),
  switching: one(
    'switch',
    'OBS scene switching',
    [
      {value: 'none', label: 'None'},
      {value: 'browser', label: 'Through the browser source (scene changes only)'},
      {value: 'websocket', label: 'Through OBS WebSocket (scenes and sources)'},
    ],
    'none',
  ),
  platform: one(
    'chat',
    'Ethereal Plane: stream chat',
    [
      {value: 'twitch', label: 'Twitch'},
      {value: 'youtube', label: 'YouTube'},
    ],
    'twitch',
  ),
  /** What Ethereal Plane does on the stream. */
  features: many(
    'features',
    'What it does',
    [
      {value: 'rolls', label: 'Posts rolls to chat'},
      {value: 'polls', label: 'Runs polls'},
      {value: 'triggers', label: 'Runs macros from chat commands (triggers)'},
      {value: 'midi-qol', label: 'Posts MidiQoL rolls'},
    ],
    ['rolls'],
  ),
};

export type QuestionKey = keyof typeof QUESTIONS;
export type PlanAnswers = {[K in QuestionKey]: (typeof QUESTIONS)[K]['initial']};
export type Host = PlanAnswers['host'];
export type ModuleId = PlanAnswers['modules'][number];
export type Show = PlanAnswers['shows'][number];
export type Switching = PlanAnswers['switching'];
export type Platform = PlanAnswers['platform'];
export type Feature = PlanAnswers['features'][number];

/** The questions' keys, in the table's order. */
export const QUESTION_KEYS = Object.keys(QUESTIONS) as QuestionKey[];

/** The question of `key`, as what it does with its answer (the table's entries, seen through their answers' type). */
export function question<K extends QuestionKey>(key: K): BaseQuestion<PlanAnswers[K]> {
  const byAnswer: {[Q in QuestionKey]: BaseQuestion<PlanAnswers[Q]>} = QUESTIONS;
  return byAnswer[key];
}

/** A set of answers made question by question, in the table's order. */
function answerEach(answer: <K extends QuestionKey>(key: K) => PlanAnswers[K]): PlanAnswers {
  return Object.fromEntries(QUESTION_KEYS.map((key) => [key, answer(key)])) as PlanAnswers;
}

/** `answers` with the answer to one question changed. */
export function withAnswer<K extends QuestionKey>(answers: PlanAnswers, key: K, answer: PlanAnswers[K]): PlanAnswers {
  const next = {...answers};
  next[key] = answer;
  return next;
}

export const DEFAULT_ANSWERS: PlanAnswers = answerEach((key) => question(key).initial);

/** Answers as a query string, every parameter always written, lists in a fixed order: `foundry=13&build=&…`. */
export function toQuery(answers: PlanAnswers): string {
  const params = new URLSearchParams();
  for (const key of QUESTION_KEYS) {
    const {param, write} = question(key);
    params.set(param, write(answers[key]));
  }
  return params.toString();
}

export interface ReadAnswers {
  answers: PlanAnswers;
  /** Whether the text held any planner parameter at all. */
  found: boolean;
  /** One line per parameter that could not be read and was reset, e.g. `foundry: "abc"`. */
  problems: string[];
}

function shorten(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

/**
 * Reads answers from a query string (`?foundry=12&…`, with or without the
 * `?`). Missing parameters keep their default; a parameter that holds
 * something else is reset to its default and reported. Unknown parameters
 * are ignored.
 */
export function fromQuery(query: string): ReadAnswers {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  } catch {
    return {answers: DEFAULT_ANSWERS, found: false, problems: ['the saved answers']};
  }
  const problems: string[] = [];
  let found = false;
  const answers = answerEach((key) => {
    const {param, initial, read} = question(key);
    const text = params.get(param);
    if (text === null) return initial;
    found = true;
    const answer = read(text);
    if (answer !== undefined) return answer;
    problems.push(`${param}: "${shorten(text)}"`);
    return initial;
  });
  return {answers, found, problems};
}

/** Whether two sets of answers are the same (compared through their query strings). */
export function sameAnswers(a: PlanAnswers, b: PlanAnswers): boolean {
  return toQuery(a) === toQuery(b);
}

/** The build as a number, or why it cannot be read. Accepts `351` or `13.351` (for the chosen generation). */
export function checkBuild(
  build: string,
  foundry: FoundryMajor,
): {state: 'empty'} | {state: 'ok'; build: number} | {state: 'error'; message: string} {
  const text = build.trim();
  if (text === '') return {state: 'empty'};
  const match = /^(?:(\d+)\.)?(\d{1,4})$/.exec(text);
  if (!match) return {state: 'error', message: 'Type the build as a number, for example 351. It is left out for now.'};
  if (match[1] !== undefined && Number(match[1]) !== foundry) {
    return {
      state: 'error',
      message: `${text} is not a build of Foundry V${foundry}: type only the build, for example 351. It is left out for now.`,
    };
  }
  return {state: 'ok', build: Number(match[2])};
}
