import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  MAX_HEADER_LINE_LENGTH,
  RELEASE_DATA_PATHS,
  RUNTIME_STYLE_ELEMENTS,
  algoliaHosts,
  collectInlineSources,
  contentSecurityPolicy,
  cspHash,
  formatHeadersFile,
  headerRules,
} from '../../src/hosting/headers';
import {headersFor, parseContentSecurityPolicy, parseHeadersFile} from '../lib/headersFile';
import {robotsWithSitemap} from '../../src/hosting/robots';

/** DocSearch 3 ships its modal in this one file. */
const modalFile = require.resolve('@docsearch/react/modal').replace(/modal\.js$/, 'dist/esm/index.js');

const LOCAL = {mode: 'local', appId: 'local'} as const;
const ALGOLIA = {mode: 'algolia', appId: 'TESTAPP'} as const;

function page(head: string, body = ''): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

function csp(pages: Record<string, string>, search: typeof LOCAL | typeof ALGOLIA = LOCAL): Map<string, string[]> {
  const value = headersFor(headerRules(pages, search), '/').find(([name]) => name === 'Content-Security-Policy')![1];
  return parseContentSecurityPolicy(value);
}

test('hashes are the base64 SHA-256 of the UTF-8 text, as CSP source expressions', () => {
  // Examples from the CSP specification and the web-platform tests.
  assert.equal(cspHash("alert('Hello, world.');"), "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  assert.equal(cspHash('background: green'), "'sha256-S0VSqEOmzmyOifPfat2sJ7ELOgkldAEbaXlvi5iMqjc='");
});

test('inline scripts a browser runs are collected with their exact text; others are not', () => {
  const html = page(
    [
      '<script>var a = 1 &amp;&amp; "<b>";</script>',
      '<script src="/assets/js/main.js"></script>',
      '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
      '<script type="module">import "/x.js";</script>',
      '<script type=" Text/JavaScript ">one()</script>',
      '<script language="javascript">two()</script>',
      '<script></script>',
    ].join(''),
  );
  assert.deepEqual(collectInlineSources(html).scripts, [
    // Script text is raw: entities stay as written, as the browser hashes them.
    'var a = 1 &amp;&amp; "<b>";',
    'import "/x.js";',
    'one()',
    'two()',
  ]);
});

test('line breaks are hashed as the HTML parser leaves them (CR LF and CR become LF)', () => {
  const {scripts} = collectInlineSources(page('<script>a()\r\nb()\rc()</script>'));
  assert.deepEqual(scripts, ['a()\nb()\nc()']);
});

test('style attributes are collected decoded, as the browser hashes them; style elements too', () => {
  const found = collectInlineSources(
    page(
      '<style>.x{color:red}</style>',
      '<div style="font-family:&quot;Fira&quot;;color:#fff">x</div><p style="">y</p>',
    ),
  );
  assert.deepEqual(found.styleAttributes, ['font-family:"Fira";color:#fff', '']);
  assert.deepEqual(found.styleElements, ['.x{color:red}']);
});

test('a page with an inline event handler or a javascript: URL stops the build, naming the page', () => {
  assert.throws(
    () => collectInlineSources(page('', '<button onclick="go()">Go</button>'), 'obs-utils/index.html'),
    /obs-utils\/index\.html has an inline onclick attribute/,
  );
  assert.throws(() => collectInlineSources(page('', '<a href=" javascript:void(0)">x</a>')), /javascript: URL/);
  assert.doesNotThrow(() => collectInlineSources(page('', '<details open><summary>s</summary></details>')));
});

test("the policy allows the pages' own files and exactly their inline scripts and style attributes", () => {
  const directives = csp({
    'index.html': page(
      '<script>theme()</script><script type="application/ld+json">{}</script>',
      '<div style="color:#393A34">a</div>',
    ),
    'obs-utils/index.html': page(
      '<script>theme()</script><script>banner()</script>',
      '<div style="color:#393A34">b</div><i style="display:inline-block">c</i>',
    ),
  });
  assert.deepEqual(directives.get('default-src'), ["'self'"]);
  assert.deepEqual(directives.get('script-src'), ["'self'", ...[cspHash('banner()'), cspHash('theme()')].sort()]);
  assert.deepEqual(directives.get('style-src'), [
    "'self'",
    "'unsafe-hashes'",
    ...[cspHash('color:#393A34'), cspHash('display:inline-block'), ...RUNTIME_STYLE_ELEMENTS.map(cspHash)].sort(),
  ]);
  assert.deepEqual(directives.get('img-src'), ["'self'", 'data:']);
  assert.deepEqual(directives.get('font-src'), ["'self'"]);
  assert.deepEqual(directives.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(directives.get('base-uri'), ["'self'"]);
  assert.deepEqual(directives.get('form-action'), ["'self'"]);
  assert.deepEqual(directives.get('object-src'), ["'none'"]);
  const all = [...directives.values()].flat();
  assert.ok(!all.includes("'unsafe-inline'"), 'no unsafe-inline');
  assert.ok(!all.includes("'unsafe-eval'"), 'no unsafe-eval');
});

test("without style attributes the policy does not carry 'unsafe-hashes'", () => {
  const styleSrc = contentSecurityPolicy({scripts: ['a()'], styleElements: ['b{}'], styleAttributes: []}, LOCAL).split(
    '; ',
  )[2];
  assert.equal(styleSrc, `style-src 'self' ${cspHash('b{}')}`);
});

test('the runtime style the policy allows is the one in the installed DocSearch modal', () => {
  const modal = fs.readFileSync(modalFile, 'utf8');
  for (const style of RUNTIME_STYLE_ELEMENTS)
    assert.ok(modal.includes(`createElement("style",null,${JSON.stringify(style)})`), style);
});

test("connect-src names Algolia's hosts only for an Algolia build", () => {
  const pages = {'index.html': page('')};
  assert.deepEqual(csp(pages, LOCAL).get('connect-src'), ["'self'"]);
  assert.deepEqual(csp(pages, ALGOLIA).get('connect-src'), [
    "'self'",
    'https://TESTAPP-dsn.algolia.net',
    'https://TESTAPP-1.algolianet.com',
    'https://TESTAPP-2.algolianet.com',
    'https://TESTAPP-3.algolianet.com',
  ]);
  assert.deepEqual(algoliaHosts('X').length, 4);
});

test('the file holds the security headers for every path and long caching for hashed assets only', () => {
  const text = formatHeadersFile(headerRules({'index.html': page('<script>a()</script>')}, LOCAL));
  const rules = parseHeadersFile(text);
  assert.deepEqual(
    rules.map((r) => r.path),
    ['/*', '/assets/*', '/*.md', '/llms.txt', '/llms-full.txt', '/releases.json', '/releases.schema.json'],
  );
  const names = (path: string) => headersFor(rules, path).map(([name]) => name);
  assert.deepEqual(names('/obs-utils/obs-remote'), [
    'Content-Security-Policy',
    'X-Content-Type-Options',
    'Referrer-Policy',
  ]);
  assert.deepEqual(headersFor(rules, '/assets/js/main.1234.js').slice(1), [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cache-Control', 'public, max-age=31536000, immutable'],
  ]);
  assert.ok(!names('/').includes('Cache-Control'));
  assert.ok(!names('/assetsx/a.js').includes('Cache-Control'));
  assert.match(text, /^# Generated/);
});

test('Markdown copies and llms.txt files are UTF-8 text, revalidated like the pages, with the security headers', () => {
  const rules = parseHeadersFile(formatHeadersFile(headerRules({'index.html': page('')}, LOCAL)));
  const revalidate = ['Cache-Control', 'public, max-age=0, must-revalidate'];
  for (const path of ['/index.md', '/obs-utils.md', '/obs-utils/4.1.2/api-reference/classes/ObsUtilsApi.md']) {
    assert.deepEqual(headersFor(rules, path).slice(1), [
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Content-Type', 'text/markdown; charset=utf-8'],
      revalidate,
    ]);
  }
  for (const path of ['/llms.txt', '/llms-full.txt']) {
    assert.deepEqual(headersFor(rules, path).slice(3), [['Content-Type', 'text/plain; charset=utf-8'], revalidate]);
  }
  for (const path of ['/robots.txt', '/obs-utils/getting-started', '/assets/x.md.js']) {
    assert.ok(!headersFor(rules, path).some(([name]) => name === 'Content-Type'), path);
  }
});

test('the release data and its schema are readable from any origin (CORS), revalidated, with the security headers', () => {
  const text = formatHeadersFile(headerRules({'index.html': page('<script>a()</script>')}, LOCAL));
  const rules = parseHeadersFile(text);
  for (const path of ['/releases.json', '/releases.schema.json']) {
    const headers = headersFor(rules, path);
    assert.deepEqual(
      headers.map(([name]) => name),
      [
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Access-Control-Allow-Origin',
        'Cache-Control',
      ],
      path,
    );
    assert.deepEqual(headers.slice(1), [
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Access-Control-Allow-Origin', '*'],
      ['Cache-Control', 'public, max-age=0, must-revalidate'],
    ]);
    // The policy is the site's, unchanged.
    assert.deepEqual(headers[0], headersFor(rules, '/')[0]);
  }
  // Exactly these two files: no page, Markdown copy or asset is opened to other origins.
  for (const path of [
    '/',
    '/plan',
    '/obs-utils/releases',
    '/obs-utils.md',
    '/llms.txt',
    '/assets/js/main.1.js',
    '/x/releases.json',
  ]) {
    assert.ok(!headersFor(rules, path).some(([name]) => name === 'Access-Control-Allow-Origin'), path);
  }
  // The paths are the files the site serves from static/.
  for (const file of RELEASE_DATA_PATHS) assert.ok(fs.existsSync(`${__dirname}/../../static${file}`), `static${file}`);
});

test('reading a _headers file keeps values with colons and skips comments and blank lines', () => {
  const rules = parseHeadersFile('# c\n\n/a/*\n  X-One: a: b\n  x-two:c\n/b\n  Link: <https://x>; rel=preload\n');
  assert.deepEqual(rules, [
    {
      path: '/a/*',
      headers: [
        ['X-One', 'a: b'],
        ['x-two', 'c'],
      ],
    },
    {path: '/b', headers: [['Link', '<https://x>; rel=preload']]},
  ]);
  assert.throws(() => parseHeadersFile('  X-Orphan: 1\n'), /line 1/);
});

test('a policy longer than Cloudflare Pages accepts stops the build', () => {
  const styles = Array.from({length: 40}, (_, i) => `<b style="z-index:${i}">x</b>`).join('');
  assert.throws(
    () => formatHeadersFile(headerRules({'index.html': page('', styles)}, LOCAL)),
    new RegExp(`at most ${MAX_HEADER_LINE_LENGTH}`),
  );
});

test('robots.txt points at the sitemap of the site that was built', () => {
  const robots = 'User-agent: *\nAllow: /\n\nSitemap: https://docs.void.monster/sitemap.xml\n';
  assert.equal(robotsWithSitemap(robots, 'https://docs.void.monster/sitemap.xml'), robots);
  assert.equal(
    robotsWithSitemap(robots, 'https://example.org/docs/sitemap.xml'),
    'User-agent: *\nAllow: /\n\nSitemap: https://example.org/docs/sitemap.xml\n',
  );
  assert.equal(
    robotsWithSitemap('User-agent: *\r\nAllow: /', 'https://x/sitemap.xml'),
    'User-agent: *\nAllow: /\nSitemap: https://x/sitemap.xml\n',
  );
});
