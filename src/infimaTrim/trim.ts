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
 * A selector of a list goes alone when the others have a use, as long as
 * none of the list is vendor-prefixed: a browser drops a whole rule for one
 * selector it does not know, and taking that one out would bring the rest
 * to life.
 *
 * Conservative on purpose: a class inside `:not()`, `:has()` or an attribute
 * never makes a rule removable; one inside `:is()` or `:where()` does only
 * when every selector of its list would be removable on its own. A rule in an
 * at-rule other than `@media` or `@supports` stays, and a class that any word
 * of the JavaScript spells stays, even if the word is prose.
 */
import postcss, {list, type AtRule, type ChildNode, type Declaration, type Rule} from 'postcss';

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

/** The insides of each `:is()` and `:where()` at the top level of `selector`: each must match for it to match. */
function requiredLists(selector: string): string[] {
  const lists: string[] = [];
  let depth = 0;
  let start = -1;
  for (let index = 0; index < selector.length; index += 1) {
    const character = selector[index]!;
    if (character === '(' || character === '[') {
      if (depth === 0 && /:(?:is|where)$/.test(selector.slice(0, index))) start = index + 1;
      depth += 1;
    } else if ((character === ')' || character === ']') && depth > 0) {
      depth -= 1;
      if (depth === 0 && start >= 0) {
        lists.push(selector.slice(start, index));
        start = -1;
      }
    }
  }
  return lists;
}

/** Whether `selector` needs a class `unused` names: at its top level, or in every selector of an `:is()` or `:where()`. */
function needsUnused(selector: string, unused: (name: string) => boolean): boolean {
  if ([...outerSelector(selector).matchAll(CLASS)].some((match) => unused(match[1]!))) return true;
  return requiredLists(selector).some((inner) => list.comma(inner).every((each) => needsUnused(each, unused)));
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
      const {selectors} = rule;
      const alive = selectors.filter((selector) => !needsUnused(selector, unusedClass));
      if (alive.length === 0) {
        removeWithEmptyParents(rule);
        removedRules += 1;
      } else if (alive.length < selectors.length && !selectors.some((selector) => /:-/.test(selector))) {
        rule.selectors = alive;
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
