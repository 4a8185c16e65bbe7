import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractKnownIssues, KnownIssueError, readKnownIssues, retarget} from '../../src/troubleshooter/knownIssues';
import {loadSourceParser} from '../../src/markdown/sourceParser';
import {collectFeatures, escapeMdxText, renderTroubleshooter} from '../../src/troubleshooter/generate';
import {sidebarDocs} from '../../src/troubleshooter/sidebarOrder';
import {
  filteredHref,
  matches,
  queryFromSearch,
  queryTerms,
  searchWithQuery,
  statusText,
} from '../../src/troubleshooter/component/filter';

/** A page with a Known issues section: the entries, then lines the test picks. */
function page(body: string, file = 'director.md'): {file: string; source: string; displayPath: string} {
  return {file, displayPath: `set/${file}`, source: `---\ntitle: Steer the camera\n---\n\n${body}`};
}

const TWO_ENTRIES = `Intro.

## Keyboard shortcuts

Text.

## Known issues in 4.5.0

### Most shortcuts do nothing

- **Symptom:** Ctrl+Shift+1 does nothing in combat (see [Keyboard shortcuts](#keyboard-shortcuts)).
- **Who is affected:** GMs.
- **Workaround:** use the Director.
- Not fixed as of 4.5.0.

### Poll stuck on "Starting" {#poll-stuck}

**Symptom:** the window shows \`Starting\` forever.

**Workaround:** reload.
`;

test('an entry is found with the id its rendered heading gets, its title and its symptom', async () => {
  const [first] = await extractKnownIssues(page(TWO_ENTRIES), '4.5.0');
  assert.equal(first!.id, 'most-shortcuts-do-nothing');
  assert.equal(first!.title, 'Most shortcuts do nothing');
  // The label is gone, the first letter is a capital, and an anchor of the page leads to that page.
  assert.equal(first!.symptom, 'Ctrl+Shift+1 does nothing in combat (see Keyboard shortcuts).');
  assert.equal(
    first!.symptomMdx,
    'Ctrl+Shift+1 does nothing in combat (see [Keyboard shortcuts](./director.md#keyboard-shortcuts)).',
  );
  assert.equal(first!.line, 13);
});

test('an explicit {#id} is the entry id, and a Symptom paragraph counts like a bullet', async () => {
  const issues = await extractKnownIssues(page(TWO_ENTRIES), '4.5.0');
  assert.equal(issues.length, 2);
  assert.equal(issues[1]!.id, 'poll-stuck');
  assert.equal(issues[1]!.title, 'Poll stuck on "Starting"');
  assert.equal(issues[1]!.titleMdx, 'Poll stuck on "Starting"');
  assert.equal(issues[1]!.symptom, 'The window shows Starting forever.');
  assert.equal(issues[1]!.symptomMdx, 'The window shows `Starting` forever.');
});

test('ids follow the slugger in document order: a repeated heading text gets a suffix', async () => {
  const source = `## Sync\n\nText.\n\n## Known issues in 4.5.0\n\n### Sync\n\n- **Symptom:** nothing is sent.\n`;
  const [issue] = await extractKnownIssues(page(source), '4.5.0');
  assert.equal(issue!.id, 'sync-1');
});

test('"Fixed since" subsections are not known issues, and the entries after them are', async () => {
  const source = `## Known issues in 4.5.0

### Fixed since 4.1.2

- **Symptom:** an old error. Fixed in 4.2.0.

### Still broken

- **Symptom:** it still fails.

## Next section

### Not an issue

No symptom here, and none needed.
`;
  const issues = await extractKnownIssues(page(source), '4.5.0');
  assert.deepEqual(
    issues.map((i) => i.title),
    ['Still broken'],
  );
});

test('an entry without a Symptom bullet is an error naming the page, the line and the heading', async () => {
  const source = `## Known issues in 4.5.0

### Title bars are empty

The windows have no title.

### Stuck in OBS mode

- **Who is affected:** everyone.
`;
  await assert.rejects(extractKnownIssues(page(source, 'getting-started.md'), '4.5.0'), (error: unknown) => {
    assert.ok(error instanceof KnownIssueError);
    assert.deepEqual(error.problems, [
      'set/getting-started.md:7 ("### Title bars are empty") in "## Known issues in 4.5.0" has no "- **Symptom:** …" bullet.',
      'set/getting-started.md:11 ("### Stuck in OBS mode") in "## Known issues in 4.5.0" has no "- **Symptom:** …" bullet.',
    ]);
    assert.match(error.message, /cannot list these 2 known issues/);
    assert.match(error.message, /Add the bullet, or move an issue that is no longer current/);
    return true;
  });
});

