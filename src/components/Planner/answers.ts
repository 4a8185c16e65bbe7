/**
 * The planner's answers, and how they travel: in the page's query string
 * (shareable, one history entry per choice) and in local storage (the same
 * text). Reading never throws: anything unreadable falls back to the
 * default and is named in `problems`, so the page can say what it ignored.
 * Pure and typed; unit-tested in tests/unit/planner-answers.test.ts.
 */

export const FOUNDRY_VERSIONS = [11, 12, 13, 14] as const;
export type FoundryMajor = (typeof FOUNDRY_VERSIONS)[number];

export const HOSTS = ['local', 'lan', 'hosted'] as const;
export type Host = (typeof HOSTS)[number];

export const SWITCHING = ['none', 'browser', 'websocket'] as const;
export type Switching = (typeof SWITCHING)[number];

export const PLATFORMS = ['twitch', 'youtube'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const MODULES = ['obs-utils', 'ethereal-plane'] as const;
export type ModuleId = (typeof MODULES)[number];

/** What the OBS Utils part of the stream shows. */
export const SHOWS = ['camera', 'overlays'] as const;
export type Show = (typeof SHOWS)[number];

/** What Ethereal Plane does on the stream. */
export const FEATURES = ['rolls', 'polls', 'triggers', 'midi-qol'] as const;
export type Feature = (typeof FEATURES)[number];

export interface PlanAnswers {
  foundry: FoundryMajor;
  /** The Foundry build as typed (`351`), empty when unknown. */
  build: string;
  host: Host;
  /** The Foundry address as typed; checked by `checkAddress`. */
  address: string;
  modules: ModuleId[];
  shows: Show[];
  switching: Switching;
  platform: Platform;
  features: Feature[];
}

export const DEFAULT_ANSWERS: PlanAnswers = {
  foundry: 13,
  build: '',
  host: 'local',
  address: '',
  modules: ['obs-utils', 'ethereal-plane'],
  shows: ['camera'],
  switching: 'none',
  platform: 'twitch',
  features: ['rolls'],
};

/** The query parameters, in the order they are written. */
export const PARAMS = ['foundry', 'build', 'host', 'address', 'modules', 'show', 'switch', 'chat', 'features'] as const;
type Param = (typeof PARAMS)[number];

/** At most this many characters of an address or build are kept from a link or storage. */
const MAX_TEXT = 200;

/** Answers as a query string, every parameter always written, lists in a fixed order: `foundry=13&build=&…`. */
export function toQuery(answers: PlanAnswers): string {
  const ordered = <T extends string>(all: readonly T[], chosen: readonly T[]) =>
    all.filter((value) => chosen.includes(value)).join(',');
  const params = new URLSearchParams();
  const values: Record<Param, string> = {
    foundry: String(answers.foundry),
    build: answers.build,
    host: answers.host,
    address: answers.address,
    modules: ordered(MODULES, answers.modules),
    show: ordered(SHOWS, answers.shows),
    switch: answers.switching,
    chat: answers.platform,
    features: ordered(FEATURES, answers.features),
  };
  for (const param of PARAMS) params.set(param, values[param]);
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
    return {answers: {...DEFAULT_ANSWERS}, found: false, problems: ['the saved answers']};
  }
  const answers: PlanAnswers = {
    ...DEFAULT_ANSWERS,
    modules: [...DEFAULT_ANSWERS.modules],
    shows: [...DEFAULT_ANSWERS.shows],
    features: [...DEFAULT_ANSWERS.features],
  };
  const problems: string[] = [];
  let found = false;
  const reject = (param: Param, value: string) => problems.push(`${param}: "${shorten(value)}"`);

  const one = <T extends string>(param: Param, allowed: readonly T[], set: (value: T) => void) => {
    const value = params.get(param);
    if (value === null) return;
    found = true;
    if ((allowed as readonly string[]).includes(value)) set(value as T);
    else reject(param, value);
  };
  const list = <T extends string>(param: Param, allowed: readonly T[], set: (value: T[]) => void) => {
    const value = params.get(param);
    if (value === null) return;
    found = true;
    const items = value === '' ? [] : value.split(',');
    if (items.every((item) => (allowed as readonly string[]).includes(item))) {
      set(allowed.filter((item) => items.includes(item)));
    } else reject(param, value);
  };
  const text = (param: Param, set: (value: string) => void) => {
    const value = params.get(param);
    if (value === null) return;
    found = true;
    if (value.length <= MAX_TEXT) set(value);
    else reject(param, value);
  };

  one(
    'foundry',
    FOUNDRY_VERSIONS.map((v) => String(v)),
    (value) => (answers.foundry = Number(value) as FoundryMajor),
  );
  text('build', (value) => (answers.build = value));
  one('host', HOSTS, (value) => (answers.host = value));
  text('address', (value) => (answers.address = value));
  list('modules', MODULES, (value) => (answers.modules = value));
  list('show', SHOWS, (value) => (answers.shows = value));
  one('switch', SWITCHING, (value) => (answers.switching = value));
  one('chat', PLATFORMS, (value) => (answers.platform = value));
  list('features', FEATURES, (value) => (answers.features = value));
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
