/**
 * The `<link rel="alternate" type="text/markdown">` in the head of each docs
 * page that has a Markdown copy, so a tool that fetches the page finds the
 * copy without knowing the `.md` rule. It is written into the built HTML
 * after the build (`plugin.ts`), so no page ships any JavaScript for it.
 *
 * Pure: HTML in, HTML out.
 */
import {DomUtils, parseDocument} from 'htmlparser2';

/** The tag naming a page's Markdown copy; `href` is its root-relative address. */
export function markdownAlternateLink(href: string): string {
  const attribute = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<link rel="alternate" type="text/markdown" href="${attribute}">`;
}

/**
 * `html` with the Markdown copy's link as the last element of its `<head>`,
 * and otherwise byte for byte the same. A page that already holds exactly
 * that link is returned as it is. Throws when the page has no `</head>`
 * end tag to put it before.
 */
export function withMarkdownAlternateLink(html: string, href: string): string {
  const tag = markdownAlternateLink(href);
  if (html.includes(tag)) return html;
  const document = parseDocument(html, {withStartIndices: true, withEndIndices: true});
  const head = DomUtils.findOne((e) => e.name === 'head', document.children, true);
  const endTag = '</head>';
  const at = head?.endIndex == null ? -1 : head.endIndex + 1 - endTag.length;
  if (at < 0 || html.slice(at, at + endTag.length).toLowerCase() !== endTag) {
    throw new Error(`The page has no ${endTag} to put its Markdown link before.`);
  }
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}
