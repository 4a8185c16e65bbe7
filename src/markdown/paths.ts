/**
 * Where the Markdown copy of a docs page lives. Browser-safe: the build
 * (`plugin.ts`) writes the files there and the "Copy page" control
 * (`src/components/CopyPage/`) fetches and links them.
 *
 * The rule: a page's address with `.md` appended. A directory route (one
 * that ends with a slash, such as `/obs-utils/` or the home page `/`) drops
 * its trailing slash first, so `/obs-utils/` → `/obs-utils.md`, and the site
 * root, which has no name left once the slash is gone, becomes `/index.md`.
 */

/** The site's index for language models, at the site root (https://llmstxt.org). */
export const LLMS_TXT_FILE = 'llms.txt';

/** Every current page's Markdown in one file, beside `llms.txt`. */
export const LLMS_FULL_TXT_FILE = 'llms-full.txt';

/** Extension of the Markdown copies. */
export const MARKDOWN_EXTENSION = '.md';

/**
 * The path of the Markdown copy of the page at `routePath`. Both are
 * site-absolute paths that include `baseUrl` (`/` or e.g. `/docs/`):
 * `/obs-utils/getting-started` → `/obs-utils/getting-started.md`,
 * `/obs-utils/` → `/obs-utils.md`, `/` → `/index.md` (and with
 * `baseUrl` `/docs/`: `/docs/` → `/docs/index.md`). Docusaurus's routes all
 * start with `baseUrl`; the browser runs this too, so it checks nothing.
 */
export function markdownPathOf(routePath: string, baseUrl = '/'): string {
  const route = routePath.replace(/\/+$/, '');
  return `${route}/` === baseUrl ? `${route}/index.md` : `${route}.md`;
}
