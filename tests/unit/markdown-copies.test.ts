import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {htmlToMarkdown, pageToMarkdown, type MarkdownLinkContext} from '../../src/markdown/htmlToMarkdown';
import {formatCopyPreface, formatLlmsFullTxt, formatLlmsTxt} from '../../src/markdown/llmsTxt';
import {copySubject, llmsSections, type DocsPage} from '../../src/markdown/plugin';
import {markdownPathOf} from '../../src/markdown/paths';
import {CURRENT_RELEASES} from '../../src/releaseHistory';

/** Docs pages of the fixture site, by route; every other path is not a docs page. */
const DOCS_ROUTES = ['/', '/obs-utils/', '/obs-utils/getting-started', '/obs-utils/4.1.2/', '/obs-utils/api'];

function links(pageRoute = '/obs-utils/getting-started', baseUrl = '/'): MarkdownLinkContext {
  const routes = new Map(
    DOCS_ROUTES.map((route) => `${baseUrl.slice(0, -1)}${route}`).map((route) => [
      route.replace(/\/+$/, ''),
      markdownPathOf(route, baseUrl),
    ]),
  );
  return {
    pageUrl: `https://docs.example.org${baseUrl.slice(0, -1)}${pageRoute}`,
    siteRoot: `https://docs.example.org${baseUrl}`,
    markdownPathOf: (pathname) => routes.get(pathname.replace(/\/+$/, '')),
  };
}

function md(html: string, context = links()): string {
  return htmlToMarkdown(html, context);
}

/** Parses Markdown as GitHub does (CommonMark and GFM), as a tool reading a copy would. */
function parse(markdown: string): Root {
  return fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
}

/** A code block as the classic theme renders it (Prism lines; the build leaves out optional end tags). */
function codeBlockHtml(language: string, lines: string[], title?: string): string {
  const titleHtml = title === undefined ? '' : `<div class=codeBlockTitle_A_jD>${title}</div>`;
  const linesHtml = lines.map((line) => `<div class=token-line>${line}<br/></div>`).join('');
  return (
    `<div class="language-${language} codeBlockContainer_DTJH theme-code-block" style=--prism-color:#393A34>` +
    `${titleHtml}<div class=codeBlockContent_wLCC><pre tabindex=0 class="prism-code language-${language}">` +
    `<code class=codeBlockLines_O56x>${linesHtml}</code></pre><button type=button aria-label="Copy code">Copy</button></div></div>`
  );
}

function admonitionHtml(type: string, heading: string, body: string): string {
  return (
    `<div class="theme-admonition theme-admonition-${type} admonition_XL3M alert alert--${type}">` +
    `<div class=admonitionHeading_avHu><span class=admonitionIcon_Pc1x><svg viewBox="0 0 14 16"><path d="M6.3 5.69"/></svg></span>${heading}</div>` +
    `<div class=admonitionContent_gco1>${body}</div></div>`
  );
}

test('headings keep their level and text; the theme’s anchor links are left out', () => {
  const html =
    '<header><h1>Install OBS Utils</h1></header>' +
    '<h2 class="anchor" id=settings>Settings<a href=#settings class=hash-link aria-label="Direct link to Settings" title="Direct link to Settings">​</a></h2>' +
    '<h3 id=x>The <code>/game</code> view</h3><h4 id=y>Returns</h4>';
  assert.equal(md(html), '# Install OBS Utils\n\n## Settings\n\n### The `/game` view\n\n#### Returns\n');
});

test('paragraphs keep emphasis and inline code; white space collapses as the browser shows it', () => {
  const html =
    '<p>These pages   describe <strong>OBS Utils 4.5.0 </strong>(module id <code>obs-utils</code>),\nreleased on <em>6 May</em>.</p>' +
    '<p>A span with a backtick: <code>a`b</code>, and one starting with one: <code>`x</code>.</p>';
  assert.equal(
    md(html),
    'These pages describe **OBS Utils 4.5.0** (module id `obs-utils`), released on *6 May*.\n\n' +
      'A span with a backtick: ``a`b``, and one starting with one: `` `x ``.\n',
  );
});

