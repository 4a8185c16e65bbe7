// @ts-check
/**
 * Local TypeDoc plugin for the API reference: writes Docusaurus front matter
 * (`title` and `description`) at the top of every generated page.
 *
 * typedoc-plugin-markdown fills `page.frontmatter` for plugins but does not
 * print it, and the plugin that would (typedoc-plugin-frontmatter) is not a
 * dependency. Without front matter Docusaurus titles each page with its h1
 * alone ("Class: ObsUtilsApi", with no module name) and guesses a
 * description from whatever paragraph comes first.
 *
 * - `title` (browser tab, search results): "<project> API: <name> <kind>",
 *   e.g. "OBS Utils API: ObsUtilsApi class". The visible h1 stays TypeDoc's.
 * - `description`: for a class or function, a lead-in naming it, then its
 *   TSDoc summary; for the index, the first paragraph of api/<set>/README.md.
 *
 * The project name comes from TypeDoc's `name` option (set per docs set in
 * `typedocOptionsFor` in src/apiReference/references.ts).
 */
import {ProjectReflection, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

/**
 * @param {import('typedoc').Application} app
 */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (/** @type {MarkdownPageEvent} */ page) => {
    const frontMatter = frontMatterFor(page);
    if (!frontMatter) return;
    const lines = Object.entries(frontMatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    page.contents = `---\n${lines.join('\n')}\n---\n\n${page.contents ?? ''}`;
  });
}

/**
 * @param {MarkdownPageEvent} page
 * @returns {Record<string, string> | undefined}
 */
function frontMatterFor(page) {
  const project = page.project.name;
  const model = page.model;
  if (model instanceof ProjectReflection) {
    const intro = firstParagraph(plainText(model.readme ?? []));
    if (!intro)
      throw new Error(`[typedoc-frontmatter] The README of ${project} has no paragraph to describe its index page.`);
    return {description: intro};
  }
  if (!('kind' in model) || !model.kindOf(ReflectionKind.Class | ReflectionKind.Function)) return undefined;
  const kind = model.kindOf(ReflectionKind.Class) ? 'class' : 'function';
  const name = kind === 'function' ? `${model.name}()` : model.name;
  const comment = kind === 'function' ? model.signatures?.[0]?.comment : model.comment;
  const summary = firstParagraph(plainText(comment?.summary ?? []));
  if (!summary) throw new Error(`[typedoc-frontmatter] ${model.name} has no TSDoc summary to describe its page.`);
  return {
    title: `${project} API: ${name} ${kind}`,
    description: `The ${name} ${kind} of the ${project} API. ${summary}`,
  };
}

/**
 * Comment parts as plain text: code spans lose their backticks, inline links
 * keep only their text, Markdown links keep only their label.
 *
 * @param {readonly import('typedoc').CommentDisplayPart[]} parts
 */
function plainText(parts) {
  return parts
    .map((part) => (part.kind === 'code' ? part.text.replace(/^`+|`+$/g, '') : part.text))
    .join('')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
}

/**
 * The first paragraph that is not a heading, on one line.
 *
 * @param {string} text
 */
function firstParagraph(text) {
  const paragraph = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block !== '' && !block.startsWith('#'));
  return paragraph?.replace(/\s+/g, ' ');
}