test('a Known issues section that names another release than the current one is an error', async () => {
  const source = `## Known issues in 4.1.2\n\n### Old\n\n- **Symptom:** old.\n`;
  await assert.rejects(extractKnownIssues(page(source), '4.5.0'), /names another release.*Known issues in 4\.5\.0/);
});

test('a "Symptom in 4.1.2:" lead is not a symptom of the current release', async () => {
  const source = `## Known issues in 4.5.0\n\n### Rows were not saved (fixed)\n\n**Symptom in 4.1.2:** rows were lost.\n`;
  await assert.rejects(extractKnownIssues(page(source), '4.5.0'), KnownIssueError);
});

test('links in a title are reduced to their text, reference links and relative files are rewritten', async () => {
  const source = `## Known issues in 4.5.0

### The [Director](./director.md) is greyed out

- **Symptom:** see [the setting][setting] and [polls](../polls.md#a), or [OBS](https://obsproject.com).

[setting]: #settings
`;
  const [issue] = await extractKnownIssues(page(source, 'guides/setup.md'), '4.5.0');
  assert.equal(issue!.titleMdx, 'The Director is greyed out');
  assert.equal(
    issue!.symptomMdx,
    'See [the setting](./guides/setup.md#settings) and [polls](./polls.md#a), or [OBS](https://obsproject.com).',
  );
});

test('link targets are rewritten for a page in the same docs folder', () => {
  assert.equal(retarget('#x', 'director.md'), './director.md#x');
  assert.equal(retarget('./polls.md#y', 'director.md'), './polls.md#y');
  assert.equal(retarget('other.md', 'guides/a.md'), './guides/other.md');
  assert.equal(retarget('../b.md#z', 'guides/a.md'), './b.md#z');
  assert.equal(retarget('/obs-utils/4.1.2/api', 'a.md'), '/obs-utils/4.1.2/api');
  assert.equal(retarget('https://example.org/#x', 'a.md'), 'https://example.org/#x');
});

test('the overview, drafts and pages without issues are left out; features follow the sidebar', async () => {
  const overview = {
    file: 'index.mdx',
    source: `---\ntitle: Overview\nslug: /\n---\n\n## Known issues in 4.5.0\n\n### Setup\n\n- [A summary line](./director.md#a)\n`,
  };
  const draft = {
    file: 'draft.md',
    source: `---\ntitle: Draft\ndraft: true\n---\n\n## Known issues in 4.5.0\n\n### X\n\n- **Symptom:** x.\n`,
  };
  const plain = {file: 'releases.md', source: `---\ntitle: Releases\n---\n\nNo issues here.\n`};
  const unlisted = {
    file: 'zeta.md',
    source: `---\ntitle: Zeta page\n---\n\n## Known issues in 4.5.0\n\n### Z\n\n- **Symptom:** z.\n`,
  };
  const features = await collectFeatures(
    [overview, draft, plain, unlisted, page(TWO_ENTRIES, 'director.md'), page(TWO_ENTRIES, 'obs-remote.md')],
    [
      {id: 'index', label: 'Overview'},
      {id: 'obs-remote', label: 'OBS Remote'},
      {id: 'director', label: 'Director'},
    ],
    '4.5.0',
  );
  assert.deepEqual(
    features.map((f) => [f.file, f.feature, f.issues.length]),
    [
      ['obs-remote.md', 'OBS Remote', 2],
      ['director.md', 'Director', 2],
      // Not in the sidebar: last, named by its title.
      ['zeta.md', 'Zeta page', 1],
    ],
  );
});

test('the problems of every page are reported together', async () => {
  const broken = (file: string) => ({
    file,
    displayPath: `set/${file}`,
    source: `## Known issues in 4.5.0\n\n### ${file}\n\nNo lead.\n`,
  });
  await assert.rejects(collectFeatures([broken('a.md'), broken('b.md')], [], '4.5.0'), (error: unknown) => {
    assert.ok(error instanceof KnownIssueError);
    assert.equal(error.problems.length, 2);
    return true;
  });
});

