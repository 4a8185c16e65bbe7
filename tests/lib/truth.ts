/**
 * Statements a page must make and must never make, checked against the text
 * of a built page's `<article>` (see tests/data/truth/README.md).
 */
import {parseDocument} from 'htmlparser2';
import {findOne, textContent} from 'domutils';
import type {Element} from 'domhandler';

export interface Statement {
  text: string;
  /** The module source line or brief section that decides the statement. */
  source: string;
}

export interface TruthList {
  route: string;
  says: Statement[];
  neverSays: Statement[];
}

/** Folds runs of white space, so a statement matches however the page breaks its lines. */
export function fold(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Folds a statement's white space but keeps a space at either end: in
 * "--local-obs-host: " the trailing space is the false part.
 */
function foldStatement(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** The folded text of the page's `<article>`; throws if the page has none. */
export function articleTextOf(html: string): string {
  const document = parseDocument(html);
  const article = findOne((node: Element) => node.name === 'article', document.children, true);
  if (!article) throw new Error('the page has no <article> element');
  return fold(textContent(article));
}

/** `says` texts the article lacks (case-sensitive: labels and numbers are exact). */
export function missingStatements(list: TruthList, articleText: string): string[] {
  return list.says.map((s) => s.text).filter((text) => !articleText.includes(foldStatement(text)));
}

/** `neverSays` texts the article contains, whatever their capitals. */
export function falseStatements(list: TruthList, articleText: string): string[] {
  const lower = articleText.toLowerCase();
  return list.neverSays.map((s) => s.text).filter((text) => lower.includes(foldStatement(text).toLowerCase()));
}
