/**
 * What the site never uses of Infima, taken out of the built stylesheets.
 *
 * Every page loads Infima whole (theme-classic's client module), and most of
 * it styles components this site never draws: avatars, cards, pills, heroes,
 * pagination, and the spacing and colour utilities no page names. A rule goes
 * when one of its selectors' classes is an Infima class that appears nowhere in
 * the site's JavaScript, which holds every class a page can have: the theme's
 * components, ours, and the pages' MDX. A custom property goes when Infima
 * declares it and nothing reads it any more, neither a stylesheet's `var()` nor
 * the JavaScript.
 *
 * Conservative on purpose: classes inside a functional pseudo-class (`:not()`,
 * `:is()`, `:where()`, `:has()`) never make a rule removable, a rule in an
 * at-rule other than `@media` or `@supports` stays, and a class that any word
 * of the JavaScript spells stays, even if the word is prose.
 */
import postcss, {type AtRule, type ChildNode, type Declaration, type Rule} from 'postcss';

/** The class names and custom properties a stylesheet defines (Infima's, read from its dist file). */
export interface StylesheetNames {
  classes: Set<string>;
  properties: Set<string>;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** A selector with the insides of its parentheses and attribute brackets blanked out. */
function outerSelector(selector: string): string {
  let depth = 0;
  let out = '';
  for (const character of selector) {
    if (character === '(' || character === '[') depth += 1;
    if (depth === 0) out += character;
    if ((character === ')' || character === ']') && depth > 0) depth -= 1;
  }
  return out;
}

export function namesOf(css: string): StylesheetNames {
  const root = postcss.parse(css);
  const classes = new Set<string>();
  const properties = new Set<string>();
  root.walkRules((rule) => {
    for (const match of rule.selector.matchAll(CLASS)) classes.add(match[1]!);
  });
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) properties.add(declaration.prop);
  });
  return {classes, properties};
}

/** Every word the site's JavaScript spells: letters, digits, `_` and `-`, starting with a letter or `_`. */
export function wordsOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/[A-Za-z_][\w-]*/g)) words.add(match[0]);
  return words;
}

function inTrimmableContext(rule: Rule): boolean {
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type !== 'atrule') return false;
    if (!['media', 'supports'].includes((parent as AtRule).name)) return false;
  }
  return true;
}

/** Removes `node`, and each rule or at-rule around it that it leaves empty. */
function removeWithEmptyParents(node: ChildNode): void {
  let parent = node.parent;
  node.remove();
  while ((parent?.type === 'rule' || parent?.type === 'atrule') && parent.nodes?.length === 0) {
    const emptied: Rule | AtRule = parent as Rule | AtRule;
    parent = emptied.parent;
    emptied.remove();
  }
}

export interface TrimResult {
  /** The stylesheets, by name, without what nothing uses. */
  css: Map<string, string>;
  removedRules: number;
  removedProperties: string[];
}

/**
 * Trims `stylesheets` (name → CSS) together, since a custom property declared
 * in one may be read in another. `words` are those of the site's JavaScript.
 */
export function trimUnused(stylesheets: Map<string, string>, infima: StylesheetNames, words: Set<string>): TrimResult {
  const roots = new Map([...stylesheets].map(([name, css]) => [name, postcss.parse(css)]));
  const unusedClass = (name: string) => infima.classes.has(name) && !words.has(name);
  let removedRules = 0;
  for (const root of roots.values()) {
    root.walkRules((rule) => {
      if (!inTrimmableContext(rule)) return;
      const dead = rule.selectors.every((selector) =>
        [...outerSelector(selector).matchAll(CLASS)].some((match) => unusedClass(match[1]!)),
      );
      if (dead) {
        removeWithEmptyParents(rule);
        removedRules += 1;
      }
    });
  }
  // Custom properties: until no more go, as one may only have been read by another that went.
  const removedProperties = new Set<string>();
  for (;;) {
    const read = new Set<string>();
    const declarations: Declaration[] = [];
    for (const root of roots.values()) {
      root.walkDecls((declaration) => {
        if (declaration.prop.startsWith('--')) declarations.push(declaration);
        for (const match of declaration.value.matchAll(/var\(\s*(--[\w-]+)/g)) {
          if (match[1] !== declaration.prop) read.add(match[1]!);
        }
      });
    }
    const unread = declarations.filter(
      (declaration) =>
        infima.properties.has(declaration.prop) && !read.has(declaration.prop) && !words.has(declaration.prop.slice(2)),
    );
    if (unread.length === 0) break;
    for (const declaration of unread) {
      removedProperties.add(declaration.prop);
      removeWithEmptyParents(declaration);
    }
  }
  const css = new Map([...roots].map(([name, root]) => [name, root.toString()]));
  return {css, removedRules, removedProperties: [...removedProperties]};
}
