/**
 * The reader vocabulary applied to a query: each word of the query (or a
 * phrase of several, such as "stream view") becomes a group of
 * alternatives, the reader's own words first and then the pages' words the
 * vocabulary pairs them with (`vocabulary.json`). A text answers the query
 * when it answers every group, each through any one of its alternatives.
 *
 * Used by the search engine (src/search/browser/engine.ts) and by the
 * troubleshooter's filter (src/troubleshooter/component/filter.ts), each
 * with its own way of cutting text into words. Browser-safe; the file is
 * checked against its schema at build time (vocabularySchema.ts).
 */
import vocabulary from './vocabulary.json';

/** One group: alternatives, each a list of words that must all match. */
export type Alternatives = string[][];

interface Pairing {
  reader: string[][];
  site: string[][];
}

type Words = (text: string) => string[];

const prepared = new WeakMap<Words, Pairing[]>();

/** The vocabulary cut into words by `words`, once per way of cutting. */
function pairings(words: Words): Pairing[] {
  let list = prepared.get(words);
  if (!list) {
    list = vocabulary.entries.map((entry) => ({
      reader: entry.reader.map(words).filter((w) => w.length > 0),
      site: entry.site.map(words).filter((w) => w.length > 0),
    }));
    prepared.set(words, list);
  }
  return list;
}

function startsWith(query: string[], at: number, phrase: string[]): boolean {
  return phrase.length > 0 && phrase.every((word, i) => query[at + i] === word);
}

function key(alternative: string[]): string {
  return alternative.join(' ');
}

/**
 * The groups of a query already cut into words (`query`): at each word, the
 * longest reader phrase of the vocabulary that starts there makes one group
 * of the phrase and the pages' words for it; any other word is a group of
 * its own. `words` cuts the vocabulary's phrases the way `query` was cut.
 */
export function expandQuery(query: string[], words: Words): Alternatives[] {
  const list = pairings(words);
  const groups: Alternatives[] = [];
  for (let at = 0; at < query.length;) {
    let best: {length: number; site: string[][]} | undefined;
    for (const pairing of list) {
      for (const phrase of pairing.reader) {
        if (phrase.length > (best?.length ?? 0) && startsWith(query, at, phrase)) {
          best = {length: phrase.length, site: pairing.site};
        }
      }
    }
    const own = query.slice(at, at + (best?.length ?? 1));
    const alternatives = [own, ...(best?.site ?? [])];
    const unique = new Map(alternatives.map((alternative) => [key(alternative), alternative]));
    groups.push([...unique.values()]);
    at += own.length;
  }
  return groups;
}

/** Every word of the groups, each once, the reader's own words first. */
export function allWords(groups: Alternatives[]): string[] {
  const own = groups.flatMap((group) => group[0] ?? []);
  const paired = groups.flatMap((group) => group.slice(1).flat());
  return [...new Set([...own, ...paired])];
}

/** Whether `has` holds every group: for each, all the words of one of its alternatives. */
export function answersEvery(groups: Alternatives[], has: (word: string) => boolean): boolean {
  return groups.every((group) => group.some((alternative) => alternative.every(has)));
}

/** How many groups `has` holds (for ranking a text that holds only some). */
export function groupsHeld(groups: Alternatives[], has: (word: string) => boolean): number {
  return groups.filter((group) => group.some((alternative) => alternative.every(has))).length;
}