test('unordered and ordered lists, nested lists and loose lists', () => {
  const html =
    '<ol start=3><li>Open <strong>Sources</strong>. Set:<ul><li><strong>URL</strong>: your address<li>Width<ul><li>1920</ul></ul><li>Save.</ol>' +
    '<ul><li><p>First paragraph.</p><p>Second paragraph.</p></li><li><p>Next item.</p></li></ul>';
  assert.equal(
    md(html),
    [
      '3. Open **Sources**. Set:',
      '   - **URL**: your address',
      '   - Width',
      '     - 1920',
      '4. Save.',
      '',
      '- First paragraph.',
      '',
      '  Second paragraph.',
      '',
      '- Next item.',
      '',
    ].join('\n'),
  );
});

test('two lists in a row stay two lists', () => {
  const markdown = md('<ul><li>a</ul><ul><li>b</ul><ol><li>c</ol><ol><li>d</ol>');
  assert.equal(markdown, '- a\n\n* b\n\n1. c\n\n1) d\n');
  const lists = parse(markdown).children.filter((node) => node.type === 'list');
  assert.equal(lists.length, 4);
});

test('tables become GFM pipe tables with inline cells, alignment and escaped pipes, from minified HTML', () => {
  // As the build writes tables: no </th>, </thead>, </td>, </tr> or </tbody>.
  const html =
    '<table><thead><tr><th style=text-align:left>Setting<th>Meaning<tbody>' +
    '<tr><td><code>a|b</code><td>Shows "Ethereal Plane | Ready"<br/>at <strong>load</strong>' +
    '<tr><td><a href=/obs-utils/api#hooks>Hooks</a><td></table>';
  const markdown = md(html);
  assert.equal(
    markdown,
    [
      '| Setting | Meaning |',
      '| :-- | --- |',
      '| `a\\|b` | Shows "Ethereal Plane \\| Ready" at **load** |',
      '| [Hooks](https://docs.example.org/obs-utils/api.md#hooks) |  |',
      '',
    ].join('\n'),
  );
  const [table] = parse(markdown).children;
  assert.equal(table?.type, 'table');
  assert.deepEqual(table.type === 'table' && table.children.map((row) => row.children.map((cell) => toString(cell))), [
    ['Setting', 'Meaning'],
    ['a|b', 'Shows "Ethereal Plane | Ready" at load'],
    ['Hooks', ''],
  ]);
});

test('admonitions become quoted notes with their type and title', () => {
  const titled = admonitionHtml(
    'warning',
    'Any connected user can <em>change</em> it',
    '<p>A GM’s client<p>Not fixed.',
  );
  assert.equal(md(titled), '> **Warning: Any connected user can *change* it**\n>\n> A GM’s client\n>\n> Not fixed.\n');
  // Without a title of its own, the theme shows the type, which the copy does not repeat.
  assert.equal(md(admonitionHtml('note', 'note', '<ul><li>one<li>two</ul>')), '> **Note**\n>\n> - one\n> - two\n');
  const [quote] = parse(md(titled)).children;
  assert.equal(quote?.type, 'blockquote');
});

test('code blocks keep their language, title and exact code; the copy button is left out', () => {
  const html = codeBlockHtml(
    'ts',
    [
      '<span class="token keyword">const</span> api = game.modules.<span class="token function">get</span>(<span class="token string">\'obs-utils\'</span>)?.api;',
      '',
      '  <span class="token comment">// indented &lt;b&gt; &amp; `ticks`</span>',
    ],
    'my-module.ts',
  );
  assert.equal(
    md(html),
    '```ts title="my-module.ts"\nconst api = game.modules.get(\'obs-utils\')?.api;\n\n  // indented <b> & `ticks`\n```\n',
  );
  const [code] = parse(md(html)).children;
  assert.deepEqual(code?.type === 'code' && [code.lang, code.meta], ['ts', 'title="my-module.ts"']);
});

test('a code block holding a fence gets a longer fence; one without a title has only its language', () => {
  const markdown = md(codeBlockHtml('text', ['```js', 'x', '```']));
  assert.equal(markdown, '````text\n```js\nx\n```\n````\n');
  const [code] = parse(markdown).children;
  assert.equal(code?.type === 'code' && code.value, '```js\nx\n```');
});