test('the sidebar order and labels are read from a sidebars file without running it', () => {
  const source = `
    import {apiReferenceCategory} from './src/apiReference/sidebar';
    const sidebars = {main: [
      {type: 'doc', id: 'index', label: 'Overview'},
      {type: 'category', label: 'Features', items: [{type: 'doc', id: 'polls', label: 'Polls'}, {type: 'doc', id: 'api'}]},
      apiReferenceCategory('x'),
    ]};
    export default sidebars;`;
  assert.deepEqual(sidebarDocs(source), [
    {id: 'index', label: 'Overview'},
    {id: 'polls', label: 'Polls'},
    {id: 'api', label: undefined},
  ]);
});

test('escaped text reads back as the same text', async () => {
  const {parse, toText} = await loadSourceParser();
  for (const text of [
    'OBS Utils 4.5.0',
    'a_b *c* [d](e) <F> {g} &amp; ~h~ | i',
    '# not a heading',
    '1. not a list',
    'x:y',
  ]) {
    assert.equal(toText(parse(escapeMdxText(text))), text, text);
  }
});

test('the page is MDX with the front matter, each issue once, linked to its entry', async () => {
  const features = await collectFeatures([page(TWO_ENTRIES)], [{id: 'director', label: 'Director'}], '4.5.0');
  const mdx = renderTroubleshooter(features, {
    moduleName: 'OBS Utils',
    release: '4.5.0',
    supportUrl: 'https://d.example',
  });
  assert.match(mdx, /^---\ntitle: "Troubleshoot OBS Utils: what you see and what to do"\n/);
  assert.match(mdx, /\nsearch_page_rank: -1\n/);
  assert.match(mdx, /\nsidebar_label: Troubleshooting\n/);
  const {parse} = await loadSourceParser();
  const tree = parse(mdx);
  const links: string[] = [];
  const walk = (node: {type: string; url?: string; children?: unknown[]}) => {
    if (node.type === 'link') links.push(node.url!);
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(tree);
  assert.deepEqual(links, [
    'https://d.example',
    './director.md#most-shortcuts-do-nothing',
    './director.md#keyboard-shortcuts',
    './director.md#poll-stuck',
  ]);
  assert.match(mdx, /All 2 known issues of OBS Utils 4\.5\.0/);
  assert.match(mdx, /<Issue text=\{"Director Most shortcuts do nothing Ctrl\+Shift\+1 does nothing/);
});

test('the filter matches every word of the query in the feature, title or symptom, whatever the case and accents', () => {
  const text = 'Director Most shortcuts do nothing Ctrl+Shift+1 does nothing in combat';
  assert.equal(matches(text, queryTerms('')), true);
  assert.equal(matches(text, queryTerms('  director  COMBAT ')), true);
  assert.equal(matches(text, queryTerms('ctrl+shift+1')), true);
  assert.equal(matches(text, queryTerms('combat sync')), false);
  assert.equal(matches('Café crème', queryTerms('cafe CREME')), true);
  assert.equal(matches('the “Starting” button', queryTerms('"starting"')), true);
});

test('the status line says how many issues the list shows', () => {
  assert.equal(statusText(47, 47, ''), 'Showing all 47 known issues.');
  assert.equal(statusText(3, 47, 'sync'), 'Showing 3 of 47 known issues.');
  assert.equal(statusText(1, 1, 'x'), 'All 1 known issue match.');
  assert.equal(statusText(0, 47, ' zzz '), 'No known issue matches “zzz”.');
});

/** A page whose Known issues section points, before its first entry, to an entry of another page. */
const POINTING = `## Known issues in 4.5.0

One issue of OBS Remote reaches this page: see [Sync sends the password](./obs-remote.md#sync-sends-the-password),
and [the same][sync] again. [Our own entry](#local) and [a page](./obs-remote.md) are no pointers.

[sync]: ./obs-remote.md#sync-sends-the-password

### Local

- **Symptom:** local. See [another entry](./obs-remote.md#not-a-pointer).

### Fixed since 4.1.2

See [a fixed one](./obs-remote.md#old).
`;

const POINTED = `## Known issues in 4.5.0

### Sync sends the password

- **Symptom:** every client gets it.
`;

test('links before the first entry of a Known issues section to another page are its pointers', async () => {
  const {issues, pointers} = await readKnownIssues(page(POINTING, 'manual-mode.md'), '4.5.0');
  assert.deepEqual(
    issues.map((i) => i.id),
    ['local'],
  );
  assert.deepEqual(pointers, [
    {target: './obs-remote.md#sync-sends-the-password', sectionId: 'known-issues-in-450'},
    {target: './obs-remote.md#sync-sends-the-password', sectionId: 'known-issues-in-450'},
  ]);
});

test('an issue another page points to is listed once, under its feature, and names the other feature', async () => {
  const features = await collectFeatures(
    [page(POINTING, 'manual-mode.md'), page(POINTED, 'obs-remote.md')],
    [
      {id: 'obs-remote', label: 'OBS Remote'},
      {id: 'manual-mode', label: 'Manual mode'},
    ],
    '4.5.0',
  );
  assert.deepEqual(
    features.map((f) => [f.feature, f.issues.map((i) => [i.id, i.alsoAffects])]),
    [
      [
        'OBS Remote',
        [['sync-sends-the-password', [{feature: 'Manual mode', target: './manual-mode.md#known-issues-in-450'}]]],
      ],
      ['Manual mode', [['local', []]]],
    ],
  );
  const mdx = renderTroubleshooter(features, {
    moduleName: 'OBS Utils',
    release: '4.5.0',
    supportUrl: 'https://d.example',
  });
  assert.equal(mdx.match(/\*\*\[Sync sends the password\]/g)?.length, 1);
  assert.match(
    mdx,
    /\)\*\*<br \/>Every client gets it\.<br \/>\*Also affects:\* \[Manual mode\]\(\.\/manual-mode\.md#known-issues-in-450\)\n/,
  );
  // The filter finds it by the other feature's name too.
  assert.match(mdx, /<Issue text=\{"OBS Remote Sync sends the password Every client gets it\. Manual mode"\}>/);
});

test('a page whose Known issues section only points elsewhere is no feature of the list', async () => {
  const onlyPointer = `## Known issues in 4.5.0\n\nSee [Sync](./obs-remote.md#sync-sends-the-password).\n`;
  const features = await collectFeatures(
    [page(onlyPointer, 'api.md'), page(POINTED, 'obs-remote.md')],
    [{id: 'api', label: 'API'}],
    '4.5.0',
  );
  assert.deepEqual(
    features.map((f) => [f.file, f.issues[0]!.alsoAffects.map((a) => a.feature)]),
    [['obs-remote.md', ['API']]],
  );
});

test("the page names the other modules' troubleshooters for the filter to offer", async () => {
  const features = await collectFeatures([page(TWO_ENTRIES)], [{id: 'director', label: 'Director'}], '4.5.0');
  const input = {moduleName: 'OBS Utils', release: '4.5.0', supportUrl: 'https://d.example'};
  assert.match(
    renderTroubleshooter(features, {
      ...input,
      others: [{moduleName: 'Ethereal Plane', path: '/ethereal-plane/troubleshooting'}],
    }),
    /\n<Troubleshooter others=\{\[\{"name":"Ethereal Plane","path":"\/ethereal-plane\/troubleshooting"\}\]\}>\n/,
  );
  assert.match(renderTroubleshooter(features, input), /\n<Troubleshooter>\n/);
});

test('the query is kept in the address as ?q=, other parameters and blank words left alone', () => {
  assert.equal(searchWithQuery('', 'camera'), '?q=camera');
  assert.equal(searchWithQuery('?q=old', '  title bar '), '?q=title+bar');
  assert.equal(searchWithQuery('?q=camera', ''), '');
  assert.equal(searchWithQuery('?q=camera', '   '), '');
  assert.equal(searchWithQuery('?utm=x&q=a', 'b'), '?utm=x&q=b');
  assert.equal(searchWithQuery('?utm=x&q=a', ''), '?utm=x');
  assert.equal(searchWithQuery('', '“Starting” & co'), '?q=%E2%80%9CStarting%E2%80%9D+%26+co');
});

test('the words of an address are read back as they were written', () => {
  assert.equal(queryFromSearch(''), '');
  assert.equal(queryFromSearch('?utm=x'), '');
  assert.equal(queryFromSearch('?q=camera'), 'camera');
  assert.equal(queryFromSearch('?q=title+bar'), 'title bar');
  assert.equal(queryFromSearch('?q=%20sync%20'), 'sync');
  for (const words of ['camera', 'title bar', '“Starting” & co', 'data-value="$0"']) {
    assert.equal(queryFromSearch(searchWithQuery('', words)), words, words);
  }
});

test('another troubleshooter is offered with the same words', () => {
  assert.equal(filteredHref('/ethereal-plane/troubleshooting', 'twitch'), '/ethereal-plane/troubleshooting?q=twitch');
  assert.equal(filteredHref('/ethereal-plane/troubleshooting', ' '), '/ethereal-plane/troubleshooting');
});
