/**
 * `llms.txt` and `llms-full.txt`, after the llms.txt convention
 * (https://llmstxt.org): the site's title as an h1, a one-paragraph summary
 * as a quote, then `## Section` lists of `- [Page title](url): description`.
 * Also the first line of each Markdown copy, which names what the copy
 * documents and links `llms.txt`.
 * Pure: the pages in, the text out.
 */
import {CURRENT_RELEASES} from '../releaseHistory';

/** A docs page as the two files list it. */
export interface LlmsPage {
  /** Page title (its h1). */
  title: string;
  /** Front-matter description. */
  description: string;
  /** Absolute URL of the page's Markdown copy. */
  markdownUrl: string;
}

/** A titled list of pages. */
export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

/**
 * What the site documents, for a reader (or a model) that has only this
 * paragraph. The release numbers come from `static/releases.json` (`CURRENT_RELEASES`).
 */
export function siteSummary(): string {
  const obs = CURRENT_RELEASES['obs-utils'].version;
  const ethereal = CURRENT_RELEASES['ethereal-plane'].version;
  return (
    `User and developer documentation for two Foundry VTT modules by Void Monster for streaming a tabletop game: ` +
    `OBS Utils ${obs} (module id obs-utils) turns an OBS Studio browser source into a hands-off spectator client ` +
    `with the Foundry interface hidden, an automatic camera, per-actor stream overlays and OBS scene control; ` +
    `Ethereal Plane ${ethereal} (module id ethereal-plane) connects a game to Twitch and YouTube through a hosted ` +
    `service, for viewer polls, chat-command and channel-point triggers that run macros, and rolls posted to stream chat. ` +
    `The pages cover installing and setting up each module, its features and settings, and the JavaScript API ` +
    `other modules and macros call. Every page is also served as Markdown at its address with .md appended.`
  );
}

/** Text for one line of a list: white space collapsed. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Link text: brackets and backslashes escaped. */
function linkText(text: string): string {
  return oneLine(text).replace(/[\\[\]]/g, '\\$&');
}

function pageLine(page: LlmsPage): string {
  const description = oneLine(page.description);
  return `- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`;
}

/**
 * The `llms.txt` file: title, summary, one section per docs set of the
 * current releases, and `## Optional` (the convention's section a reader may
 * skip) with the older releases' pages.
 */
export function formatLlmsTxt(title: string, summary: string, sections: LlmsSection[], optional: LlmsPage[]): string {
  const parts = [`# ${oneLine(title)}`, `> ${oneLine(summary)}`];
  for (const section of sections) {
    if (section.pages.length === 0) continue;
    parts.push(`## ${section.title}\n\n${section.pages.map(pageLine).join('\n')}`);
  }
  if (optional.length > 0) parts.push(`## Optional\n\n${optional.map(pageLine).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

/**
 * The first line of a Markdown copy: a quote naming what the page documents
 * (`subject`, e.g. "OBS Utils 4.5.0 documentation, the current release"),
 * then a link to `llms.txt`, the index of every copy.
 */
export function formatCopyPreface(subject: string, llmsTxtUrl: string): string {
  return `> ${oneLine(subject)} · [llms.txt](${llmsTxtUrl})`;
}

/** A page of `llms-full.txt`: a line naming its URL, then its Markdown. */
export interface FullTextPage {
  markdownUrl: string;
  markdown: string;
}

/**
 * The `llms-full.txt` file: title and summary as in `llms.txt`, then every
 * page's Markdown, each after a rule and a `Source:` line naming its URL.
 * The pages come without their copies' first line (`formatCopyPreface`):
 * the file holds only current pages, its summary names both releases, and
 * each `Source:` line names the page, so the line would only repeat, once
 * a page, a link to the `llms.txt` the reader came from.
 */
export function formatLlmsFullTxt(title: string, summary: string, pages: FullTextPage[]): string {
  const parts = [`# ${oneLine(title)}`, `> ${oneLine(summary)}`];
  for (const page of pages) {
    parts.push(`---\n\nSource: ${page.markdownUrl}\n\n${page.markdown.trim()}`);
  }
  return `${parts.join('\n\n')}\n`;
}