test('links to docs pages lead to their Markdown copies, with anchors; others are absolute URLs', () => {
  const html =
    '<p><a href=/obs-utils/api>API</a> <a href=/obs-utils/api/#hooks>Hooks</a> <a href=#settings>Settings</a> ' +
    '<a href=/obs-utils/>Overview</a> <a href=/obs-utils/4.1.2/>4.1.2</a> <a href=/>Home</a> ' +
    '<a href=./api>Relative</a> <a href=/search>Search</a> <a href=/img/logo.svg>Logo</a> ' +
    '<a href=https://discord.com/invite/x target=_blank rel="noopener noreferrer">Discord</a> <a href="mailto:a@b.c">Mail</a></p>';
  assert.equal(
    md(html),
    '[API](https://docs.example.org/obs-utils/api.md) ' +
      '[Hooks](https://docs.example.org/obs-utils/api.md#hooks) ' +
      '[Settings](https://docs.example.org/obs-utils/getting-started.md#settings) ' +
      '[Overview](https://docs.example.org/obs-utils.md) ' +
      '[4.1.2](https://docs.example.org/obs-utils/4.1.2.md) ' +
      '[Home](https://docs.example.org/index.md) ' +
      '[Relative](https://docs.example.org/obs-utils/api.md) ' +
      '[Search](https://docs.example.org/search) ' +
      '[Logo](https://docs.example.org/img/logo.svg) ' +
      '[Discord](https://discord.com/invite/x) ' +
      '[Mail](mailto:a@b.c)\n',
  );
});

test('under a BASE_URL, links keep the base path and the site root copy is index.md', () => {
  const context = links('/obs-utils/', '/docs/');
  assert.equal(
    md(
      '<p><a href=/docs/>Home</a> <a href=/docs/obs-utils/api>API</a> <a href=#key>Key</a> <a href=/other/>Other</a></p>',
      context,
    ),
    '[Home](https://docs.example.org/docs/index.md) [API](https://docs.example.org/docs/obs-utils/api.md) ' +
      '[Key](https://docs.example.org/docs/obs-utils.md#key) [Other](https://docs.example.org/other/)\n',
  );
});

test('a link whose text holds code keeps the code; a destination with spaces or parentheses still reads back whole', () => {
  const markdown = md(
    '<p><a href=/obs-utils/api#x><code>api.isOBS()</code></a> and <code><a href="https://x.org/a b(c)">f</a></code></p>',
  );
  assert.equal(
    markdown,
    '[`api.isOBS()`](https://docs.example.org/obs-utils/api.md#x) and [`f`](<https://x.org/a b(c)>)\n',
  );
  const [paragraph] = parse(markdown).children;
  const urls =
    paragraph?.type === 'paragraph' ? paragraph.children.flatMap((n) => (n.type === 'link' ? [n.url] : [])) : [];
  assert.deepEqual(urls, ['https://docs.example.org/obs-utils/api.md#x', 'https://x.org/a b(c)']);
});

test('images become their alt text; pictures without a text alternative are left out', () => {
  assert.equal(
    md(
      '<p>Before <img src=/img/a.png alt="The Director window"> after <img src=/img/b.png alt=""><svg><path d="M0"/></svg>.</p>',
    ),
    'Before The Director window after .\n',
  );
});

test('a diagram becomes its text alternative: the title and description it is labelled by', () => {
  const html =
    '<figure class=figure_Z52I><svg role=img aria-labelledby="d-title d-desc" viewBox="0 0 760 480">' +
    '<title id=d-title>How OBS Utils connects OBS and Foundry</title><desc id=d-desc>OBS holds two browser\n sources.</desc>' +
    '<rect x=10 y=10 /><text x=30 y=40>OBS Studio</text></svg></figure>' +
    '<figure><svg role=img aria-label="A labelled picture"><text>ignored</text></svg></figure>';
  assert.equal(
    md(html),
    '**Diagram:** How OBS Utils connects OBS and Foundry. OBS holds two browser sources.\n\n' +
      '**Diagram:** A labelled picture\n',
  );
});

test('a drawing of a window in a figure: one Diagram line, then its caption, legend and text alternative as paragraphs and lists', () => {
  // The shape the module-window drawings render: a role="img" drawing (its inner markup is not for reading),
  // a caption, a legend with links, and a disclosure listing every control.
  const html =
    '<figure class=windowFigure_Q1x2>' +
    '<div role=img aria-label="The Director window" aria-describedby=director-controls class=drawing_k9Lm>' +
    '<div class=titleBar_Ab12><span>Director</span><button type=button>×</button></div>' +
    '<p class=row_Zz90>Camera <span class=badge_x1>1</span></p><ul class=tabs_Yy1><li>Actors<li>Scenes</ul></div>' +
    '<figcaption>The Director in <strong>OBS Utils 4.5.0</strong>.</figcaption>' +
    '<ol class=legend_Cc3><li><a href=#camera-mode>Camera mode</a>: who the camera follows.<li><a href=/obs-utils/api#hooks>Hooks</a>: what fires.</ol>' +
    '<details id=director-controls><summary>Every control, as text</summary>' +
    '<ol><li><strong>Camera mode</strong> (a select): Automatic or Manual.<li><code>Reset</code> (a button): back to the defaults.</ol>' +
    '<p>Closed until opened.</details></figure>';
  const markdown = md(html);
  assert.equal(
    markdown,
    [
      '**Diagram:** The Director window',
      '',
      'The Director in **OBS Utils 4.5.0**.',
      '',
      '1. [Camera mode](https://docs.example.org/obs-utils/getting-started.md#camera-mode): who the camera follows.',
      '2. [Hooks](https://docs.example.org/obs-utils/api.md#hooks): what fires.',
      '',
      '**Every control, as text**',
      '',
      '1. **Camera mode** (a select): Automatic or Manual.',
      '2. `Reset` (a button): back to the defaults.',
      '',
      'Closed until opened.',
      '',
    ].join('\n'),
  );
  assert.deepEqual(
    parse(markdown).children.map((node) => node.type),
    ['paragraph', 'paragraph', 'list', 'paragraph', 'list', 'paragraph'],
  );
  for (const inner of ['Director\n', '×', 'Camera 1', 'Actors', 'Scenes']) assert.ok(!markdown.includes(inner), inner);
});

test('figure, figcaption, details and summary hold no HTML in the copy: only paragraphs and lists', () => {
  const markdown = md(
    '<figure><img src=/img/a.png alt="An overlay"><figcaption>Caption <em>text</em></figcaption></figure>' +
      '<details><summary>More</summary><ul><li>one<li>two</ul></details>',
  );
  assert.equal(markdown, 'An overlay\n\nCaption *text*\n\n**More**\n\n- one\n- two\n');
  assert.deepEqual(
    parse(markdown).children.map((node) => node.type),
    ['paragraph', 'paragraph', 'paragraph', 'list'],
  );
});

test('the release card’s description list reads as a list of term: value', () => {
  const html =
    '<section class=card_hW61 aria-label="OBS Utils 4.5.0 at a glance"><p class=heading_nMqa><strong>OBS Utils<!-- --> <!-- -->4.5.0</strong> <!-- -->is the current release.' +
    '<dl class=facts_BuQN><dt>Foundry VTT<dd>minimum <!-- -->13.344<!-- -->, verified <!-- -->14<dt>Requires<dd>libWrapper<!-- --> (<code>lib-wrapper</code>)' +
    '<dt>Docs of older releases<dd><a href=/obs-utils/4.1.2/>OBS Utils<!-- --> <!-- -->4.1.2</a></dl></section>';
  assert.equal(
    md(html),
    [
      '**OBS Utils 4.5.0** is the current release.',
      '',
      '- **Foundry VTT:** minimum 13.344, verified 14',
      '- **Requires:** libWrapper (`lib-wrapper`)',
      '- **Docs of older releases:** [OBS Utils 4.1.2](https://docs.example.org/obs-utils/4.1.2.md)',
      '',
    ].join('\n'),
  );
});

test('text that looks like Markdown is escaped and reads back as the same text', () => {
  const texts = [
    '# Not a heading',
    '1. Not a list item, 2) nor this',
    '- not a bullet, + nor this',
    '> not a quote',
    'Stars *a* and __b__ and snake_case_name stay text',
    'Tags <ActorID> and <div> are text, a < b too',
    'An [id="x"] selector, [x](not a link) and string[]',
    'Entities &amp; and &#42; stay as typed; a C:\\path\\*star',
    '~strike~ and `tick`',
    '[x] not a task',
    '---',
    '===',
  ];
  for (const text of texts) {
    const escapedHtml = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const markdown = md(`<ul><li>${escapedHtml}</ul><p>${escapedHtml}</p>`);
    const tree = parse(markdown);
    assert.deepEqual(
      tree.children.map((node) => node.type),
      ['list', 'paragraph'],
      `${text}\n→ ${markdown}`,
    );
    const [list, paragraph] = tree.children;
    assert.equal(toString(paragraph), text, markdown);
    assert.equal(toString(list), text, markdown);
    assert.ok(list?.type === 'list' && list.children[0]?.checked == null, 'no task list item');
  }
});

test('escapes are written where Markdown needs them and nowhere else', () => {
  assert.equal(
    md('<p># one</p><p>1. two</p><p>a*b*c, snake_case and [x](y)</p><p>a &lt;b&gt; and ~c~</p>'),
    '\\# one\n\n1\\. two\n\na\\*b\\*c, snake_case and \\[x]\\(y)\n\na \\<b> and \\~c\\~\n',
  );
});

test('a line break inside a paragraph is a hard break, and a line after it is escaped too', () => {
  const markdown = md('<p>First line<br/># second line</p>');
  assert.equal(markdown, 'First line\\\n\\# second line\n');
  const [paragraph] = parse(markdown).children;
  assert.equal(paragraph?.type === 'paragraph' && paragraph.children[1]?.type, 'break');
});

test('only the article’s docs content is copied, never the theme around it', () => {
  const page =
    '<!doctype html><html><head><title>T</title><script>var x=1</script></head><body>' +
    '<nav class=navbar><a href=/>Void Monster</a></nav><aside class=theme-doc-sidebar-container><a href=/obs-utils/>Overview</a></aside>' +
    '<article><nav class=theme-doc-breadcrumbs aria-label=Breadcrumbs><a href=/>Home</a></nav>' +
    '<span class="theme-doc-version-badge badge">Version: 4.5.0</span>' +
    '<div class=toolbar_Y7bR><button type=button>Copy page</button><a href=/x.md>View as Markdown</a><span role=status></span></div>' +
    '<div class="theme-doc-markdown markdown"><header><h1>Title</h1></header><p>Body.</div>' +
    '<footer class=theme-doc-footer><a href=/edit>Edit this page</a></footer></article>' +
    '<nav class=pagination-nav><a href=/next>Next</a></nav><div class=theme-doc-toc-desktop><a href=#a>A</a></div></body></html>';
  assert.equal(pageToMarkdown(page, links()), '# Title\n\nBody.\n');
  assert.throws(() => pageToMarkdown('<html><body><p>No article</p></body></html>', links()), /theme-doc-markdown/);
});

test('the Markdown copy of a page is at its address with .md appended; a directory route drops its slash', () => {
  assert.equal(markdownPathOf('/obs-utils/getting-started'), '/obs-utils/getting-started.md');
  assert.equal(
    markdownPathOf('/obs-utils/api-reference/classes/ObsUtilsApi'),
    '/obs-utils/api-reference/classes/ObsUtilsApi.md',
  );
  assert.equal(markdownPathOf('/obs-utils/4.1.2/getting-started'), '/obs-utils/4.1.2/getting-started.md');
  assert.equal(markdownPathOf('/obs-utils/'), '/obs-utils.md');
  assert.equal(markdownPathOf('/obs-utils/4.1.2/'), '/obs-utils/4.1.2.md');
  assert.equal(markdownPathOf('/'), '/index.md');
  assert.equal(markdownPathOf('/docs/', '/docs/'), '/docs/index.md');
  assert.equal(markdownPathOf('/docs/obs-utils/', '/docs/'), '/docs/obs-utils.md');
});

function docsPage(overrides: Partial<DocsPage> & Pick<DocsPage, 'permalink' | 'title'>): DocsPage {
  return {
    docsSet: 'default',
    current: true,
    versionLabel: 'Next',
    apiReference: false,
    description: `About ${overrides.title}.`,
    ...overrides,
  };
}

test('llms.txt: title, summary, a section per docs set and API reference, older releases under Optional', () => {
  const pages = [
    docsPage({permalink: '/', title: 'Welcome'}),
    docsPage({docsSet: 'obs-utils', permalink: '/obs-utils/', title: 'OBS Utils [overview]'}),
    docsPage({docsSet: 'obs-utils', permalink: '/obs-utils/api-reference/', title: 'Reference', apiReference: true}),
    docsPage({docsSet: 'obs-utils', permalink: '/obs-utils/api', title: 'API guide', description: 'Two\n lines.'}),
    docsPage({
      docsSet: 'obs-utils',
      permalink: '/obs-utils/4.1.2/',
      title: 'Old overview',
      current: false,
      versionLabel: '4.1.2',
    }),
  ];
  const {sections, optional} = llmsSections(pages, (page) => `https://x.org${markdownPathOf(page.permalink)}`);
  assert.equal(
    formatLlmsTxt('Site', 'What the site is.', sections, optional),
    [
      '# Site',
      '',
      '> What the site is.',
      '',
      '## Home',
      '',
      '- [Welcome](https://x.org/index.md): About Welcome.',
      '',
      '## OBS Utils',
      '',
      '- [OBS Utils \\[overview\\]](https://x.org/obs-utils.md): About OBS Utils [overview].',
      '- [API guide](https://x.org/obs-utils/api.md): Two lines.',
      '',
      '## OBS Utils API reference',
      '',
      '- [Reference](https://x.org/obs-utils/api-reference.md): About Reference.',
      '',
      '## Optional',
      '',
      '- [Old overview (OBS Utils 4.1.2)](https://x.org/obs-utils/4.1.2.md): About Old overview.',
      '',
    ].join('\n'),
  );
});

test('llms-full.txt: every page’s Markdown after a line naming its URL', () => {
  assert.equal(
    formatLlmsFullTxt('Site', 'Summary.', [
      {markdownUrl: 'https://x.org/index.md', markdown: '# Welcome\n\nHello.\n'},
      {markdownUrl: 'https://x.org/a.md', markdown: '# A\n'},
    ]),
    '# Site\n\n> Summary.\n\n---\n\nSource: https://x.org/index.md\n\n# Welcome\n\nHello.\n\n---\n\nSource: https://x.org/a.md\n\n# A\n',
  );
});

test('a copy’s first line names the module and release it documents, and links llms.txt', () => {
  const llms = 'https://x.org/llms.txt';
  const subjects = [
    docsPage({permalink: '/', title: 'Welcome'}),
    docsPage({docsSet: 'obs-utils', permalink: '/obs-utils/', title: 'Overview'}),
    docsPage({
      docsSet: 'obs-utils',
      permalink: '/obs-utils/4.1.2/',
      title: 'Old',
      current: false,
      versionLabel: '4.1.2',
    }),
    docsPage({docsSet: 'ethereal-plane', permalink: '/ethereal-plane/api-reference/', title: 'R', apiReference: true}),
    docsPage({
      docsSet: 'ethereal-plane',
      permalink: '/ethereal-plane/3.0.2/api-reference/',
      title: 'R',
      apiReference: true,
      current: false,
      versionLabel: '3.0.2',
    }),
  ].map(copySubject);
  const obs = CURRENT_RELEASES['obs-utils'].version;
  const ethereal = CURRENT_RELEASES['ethereal-plane'].version;
  assert.deepEqual(subjects, [
    `Welcome page of the documentation for OBS Utils ${obs} and Ethereal Plane ${ethereal} (the current releases)`,
    `OBS Utils ${obs} documentation, the current release`,
    `OBS Utils 4.1.2 documentation, an older release (the current one is ${obs})`,
    `Ethereal Plane ${ethereal} API reference, the current release: exact signatures of the module’s JavaScript API`,
    `Ethereal Plane 3.0.2 API reference, an older release (the current one is ${ethereal}): exact signatures of the module’s JavaScript API`,
  ]);
  const line = formatCopyPreface(subjects[1]!, llms);
  assert.equal(line, `> OBS Utils ${obs} documentation, the current release · [llms.txt](https://x.org/llms.txt)`);
  const [quote, heading] = parse(`${line}\n\n# Overview\n`).children;
  assert.equal(quote?.type, 'blockquote');
  assert.equal(toString(quote), `OBS Utils ${obs} documentation, the current release · llms.txt`);
  const link =
    quote?.type === 'blockquote' && quote.children[0]?.type === 'paragraph' ? quote.children[0].children[1] : undefined;
  assert.equal(link?.type === 'link' && link.url, llms);
  assert.equal(heading?.type, 'heading');
});
